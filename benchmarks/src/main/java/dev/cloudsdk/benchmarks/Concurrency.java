package dev.cloudsdk.benchmarks;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToDoubleFunction;

/**
 * Measurement 5: one client shared by N threads, each calling Create pool in a closed loop for a fixed time.
 * Counts calls and errors and records every call's latency in a per-thread histogram of 1 µs buckets (no
 * allocation, no lock while measuring), from which throughput and p99 are read, and the CPU time spent per call
 * (the calling threads', and the whole process's).
 */
final class Concurrency {
    private static final int BUCKETS = 200_000; // 1 µs each: up to 200 ms, the rest in the last bucket
    private static final ThreadMXBean THREAD_CPU = ManagementFactory.getThreadMXBean();

    /**
     * What one run of one side at one thread count came to.
     *
     * @param cpuMicrosPerCall CPU time of the whole process (clients, loopback server, JIT, GC) per call
     * @param callerCpuMicrosPerCall CPU time of the calling threads per call: the client's own work
     * @param callerBytesPerCall bytes the calling threads allocated per call
     * @param callerProc what Linux counted for the calling threads, summed
     */
    record Result(
            int threads,
            long calls,
            long errors,
            double callsPerSecond,
            double p50Micros,
            double p99Micros,
            double cpuMicrosPerCall,
            double callerCpuMicrosPerCall,
            double callerBytesPerCall,
            ProcCounts callerProc) {}

    /**
     * Rounds of both sides at one thread count, the sides alternating (and which goes first alternating too), so
     * that load from elsewhere falls on both; round {@code i} of each list ran next to the other's round {@code i}.
     */
    record Rounds(int threads, List<Result> sdk, List<Result> baseline) {
        /** @return the median over the rounds of SDK / baseline of a figure, taken round by round */
        double ratio(ToDoubleFunction<Result> figure) {
            return median(ratios(figure));
        }

        /** @return {lowest, highest} per-round ratio SDK / baseline of a figure */
        double[] range(ToDoubleFunction<Result> figure) {
            double[] r = ratios(figure);
            Arrays.sort(r);
            return new double[] {r[0], r[r.length - 1]};
        }

        /** @return the median over the rounds of one side's figure */
        static double median(List<Result> side, ToDoubleFunction<Result> figure) {
            return median(side.stream().mapToDouble(figure).toArray());
        }

        long errors() {
            long n = 0;
            for (int i = 0; i < sdk.size(); i++) {
                n += sdk.get(i).errors() + baseline.get(i).errors();
            }
            return n;
        }

        private double[] ratios(ToDoubleFunction<Result> figure) {
            double[] r = new double[sdk.size()];
            for (int i = 0; i < r.length; i++) {
                r[i] = figure.applyAsDouble(sdk.get(i)) / figure.applyAsDouble(baseline.get(i));
            }
            return r;
        }

        private static double median(double[] values) {
            double[] v = values.clone();
            Arrays.sort(v);
            return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
        }
    }

    /** One call of the side under test. */
    @FunctionalInterface
    interface Op {
        void call() throws Exception;
    }

    private Concurrency() {}

    /**
     * Warms both sides up at 8 threads until the JIT has settled: pairs of rounds of {@code millis} each side, at
     * least {@code minPairs}, then until a pair adds under 2 % of the JIT's total compilation time so far (or 10 ms),
     * at most {@code maxPairs}. A fixed short warm-up left the JIT compiling during the measured rounds (its
     * threads took 10-20 µs per call at 8 threads, more on the SDK's side: benchmarks/profiles/contention.txt),
     * which steals the calling threads' cores from whichever side runs first.
     *
     * @return how many pairs ran
     */
    static int warmUp(Op sdk, Op baseline, long millis, int minPairs, int maxPairs) throws InterruptedException {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        boolean timed = jit != null && jit.isCompilationTimeMonitoringSupported();
        long before = timed ? jit.getTotalCompilationTime() : 0;
        for (int pair = 1; pair <= maxPairs; pair++) {
            run(sdk, 8, millis);
            run(baseline, 8, millis);
            long now = timed ? jit.getTotalCompilationTime() : 0;
            long added = now - before;
            before = now;
            if (pair >= minPairs && (!timed || added < Math.max(10, now / 50))) {
                return pair;
            }
        }
        return maxPairs;
    }

