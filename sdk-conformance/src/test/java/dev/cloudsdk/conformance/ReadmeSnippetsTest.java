package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every {@code ```java} block of the documents (the README, the user guide in {@code docs/}, the modules' READMEs)
 * compiles against the SDK's modules, as a user would paste it: with the imports it shows, and nothing else but the
 * {@linkplain SnippetSource#GIVENS givens}. One case per block, named {@code docs/errors.md:44} after the line of its
 * opening fence; a failure lists javac's errors at the document's lines. Every Markdown file of the repository with a
 * {@code ```java} block is either in {@link #FILES} or, with its reason, in {@link #NOT_COMPILED}.
 */
class ReadmeSnippetsTest {
    private static final Path ROOT =
            Path.of(System.getProperty("cloudsdk.root", "..")).toAbsolutePath().normalize();
    /** The Markdown files whose Java blocks are compiled. */
    static final List<String> FILES = List.of(
            "README.md",
            "docs/async.md",
            "docs/compatibility.md",
            "docs/configuration.md",
            "docs/errors.md",
            "docs/pagination.md",
            "docs/requests-and-responses.md",
            "docs/retries-and-deadlines.md",
            "docs/telemetry.md",
            "sdk-testkit/README.md",
            "sdk-opentelemetry/README.md",
            "sdk-micrometer/README.md",
            "sdk-spring-boot-starter/README.md");

    /**
     * Markdown files with Java blocks that are not compiled, each with the reason. Keep it short: empty since the
     * dry run's override in CONTRIBUTING.md became needless (issue 28).
     */
    static final Map<String, String> NOT_COMPILED = Map.of();

    private static final SnippetCompiler JAVAC =
            new SnippetCompiler(System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));

    @TempDir
    Path out;

    static List<ReadmeSnippet> snippets() throws IOException {
        List<ReadmeSnippet> all = new ArrayList<>();
        for (String file : FILES) {
            all.addAll(ReadmeSnippet.in(ROOT, file));
        }
        return all;
    }

    @AfterAll
    static void closeCompiler() {
        JAVAC.close();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("snippets")
    void compiles(ReadmeSnippet snippet) {
        List<String> errors = JAVAC.errors(snippet, out);
        if (!errors.isEmpty()) {
            fail("The ```java block at " + snippet + " does not compile (givens and how blocks are wrapped: "
                    + "CONTRIBUTING.md, \"Code in the documents compiles, and links resolve\"):\n"
                    + String.join("\n", errors));
        }
    }

    @Test
    void everyFileHasJavaBlocksAndEveryGivenIsUsed() throws IOException {
        List<ReadmeSnippet> all = snippets();
        for (String file : FILES) {
            assertThat(all)
                    .as("```java blocks of " + file)
                    .anyMatch(s -> s.file().equals(file));
        }
        String code =
                String.join("\n", all.stream().flatMap(s -> s.code().stream()).toList());
        for (String given : SnippetSource.GIVENS) {
            String name = given.substring(given.lastIndexOf(' ') + 1);
            // The name as a variable: not a method (.token(...)) and not part of a longer name.
            assertThat(Pattern.compile("(?<![.\\w])" + name + "\\b(?!\\s*\\()")
                            .matcher(code)
                            .find())
                    .as("given '%s' is used by some README block; remove it from SnippetSource.GIVENS", name)
                    .isTrue();
        }
    }

    @Test
    void everyMarkdownFileWithAJavaBlockIsCompiledOrSaysWhyNot() throws IOException {
        List<String> withJava = new ArrayList<>();
        for (String file : DocumentLinksTest.markdownFiles(ROOT)) {
            if (!ReadmeSnippet.in(ROOT, file).isEmpty()) {
                withJava.add(file);
            }
        }
        List<String> listed = new ArrayList<>(FILES);
        listed.addAll(NOT_COMPILED.keySet());
        assertThat(withJava)
                .as("the Markdown files with ```java blocks: add a new one to ReadmeSnippetsTest.FILES,"
                        + " or (with the reason) to NOT_COMPILED; remove one that has no such block any more")
                .containsExactlyInAnyOrderElementsOf(listed);
    }

    @Test
    void aSnippetWithoutItsImportFailsAtItsReadmeLine() {
        ReadmeSnippet snippet = ReadmeSnippet.parse(
                        "X.md",
                        List.of(
                                "text",
                                "```java",
                                "import dev.cloudsdk.dns.DnsClient;",
                                "",
                                "DnsClient a = DnsClient.create(config);",
                                "RetryPolicy none = RetryPolicy.none();",
                                "```"))
                .get(0);

        List<String> errors = JAVAC.errors(snippet, out);
        assertThat(errors)
                .isNotEmpty()
                .allSatisfy(e -> assertThat(e)
                        .startsWith("X.md:6: error: cannot find symbol")
                        .contains("RetryPolicy")
                        .endsWith("\n    RetryPolicy none = RetryPolicy.none();"));
    }

    @Test
    void aBlockThatDeclaresAMemberIsCompiledAsClassMembers() {
        List<ReadmeSnippet> snippets = ReadmeSnippet.parse(
                "X.md",
                List.of(
                        "```java",
                        "import dev.cloudsdk.core.RetryPolicy;",
                        "static final RetryPolicy NONE = RetryPolicy.none();",
                        "```",
                        "```java",
                        "return;",
                        "```"));

        assertThat(JAVAC.errors(snippets.get(0), out)).isEmpty();
        assertThat(SnippetSource.of(snippets.get(0)).text()).doesNotContain("void snippet()");
        assertThat(SnippetSource.of(snippets.get(1)).text()).contains("void snippet() throws Exception {\nreturn;\n");
        assertThat(snippets).extracting(ReadmeSnippet::toString).containsExactly("X.md:1", "X.md:5");
    }

    @Test
    void theBuildsModulesAreOnTheClassPath() throws IOException {
        ReadmeSnippet snippet = ReadmeSnippet.parse(
                        "X.md",
                        List.of(
                                "```java",
                                "import dev.cloudsdk.micrometer.CloudSdkMetrics;",
                                "import dev.cloudsdk.opentelemetry.CloudSdkTelemetry;",
                                "import dev.cloudsdk.testkit.EmulatorExtension;",
                                "Object[] o = {CloudSdkMetrics.class, "
                                        + "CloudSdkTelemetry.class, EmulatorExtension.class, emulator, db, log};",
                                "```"))
                .get(0);

        assertThat(JAVAC.errors(snippet, out)).isEmpty();
        assertThat(Files.exists(out.resolve(SnippetSource.of(snippet).className() + ".class")))
                .isTrue();
    }
}
