package dev.cloudsdk.benchmarks;

/**
 * The targets {@link Report} judges each figure by, SDK / baseline, named once: README's performance table quotes
 * them, and {@code PerformanceClaimsTest} holds it to them.
 */
final class Targets {
    /** Issue 30's targets, SDK / baseline: per call, time and bytes allocated, each of the five operations. */
    static final double PER_CALL_TIME = 1.00;

    static final double PER_CALL_ALLOC = 1.00;
    /** Parsing one page of 1,000 recordsets: time, and bytes allocated. */
    static final double PARSE_TIME = 0.80;

    static final double PARSE_ALLOC = 0.90;
    /** The 1,000,000-recordset walk under {@code -Xmx64m}: items per second, at least. */
    static final double WALK_RATE = 1.00;
    /** The first call in a fresh JVM (and its wall time and classes loaded), at most. */
    static final double FIRST_CALL = 1.00;

    private Targets() {}
}
