package dev.cloudsdk.core.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Memory per call is bounded whatever the server sends: {@link HostileServers} runs in a child JVM with a
 * 256 MiB heap that exits on the first {@code OutOfMemoryError}, and every scenario must end in an
 * {@code UnreadableResponseException}.
 */
class HostileHeapTest {

    @Test
    void hostileBodiesAreRefusedWithinA256MiBHeap() throws Exception {
        Path out = Files.createTempFile("hostile-servers", ".txt");
        try {
            Process child = new ProcessBuilder(
                            javaBin(),
                            "-Xmx256m",
                            "-XX:+ExitOnOutOfMemoryError",
                            "-cp",
                            System.getProperty("java.class.path"),
                            HostileServers.class.getName())
                    .redirectErrorStream(true)
                    .redirectOutput(out.toFile())
                    .start();
            // A bound on a hang, not a speed target: the scenarios take a few seconds.
            boolean exited = child.waitFor(5, TimeUnit.MINUTES);
            if (!exited) {
                child.destroyForcibly().waitFor();
            }
            List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
            String output = String.join("\n", lines);
            assertThat(exited).as("the child JVM ended; output:\n%s", output).isTrue();
            assertThat(output)
                    .as("child output")
                    .doesNotContain("OutOfMemoryError")
                    .doesNotContain("FAIL ");
            assertThat(lines)
                    .as("child output")
                    .filteredOn(l -> l.startsWith("PASS "))
                    .hasSize(8);
            assertThat(child.exitValue())
                    .as("child exit code; output:\n%s", output)
                    .isZero();
        } finally {
            Files.deleteIfExists(out);
        }
    }

    private static String javaBin() throws IOException {
        return Path.of(System.getProperty("java.home"), "bin", "java" + (File.separatorChar == '\\' ? ".exe" : ""))
                .toString();
    }
}
