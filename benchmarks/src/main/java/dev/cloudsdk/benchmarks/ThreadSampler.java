package dev.cloudsdk.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Counts the live threads once a second on a thread of its own: all of them, and those of the in-process
 * emulator (MockWebServer's and the emulator's transition thread), so that the SDK's side can be told apart.
 * MockWebServer serves each connection on a thread of a pool that keeps an idle thread for 60 s, so its count
 * follows the connections opened lately, not a leak of the SDK.
 */
final class ThreadSampler {
    static final long INTERVAL_MILLIS = 1000;

    /** The counts, index = second of the run. */
    record Samples(long[] all, long[] emulator) {
        /** @return the most threads sampled in the seconds {@code from..to}, the emulator's left out or not */
        long most(int from, int to, boolean withoutEmulator) {
            long most = 0;
            for (int i = Math.max(0, from); i <= to && i < all.length; i++) {
                most = Math.max(most, all[i] - (withoutEmulator ? emulator[i] : 0));
            }
            return most;
        }

        /** @return the fewest threads sampled in the seconds {@code from..to} (all of them) */
        long fewest(int from, int to) {
            long fewest = Long.MAX_VALUE;
            for (int i = Math.max(0, from); i <= to && i < all.length; i++) {
                fewest = Math.min(fewest, all[i]);
            }
            return fewest == Long.MAX_VALUE ? 0 : fewest;
        }
    }

    private final long[] all;
    private final long[] emulator;
    private final long start = System.nanoTime();
    private final Thread thread;
    private volatile int taken;

    private ThreadSampler(long durationMillis) {
        int n = (int) (durationMillis / INTERVAL_MILLIS) + 1;
        this.all = new long[n];
        this.emulator = new long[n];
        this.thread = new Thread(this::run, "soak-thread-sampler");
        thread.setDaemon(true);
    }

    /** @return a sampler taking one sample per second of {@code durationMillis}, the first at once */
    static ThreadSampler start(long durationMillis) {
        ThreadSampler s = new ThreadSampler(durationMillis);
        s.thread.start();
        return s;
    }

    /** @return the samples taken; stops sampling */
    Samples stop() throws InterruptedException {
        thread.interrupt();
        thread.join();
        return new Samples(Arrays.copyOf(all, taken), Arrays.copyOf(emulator, taken));
    }

    /** @return the live threads by name, digits folded ({@code soak-#}), for telling where a leak comes from */
    static Map<String, Long> names() {
        return Thread.getAllStackTraces().keySet().stream()
                .collect(Collectors.groupingBy(
                        t -> t.getName().replaceAll("[0-9]+", "#"), TreeMap::new, Collectors.counting()));
    }

    static boolean isEmulator(String threadName) {
        return threadName.startsWith("MockWebServer") || threadName.startsWith("cloud-emulator");
    }

    private void run() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (int i = 0; i < all.length; i++) {
            long[] ids = mx.getAllThreadIds();
            long ofEmulator = 0;
            for (ThreadInfo info : mx.getThreadInfo(ids, 0)) {
                if (info != null && isEmulator(info.getThreadName())) {
                    ofEmulator++;
                }
            }
            all[i] = ids.length;
            emulator[i] = ofEmulator;
            taken = i + 1;
            long left = start + TimeUnit.MILLISECONDS.toNanos((i + 1) * INTERVAL_MILLIS) - System.nanoTime();
            try {
                TimeUnit.NANOSECONDS.sleep(Math.max(0, left));
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}
