package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.testkit.exit.CallsWithoutDatabind;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * No Jackson databind on the path of a successful call: in a fresh JVM ({@link CallsWithoutDatabind}), after the
 * clients are built, one call of each of the five operations, reading every result and writing every request body,
 * loads no class of {@code com.fasterxml.jackson.databind} (nor of jsr310's databind module). The JVM's own class
 * loading log says which classes the calls loaded first; a call that reads or writes through an {@code ObjectMapper}
 * builds a deserializer or serializer on its first use, whose classes nothing else loads, so it shows there.
 */
class NoDatabindOnTheCallPathTest {
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final String CLASS_PATH = System.getProperty("surefire.test.class.path",
            System.getProperty("java.class.path"));

    @Test
    void theFiveOperationsLoadNoDatabindClassOnceTheClientsAreBuilt() throws Exception {
        Path log = Files.createTempFile("class-load", ".log");
        Path out = Files.createTempFile("calls", ".out");
        try {
            Process child = new ProcessBuilder(JAVA, "-Xlog:class+load=info:file=" + log, "-cp", CLASS_PATH,
                    CallsWithoutDatabind.class.getName()).redirectErrorStream(true).redirectOutput(out.toFile())
                    .start();
            boolean exited = child.waitFor(60, TimeUnit.SECONDS);
            if (!exited) {
                child.destroyForcibly().waitFor();
            }
            String output = Files.readString(out, StandardCharsets.UTF_8);
            assertThat(exited).as("the child exited; output: %s", output).isTrue();
            assertThat(child.exitValue()).as(output).isZero();
            // The calls did read and write: the results, and the bodies as sent.
            assertThat(output).contains("pool=Pool[id=6a3e4a5c-4d0d-4f3b-9a6c-0b8e3a1f2c11", "weight=3",
                    "new_member={x=[1, 2.5, true, null]}", "recordsets=1 instance=db restart=restarting volume=",
                    "sent={\"name\":\"web\",\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\","
                    + "\"session_persistence\":{\"type\":\"HTTP_COOKIE\"},\"tags\":[\"a\"]}",
                    "sent={\"name\":\"db\",\"volume_size\":10}", "sent={\"name\":\"v\"}");

            List<String> loaded = Files.readAllLines(log, StandardCharsets.UTF_8);
            int start = indexOf(loaded, CallsWithoutDatabind.CallsStart.class.getName());
            int end = indexOf(loaded, CallsWithoutDatabind.CallsEnd.class.getName());
            assertThat(start).as("the class-load log marks the calls' start").isNotNegative();
            assertThat(end).as("and their end").isGreaterThan(start);
            List<String> calls = loaded.subList(start, end);
            assertThat(calls).as("classes the calls loaded").anyMatch(l -> l.contains(" dev.cloudsdk.core.runtime"
                    + ".JsonRead "));
            List<String> databind = calls.stream().filter(l -> l.contains(" com.fasterxml.jackson.databind.")
                    || l.contains(" com.fasterxml.jackson.datatype.jsr310.deser.")
                    || l.contains(" com.fasterxml.jackson.datatype.jsr310.ser.")).toList();
            assertThat(databind).as("databind classes the five calls loaded after the clients were built").isEmpty();
        } finally {
            Files.deleteIfExists(log);
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
