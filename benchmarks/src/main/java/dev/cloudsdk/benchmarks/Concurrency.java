package dev.cloudsdk.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Measurement 5: one client shared by N threads, each calling Create pool in a closed loop for a fixed time.
 * Counts calls and errors and records every call's latency in a per-thread histogram of 1 µs buckets (no
 * allocation, no lock while measuring), from which throughput and p99 are read.
 */
final class Concurrency {
    private static final int BUCKETS = 200_000; // 1 µs each: up to 200 ms, the rest in the last bucket

    /** What one run of one side at one thread count came to. */
    record Result(int threads, long calls, long errors, double callsPerSecond, double p50Micros,
                  double p99Micros) {
    }

    /** One call of the side under test. */
    @FunctionalInterface
    interface Op {
        void call() throws Exception;
    }

    private Concurrency() {
    }

    static Result run(Op op, int threads, long millis) throws InterruptedException {
        CountDownLatch go = new CountDownLatch(1);
        AtomicLong errors = new AtomicLong();
        List<int[]> histograms = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        long[] calls = new long[threads];
        long[] endAt = new long[1];
        for (int t = 0; t < threads; t++) {
            int[] h = new int[BUCKETS];
            histograms.add(h);
            int id = t;
            Thread w = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                long n = 0;
                long end = endAt[0];
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
                calls[id] = n;
            }, "bench-" + t);
            workers.add(w);
        }
        for (Thread w : workers) {
            w.start();
        }
        long start = System.nanoTime();
        endAt[0] = start + millis * 1_000_000L;
        go.countDown();
        for (Thread w : workers) {
            w.join();
        }
        long elapsed = System.nanoTime() - start;
        long total = 0;
        for (long c : calls) {
            total += c;
        }
        int[] merged = new int[BUCKETS];
        for (int[] h : histograms) {
            for (int i = 0; i < BUCKETS; i++) {
                merged[i] += h[i];
            }
        }
        return new Result(threads, total, errors.get(), total / (elapsed / 1e9), percentile(merged, total, 0.50),
                percentile(merged, total, 0.99));
    }

    /** @return the run with the median throughput, its p99 replaced by the median p99 of the runs */
    static Result median(List<Result> runs) {
        List<Result> byRate = new ArrayList<>(runs);
        byRate.sort(java.util.Comparator.comparingDouble(Result::callsPerSecond));
        List<Result> byP99 = new ArrayList<>(runs);
        byP99.sort(java.util.Comparator.comparingDouble(Result::p99Micros));
        Result m = byRate.get(runs.size() / 2);
        long errors = 0;
        for (Result r : runs) {
            errors += r.errors();
        }
        return new Result(m.threads(), m.calls(), errors, m.callsPerSecond(), m.p50Micros(),
                byP99.get(runs.size() / 2).p99Micros());
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
