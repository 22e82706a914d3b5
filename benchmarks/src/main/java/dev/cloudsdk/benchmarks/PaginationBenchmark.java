package dev.cloudsdk.benchmarks;

import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Measurement 3: iterate every recordset of a zone of {@code total} items in pages of 1,000, in a JVM capped at
 * 64 MB of heap: a client that kept the pages it had read would fail with OutOfMemoryError long before the end
 * (the listing is about 450 MB of JSON). One invocation is one full iteration.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx64m")
public class PaginationBenchmark {
    static final int PAGE = 1000;

    @Param("1000000")
    public long total;

    private Fixture f;
    private ListRecordsetsRequest request;

    /** Starts the server and the clients. */
    @Setup(Level.Trial)
    public void start() throws IOException {
        f = Fixture.start(total);
        request = ListRecordsetsRequest.builder().limit(PAGE).build();
    }

    /** Stops them. */
    @TearDown(Level.Trial)
    public void stop() throws IOException {
        f.close();
    }

    @Benchmark
    public long iterate_sdk(Blackhole bh) {
        long n = 0;
        for (Recordset r : f.dns.recordsets().list(Payloads.SCALE_ZONE_ID, request)) {
            bh.consume(r);
            n++;
        }
        return check(n);
    }

    @Benchmark
    public long iterate_baseline(Blackhole bh) throws IOException {
        long n = 0;
        String marker = null;
        boolean more = true;
        while (more) {
            Baseline.RecordsetPage page = f.baseline.listRecordsets(Payloads.SCALE_ZONE_ID, PAGE, marker);
            List<Baseline.Recordset> items = page.recordsets();
            for (Baseline.Recordset r : items) {
                bh.consume(r);
                n++;
            }
            more = Boolean.TRUE.equals(page.meta().hasMore()) && !items.isEmpty();
            marker = more ? items.get(items.size() - 1).id().toString() : null;
        }
        return check(n);
    }

    private long check(long n) {
        if (n != total) {
            throw new IllegalStateException("iterated " + n + " recordsets, expected " + total);
        }
        return n;
    }
}
