package dev.cloudsdk.benchmarks;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.CloudSdkException;
import dev.cloudsdk.testkit.ApiOperation;
import dev.cloudsdk.testkit.CloudEmulator;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;

/**
 * The soak run (issue 17): {@value #THREADS} threads share one config and call all five operations against the
 * testkit's emulator for a set time, with a fault queued before a tenth of the calls. It checks that every
 * failure is a typed SDK exception, that no connection is left in use, that live threads stay flat, that the
 * heap after a full GC at the end is within 10% of the first-fifth mark, and that requests stay at most 1.5 per
 * call (see {@link SoakChecks}). Exits 1, naming the failed checks, when one fails.
 *
 * <p>The emulator keeps every pool, instance and volume the calls create, so the run pauses every fifth of its
 * duration, at most every 30 s: the threads finish their calls and wait, the emulator's request counts are
 * added up, its state is reset and seeded again, and the heap and the connection pool are read, with nothing in
 * flight. The heap is thus the SDK's and the emulator's fixed part, not the emulator's growing state.
 *
 * <pre>
 * java -Xms256m -Xmx256m -cp benchmarks/target/benchmarks.jar dev.cloudsdk.benchmarks.Soak 5m \
 *     --out benchmarks/RESULTS.md
 * </pre>
 */
public final class Soak {
    static final int THREADS = 16;

    /** The pool, the heap and the time of one pause, taken with every thread waiting. */
    record Pause(long atMillis, long waitMillis, long connectionsInUse, long heapBytes) {}

    /** Everything the report shows. */
    record Result(
            long durationMillis,
            long[] callsByOp,
            long[] requestsByOp,
            long succeeded,
            Map<String, Long> failures,
            List<String> untypedSamples,
            long[] faults,
            List<Pause> pauses,
            Pause first,
            ThreadSampler.Samples threads,
            long threadsStarted,
            SoakChecks.Figures figures) {}

    private final AtomicLongArray calls = new AtomicLongArray(SoakWorkload.OPERATIONS.length);
    private final long[] requests = new long[SoakWorkload.OPERATIONS.length];
    private final AtomicLong succeeded = new AtomicLong();
    private final AtomicLong untyped = new AtomicLong();
    private final AtomicLong wire = new AtomicLong();
    private final Map<String, Long> failures = new ConcurrentHashMap<>();
    private final List<String> untypedSamples = new ArrayList<>();
    private final AtomicLongArray faults = new AtomicLongArray(SoakWorkload.FaultKind.values().length);
    private final ReentrantReadWriteLock gate = new ReentrantReadWriteLock(true);
    private final AtomicBoolean stop = new AtomicBoolean();
    private final long durationMillis;

    private Soak(Duration duration) {
        this.durationMillis = duration.toMillis();
    }

    /**
     * @param args the duration ({@code 5m}, {@code 20s}, or seconds), then optionally {@code --out FILE} to put
     *             the report's section into that file (such as {@code benchmarks/RESULTS.md})
     * @throws Exception when the run cannot start
     */
    public static void main(String[] args) throws Exception {
        if (args.length == 0 || !(args.length == 1 || args.length == 3 && args[1].equals("--out"))) {
            throw new IllegalArgumentException(
                    "usage: Soak DURATION [--out FILE], such as: Soak 5m --out " + "benchmarks/RESULTS.md");
        }
        Result r = new Soak(duration(args[0])).run();
        String section = SoakReport.section(r, command(args));
        System.out.print(section);
        if (args.length == 3) {
            SoakReport.write(Path.of(args[2]), section);
        }
        List<String> failed = SoakChecks.judge(r.figures()).stream()
                .filter(c -> !c.passed())
                .map(SoakChecks.Check::name)
                .toList();
        System.out.println(failed.isEmpty() ? "SOAK PASSED: every check held" : "SOAK FAILED: " + failed);
        System.out.flush();
        System.exit(failed.isEmpty() ? 0 : 1);
    }

    static Duration duration(String text) {
        if (text.endsWith("m")) {
            return Duration.ofMinutes(Long.parseLong(text.substring(0, text.length() - 1)));
        }
        return Duration.ofSeconds(Long.parseLong(text.endsWith("s") ? text.substring(0, text.length() - 1) : text));
    }

