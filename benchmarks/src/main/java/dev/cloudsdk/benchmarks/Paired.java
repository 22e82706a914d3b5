package dev.cloudsdk.benchmarks;

import java.util.Arrays;

/**
 * Time ratios that survive a shared, noisy machine: the SDK and the baseline run in alternating short windows in
 * one warmed-up JVM, and the ratio is taken per pair of adjacent windows, so that a burst of load from elsewhere
 * lands on both sides of a pair. The figure reported is the median of the per-pair ratios. JMH, which runs one
 * benchmark after the other, gives the absolute times and the allocation figures.
 */
final class Paired {

    /** The median ratio and its spread over the pairs. */
    record Result(int pairs, double medianRatio, double lowQuartile, double highQuartile) {}

    private Paired() {}

    static Result run(Concurrency.Op sdk, Concurrency.Op baseline, int warmups, int pairs, long windowMillis)
            throws Exception {
        // Warm both sides up until the JIT has settled.
        for (int i = 0; i < warmups; i++) {
            window(sdk, windowMillis);
            window(baseline, windowMillis);
        }
        double[] ratios = new double[pairs];
        for (int i = 0; i < pairs; i++) {
            // Alternate which side goes first, so neither always follows the other.
            double s;
            double b;
            if (i % 2 == 0) {
                s = window(sdk, windowMillis);
                b = window(baseline, windowMillis);
            } else {
                b = window(baseline, windowMillis);
                s = window(sdk, windowMillis);
            }
            ratios[i] = s / b;
        }
        Arrays.sort(ratios);
        return new Result(pairs, ratios[pairs / 2], ratios[pairs / 4], ratios[(3 * pairs) / 4]);
    }

    /** @return nanoseconds per call over one window: at least one call, then calls until the deadline */
    private static double window(Concurrency.Op op, long millis) throws Exception {
        long start = System.nanoTime();
        long end = start + millis * 1_000_000L;
        long n = 0;
        long now = start;
        while (now < end) {
            op.call();
            n++;
            now = System.nanoTime();
        }
        return (double) (now - start) / n;
    }
}
