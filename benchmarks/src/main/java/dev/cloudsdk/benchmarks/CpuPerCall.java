package dev.cloudsdk.benchmarks;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;

/**
 * Create pool on one thread, the SDK and the baseline in small alternating batches, measuring the calling thread's
 * CPU time and allocation per call: load from elsewhere falls on both sides of each pair of batches, and the
 * median of the per-pair differences is steady to a fraction of a microsecond on a shared machine. The figure to
 * read when a change to the SDK's call path is meant to save CPU.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.cloudsdk.benchmarks.CpuPerCall [pairs] [calls per batch]
 * </pre>
 */
public final class CpuPerCall {
    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    private CpuPerCall() {}

    /**
     * @param args pairs of batches (default 200), calls per batch (default 200)
     * @throws Exception when the harness fails
     */
    public static void main(String[] args) throws Exception {
        int pairs = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int batch = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        try (Fixture f = Fixture.start(0)) {
            Concurrency.Op sdk = () -> f.lb.pools().create(Payloads.LB_ID, f.createPool);
            Concurrency.Op baseline = () -> f.baseline.createPool(Payloads.LB_ID, f.createPoolBaseline);
            for (int i = 0; i < 20; i++) {
                batch(sdk, 1000);
                batch(baseline, 1000);
            }
            double[] s = new double[pairs];
            double[] b = new double[pairs];
            double[] d = new double[pairs];
            double sBytes = 0;
            double bBytes = 0;
            for (int i = 0; i < pairs; i++) {
                double[] x;
                double[] y;
                if (i % 2 == 0) {
                    x = batch(sdk, batch);
                    y = batch(baseline, batch);
                } else {
                    y = batch(baseline, batch);
                    x = batch(sdk, batch);
                }
                s[i] = x[0];
                b[i] = y[0];
                d[i] = x[0] - y[0];
                sBytes += x[1];
                bBytes += y[1];
            }
            System.out.printf(
                    Locale.ROOT,
                    "CPU µs/call SDK %.2f baseline %.2f (medians of %d batches of %d), SDK -"
                            + " baseline %.2f [IQR %.2f to %.2f], ratio %.3f; bytes/call SDK %,.0f "
                            + "baseline %,.0f (%+,.0f)%n",
                    median(s),
                    median(b),
                    pairs,
                    batch,
                    median(d),
                    quantile(d, 0.25),
                    quantile(d, 0.75),
                    median(s) / median(b),
                    sBytes / pairs,
                    bBytes / pairs,
                    (sBytes - bBytes) / pairs);
        }
    }

    /** @return {CPU µs per call, bytes per call} of one batch on this thread */
    private static double[] batch(Concurrency.Op op, int calls) throws Exception {
        long bytes0 = THREADS.getCurrentThreadAllocatedBytes();
        long cpu0 = THREADS.getCurrentThreadCpuTime();
        for (int i = 0; i < calls; i++) {
            op.call();
        }
        long cpu = THREADS.getCurrentThreadCpuTime() - cpu0;
        long bytes = THREADS.getCurrentThreadAllocatedBytes() - bytes0;
        return new double[] {cpu / 1e3 / calls, (double) bytes / calls};
    }

    private static double median(double[] v) {
        return quantile(v, 0.5);
    }

    private static double quantile(double[] values, double q) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v[(int) Math.min(v.length - 1, Math.round(q * (v.length - 1)))];
    }
}
