package dev.cloudsdk.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A section of {@code RESULTS.md} that a runner of its own writes between two marker lines ({@link Soak},
 * {@link PrefetchWalk}), and that the suite ({@link Report}) keeps when it rewrites the rest of the file, since
 * the suite does not run it.
 *
 * @param begin the marker line that opens the section
 * @param end the marker line that closes it
 */
record KeptSection(String begin, String end) {

    /** @return the block of a RESULTS.md, markers included and a newline after, or "" when it has none */
    String keptBlock(String results) {
        int from = results.indexOf(begin);
        int to = results.indexOf(end, Math.max(from, 0));
        return from < 0 || to < 0 ? "" : results.substring(from, to + end.length()) + "\n\n";
    }

    /** Puts the section into the file: in place of the old one, else before the analysis, else at the end. */
    void write(Path file, String section) throws IOException {
        String old = Files.exists(file) ? Files.readString(file) : "";
        String block = keptBlock(old);
        String updated;
        if (!block.isEmpty()) {
            updated = old.replace(block, section + "\n");
        } else if (old.contains(Report.ANALYSIS)) {
            updated = old.replace(Report.ANALYSIS, section + "\n" + Report.ANALYSIS);
        } else {
            updated = old + (old.isEmpty() || old.endsWith("\n\n") ? "" : "\n") + section;
        }
        Files.writeString(file, updated);
    }
}
