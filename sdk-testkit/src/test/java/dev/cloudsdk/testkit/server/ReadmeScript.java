package dev.cloudsdk.testkit.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shell commands of one README section, read as a shell would read them, so that a test can run what a reader
 * runs: the {@code java -jar} line, variable assignments ({@code URL=... AUTH='...'}), and each {@code curl} with
 * the status that the comment line above it promises ({@code # Create pool -> 201}). Knows the shell quoting the
 * READMEs use (single quotes, double quotes with {@code $VAR}, a backslash at the end of a line) and the curl
 * options they use ({@code -i -s -X -H -d}); anything else fails, so a README cannot drift past the check.
 */
final class ReadmeScript {
    private static final Pattern EXPECTED = Pattern.compile("->\\s*(\\d{3})\\s*$");
    private static final Pattern VARIABLE = Pattern.compile("\\$\\{?([A-Za-z_][A-Za-z0-9_]*)}?");

    /** One curl command: what it sends, and the status its comment promises. */
    record Curl(String line, int expected, String method, String url, List<String[]> headers, String body) {}

    /** A fenced block of the section: its language ({@code sh}, {@code text}, {@code json}) and its lines. */
    record Block(String language, List<String> lines) {}

    private final List<Block> blocks;

    private ReadmeScript(List<Block> blocks) {
        this.blocks = blocks;
    }

    /** @return the fenced blocks under {@code heading}, up to the next heading of the same level */
    static ReadmeScript read(Path markdown, String heading) throws IOException {
        List<String> lines = Files.readAllLines(markdown);
        int start = lines.indexOf(heading);
        if (start < 0) {
            throw new IllegalStateException(markdown + " has no line '" + heading + "'");
        }
        String level = heading.substring(0, heading.indexOf(' ') + 1);
        List<Block> blocks = new ArrayList<>();
        Block open = null;
        for (int i = start + 1;
                i < lines.size() && (open != null || !lines.get(i).startsWith(level));
                i++) {
            String line = lines.get(i);
            if (open == null && line.startsWith("```")) {
                open = new Block(line.substring(3).trim(), new ArrayList<>());
            } else if (open != null && line.equals("```")) {
                blocks.add(open);
                open = null;
            } else if (open != null) {
                open.lines().add(line);
            }
        }
        return new ReadmeScript(blocks);
    }

    /** @return the lines of the first block in that language */
    List<String> first(String language) {
        return blocks.stream()
                .filter(b -> b.language().equals(language))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no ```" + language + " block"))
                .lines();
    }

    /** @return the words after {@code java -jar} of the first such command: the jar, then the options */
    List<String> javaJar() {
        for (String line : commands()) {
            if (line.startsWith("java -jar ")) {
                List<String> words = words(line, Map.of());
                return words.subList(2, words.size());
            }
        }
        throw new IllegalStateException("no java -jar command");
    }

    /**
     * @param fixed variables that win over the section's own assignments (the URL of the server under test)
     * @return every curl command of the sh blocks, in order, with the variables expanded
     */
    List<Curl> curls(Map<String, String> fixed) {
        Map<String, String> vars = new LinkedHashMap<>();
        List<Curl> curls = new ArrayList<>();
        Integer expected = null;
        for (String line : commands()) {
            Matcher m = EXPECTED.matcher(line);
            if (line.startsWith("#")) {
                expected = m.find() ? Integer.valueOf(m.group(1)) : null;
                continue;
            }
            List<String> words = words(line, vars);
            if (!words.isEmpty() && words.stream().allMatch(w -> w.matches("[A-Za-z_]+=.*"))) {
                words.forEach(w -> vars.put(w.substring(0, w.indexOf('=')), w.substring(w.indexOf('=') + 1)));
                vars.putAll(fixed);
            } else if (!words.isEmpty() && words.get(0).equals("curl")) {
                if (expected == null) {
                    throw new IllegalStateException("no '# ... -> <status>' comment above: " + line);
                }
                curls.add(curl(line, expected, words));
                expected = null;
            }
        }
        return curls;
    }

    private static Curl curl(String line, int expected, List<String> words) {
        String method = null;
        String url = null;
        String body = null;
        List<String[]> headers = new ArrayList<>();
        for (int i = 1; i < words.size(); i++) {
            switch (words.get(i)) {
                case "-i", "-s", "-si" -> {}
                case "-X" -> method = words.get(++i);
                case "-H" -> {
                    String h = words.get(++i);
                    headers.add(new String[] {
                        h.substring(0, h.indexOf(':')).trim(),
                        h.substring(h.indexOf(':') + 1).trim()
                    });
                }
                case "-d" -> body = words.get(++i);
                default -> {
                    if (words.get(i).startsWith("-") || url != null) {
                        throw new IllegalStateException(
                                "a curl word this check does not know: '" + words.get(i) + "' in " + line);
                    }
                    url = words.get(i);
                }
            }
        }
        if (body != null && headers.stream().noneMatch(h -> h[0].equalsIgnoreCase("Content-Type"))) {
            headers.add(new String[] {"Content-Type", "application/x-www-form-urlencoded"}); // what curl -d sends
        }
        return new Curl(line, expected, method != null ? method : body != null ? "POST" : "GET", url, headers, body);
    }

    /** @return the lines of every sh block, with lines ending in a backslash joined to the next */
    private List<String> commands() {
        List<String> commands = new ArrayList<>();
        StringBuilder pending = new StringBuilder();
        for (Block block : blocks) {
            if (!block.language().equals("sh")) {
                continue;
            }
            for (String line : block.lines()) {
                if (line.endsWith("\\")) {
                    pending.append(line, 0, line.length() - 1);
                    continue;
                }
                commands.add(pending.append(line).toString().trim());
                pending.setLength(0);
            }
        }
        return commands;
    }

    /** Splits a command line into words as a shell does, expanding variables outside single quotes. */
    static List<String> words(String line, Map<String, String> vars) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (Character.isWhitespace(c)) {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else if (c == '#' && word == null) {
                break; // a comment, to the end of the line
            } else {
                word = word == null ? new StringBuilder() : word;
                if (c == '\'') {
                    int end = line.indexOf('\'', i + 1);
                    word.append(line, i + 1, end);
                    i = end;
                } else if (c == '"') {
                    int end = line.indexOf('"', i + 1);
                    word.append(expand(line.substring(i + 1, end), vars));
                    i = end;
                } else {
                    int end = i;
                    while (end < line.length() && " \t'\"".indexOf(line.charAt(end)) < 0) {
                        end++;
                    }
                    word.append(expand(line.substring(i, end), vars));
                    i = end - 1;
                }
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }

    private static String expand(String text, Map<String, String> vars) {
        Matcher m = VARIABLE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = vars.get(m.group(1));
            if (value == null) {
                throw new IllegalStateException("$" + m.group(1) + " is not set where '" + text + "' uses it");
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        return m.appendTail(out).toString();
    }
}
