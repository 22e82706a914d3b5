package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * No Jackson databind on the path of a successful call: in a fresh JVM ({@link CallsWithoutDatabind}), once the config
 * is built, a call of every operation of the document (its fault-matrix row), reading every result and writing every
 * request body, loads no class of {@code com.fasterxml.jackson.databind} (nor of jsr310's databind deserializers and
 * serializers). The JVM's class-load log says which classes the calls loaded first; a call that reads or writes
 * through an {@code ObjectMapper} builds a deserializer or serializer on first use, whose classes nothing before it
 * loads, so it shows there.
 */
class NoDatabindOnTheCallPathTest {
    private static final String JAVA =
            Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final String CLASS_PATH =
            System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));

    @Test
    void everyOperationsCallLoadsNoDatabindClassOnceTheConfigIsBuilt() throws Exception {
        Path log = Files.createTempFile("class-load", ".log");
        Path out = Files.createTempFile("calls", ".out");
        try {
            Process child = new ProcessBuilder(
                            JAVA,
                            "-Xlog:class+load=info:file=" + log,
                            "-cp",
                            CLASS_PATH,
                            CallsWithoutDatabind.class.getName())
                    .redirectErrorStream(true)
                    .redirectOutput(out.toFile())
                    .start();
            boolean exited = child.waitFor(60, TimeUnit.SECONDS);
            if (!exited) {
                child.destroyForcibly().waitFor();
            }
            String output = Files.readString(out, StandardCharsets.UTF_8);
            assertThat(exited).as("the child exited; output: %s", output).isTrue();
            assertThat(child.exitValue()).as(output).isZero();
            // Every row's call returned, and every request that sent a body sent JSON (an action may send none; what
            // each operation sends is its generated contract test's to check).
            List<String> lines = output.lines().toList();
            int rows = FaultMatrixRows.rows().size();
            assertThat(lines.stream().filter(l -> l.startsWith("result ")))
                    .as(output)
                    .hasSize(rows);
            assertThat(lines.stream().filter(l -> l.startsWith("sent POST ") || l.startsWith("sent PUT ")))
                    .isNotEmpty()
                    .allMatch(l -> l.matches("sent (POST|PUT) (\\{.*})?"))
                    .anyMatch(l -> l.contains("\"lb_algorithm\":\"ROUND_ROBIN\""));

            List<String> loaded = Files.readAllLines(log, StandardCharsets.UTF_8);
            int start = indexOf(loaded, CallsWithoutDatabind.CallsStart.class.getName());
            int end = indexOf(loaded, CallsWithoutDatabind.CallsEnd.class.getName());
            assertThat(start).as("the class-load log marks the calls' start").isNotNegative();
            assertThat(end).as("and their end").isGreaterThan(start);
            List<String> calls = loaded.subList(start, end);
            assertThat(calls)
                    .as("classes the calls loaded")
                    .anyMatch(l -> l.contains(" dev.cloudsdk.core.runtime.JsonRead "))
                    .anyMatch(l -> l.contains(" dev.cloudsdk.core.runtime.JsonWrite "));
            List<String> databind = calls.stream()
                    .filter(l -> l.contains(" com.fasterxml.jackson.databind.")
                            || l.contains(" com.fasterxml.jackson.datatype.jsr310.deser.")
                            || l.contains(" com.fasterxml.jackson.datatype.jsr310.ser."))
                    .toList();
            assertThat(databind)
                    .as("databind classes the calls loaded after the config was built")
                    .isEmpty();
        } finally {
            Files.deleteIfExists(log);
            // The JVM's log rotation moves the (empty) file createTempFile made to <log>.0 before it writes.
            Files.deleteIfExists(Path.of(log + ".0"));
            Files.deleteIfExists(out);
        }
    }

    private static int indexOf(List<String> lines, String className) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(" " + className + " ")) {
                return i;
            }
        }
        return -1;
    }
}