    /** Runs {@code rounds} rounds of each side at {@code threads}, alternating, each {@code millis} long. */
    static Rounds rounds(Op sdk, Op baseline, int threads, int rounds, long millis) throws InterruptedException {
        List<Result> s = new ArrayList<>();
        List<Result> b = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            if (i % 2 == 0) {
                s.add(run(sdk, threads, millis));
                b.add(run(baseline, threads, millis));
            } else {
                b.add(run(baseline, threads, millis));
                s.add(run(sdk, threads, millis));
            }
        }
        return new Rounds(threads, s, b);
    }

    static Result run(Op op, int threads, long millis) throws InterruptedException {
        CountDownLatch go = new CountDownLatch(1);
        AtomicLong errors = new AtomicLong();
        List<int[]> histograms = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        long[] calls = new long[threads];
        long[] callerCpu = new long[threads];
        long[] callerBytes = new long[threads];
        ProcCounts[] callerProc = new ProcCounts[threads];
        long[] endAt = new long[1];
        for (int t = 0; t < threads; t++) {
            int[] h = new int[BUCKETS];
            histograms.add(h);
            int id = t;
            Thread w = new Thread(
                    () -> {
                        ProcCounts proc0 = ProcCounts.thread();
                        try {
                            go.await();
                        } catch (InterruptedException e) {
                            return;
                        }
                        long n = 0;
                        long end = endAt[0];
                        long cpu0 = THREAD_CPU.getCurrentThreadCpuTime();
                        long bytes0 = allocatedBytes();
                        // Bounded by the deadline: each iteration is one call with the 30 s read timeout.
                        for (long now = System.nanoTime(); now < end; ) {
                            try {
                                op.call();
                            } catch (Exception e) {
                                errors.incrementAndGet();
                            }
                            long after = System.nanoTime();
                            h[(int) Math.min(BUCKETS - 1, (after - now) / 1000)]++;
                            n++;
                            now = after;
                        }
                        callerCpu[id] = THREAD_CPU.getCurrentThreadCpuTime() - cpu0;
                        callerBytes[id] = allocatedBytes() - bytes0;
                        callerProc[id] = ProcCounts.thread().minus(proc0);
                        calls[id] = n;
                    },
                    "bench-" + t);
            workers.add(w);
        }
        for (Thread w : workers) {
            w.start();
        }
        long cpuBefore = processCpuNanos();
        long start = System.nanoTime();
        endAt[0] = start + millis * 1_000_000L;
        go.countDown();
        for (Thread w : workers) {
            w.join();
        }
        long elapsed = System.nanoTime() - start;
        long cpu = processCpuNanos() - cpuBefore;
        long total = 0;
        long callers = 0;
        long bytes = 0;
        ProcCounts proc = ProcCounts.ZERO;
        for (int t = 0; t < threads; t++) {
            proc = callerProc[t] == null ? proc : proc.plus(callerProc[t]);
            total += calls[t];
            callers += callerCpu[t];
            bytes += callerBytes[t];
        }
        int[] merged = new int[BUCKETS];
        for (int[] h : histograms) {
            for (int i = 0; i < BUCKETS; i++) {
                merged[i] += h[i];
            }
        }
        return new Result(
                threads,
                total,
                errors.get(),
                total / (elapsed / 1e9),
                percentile(merged, total, 0.50),
                percentile(merged, total, 0.99),
                total == 0 ? Double.NaN : cpu / 1e3 / total,
                total == 0 ? Double.NaN : callers / 1e3 / total,
                total == 0 ? Double.NaN : (double) bytes / total,
                proc);
    }

    /** @return the bytes the current thread has allocated so far, or 0 where the JVM does not count them */
    private static long allocatedBytes() {
        return THREAD_CPU instanceof com.sun.management.ThreadMXBean
                ? ((com.sun.management.ThreadMXBean) THREAD_CPU).getCurrentThreadAllocatedBytes()
                : 0;
    }

    /**
     * The CPU time of the whole process. Less at the mercy of other processes than calls per second, though not
     * immune: on a loaded machine every call costs more CPU (caches, migrations), on both sides alike.
     */
    private static long processCpuNanos() {
        java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean
                ? ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime()
                : 0;
    }

    private static double percentile(int[] h, long total, double p) {
        long rank = (long) Math.ceil(total * p);
        long seen = 0;
        for (int i = 0; i < h.length; i++) {
            seen += h[i];
            if (seen >= rank && rank > 0) {
                return i + 0.5;
            }
        }
        return Double.NaN;
    }
}
