package dev.cloudsdk.core.testing;

import java.util.ArrayList;
import java.util.List;

/**
 * Every line the SDK logs during the tests, at every level down to TRACE, captured by {@link CapturingProvider}.
 * Wire tests {@link #begin() begin} before each test and check after it that the canary token is in no line logged
 * since; tests of the same class may run at once (the fault matrix's slow cases), so a test never forgets the lines
 * of another that is still running.
 */
public final class LogCapture {
    private static final List<String> LINES = new ArrayList<>();
    /** How many lines were forgotten before the first in {@link #LINES}: a line's number is its index plus this. */
    private static long forgotten;
    /** The tests begun and not yet ended; lines are forgotten only when none is running. */
    private static int running;

    private LogCapture() {}

    static synchronized void add(String line) {
        LINES.add(line);
    }

    /** Forgets what was captured. */
    public static synchronized void clear() {
        forgotten += LINES.size();
        LINES.clear();
    }

    /**
     * Starts a test: forgets what was captured unless another test is running.
     *
     * @return the number of the next line, for {@link #linesSince(long)}
     */
    public static synchronized long begin() {
        if (running++ == 0) {
            clear();
        }
        return forgotten + LINES.size();
    }

    /** Ends a test begun by {@link #begin()}. */
    public static synchronized void end() {
        running--;
    }

    /**
     * @param mark what {@link #begin()} returned
     * @return a copy of the lines captured since, the lines of tests running at the same time included
     */
    public static synchronized List<String> linesSince(long mark) {
        int from = (int) Math.max(0, mark - forgotten);
        return new ArrayList<>(LINES.subList(Math.min(from, LINES.size()), LINES.size()));
    }

    /** @return a copy of the captured lines, each {@code LEVEL logger: message} */
    public static synchronized List<String> lines() {
        return new ArrayList<>(LINES);
    }
}
