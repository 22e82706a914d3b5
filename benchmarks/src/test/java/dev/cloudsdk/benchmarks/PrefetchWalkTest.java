package dev.cloudsdk.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The prefetch walk runs (quick mode: one pair, and 20,000 recordsets under {@code -Xmx64m} in a child JVM), and
 * its section goes into RESULTS.md beside the soak's, which the suite keeps. It never judges a time.
 */
class PrefetchWalkTest {
    private static final String SUITE = "# Benchmark results\n\n## 7. Telemetry\n\nfigures\n\n";
    private static final String SOAK = SoakReport.BEGIN + "\n## 8. Soak\n\nsoak figures\n" + SoakReport.END + "\n";
    private static final String ANALYSIS = Report.ANALYSIS + "\n\n## Analysis\n\nwords\n";

    private static String section(String figure) {
        return PrefetchReport.BEGIN + "\n## 9. Prefetch\n\n" + figure + "\n" + PrefetchReport.END + "\n";
    }

    @Test
    void theQuickWalkRunsAndWritesItsSectionAfterTheSoaksBeforeTheAnalysis(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("RESULTS.md");
        Files.writeString(file, SUITE + SOAK + "\n" + ANALYSIS);
        PrefetchWalk.main(new String[] {"--quick", "--out", file.toString()});
        String written = Files.readString(file);
        assertTrue(
                written.startsWith(
                        SUITE + SOAK + "\n" + PrefetchReport.BEGIN + "\n## 9. Prefetch: a walk of 20 " + "pages"),
                written);
        assertTrue(written.endsWith(PrefetchReport.END + "\n\n" + ANALYSIS), written);
        for (String row : new String[] {
            "| ms per walk, median of 1 |",
            "| every walk finished under the cap | yes",
            "| heap after a full GC, half-way |",
            "| time per walk, with / without, paired |"
        }) {
            assertTrue(written.contains(row), row + " missing from\n" + written);
        }
        assertTrue(!written.contains("NaN"), "a figure is missing:\n" + written);
    }

    @Test
    void aSecondRunReplacesTheSectionAndTheSuiteKeepsIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("RESULTS.md");
        Files.writeString(file, SUITE + SOAK + "\n" + ANALYSIS);
        PrefetchReport.write(file, section("first"));
        PrefetchReport.write(file, section("second"));
        String twice = Files.readString(file);
        assertEquals(SUITE + SOAK + "\n" + section("second") + "\n" + ANALYSIS, twice);
        assertEquals(section("second") + "\n", PrefetchReport.keptBlock(twice));
        assertEquals(SOAK + "\n", SoakReport.keptBlock(twice));
        assertEquals("", PrefetchReport.keptBlock(SUITE + ANALYSIS));
    }
}
