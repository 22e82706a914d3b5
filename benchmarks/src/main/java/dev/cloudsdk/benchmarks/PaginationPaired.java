package dev.cloudsdk.benchmarks;

import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import java.util.List;

/**
 * Measurement 3, paired: run in a child JVM with {@code -Xmx64m} (server included), it iterates the whole scale
 * zone with the SDK and with the baseline in alternation and prints
 * {@code PAIRED <median> <q1> <q3>} of the per-pair time ratios SDK / baseline.
 */
public final class PaginationPaired {
    private PaginationPaired() {}

    /**
     * @param args total items, number of pairs
     * @throws Exception when a side fails
     */
    public static void main(String[] args) throws Exception {
        long total = Long.parseLong(args[0]);
        int pairs = Integer.parseInt(args[1]);
        ListRecordsetsRequest request =
                ListRecordsetsRequest.builder().limit(PaginationBenchmark.PAGE).build();
        try (Fixture f = Fixture.start(total)) {
            Concurrency.Op sdk = () -> {
                long n = 0;
                for (Recordset r : f.dns.recordsets().list(Payloads.SCALE_ZONE_ID, request)) {
                    n += r.ttl();
                }
                check(n, total);
            };
            Concurrency.Op baseline = () -> {
                long n = 0;
                String marker = null;
                boolean more = true;
                while (more) {
                    Baseline.RecordsetPage page =
                            f.baseline.listRecordsets(Payloads.SCALE_ZONE_ID, PaginationBenchmark.PAGE, marker);
                    List<Baseline.Recordset> items = page.recordsets();
                    for (Baseline.Recordset r : items) {
                        n += r.ttl();
                    }
                    more = Boolean.TRUE.equals(page.meta().hasMore()) && !items.isEmpty();
                    marker = more ? items.get(items.size() - 1).id().toString() : null;
                }
                check(n, total);
            };
            Paired.Result r = Paired.run(sdk, baseline, 1, pairs, 1);
            System.out.println("PAIRED " + r.medianRatio() + " " + r.lowQuartile() + " " + r.highQuartile() + " "
                    + Runtime.getRuntime().maxMemory());
        }
    }

    private static void check(long ttlSum, long total) {
        // Every recordset has ttl 3600: the sum proves every item was read, once.
        if (ttlSum != total * 3600) {
            throw new IllegalStateException("read " + ttlSum / 3600 + " recordsets, expected " + total);
        }
    }
}
