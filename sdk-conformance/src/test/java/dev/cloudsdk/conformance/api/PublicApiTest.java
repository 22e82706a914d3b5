package dev.cloudsdk.conformance.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The API guard: each library module's public API, dumped from its compiled classes, must equal the committed
 * {@code <module>/api/<module>.api}. A change to the API then fails the build until the dump is regenerated and
 * committed with it, so every API change shows in review as a diff of that file.
 */
class PublicApiTest {
    private static final Path ROOT =
            Path.of(System.getProperty("cloudsdk.root", "..")).toAbsolutePath().normalize();

    static List<Path> libraryModules() throws IOException {
        List<Path> modules = PublicApi.libraryModules(ROOT);
        assertThat(modules)
                .extracting(m -> m.getFileName().toString())
                .as("the library modules found in the root POM")
                .contains(
                        "sdk-core",
                        "sdk-loadbalancer",
                        "sdk-dns",
                        "sdk-database",
                        "sdk-storage",
                        "sdk-testkit",
                        "sdk-spring-boot-starter");
        return modules;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("libraryModules")
    void publicApiEqualsTheCommittedDump(Path module) throws Exception {
        Path file = PublicApi.dumpFile(module);
        List<String> actual = PublicApi.render(module, getClass().getClassLoader());
        if (!Files.exists(file)) {
            fail(
                    "%s has no API dump: run `%s` and commit %s",
                    module.getFileName(), PublicApi.REGENERATE, ROOT.relativize(file));
        }
        List<String> committed = Files.readAllLines(file);
        if (!committed.equals(actual)) {
            fail(
                    "The public API of %s differs from %s:%n%s%n"
                            + "If the change is meant: run `%s`, commit the .api file with the change, "
                            + "and add its line to "
                            + "CHANGELOG.md under '## Unreleased' (removed or changed lines under '### "
                            + "Breaking', added ones "
                            + "under '### Added'). See CONTRIBUTING.md, \"Changing the public API\".",
                    module.getFileName(),
                    ROOT.relativize(file),
                    ApiDiff.describe(committed, actual),
                    PublicApi.REGENERATE);
        }
    }
}
