package dev.cloudsdk.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The paths and string literals OperationListing reads from a line of Java, Kotlin or Markdown. */
final class PathLiterals {
    /** A path under a version prefix: segments are {@code {name}}, {@code <name>} or text without separators. */
    private static final Pattern PATH = Pattern.compile(
            "(?:(?<=/)|(?<![\\w.\\-]))v\\d+(?:/(?:\\{[^/}\\s]*}|<[^/>\\s]*>|[^/\\s\"'`)\\]?#{}<>,;:|\\\\]+))+/?");

    private PathLiterals() {}

    /**
     * @return the paths under a version prefix in the line: in Java and Kotlin, within string literals, with a
     *     concatenated expression or a {@code %s} standing for one segment ({@code "v1/zones/" + id + "/recordsets"}
     *     reads {@code v1/zones/{}/recordsets}); in Markdown, anywhere (and concatenations in its Java likewise)
     */
    static List<String> paths(String line, boolean markdown) {
        List<String> texts = markdown ? List.of(joinConcatenations(line)) : literals(joinConcatenations(line));
        List<String> paths = new ArrayList<>();
        for (String text : texts) {
            Matcher m = PATH.matcher(text.replace("%s", "{}").replace("%d", "{}"));
            while (m.find()) {
                if (!m.group().contains("...") && !m.group().contains("\u2026")) {
                    paths.add(m.group());
                }
            }
        }
        return paths;
    }

    /** {@code "a/" + x + "/b"} becomes {@code "a/{}/b"}; {@code "a/" + x} at the end becomes {@code "a/{}"}. */
    static String joinConcatenations(String line) {
        String joined = line.replaceAll("/\"\\s*\\+\\s*[^\"+;]+?\\s*\\+\\s*\"/", "/{}/");
        return joined.replaceAll("/\"\\s*\\+\\s*[\\w.()]+", "/{}\"");
    }

    /** @return the contents of the line's string literals (Java and Kotlin double quotes; escapes kept) */
    static List<String> literals(String line) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < line.length()) {
            if (line.startsWith("//", i)) {
                break;
            }
            char c = line.charAt(i);
            if (c == '\'') {
                int end = line.indexOf('\'', i + 1 + (i + 1 < line.length() && line.charAt(i + 1) == '\\' ? 2 : 0));
                i = end < 0 ? line.length() : end + 1;
            } else if (c == '"') {
                int j = i + 1;
                while (j < line.length() && line.charAt(j) != '"') {
                    j += line.charAt(j) == '\\' ? 2 : 1;
                }
                out.add(line.substring(i + 1, Math.min(j, line.length())));
                i = j + 1;
            } else {
                i++;
            }
        }
        return out;
    }
}
