package dev.cloudsdk.conformance;

import dev.cloudsdk.conformance.ApiDocument.Operation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds what a hand-written file says about the operations that the document may make untrue by growing: the rule of
 * CONTRIBUTING.md, "Nothing hand-written lists the operations". Five checks, each reported as
 * {@code path:line: what, and how to fix it}:
 * <ol>
 *   <li><b>enumeration</b>: one paragraph (a run of non-blank lines) names two or more operations of the document,
 *       by operationId ({@code createPool}), by constant ({@code CREATE_POOL}), by the name telemetry gives it
 *       ({@code CreatePool}), by a path the document declares
 *       ({@code "v1/zones/" + id + "/recordsets"}) or, in Java and Kotlin, by a call of its facade
 *       ({@code pools().create(}, {@code recordsets().listPage(}; where two services share the group and method,
 *       {@code backups().restore(}, only after the service's client class in the same statement,
 *       {@code StorageClient.create(c).backups().restore(}, or after the variable its {@code example} declares,
 *       {@code storage.async().backups().restore(}). Not in Markdown, whose snippets show calls on purpose (README.md's
 *       quick start calls each operation, and would be refused);</li>
 *   <li><b>future path</b>: a path under {@code /v<n>/} that no operation of the document declares and that does not
 *       hold {@value #IMPOSSIBLE}, a character no path of the document may hold (so the next operation cannot be at
 *       that path);</li>
 *   <li><b>future name</b>: a name shaped like an operation that the document lacks ({@code deletePool},
 *       {@code GET_POOL}: a verb of the document's operationIds or of the common ones, then words of which one is a
 *       noun of the document's operationIds, singular or plural), in a
 *       string literal of a test or a Markdown file (a double-quoted text);</li>
 *   <li><b>count</b>: the number of operations in words or digits before "operations" or "calls" ("the five
 *       operations"), or of services before "service modules" or "clients", wrong the day one is added
 *       ({@link ProseCounts});</li>
 *   <li><b>claim</b>, in a test: that every operation was called ({@link EveryOperationClaims}).</li>
 * </ol>
 * A file is hand-written unless its first line is {@link HandWrittenPieces#GENERATED}. Scanned: every Markdown file,
 * every Java and Kotlin source under a {@code src/test} directory, and (for counts only) every other Java source.
 */
final class OperationListing {
    /** The character that marks a path as impossible: a path of the document has none (checked by the test). */
    static final String IMPOSSIBLE = "~";

    /** A name no operationId can have (an operationId is a Java identifier), for a "no such operation" example. */
    static final String NO_SUCH_OPERATION = "no-such-operation";

    /** Verbs an operation's name may begin with, besides the first word of each documented operationId. */
    private static final List<String> COMMON_VERBS = List.of(
            "get",
            "list",
            "create",
            "update",
            "delete",
            "patch",
            "put",
            "replace",
            "restore",
            "restart",
            "start",
            "stop",
            "resize",
            "failover",
            "attach",
            "detach",
            "describe",
            "remove",
            "add",
            "set",
            "enable",
            "disable",
            "reboot",
            "rebuild",
            "resume",
            "suspend");

    /** One finding. */
    record Finding(String file, int line, String message) {
        @Override
        public String toString() {
            return file + ":" + line + ": " + message;
        }
    }

    private final List<Operation> operations;
    private final FacadeCalls calls;
    private final EveryOperationClaims claims;
    private final Set<String> ids = new LinkedHashSet<>();
    private final Set<String> constants = new LinkedHashSet<>();
    private final List<Pattern> nameWords = new ArrayList<>();
    private final Pattern futureName;
    private final Set<String> nouns = new TreeSet<>();
    private final ProseCounts counts;

    OperationListing(List<Operation> operations) {
        this(operations, List.of());
    }

    /**
     * @param operations the document's operations
     * @param facades how they are called through the SDK, to find an enumeration of calls in Java and Kotlin
     */
    OperationListing(List<Operation> operations, List<ApiDocument.Facade> facades) {
        this.operations = operations;
        this.calls = new FacadeCalls(operations, facades);
        this.claims = new EveryOperationClaims(operations.size());
        Set<String> verbs = new TreeSet<>(COMMON_VERBS);
        for (Operation op : operations) {
            ids.add(op.operationId());
            constants.add(op.upperSnake());
            nameWords.add(Pattern.compile("(?<![\\w$])(?:" + Pattern.quote(op.operationId()) + "|"
                    + Pattern.quote(op.upperSnake()) + "|" + Pattern.quote(op.upperCamel()) + ")(?![\\w$])"));
            String[] words = op.operationId().split("(?=[A-Z])");
            verbs.add(words[0]);
            for (int w = 1; w < words.length; w++) {
                String noun = words[w].toLowerCase(Locale.ROOT);
                nouns.add(noun);
                nouns.add(noun.endsWith("s") ? noun.substring(0, noun.length() - 1) : noun + "s");
            }
        }
        String lower = String.join("|", verbs);
        String upper = lower.toUpperCase(Locale.ROOT);
        futureName = Pattern.compile(
                "(?<![\\w$])(?:(?:" + lower + ")(?:[A-Z][a-z0-9]*)+|(?:" + upper + ")(?:_[A-Z0-9]+)+)(?![\\w$])");
        counts = new ProseCounts(operations.size(), (int)
                facades.stream().map(ApiDocument.Facade::client).distinct().count());
    }

    /** @return every finding in the hand-written files under {@code root}, sorted by file and line */
    List<Finding> scan(Path root) throws IOException {
        List<Finding> found = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile)
                    .filter(f -> AllowedListing.scanned(root.relativize(f)))
                    .sorted()
                    .toList();
        }
        for (Path file : files) {
            String rel = root.relativize(file).toString().replace('\\', '/');
            List<String> lines;
            try {
                lines = Files.readAllLines(file);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (!lines.isEmpty() && lines.get(0).startsWith(HandWrittenPieces.GENERATED)) {
                continue;
            }
            for (Finding f : check(rel, lines)) {
                if (AllowedListing.ALL.stream()
                        .noneMatch(a -> a.finding() != null
                                && rel.startsWith(a.prefix())
                                && f.message().contains(a.finding()))) {
                    found.add(f);
                }
            }
        }
        return found;
    }

    /**
     * @param file the file's path from the repository root, with {@code /}
     * @param lines its lines
     * @return the findings in it
     */
    List<Finding> check(String file, List<String> lines) {
        boolean markdown = file.endsWith(".md");
        boolean test = markdown || file.contains("/src/test/");
        List<Finding> found = new ArrayList<>();
        int paragraphStart = -1;
        Set<String> named = new LinkedHashSet<>();
        // The paragraph's code on one line, for a facade call whose chain is cut over lines.
        StringBuilder joined = new StringBuilder();
        boolean generatedTable = false;
        for (int i = 0; i <= lines.size(); i++) {
            String line = i < lines.size() ? lines.get(i) : "";
            if (markdown && line.strip().equals("<!-- operations:start -->")) {
                generatedTable = true;
            } else if (markdown && line.strip().equals("<!-- operations:end -->")) {
                generatedTable = false;
                continue;
            }
            if (generatedTable) {
                continue;
            }
            if (line.isBlank()) {
                if (!markdown) {
                    named.addAll(calls.named(joined.toString()));
                }
                joined.setLength(0);
                if (named.size() >= 2 && named.size() == operations.size()) {
                    found.add(enumeration(
                            file,
                            paragraphStart + 1,
                            "every operation in one " + (markdown ? "paragraph" : "block"),
                            named,
                            markdown));
                }
                named.clear();
                paragraphStart = -1;
                continue;
            }
            if (paragraphStart < 0) {
                paragraphStart = i;
            }
            int lineNo = i + 1;
            joined.append(' ').append(line.strip());
            Set<String> onLine = operationsNamed(line, markdown);
            named.addAll(onLine);
            if (onLine.size() >= 2) {
                found.add(enumeration(file, lineNo, onLine.size() + " operations on one line", onLine, markdown));
            }
            if (test && !file.startsWith("sdk-core/")) {
                for (String path : PathLiterals.paths(line, markdown)) {
                    if (!path.contains(IMPOSSIBLE) && declared(path) == null) {
                        found.add(new Finding(
                                file,
                                lineNo,
                                "the path " + path + " is not in api/openapi.yaml, "
                                        + "and the document could grow an operation there: for a path of no operation, "
                                        + "put '" + IMPOSSIBLE + "' in it (\"v1/" + IMPOSSIBLE
                                        + "no-such-path\"), which "
                                        + "no path of the document may hold"));
                    }
                }
                for (String name : futureNames(line)) {
                    found.add(new Finding(
                            file,
                            lineNo,
                            "'" + name + "' looks like an operation that "
                                    + "api/openapi.yaml does not have, and could have one day: for an operation that "
                                    + "does not exist, use '" + NO_SUCH_OPERATION + "', which no operationId can be"));
                }
            }
            found.addAll(counts.check(file, lineNo, line));
        }
        if (test && !markdown) {
            found.addAll(claims.check(file, lines));
        }
        found.sort(Comparator.comparingInt(Finding::line));
        return found;
    }

    private static Finding enumeration(String file, int line, String what, Set<String> named, boolean markdown) {
        return new Finding(
                file,
                line,
                "names " + what + " (" + String.join(", ", named) + "), a list the next "
                        + "operation makes incomplete: "
                        + (markdown
                                ? "point to the generated table of README.md, "
                                        + "\"Operations\", or show one operation"
                                : "derive them from the generated ApiOperation "
                                        + "(ApiOperation.values(), .path(), .method(), .regional()) or "
                                        + "the document, or use one operation"));
    }

    /**
     * @return the operationIds of the operations the line names by operationId, constant or declared path, and in
     *     code by a facade call
     */
    private Set<String> operationsNamed(String line, boolean markdown) {
        Set<String> named = new LinkedHashSet<>();
        for (int k = 0; k < operations.size(); k++) {
            if (nameWords.get(k).matcher(line).find()) {
                named.add(operations.get(k).operationId());
            }
        }
        if (!markdown) {
            named.addAll(calls.named(line));
        }
        for (String path : PathLiterals.paths(line, markdown)) {
            Operation op = declared(path);
            if (op != null) {
                named.add(op.operationId());
            }
        }
        return named;
    }

    /**
     * @return the operation whose path template the path fits (any text fits a parameter), or whose template starts
     *     with it when it ends with '/' (a prefix, as {@code startsWith} takes); null when none
     */
    Operation declared(String path) {
        boolean prefix = path.endsWith("/");
        String[] parts = strip(path).split("/", -1);
        for (Operation op : operations) {
            String[] template = op.template().split("/", -1);
            if (prefix ? template.length <= parts.length : template.length != parts.length) {
                continue;
            }
            boolean fits = true;
            for (int s = 0; s < parts.length && fits; s++) {
                boolean parameter = template[s].startsWith("{") || parts[s].equals("{}");
                fits = parameter ? !parts[s].isEmpty() : template[s].equals(parts[s]);
            }
            if (fits) {
                return op;
            }
        }
        return null;
    }

    private static String strip(String path) {
        String p = path.startsWith("/") ? path.substring(1) : path;
        return p.endsWith("/") ? p.substring(0, p.length() - 1) : p;
    }

    private List<String> futureNames(String line) {
        List<String> names = new ArrayList<>();
        for (String text : PathLiterals.literals(line)) {
            Matcher m = futureName.matcher(text);
            while (m.find()) {
                String[] words = m.group().contains("_")
                        ? m.group().split("_")
                        : m.group().split("(?=[A-Z])");
                boolean ofTheDocument = false;
                for (int w = 1; w < words.length; w++) {
                    ofTheDocument |= nouns.contains(words[w].toLowerCase(Locale.ROOT));
                }
                if (ofTheDocument
                        && !ids.contains(m.group())
                        && !constants.contains(m.group())
                        && !names.contains(m.group())) {
                    names.add(m.group());
                }
            }
        }
        return names;
    }
}
