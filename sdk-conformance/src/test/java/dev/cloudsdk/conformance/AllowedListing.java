package dev.cloudsdk.conformance;

import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A place the scan leaves alone.
 *
 * @param prefix the file, or a directory ending in {@code /}, from the repository root
 * @param finding text of the one finding allowed there; {@code null} for the whole file or directory
 * @param reason why listing operations is the point there
 */
record AllowedListing(String prefix, @Nullable String finding, String reason) {
    /**
     * What the scan leaves alone, and why: a place whose point is to list operations, or (with {@code finding}) one
     * finding in a file. Keep it short: every entry is a place the next operation may need an edit.
     */
    static final List<AllowedListing> ALL = List.of(
            new AllowedListing(
                    "CHANGELOG.md", null, "the history names what each release changed, operations included"),
            new AllowedListing(
                    "examples/src/main/",
                    "a list the next operation makes incomplete",
                    "the example programs call operations on purpose, to show them; their tests claim no list"),
            new AllowedListing(
                    "examples-spring-boot/src/main/",
                    "a list the next operation makes incomplete",
                    "the Spring Boot example calls operations on purpose, to show them; its test claims no list"),
            new AllowedListing(
                    "benchmarks/", null, "the benchmarks measure each operation by name; RESULTS.md reports a run"),
            new AllowedListing(
                    "sdk-codegen/",
                    null,
                    "the generator's tests and rules name the test-only document's"
                            + " and made-up operations, never the emulator's"),
            new AllowedListing(
                    "sdk-conformance/src/test/java/dev/cloudsdk/conformance/OperationListing",
                    null,
                    "the check's own text and cases are listings and future names, to show that it finds them"),
            new AllowedListing(
                    "sdk-conformance/src/test/java/dev/cloudsdk/conformance/AllowedListing.java",
                    null,
                    "the allow-list quotes the findings it allows"),
            new AllowedListing(
                    "sdk-conformance/src/test/java/dev/cloudsdk/conformance/CompletenessTest.java",
                    null,
                    "the document reader's case is a made-up document, read as text"),
            new AllowedListing(
                    "sdk-testkit/src/test/java/dev/cloudsdk/testkit/EmulatorFaultAndConcurrencyTest.java",
                    "names every operation in one block",
                    "32 clients each run a workload whose calls depend on each"
                            + " other (the instance a restore made is restarted); it claims concurrency, "
                            + "not every operation"),
            new AllowedListing(
                    "CONTRIBUTING.md",
                    "v1/load-balancers/{load_balancer_id}/pools/{pool_id}",
                    "\"Adding an operation\" walks through adding the operations of that path, which the document"
                            + " lacks"));

    /**
     * @param rel a file's path from the repository root
     * @return whether the scan reads it: a Markdown, Java or Kotlin file outside build output, tools' folders and
     *     the places left alone whole
     */
    static boolean scanned(Path rel) {
        String path = rel.toString().replace('\\', '/');
        for (String part : path.split("/")) {
            if (part.equals("target") || part.equals("node_modules") || part.startsWith(".")) {
                return false;
            }
        }
        if (ALL.stream().anyMatch(a -> a.finding() == null && path.startsWith(a.prefix()))) {
            return false;
        }
        return path.endsWith(".md") || path.endsWith(".java") || path.endsWith(".kt");
    }
}
