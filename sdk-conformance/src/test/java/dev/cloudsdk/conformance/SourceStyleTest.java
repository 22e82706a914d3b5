package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The house style that Spotless cannot apply holds for every Java source of the repository (every module's
 * {@code src}, consumer-check's invoker projects included; the generated sources too): lines of at most
 * {@value StyleRules#MAX_LINE} characters, no wildcard import, no fully qualified name where an import would do
 * ({@link StyleRules}). Each failure names the file, the line and the fix. A file's length is a review question,
 * not a rule: one file per concept, however long it is. The formatter's part is {@code ./mvnw spotless:apply}
 * (CONTRIBUTING.md, "Style").
 */
class SourceStyleTest {
    private static final Path ROOT =
            Path.of(System.getProperty("cloudsdk.root", "..")).toAbsolutePath().normalize();

    /**
     * Source trees and files the line rules (line length, imports, qualified names) skip, each with why; Spotless
     * skips sdk-codegen too ({@code <excludes>} in the root POM).
     */
    static final Map<String, String> LINE_RULES_SKIP = Map.of();

    private static final Map<String, String> SOURCES = new TreeMap<>();
    private static final Map<String, Set<String>> TYPES_BY_PACKAGE = new HashMap<>();

    @BeforeAll
    static void readSources() throws IOException {
        Files.walkFileTree(ROOT, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                boolean skipped = name.startsWith(".") && !dir.equals(ROOT)
                        || name.equals("target")
                        || name.equals("node_modules")
                        || dir.endsWith(Path.of("src", "test", "resources"));
                return skipped ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                String relative = ROOT.relativize(file).toString().replace('\\', '/');
                if (relative.endsWith(".java") && relative.contains("/src/")) {
                    SOURCES.put(relative, Files.readString(file));
                }
                return FileVisitResult.CONTINUE;
            }
        });
        SOURCES.forEach((file, text) -> TYPES_BY_PACKAGE
                .computeIfAbsent(StyleRules.packageOf(text), p -> new HashSet<>())
                .add(JavaSource.className(Path.of(file))));
    }

    @Test
    void readsTheSourcesOfEveryModule() {
        assertThat(SOURCES)
                .containsKeys(
                        "sdk-core/src/main/java/dev/cloudsdk/core/ClientConfig.java",
                        "sdk-conformance/src/test/java/dev/cloudsdk/conformance/SourceStyleTest.java",
                        "consumer-check/src/it/bom-consumer/src/test/java/it/consumer/BomConsumerTest.java");
        assertThat(SOURCES).noneSatisfy((file, text) -> assertThat(file).contains("/target/"));
    }

    @Test
    void everyLineFollowsTheLineRules() {
        List<StyleRules.Finding> findings = new ArrayList<>();
        SOURCES.forEach((file, text) -> {
            if (LINE_RULES_SKIP.keySet().stream().noneMatch(file::startsWith)) {
                Set<String> samePackage = TYPES_BY_PACKAGE.getOrDefault(StyleRules.packageOf(text), Set.of());
                findings.addAll(StyleRules.check(file, text, samePackage));
            }
        });
        if (!findings.isEmpty()) {
            fail(findings.size() + " line(s) break the house style (CONTRIBUTING.md, \"Style\"):\n"
                    + String.join(
                            "\n",
                            findings.stream().map(StyleRules.Finding::toString).toList()));
        }
    }

    @Test
    void aLongLineIsNamedWithItsLength() {
        String text = "package p;\n\nclass A {\n    String s = \"" + "x".repeat(120) + "\";\n}\n";
        assertThat(StyleRules.check("A.java", text, Set.of()))
                .extracting(Object::toString)
                .containsExactly("A.java:4: line of 138 characters, over 120: wrap it (a string: split it with +)");
    }

    @Test
    void aQualifiedNameInCodeIsNamedWithItsImport() {
        String text = "package p;\n\nimport java.util.List;\n\nclass A {\n    java.util.Map<String, List<String>> m;\n"
                + "    java.lang.Integer i;\n    p.B b;\n    java.util.List<String> l;\n}\n";
        assertThat(StyleRules.check("A.java", text, Set.of("A", "B")))
                .extracting(Object::toString)
                .containsExactly(
                        "A.java:6: qualified name java.util.Map in code: write Map (import java.util.Map)",
                        "A.java:7: qualified name java.lang.Integer in code: write Integer (java.lang needs no import)",
                        "A.java:9: qualified name java.util.List in code: write List (it is imported)");
    }

    @Test
    void aQualifiedNameThatAnImportWouldClashWithIsAllowed() {
        String text = "package p;\n\nimport java.awt.List;\n\nclass A {\n    java.util.List<String> l;\n"
                + "    okhttp3.Call call;\n    com.a.Version v1;\n    com.b.Version v2;\n    org.x.Record r;\n"
                + "    record Call() {\n    }\n    dev.y.Sibling s;\n}\n";
        assertThat(StyleRules.check("A.java", text, Set.of("A", "Sibling"))).isEmpty();
    }

    @Test
    void commentsStringsAndWildcardImports() {
        String text = "package p;\n\nimport java.util.*;\nimport static java.util.Map.*;\n\n"
                + "/** {@link java.util.Map} */\nclass A {\n    // java.util.Map\n"
                + "    String s = \"java.util.Map\";\n    char c = '\"';\n"
                + "    String t = \"\"\"\n        java.util.Map\n        \"\"\";\n}\n";
        assertThat(StyleRules.check("A.java", text, Set.of()))
                .extracting(Object::toString)
                .containsExactly(
                        "A.java:3: wildcard import java.util.*: import each type",
                        "A.java:4: wildcard import java.util.Map.*: import each type");
    }
}
