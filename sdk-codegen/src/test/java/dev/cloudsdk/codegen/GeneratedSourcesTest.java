package dev.cloudsdk.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;

/** The committed generated sources are exactly what {@code api/openapi.yaml} generates: nothing edited by hand. */
class GeneratedSourcesTest {
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @Test
    void committedSourcesAreWhatTheDocumentGenerates() {
        assertThat(ROOT.resolve("api/openapi.yaml")).exists();
        SortedMap<String, String> files = Generator.standard().generate(Spec.load(ROOT.resolve("api/openapi.yaml")));
        List<String> differences = Generator.differences(ROOT, files);
        assertThat(differences)
                .as("regenerate with ./mvnw -B -q -pl sdk-codegen -am compile exec:java@generate, then review the diff")
                .isEmpty();
    }

    @Test
    void everyGeneratedJavaFileStartsWithTheHeaderAndNamesItsSource() {
        SortedMap<String, String> files = Generator.standard().generate(Spec.load(ROOT.resolve("api/openapi.yaml")));
        files.forEach((path, content) -> {
            if (path.endsWith(".java")) {
                assertThat(content).as(path).startsWith(JavaSource.HEADER + "\n");
            }
        });
        assertThat(Files.isDirectory(ROOT.resolve("sdk-core"))).isTrue();
    }

    @Test
    void theDocumentNamesEveryOperationsServiceGroupAndMethod() {
        Spec spec = Spec.load(ROOT.resolve("api/openapi.yaml"));
        assertThat(spec.services()).extracting(Spec.Service::module)
                .containsExactly("sdk-loadbalancer", "sdk-dns", "sdk-database", "sdk-storage");
        assertThat(spec.operations()).extracting(o -> o.service().key() + "." + o.group().key() + "." + o.javaMethod())
                .containsExactly("loadbalancer.pools.create", "dns.recordsets.list", "database.backups.restore",
                        "storage.backups.restore", "database.instances.restart");
    }
}
