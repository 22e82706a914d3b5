package dev.cloudsdk.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The soak's section goes before the hand-written analysis, replaces itself on a re-run, and the suite keeps it. */
class SoakReportTest {
    private static final String SUITE = "# Benchmark results\n\n## 7. Telemetry\n\nfigures\n\n";
    private static final String ANALYSIS = Report.ANALYSIS + "\n\n## Analysis\n\nwords\n";

    private static String section(String figure) {
        return SoakReport.BEGIN + "\n## 8. Soak\n\n" + figure + "\n" + SoakReport.END + "\n";
    }

    @Test
    void theSectionGoesBeforeTheAnalysisThenReplacesItself(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("RESULTS.md");
        Files.writeString(file, SUITE + ANALYSIS);
        SoakReport.write(file, section("first run"));
        assertEquals(SUITE + section("first run") + "\n" + ANALYSIS, Files.readString(file));
        SoakReport.write(file, section("second run"));
        assertEquals(SUITE + section("second run") + "\n" + ANALYSIS, Files.readString(file));
    }

    @Test
    void aMissingFileGetsTheSectionAlone(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("soak.md");
        SoakReport.write(file, section("alone"));
        assertEquals(section("alone"), Files.readString(file));
    }

    @Test
    void theSuiteKeepsTheBlockItDoesNotWrite() {
        String previous = SUITE + section("kept") + "\n" + ANALYSIS;
        assertEquals(section("kept") + "\n", SoakReport.keptBlock(previous));
        assertEquals("", SoakReport.keptBlock(SUITE + ANALYSIS));
    }
}
