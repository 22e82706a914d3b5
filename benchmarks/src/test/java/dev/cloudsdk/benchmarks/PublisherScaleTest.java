package dev.cloudsdk.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The publisher walks 1,000,000 recordsets (about 397 MiB of JSON in pages of 1,000) in a child JVM capped at
 * {@code -Xmx64m}, server included, with unbounded demand: every item arrives once, and the heap half-way is a
 * few pages, not the list. A publisher that buffered pages ahead of a slow subscriber without bound would fail
 * the child with OutOfMemoryError. It judges no time.
 */
class PublisherScaleTest {
    private static final long TOTAL = 1_000_000;

    @Test
    void aMillionRecordsetsThroughThePublisherFitIn64Megabytes() throws Exception {
        long[] r = PublisherScale.launch(TOTAL);
        // The figures, for the record (target/surefire-reports/...PublisherScaleTest-output.txt).
        System.out.printf(
                "items %d, heap after a full GC half-way %.1f MiB, max heap %.1f MiB%n",
                r[0], r[2] / 1048576.0, r[3] / 1048576.0);
        assertEquals(TOTAL, r[0], "items delivered");
        // Every recordset has ttl 3600: the sum proves every item was read, once.
        assertEquals(TOTAL * 3600, r[1], "ttl sum");
        assertTrue(r[3] <= 64L << 20, "the child's max heap is the 64 MiB cap: " + r[3]);
        assertTrue(r[2] < 32L << 20, "heap after a full GC half-way, under half the cap: " + r[2]);
    }
}
