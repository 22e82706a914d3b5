package dev.cloudsdk.benchmarks;

import java.util.List;
import java.util.Locale;

/**
 * The soak's verdicts, from its figures alone (no clock, no JVM), so that a test can show each check failing.
 */
final class SoakChecks {
    /** Requests on the wire may be at most this many times the calls made. */
    static final double MAX_REQUESTS_PER_CALL = 1.5;
    /** The heap after a full GC at the end may be at most this many times the heap at the first-fifth mark. */
    static final double MAX_HEAP_GROWTH = 1.10;
    /**
     * How far the most live threads of the last fifth (the emulator's aside) may rise above the most of the first
     * fifth. OkHttp's task runner starts a thread when its queue needs one and keeps it idle for 60 s, and its
     * connection closer comes and goes, so up to four may come and go (a 5-minute run saw 27 then 29, with no SDK
     * thread among them); a thread leaked per connection (thousands are opened in 5 minutes) or per call would
     * add hundreds.
     */
    static final int THREAD_SLACK = 4;
    /** Below this share of successful calls the run did not exercise the SDK (a wrong token, a dead emulator). */
    static final double MIN_SUCCESS_SHARE = 0.80;

    /** What the checks judge. */
    record Figures(
            long calls,
            long succeeded,
            long untypedFailures,
            long serverRequests,
            long wireRequests,
            long maxConnectionsInUse,
            int threadsFirstMax,
            int threadsLastMax,
            long heapFirstBytes,
            long heapEndBytes) {}

    /** One verdict: what was checked, the figure, the limit, and whether it held. */
    record Check(String name, String figure, String limit, boolean passed) {}

    private SoakChecks() {}

    /** @return the verdicts, in the order the report lists them */
    static List<Check> judge(Figures f) {
        double serverRatio = (double) f.serverRequests() / Math.max(1, f.calls());
        double wireRatio = (double) f.wireRequests() / Math.max(1, f.calls());
        double heapRatio = (double) f.heapEndBytes() / Math.max(1, f.heapFirstBytes());
        double success = (double) f.succeeded() / Math.max(1, f.calls());
        return List.of(
                new Check(
                        "every failure a typed SDK exception",
                        f.untypedFailures() + " not a CloudSdkException",
                        "0",
                        f.untypedFailures() == 0),
                new Check(
                        "no connection left in use",
                        "at most " + f.maxConnectionsInUse() + " in use at a pause or" + " the end",
                        "0",
                        f.maxConnectionsInUse() == 0),
                new Check(
                        "live threads flat (the emulator's aside)",
                        "most in the last fifth " + f.threadsLastMax() + ", in the first " + f.threadsFirstMax(),
                        "≤ first + " + THREAD_SLACK,
                        f.threadsLastMax() <= f.threadsFirstMax() + THREAD_SLACK),
                new Check(
                        "heap after full GC, end against first fifth",
                        mib(f.heapEndBytes()) + " / " + mib(f.heapFirstBytes()) + " = " + f2(heapRatio),
                        "≤ " + f2(MAX_HEAP_GROWTH),
                        f.heapFirstBytes() > 0 && heapRatio <= MAX_HEAP_GROWTH),
                new Check(
                        "requests received by the emulator per call",
                        f.serverRequests() + " / " + f.calls() + " = " + f2(serverRatio),
                        "≤ " + f2(MAX_REQUESTS_PER_CALL),
                        serverRatio <= MAX_REQUESTS_PER_CALL),
                new Check(
                        "requests sent on the wire per call (client side)",
                        f.wireRequests() + " / " + f.calls() + " = " + f2(wireRatio),
                        "≤ " + f2(MAX_REQUESTS_PER_CALL),
                        wireRatio <= MAX_REQUESTS_PER_CALL),
                new Check(
                        "calls made and mostly successful",
                        f.succeeded() + " of " + f.calls() + " = " + f2(success * 100) + " %",
                        "≥ " + f2(MIN_SUCCESS_SHARE * 100) + " %",
                        f.calls() > 0 && success >= MIN_SUCCESS_SHARE));
    }

    static String mib(long bytes) {
        return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024));
    }

    static String f2(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }
}
