package dev.cloudsdk.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.codegen.operations.KotlinCheckEmitter;
import dev.cloudsdk.codegen.text.Regions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The committed generated sources are exactly what {@code api/openapi.yaml} generates: nothing edited by hand. */
class GeneratedSourcesTest {
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @Test
    void committedSourcesAreWhatTheDocumentGenerates() {
        assertThat(ROOT.resolve("api/openapi.yaml")).exists();
        SortedMap<String, String> files =
                Generator.standard(ROOT).generate(Spec.load(ROOT.resolve("api/openapi.yaml")));
        List<String> differences = Generator.differences(ROOT, files);
        assertThat(differences)
                .as("regenerate with ./mvnw -B -q -pl sdk-codegen -am compile exec:java@generate, then review the diff")
                .isEmpty();
    }

    @Test
    void everyGeneratedJavaFileStartsWithTheHeaderAndNamesItsSource() {
        SortedMap<String, String> files =
                Generator.standard(ROOT).generate(Spec.load(ROOT.resolve("api/openapi.yaml")));
        files.forEach((path, content) -> {
            // A hand-written file with generated regions (core's module-info) is no generated file.
            if ((path.endsWith(".java") || path.endsWith(".kt"))
                    && Regions.names(content).isEmpty()) {
                assertThat(content).as(path).startsWith(JavaSource.HEADER + "\n");
            }
        });
        assertThat(Files.isDirectory(ROOT.resolve("sdk-core"))).isTrue();
    }

    @Test
    void theReadmeTableIsGeneratedAndTheRestOfTheReadmeKept() throws Exception {
        SortedMap<String, String> files =
                Generator.standard(ROOT).generate(Spec.load(ROOT.resolve("api/openapi.yaml")));
        String readme = Files.readString(ROOT.resolve("README.md"));
        assertThat(files).containsKey("README.md");
        String generated = files.get("README.md");
        String start = "<!-- operations:start -->\n";
        String end = "<!-- operations:end -->";
        assertThat(generated.substring(0, generated.indexOf(start)))
                .isEqualTo(readme.substring(0, readme.indexOf(start)));
        assertThat(generated.substring(generated.indexOf(end))).isEqualTo(readme.substring(readme.indexOf(end)));
        assertThat(generated)
                .contains("| `restartDatabaseInstance` | `POST /v1/database-instances/"
                        + "{database_instance_id}/restart` | `db.instances().restart(instanceId, request)` | "
                        + "`db.async().instances().restart(instanceId, request)` | no |\n");
    }

    @Test
    void everyOperationIsCalledFromKotlinByAGeneratedTest() {
        Spec spec = Spec.load(ROOT.resolve("api/openapi.yaml"));
        SortedMap<String, String> files = Generator.standard(ROOT).generate(spec);
        assertThat(spec.operations()).isNotEmpty();
        for (Spec.Operation op : spec.operations()) {
            String path = KotlinCheckEmitter.path(op.id());
            assertThat(path)
                    .isEqualTo("kotlin-check/src/test/kotlin/dev/cloudsdk/kotlincheck/operations/" + op.upperCamel()
                            + "FromKotlinTest.kt");
            // Committed like every generated file (committedSourcesAreWhatTheDocumentGenerates compares them).
            assertThat(files.get(path))
                    .as(path)
                    .contains(
                            "class " + op.upperCamel() + "FromKotlinTest {",
                            "    fun blocking(",
                            "    fun async(",
                            "client." + op.group().key() + "()",
                            "client.async()." + op.group().key() + "()",
                            "." + op.javaMethod() + "(");
        }
    }

    @Test
    void aGeneratedKotlinSourceIsFoundWhereItIsNoLongerGenerated(@TempDir Path root) throws Exception {
        Path stale = root.resolve("kotlin-check/src/test/kotlin/a/StaleFromKotlinTest.kt");
        Files.createDirectories(stale.getParent());
        Files.writeString(stale, JavaSource.HEADER + "\npackage a\n");
        Files.writeString(root.resolve("kotlin-check/src/test/kotlin/a/KeptFromKotlinTest.kt"), "package a\n");

        assertThat(Generator.differences(root, new TreeMap<>()))
                .containsExactly("kotlin-check/src/test/kotlin/a/StaleFromKotlinTest.kt: stale (the document no "
                        + "longer generates it)");
    }

    @Test
    void aGeneratedTestSourceIsFoundWhereItIsNoLongerGenerated(@TempDir Path root) throws Exception {
        Path stale = root.resolve("some-module/src/test/java/a/Stale.java");
        Files.createDirectories(stale.getParent());
        Files.writeString(stale, JavaSource.HEADER + "\npackage a;\n");
        Path handWritten = root.resolve("some-module/src/test/java/a/Kept.java");
        Files.writeString(handWritten, "package a;\n");

        assertThat(Generator.differences(root, new TreeMap<>()))
                .containsExactly("some-module/src/test/java/a/Stale.java: stale (the document no longer generates it)");
    }

    @Test
    void theDocumentNamesEveryOperationsServiceGroupAndMethod() throws Exception {
        Spec spec = Spec.load(ROOT.resolve("api/openapi.yaml"));
        String rootPom = Files.readString(ROOT.resolve("pom.xml"));
        // Each service of the document is a module of the build, whatever services the document has.
        assertThat(spec.services())
                .extracting(Spec.Service::module)
                .isNotEmpty()
                .doesNotHaveDuplicates()
                .allSatisfy(module -> assertThat(rootPom)
                        .as("the root pom.xml's modules")
                        .contains("<module>" + module + "</module>"));
        assertThat(spec.operations())
                .extracting(o -> o.service().key() + "." + o.group().key() + "." + o.javaMethod())
                // The operations of 0.2.0; an operation added later joins them without an edit here.
                .contains(
                        "loadbalancer.pools.create",
                        "dns.recordsets.list",
                        "database.backups.restore",
                        "storage.backups.restore",
                        "database.instances.restart")
                .doesNotHaveDuplicates();
    }
}
