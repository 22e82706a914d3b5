package dev.cloudsdk.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Runs the whole suite in quick mode (a few iterations, in this JVM) so that CI proves every benchmark still
 * builds and runs against the current SDK. It asserts that every figure was produced and that no call failed;
 * it never asserts a time.
 */
class QuickSuiteTest {

    @Test
    void everyBenchmarkRunsAndProducesItsFigures() throws Exception {
        Path out = Path.of("target", "quick-results.md");
        Files.deleteIfExists(out);
        Suite.main(new String[] {"--quick", "--out", out.toString()});
        String report = Files.readString(out);
        for (String section : new String[] {"## 1.", "## 2.", "## 3.", "## 4.", "## 5."}) {
            assertTrue(report.contains(section), section + " missing from\n" + report);
        }
        assertTrue(!report.contains("n/a"), "a figure is missing:\n" + report);
        assertEquals(-1, report.indexOf(" ❌ |\n", report.indexOf("## 5.")), "a concurrent call failed:\n" + report);
    }
}