    private Result run() throws InterruptedException {
        ConnectionPool pool = new ConnectionPool(2 * THREADS, 5, TimeUnit.MINUTES);
        // A network interceptor sees each request that goes on the wire, the SDK's attempts all included.
        OkHttpClient http = new OkHttpClient.Builder()
                .connectionPool(pool)
                .addNetworkInterceptor(chain -> {
                    wire.incrementAndGet();
                    return chain.proceed(chain.request());
                })
                .build();
        long epoch = Math.max(2000, Math.min(30_000, durationMillis / 5));
        try (CloudEmulator emulator =
                        CloudEmulator.builder().transitionDelay(Duration.ZERO).start();
                ClientConfig config = emulator.configBuilder()
                        .httpClient(http)
                        .readTimeout(SoakWorkload.READ_TIMEOUT)
                        .callTimeout(SoakWorkload.CALL_TIMEOUT)
                        .build()) {
            SoakWorkload work = new SoakWorkload(emulator, config);
            AtomicReference<SoakWorkload.Seeds> seeds = new AtomicReference<>(SoakWorkload.Seeds.plant(emulator));
            ThreadSampler sampler = ThreadSampler.start(durationMillis);
            long start = System.nanoTime();
            List<Thread> workers = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int id = t;
                workers.add(new Thread(() -> work(id, work, seeds), "soak-" + t));
            }
            workers.forEach(Thread::start);
            List<Pause> pauses = new ArrayList<>();
            for (long at = epoch; at < durationMillis; at += epoch) {
                sleepUntil(start, at);
                pauses.add(pause(emulator, pool, seeds, start, false));
            }
            sleepUntil(start, durationMillis);
            Pause end = pause(emulator, pool, seeds, start, true);
            for (Thread w : workers) {
                w.join();
            }
            pauses.add(end);
            return result(pauses, sampler.stop());
        } finally {
            http.dispatcher().executorService().shutdown();
        }
    }

    private void work(int id, SoakWorkload work, AtomicReference<SoakWorkload.Seeds> seeds) {
        SplittableRandom random = new SplittableRandom(id);
        for (int i = id; ; i++) {
            gate.readLock().lock();
            try {
                if (stop.get()) {
                    return;
                }
                call(work, i % SoakWorkload.OPERATIONS.length, random, seeds.get());
            } finally {
                gate.readLock().unlock();
            }
        }
    }

    private void call(SoakWorkload work, int index, SplittableRandom random, SoakWorkload.Seeds seeds) {
        ApiOperation op = SoakWorkload.OPERATIONS[index];
        calls.incrementAndGet(index);
        try {
            SoakWorkload.FaultKind kind = work.maybeInject(op, random);
            if (kind != null) {
                faults.incrementAndGet(kind.ordinal());
            }
            if (work.call(op, seeds) == null) {
                recordUntyped(op + " returned null");
            } else {
                succeeded.incrementAndGet();
            }
        } catch (CloudSdkException e) {
            failures.merge(e.getClass().getSimpleName(), 1L, Long::sum);
        } catch (Throwable t) {
            // Anything else, Errors included, is what this run looks for: count it, keep the first few.
            recordUntyped(op + ": " + t);
        }
    }

    private void recordUntyped(String what) {
        untyped.incrementAndGet();
        synchronized (untypedSamples) {
            if (untypedSamples.size() < 10) {
                untypedSamples.add(what);
            }
        }
    }

    /** Stops every thread between two calls, adds up and resets the emulator, and reads the pool and the heap. */
    private Pause pause(
            CloudEmulator emulator,
            ConnectionPool pool,
            AtomicReference<SoakWorkload.Seeds> seeds,
            long start,
            boolean last) {
        long asked = System.nanoTime();
        gate.writeLock().lock();
        try {
            long waited = System.nanoTime() - asked;
            for (int op = 0; op < requests.length; op++) {
                requests[op] += emulator.requestCount(SoakWorkload.OPERATIONS[op]);
            }
            long inUse = pool.connectionCount() - pool.idleConnectionCount();
            emulator.reset();
            long heap = heapAfterFullGc();
            seeds.set(SoakWorkload.Seeds.plant(emulator));
            stop.set(last);
            long at = TimeUnit.NANOSECONDS.toMillis(asked - start);
            System.err.printf(
                    "soak: %3d s  calls %,d  in use %d  heap %s  waited %d ms  threads %s%n",
                    at / 1000,
                    total(),
                    inUse,
                    SoakChecks.mib(heap),
                    TimeUnit.NANOSECONDS.toMillis(waited),
                    ThreadSampler.names());
            return new Pause(at, TimeUnit.NANOSECONDS.toMillis(waited), inUse, heap);
        } finally {
            gate.writeLock().unlock();
        }
    }

    private static long heapAfterFullGc() {
        // Twice: the first collection may leave objects whose cleaners ran only after it.
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private Result result(List<Pause> pauses, ThreadSampler.Samples threads) {
        // The "minute 1" mark of a 5-minute run: the first pause at or after a fifth of the duration.
        Pause first = pauses.stream()
                .filter(p -> p.atMillis() >= durationMillis / 5)
                .findFirst()
                .orElse(pauses.get(pauses.size() - 1));
        Pause end = pauses.get(pauses.size() - 1);
        int fifth = (int) (durationMillis / ThreadSampler.INTERVAL_MILLIS / 5);
        int last = (int) (durationMillis / ThreadSampler.INTERVAL_MILLIS);
        long inUse = pauses.stream().mapToLong(Pause::connectionsInUse).max().orElse(0);
        long[] byOp = new long[calls.length()];
        for (int i = 0; i < byOp.length; i++) {
            byOp[i] = calls.get(i);
        }
        long[] byKind = new long[faults.length()];
        for (int i = 0; i < byKind.length; i++) {
            byKind[i] = faults.get(i);
        }
        long received = 0;
        for (long r : requests) {
            received += r;
        }
        SoakChecks.Figures figures = new SoakChecks.Figures(
                total(),
                succeeded.get(),
                untyped.get(),
                received,
                wire.get(),
                inUse,
                (int) threads.most(0, fifth, true),
                (int) threads.most(last - fifth, last, true),
                first.heapBytes(),
                end.heapBytes());
        return new Result(
                durationMillis,
                byOp,
                requests.clone(),
                succeeded.get(),
                Map.copyOf(failures),
                List.copyOf(untypedSamples),
                byKind,
                List.copyOf(pauses),
                first,
                threads,
                ManagementFactory.getThreadMXBean().getTotalStartedThreadCount(),
                figures);
    }

    private long total() {
        long n = 0;
        for (int i = 0; i < calls.length(); i++) {
            n += calls.get(i);
        }
        return n;
    }

    private static void sleepUntil(long start, long millis) throws InterruptedException {
        long left = start + TimeUnit.MILLISECONDS.toNanos(millis) - System.nanoTime();
        if (left > 0) {
            TimeUnit.NANOSECONDS.sleep(left);
        }
    }

    private static String command(String[] args) {
        return "java " + String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments())
                + " -cp benchmarks/target/benchmarks.jar " + Soak.class.getName() + " " + String.join(" ", args);
    }
}
