package dev.cloudsdk.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A README snippet made into one compilation unit, and where each of its lines came from.
 *
 * <p>The block's leading {@code import} lines (blank lines and comments among them) stay imports. The rest becomes
 * the body of a method {@code void snippet() throws Exception}, or, when its first line declares something
 * ({@link #MEMBERS}: an annotation, a modifier, {@code class}, {@code record}, {@code void}...), the members of the
 * class. The class declares the {@link #GIVENS} as fields, every type fully qualified, and the unit has no import
 * but the snippet's own: a snippet that uses a type it does not import does not compile.
 *
 * @param className the class the unit declares
 * @param text the unit's source
 * @param readmeLines for each line of the unit (index 0 is line 1), the README line it came from, or 0 for a line
 *     of the harness
 */
record SnippetSource(String className, String text, int[] readmeLines) {
    /**
     * The names a snippet may use without declaring them: the clients of the README's Quickstart, the ids an
     * operation takes, a request, and what an application already has at hand. Keep it short: a snippet that
     * can declare what it uses should. CONTRIBUTING.md lists them.
     */
    static final List<String> GIVENS = List.of(
            "dev.cloudsdk.core.ClientConfig config",
            "dev.cloudsdk.loadbalancer.LoadBalancerClient lb",
            "dev.cloudsdk.dns.DnsClient dns",
            "dev.cloudsdk.database.DatabaseClient db",
            "dev.cloudsdk.storage.StorageClient storage",
            "java.util.UUID loadBalancerId",
            "java.util.UUID zoneId",
            // A database backup and a volume backup are different resources: one id would name only one.
            "java.util.UUID databaseBackupId",
            "java.util.UUID volumeBackupId",
            "java.util.UUID instanceId",
            "java.util.UUID existingVolumeId",
            "dev.cloudsdk.loadbalancer.model.CreatePoolRequest request",
            "java.lang.String url",
            "java.lang.String token",
            "java.lang.String correlationId",
            "org.slf4j.Logger log",
            "dev.cloudsdk.testkit.CloudEmulator emulator");

    /** A first line that declares a member rather than states something. */
    static final Pattern MEMBERS = Pattern.compile(
            "^(@|(public|protected|private|static|final|abstract|class|record|interface|enum|void)\\b).*");

    private static final Pattern IMPORT = Pattern.compile("^import\\s.*");

    /**
     * Makes the compilation unit of a snippet.
     *
     * @param snippet the README block
     * @return the unit, with its line map
     */
    static SnippetSource of(ReadmeSnippet snippet) {
        String className = "Snippet_" + snippet.toString().replaceAll("\\W", "_");
        Unit unit = new Unit();
        List<String> code = snippet.code();
        int body = firstNonImport(code);
        for (int i = 0; i < body; i++) {
            unit.add(code.get(i), snippet.readmeLine(i));
        }
        boolean members =
                body < code.size() && MEMBERS.matcher(code.get(body).strip()).matches();
        unit.add("final class " + className + " {", 0);
        GIVENS.forEach(given -> unit.add("    " + given + ";", 0));
        if (!members) {
            unit.add("    void snippet() throws Exception {", 0);
        }
        for (int i = body; i < code.size(); i++) {
            unit.add(code.get(i), snippet.readmeLine(i));
        }
        unit.add(members ? "}" : "    }\n}", 0);
        return new SnippetSource(
                className,
                unit.text.toString(),
                unit.lines.stream().mapToInt(n -> n).toArray());
    }

    /** @return the index of the first line that is not an import, a comment or blank */
    private static int firstNonImport(List<String> code) {
        int i = 0;
        while (i < code.size()) {
            String line = code.get(i).strip();
            if (!(line.isEmpty()
                    || line.startsWith("//")
                    || IMPORT.matcher(line).matches())) {
                break;
            }
            i++;
        }
        return i;
    }

    /** @return the README line of the unit's line {@code line} (1-based), or 0 for a line of the harness */
    int readmeLine(long line) {
        return line >= 1 && line <= readmeLines.length ? readmeLines[(int) line - 1] : 0;
    }

    /** The text being built, and the README line of each of its lines. */
    private static final class Unit {
        final StringBuilder text = new StringBuilder();
        final List<Integer> lines = new ArrayList<>();

        void add(String source, int readmeLine) {
            for (String line : source.split("\n", -1)) {
                text.append(line).append('\n');
                lines.add(readmeLine);
            }
        }
    }
}
