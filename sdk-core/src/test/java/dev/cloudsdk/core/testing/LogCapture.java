package dev.cloudsdk.core.testing;

import java.util.ArrayList;
import java.util.List;

/**
 * Every line the SDK logs during the tests, at every level down to TRACE, captured by {@link CapturingProvider}.
 * Wire tests clear it before each test and check after it that the canary token is in no line.
 */
public final class LogCapture {
    private static final List<String> LINES = new ArrayList<>();

    private LogCapture() {}

    static synchronized void add(String line) {
        LINES.add(line);
    }

    /** Forgets what was captured. */
    public static synchronized void clear() {
        LINES.clear();
    }

    /** @return a copy of the captured lines, each {@code LEVEL logger: message} */
    public static synchronized List<String> lines() {
        return new ArrayList<>(LINES);
    }
}
