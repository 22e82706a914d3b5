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
        for (String section : new String[] {"## 1.", "## 2.", "## 3.", "## 4.", "## 5.", "## 6.", "## 7."}) {
            assertTrue(report.contains(section), section + " missing from\n" + report);
        }
        assertTrue(!report.contains("n/a"), "a figure is missing:\n" + report);
        // Only section 5's error column: section 6 marks speed targets, and this test never judges a time.
        String concurrency = report.substring(report.indexOf("## 5."), report.indexOf("## 6."));
        assertEquals(-1, concurrency.indexOf(" ❌ |\n"), "a concurrent call failed:\n" + report);
    }
}
