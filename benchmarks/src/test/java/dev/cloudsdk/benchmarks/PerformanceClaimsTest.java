package dev.cloudsdk.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * README's performance table says what {@code RESULTS.md} says: each target is the one {@link Report} judges by, and
 * each figure is the one of the latest run. A new run that moves a figure, or a target changed in one place only,
 * fails here until the README is made true again.
 */
class PerformanceClaimsTest {
    private static final Pattern NUMBER = Pattern.compile("\\d[\\d,]*(?:\\.\\d+)?");

    @Test
    void readmesTableHoldsTheTargetsReportJudgesByAndTheLatestRunsFigures() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        String results = Files.readString(Path.of("RESULTS.md"));
        String perCall = section(results, "## 1.");
        List<String> time = new ArrayList<>();
        List<String> bytes = new ArrayList<>();
        for (String op : List.of(
                "createPool",
                "listRecordsets",
                "restoreDatabaseBackup",
                "restoreVolumeBackup",
                "restartDatabaseInstance")) {
            String[] cells = row(perCall, "| " + op + " |");
            time.add(first(cells[5]));
            bytes.add(first(cells[8]));
        }
        assertRow(readme, "Per call, time", Targets.PER_CALL_TIME, String.join(", ", time));
        assertRow(readme, "Per call, bytes allocated", Targets.PER_CALL_ALLOC, String.join(", ", bytes));
        String parse = section(results, "## 2.");
        assertRow(
                readme,
                "Parse a page of 1,000 recordsets, time",
                Targets.PARSE_TIME,
                first(row(parse, "| time ratio, paired")[4]));
        assertRow(
                readme,
                "Parse a page of 1,000 recordsets, bytes allocated",
                Targets.PARSE_ALLOC,
                first(row(parse, "| bytes allocated per page")[4]));
        assertRow(
                readme,
                "Walk 1,000,000 recordsets",
                Targets.WALK_RATE,
                first(row(section(results, "## 3."), "| items/s ratio, paired")[4]));
        String cold = section(results, "## 4.");
        assertRow(
                readme,
                "First call in a fresh JVM",
                Targets.FIRST_CALL,
                first(row(cold, "| first call, per-run ratio")[4]));
        String[] classes = row(cold, "| classes loaded |");
        String quoted = row(readme, "| First call in a fresh JVM")[1];
        for (String count : List.of(classes[2], classes[3])) {
            String figure = String.format(Locale.ROOT, "%,d", Integer.parseInt(count.trim()));
            assertTrue(quoted.contains(figure), "README's first-call row quotes " + figure + " classes: " + quoted);
        }
    }

    private static void assertRow(String readme, String label, double target, String figures) {
        String[] cells = row(readme, "| " + label);
        String want = String.format(Locale.ROOT, "%.2f", target);
        assertTrue(cells[2].contains(want), "README's target for " + label + " is " + want + ": " + cells[2]);
        assertEquals(figures, cells[3].trim(), "README's figures for " + label + ", as RESULTS.md has them");
    }

    private static String section(String text, String heading) {
        int start = text.indexOf("\n" + heading);
        assertTrue(start >= 0, "RESULTS.md has a section " + heading);
        int end = text.indexOf("\n## ", start + 1);
        return text.substring(start, end < 0 ? text.length() : end);
    }

    private static String[] row(String text, String prefix) {
        for (String line : text.split("\n")) {
            if (line.startsWith(prefix)) {
                return line.split("\\|", -1);
            }
        }
        throw new AssertionError("no row starting " + prefix);
    }

    private static String first(String cell) {
        Matcher m = NUMBER.matcher(cell);
        assertTrue(m.find(), "a number in " + cell);
        return m.group();
    }
}
