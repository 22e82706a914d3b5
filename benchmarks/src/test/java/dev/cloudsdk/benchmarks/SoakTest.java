package dev.cloudsdk.benchmarks;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The soak for 20 seconds (the full run is 5 minutes, see README), in a child JVM with the fixed 256 MB heap the
 * heap check assumes. The child exits 1 when a check fails, and {@link ColdStart#launch} then fails this test
 * with everything the child printed, the report section with the failed check included. Never judges a time.
 */
class SoakTest {

    @Test
    void twentySecondsOfSixteenThreadsWithFaultsHoldEveryCheck() throws Exception {
        Path out = Path.of("target", "soak-results.md");
        Files.deleteIfExists(out);
        String printed = ColdStart.launch(List.of("-Xms256m", "-Xmx256m"), Soak.class, "20s", "--out", out.toString());
        assertTrue(printed.contains("SOAK PASSED"), printed);
        String section = Files.readString(out);
        assertTrue(section.startsWith(SoakReport.BEGIN) && section.contains(SoakReport.END), section);
        for (String check : new String[] {
            "every failure a typed SDK exception",
            "no connection left in use",
            "live threads flat",
            "heap after full GC",
            "requests received by the emulator per call",
            "requests sent on the wire per call"
        }) {
            assertTrue(
                    section.lines().anyMatch(l -> l.startsWith("| " + check) && l.endsWith("| met ✅ |")),
                    check + " not met, or missing, in\n" + section);
        }
    }
}
