package dev.cloudsdk.benchmarks;

import java.util.List;
import java.util.Locale;

/**
 * Measurements 4 and 5 alone, for repeated runs while looking for the tail: the concurrency rounds at the given
 * thread counts (sides alternating), each round printed, then the per-round ratios' medians and ranges, and
 * optionally the cold start. Prints; writes no file. With a profiler attached (JFR, async-profiler) it is also the
 * workload of {@code benchmarks/profiles/}.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.cloudsdk.benchmarks.Contention \
 *     [rounds] [window ms] [threads,...] [cold runs]
 * </pre>
 */
public final class Contention {
    private Contention() {}

    private static long calls(List<Concurrency.Result> side) {
        return side.stream().mapToLong(Concurrency.Result::calls).sum();
    }

    /**
     * @param args rounds (default 7), window in ms (default 1000), thread counts (default {@code 8,32}), cold-start
     *             runs (default 0: none)
     * @throws Exception when the harness fails (a failed call is counted, not thrown)
     */
    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        long window = args.length > 1 ? Long.parseLong(args[1]) : 1000;
        String[] threadList = (args.length > 2 ? args[2] : "8,32").split(",");
        int coldRuns = args.length > 3 ? Integer.parseInt(args[3]) : 0;
        try (Fixture f = Fixture.start(0)) {
            Concurrency.Op sdk = () -> f.lb.pools().create(Payloads.LB_ID, f.createPool);
            Concurrency.Op baseline = () -> f.baseline.createPool(Payloads.LB_ID, f.createPoolBaseline);
            int pairs = Concurrency.warmUp(sdk, baseline, window * 2, 3, 15);
            System.out.printf(
                    Locale.ROOT, "warm-up: %d pairs of %d ms rounds, until the JIT settled%n", pairs, window * 2);
            for (String t : threadList) {
                Concurrency.Rounds c = Concurrency.rounds(sdk, baseline, Integer.parseInt(t.trim()), rounds, window);
                for (int i = 0; i < rounds; i++) {
                    Concurrency.Result s = c.sdk().get(i);
                    Concurrency.Result b = c.baseline().get(i);
                    System.out.printf(
                            Locale.ROOT,
                            "threads %2d round %d: calls/s %,.0f / %,.0f = %.2f | p99 µs %.0f"
                                    + " / %.0f = %.2f | caller CPU µs/call %.1f / %.1f | errors %d / %d%n",
                            c.threads(),
                            i,
                            s.callsPerSecond(),
                            b.callsPerSecond(),
                            s.callsPerSecond() / b.callsPerSecond(),
                            s.p99Micros(),
                            b.p99Micros(),
                            s.p99Micros() / b.p99Micros(),
                            s.callerCpuMicrosPerCall(),
                            b.callerCpuMicrosPerCall(),
                            s.errors(),
                            b.errors());
                }
                double[] rate = c.range(Concurrency.Result::callsPerSecond);
                double[] p99 = c.range(Concurrency.Result::p99Micros);
                System.out.printf(
                        Locale.ROOT,
                        "THREADS %d: throughput ratio %.2f [%.2f-%.2f], p99 ratio %.2f"
                                + " [%.2f-%.2f], caller CPU ratio %.2f, process CPU ratio %.2f, errors "
                                + "%d, calls %d / %d%n",
                        c.threads(),
                        c.ratio(Concurrency.Result::callsPerSecond),
                        rate[0],
                        rate[1],
                        c.ratio(Concurrency.Result::p99Micros),
                        p99[0],
                        p99[1],
                        c.ratio(Concurrency.Result::callerCpuMicrosPerCall),
                        c.ratio(Concurrency.Result::cpuMicrosPerCall),
                        c.errors(),
                        calls(c.sdk()),
                        calls(c.baseline()));
            }
            if (coldRuns > 0) {
                ColdStart.Result[] cold = ColdStart.run(f.server.baseUrl(), coldRuns);
                double[] q = cold[0].firstCallRatioQuartiles();
                System.out.printf(
                        Locale.ROOT,
                        "COLD first call %.1f / %.1f ms = %.2f, per run %.2f [IQR %.2f-%.2f];"
                                + " wall %.0f / %.0f ms; classes %d / %d; main CPU %.0f / %.0f ms = %.2f%n",
                        cold[0].firstCallMillis(),
                        cold[1].firstCallMillis(),
                        cold[0].firstCallMillis() / cold[1].firstCallMillis(),
                        q[1],
                        q[0],
                        q[2],
                        cold[0].wallMillis(),
                        cold[1].wallMillis(),
                        cold[0].classes(),
                        cold[1].classes(),
                        cold[0].mainCpuMillis(),
                        cold[1].mainCpuMillis(),
                        cold[0].mainCpuMillis() / cold[1].mainCpuMillis());
            }
        }
    }
}
