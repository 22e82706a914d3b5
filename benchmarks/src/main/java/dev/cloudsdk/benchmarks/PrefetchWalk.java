package dev.cloudsdk.benchmarks;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Issue 20, part 1, side by side in one run: walking a listing of {@value #PAGES} pages of {@value #PAGE_SIZE}
 * recordsets, with a server that answers each request {@value #ROUND_TRIP_MILLIS} ms late and a caller that
 * spends {@value #WORK_MILLIS} ms on each page, with {@code prefetchPages(0)} (each page requested when the one
 * before is used up, as before the change) and {@code prefetchPages(1)} (the default), in alternating walks. Then
 * the memory bound: {@link PrefetchScale} walks 1,000,000 recordsets in pages of 1,000 in a child JVM capped at
 * {@code -Xmx64m}, with and without prefetch.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.cloudsdk.benchmarks.PrefetchWalk --out benchmarks/RESULTS.md
 * java -cp benchmarks/target/benchmarks.jar dev.cloudsdk.benchmarks.PrefetchWalk --quick   # proves it runs
 * </pre>
 */
public final class PrefetchWalk {
    static final int PAGES = 20;
    static final int PAGE_SIZE = 20;
    static final long ROUND_TRIP_MILLIS = 40;
    static final long WORK_MILLIS = 40;
    static final double TARGET = 0.6;

    /**
     * The figures of one run.
     *
     * @param offMillis each walk without prefetch, in the order run
     * @param onMillis each walk with prefetch, in the order run
     * @param ratios each pair's ratio with / without, sorted
     * @param scale the 1,000,000-recordset walks under {@code -Xmx64m}
     * @param quick whether this was the quick run (figures meaningless)
     */
    record Result(long[] offMillis, long[] onMillis, double[] ratios, PrefetchScale.Result scale, boolean quick) {
        double median(long[] millis) {
            long[] sorted = millis.clone();
            Arrays.sort(sorted);
            return sorted[sorted.length / 2];
        }

        double medianRatio() {
            return ratios[ratios.length / 2];
        }
    }

    private PrefetchWalk() {}

    /**
     * @param args {@code --quick} for one pair and a small scale walk; {@code --out FILE} to put the section into
     *             that file (such as {@code benchmarks/RESULTS.md}) instead of only printing it
     * @throws Exception when a walk fails or reads the wrong recordsets
     */
    public static void main(String[] args) throws Exception {
        boolean quick = false;
        Path out = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--quick")) {
                quick = true;
            } else if (args[i].equals("--out") && i + 1 < args.length) {
                out = Path.of(args[++i]);
            } else {
                throw new IllegalArgumentException("usage: PrefetchWalk [--quick] [--out FILE], got " + args[i]);
            }
        }
        Result r = run(quick);
        String section = PrefetchReport.section(
                r,
                "java " + String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments())
                        + " -cp benchmarks/target/benchmarks.jar "
                        + PrefetchWalk.class.getName() + " " + String.join(" ", args));
        System.out.print(section);
        if (out != null) {
            PrefetchReport.write(out, section);
        }
    }

    static Result run(boolean quick) throws Exception {
        int pairs = quick ? 1 : 15;
        long[] off = new long[pairs];
        long[] on = new long[pairs];
        double[] ratios = new double[pairs];
        try (LoopbackServer server = LoopbackServer.start((long) PAGES * PAGE_SIZE, ROUND_TRIP_MILLIS);
                ClientConfig withoutPrefetch = config(server, 0);
                ClientConfig withPrefetch = config(server, 1)) {
            DnsClient dnsOff = DnsClient.create(withoutPrefetch);
            DnsClient dnsOn = DnsClient.create(withPrefetch);
            // One untimed walk each: connections open, classes loaded, code warm.
            walk(dnsOff);
            walk(dnsOn);
            for (int i = 0; i < pairs; i++) {
                // Alternate which goes first, so neither always follows the other.
                if (i % 2 == 0) {
                    off[i] = walk(dnsOff);
                    on[i] = walk(dnsOn);
                } else {
                    on[i] = walk(dnsOn);
                    off[i] = walk(dnsOff);
                }
                ratios[i] = (double) on[i] / off[i];
            }
        }
        Arrays.sort(ratios);
        long total = quick ? 20_000 : 1_000_000;
        return new Result(off, on, ratios, PrefetchScale.launch(total, quick ? 1 : 3), quick);
    }

    private static ClientConfig config(LoopbackServer server, int prefetchPages) {
        return ClientConfig.builder()
                .baseUrl(server.baseUrl())
                .token(Fixture.TOKEN)
                .region(Fixture.REGION)
                .prefetchPages(prefetchPages)
                .build();
    }

    /** @return the milliseconds one walk of the listing took, the caller's work included */
    private static long walk(DnsClient dns) {
        ListRecordsetsRequest request =
                ListRecordsetsRequest.builder().limit(PAGE_SIZE).build();
        long perItem = TimeUnit.MILLISECONDS.toNanos(WORK_MILLIS) / PAGE_SIZE;
        long start = System.nanoTime();
        List<Recordset> seen = new ArrayList<>(PAGES * PAGE_SIZE);
        for (Recordset r : dns.recordsets().list(Payloads.SCALE_ZONE_ID, request)) {
            seen.add(r);
            work(perItem);
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        if (seen.size() != PAGES * PAGE_SIZE
                || !seen.get(seen.size() - 1).id().toString().equals(Payloads.recordsetId(PAGES * PAGE_SIZE - 1))) {
            throw new IllegalStateException("walked " + seen.size() + " recordsets, expected " + PAGES * PAGE_SIZE);
        }
        return millis;
    }

    /** The caller's work on one item: a wait, as for I/O, so that it takes no core from the SDK or the server. */
    private static void work(long nanos) {
        long until = System.nanoTime() + nanos;
        for (long left = nanos; left > 0; left = until - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
    }
}
