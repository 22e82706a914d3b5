package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README's "Run the tests" says its command is "exactly what CI runs ({@code .ci/run})": the one command of
 * {@code .ci/run} (its lines but the shebang, comments, {@code set} and {@code cd}) is the README's block under
 * that line.
 */
class CiCommandTest {
    private static final Path ROOT =
            Path.of(System.getProperty("cloudsdk.root", "..")).toAbsolutePath().normalize();
    private static final String RUN_THE_TESTS = "**Run the tests**, exactly what CI runs (`.ci/run`):";

    @Test
    void theReadmesTestCommandIsWhatCiRuns() throws IOException {
        List<String> ci = Files.readAllLines(ROOT.resolve(".ci/run")).stream()
                .map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#") && !l.startsWith("set ") && !l.startsWith("cd "))
                .toList();
        assertThat(ci).as(".ci/run's commands").hasSize(1);

        List<String> readme = Files.readAllLines(ROOT.resolve("README.md"));
        int at = readme.indexOf(RUN_THE_TESTS);
        assertThat(at).as("README.md has the line '%s'", RUN_THE_TESTS).isNotNegative();
        int fence = at + 1;
        while (readme.get(fence).isBlank()) {
            fence++;
        }
        assertThat(readme.get(fence)).as("the block after '%s'", RUN_THE_TESTS).isEqualTo("```sh");
        int end = fence + 1;
        while (!readme.get(end).equals("```")) {
            end++;
        }
        assertThat(readme.subList(fence + 1, end))
                .as("README.md's test command")
                .containsExactlyElementsOf(ci);
    }
}
