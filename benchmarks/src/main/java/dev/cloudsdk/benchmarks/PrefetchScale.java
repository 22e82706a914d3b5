package dev.cloudsdk.benchmarks;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import java.lang.management.ManagementFactory;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The memory bound with prefetch on: run in a child JVM capped at {@code -Xmx64m} (server included), it walks the
 * whole scale zone in pages of 1,000 with {@code prefetchPages(1)} and with {@code prefetchPages(0)}. First one
 * untimed walk each that stops half-way to read the heap after a full GC (what the walk holds: its pages); then
 * alternating timed walks. Prints {@code HEAP <off bytes> <on bytes>} and
 * {@code PAIRED <median> <q1> <q3> <max heap>} of the per-pair time ratios with / without.
 */
public final class PrefetchScale {
    static final int PAGE = PaginationBenchmark.PAGE;

    /**
     * The figures of the child JVM.
     *
     * @param total the recordsets walked
     * @param pairs the timed pairs
     * @param heapOffBytes heap used after a full GC half-way through a walk without prefetch
     * @param heapOnBytes the same with prefetch
     * @param timing time per walk with / without prefetch, paired
     * @param maxHeapBytes the child's maximum heap
     */
    record Result(
            long total, int pairs, long heapOffBytes, long heapOnBytes, Paired.Result timing, long maxHeapBytes) {}

    private PrefetchScale() {}

    /**
     * @param args total recordsets, number of timed pairs
     * @throws Exception when a walk fails
     */
    public static void main(String[] args) throws Exception {
        long total = Long.parseLong(args[0]);
        int pairs = Integer.parseInt(args[1]);
        ListRecordsetsRequest request =
                ListRecordsetsRequest.builder().limit(PAGE).build();
        try (LoopbackServer server = LoopbackServer.start(total);
                ClientConfig off = config(server, 0);
                ClientConfig on = config(server, 1)) {
            DnsClient dnsOff = DnsClient.create(off);
            DnsClient dnsOn = DnsClient.create(on);
            long heapOff = heapHalfWay(dnsOff, request, total);
            long heapOn = heapHalfWay(dnsOn, request, total);
            System.out.println("HEAP " + heapOff + " " + heapOn);
            Paired.Result r =
                    Paired.run(() -> walk(dnsOn, request, total), () -> walk(dnsOff, request, total), 1, pairs, 1);
            System.out.println("PAIRED " + r.medianRatio() + " " + r.lowQuartile() + " " + r.highQuartile() + " "
                    + Runtime.getRuntime().maxMemory());
        }
    }

    /** Runs {@link #main} in a child JVM capped at 64 MB and reads what it printed. */
    static Result launch(long total, int pairs) throws Exception {
        String out = ColdStart.launch(
                List.of("-Xmx64m"), PrefetchScale.class, Long.toString(total), Integer.toString(pairs));
        String[] heap = line(out, "HEAP ");
        String[] paired = line(out, "PAIRED ");
        return new Result(
                total,
                pairs,
                Long.parseLong(heap[1]),
                Long.parseLong(heap[2]),
                new Paired.Result(
                        pairs,
                        Double.parseDouble(paired[1]),
                        Double.parseDouble(paired[2]),
                        Double.parseDouble(paired[3])),
                Long.parseLong(paired[4]));
    }

    private static String[] line(String out, String prefix) {
        return out.lines()
                .filter(l -> l.startsWith(prefix))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no " + prefix + "line from PrefetchScale:\n" + out))
                .split(" ");
    }

    private static ClientConfig config(LoopbackServer server, int prefetchPages) {
        return ClientConfig.builder()
                .baseUrl(server.baseUrl())
                .token(Fixture.TOKEN)
                .region(Fixture.REGION)
                .prefetchPages(prefetchPages)
                .build();
    }

    private static void walk(DnsClient dns, ListRecordsetsRequest request, long total) {
        long ttlSum = 0;
        for (Recordset r : dns.recordsets().list(Payloads.SCALE_ZONE_ID, request)) {
            ttlSum += r.ttl();
        }
        // Every recordset has ttl 3600: the sum proves every item was read, once.
        if (ttlSum != total * 3600) {
            throw new IllegalStateException("read " + ttlSum / 3600 + " recordsets, expected " + total);
        }
    }

    /**
     * @return the heap in use after a full GC half-way through a walk, in the middle of a page (with prefetch, the
     *     page ahead has had time to arrive); the walk is then left, its stream closed
     */
    private static long heapHalfWay(DnsClient dns, ListRecordsetsRequest request, long total) throws Exception {
        try (Stream<Recordset> items = dns.recordsets().list(Payloads.SCALE_ZONE_ID, request).stream()) {
            Iterator<Recordset> it = items.iterator();
            for (long i = 0; i < total / 2 + PAGE / 2; i++) {
                it.next();
            }
            Thread.sleep(200);
            return heapAfterGc();
        }
    }

    private static long heapAfterGc() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
