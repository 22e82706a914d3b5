package dev.cloudsdk.benchmarks;

import com.fasterxml.jackson.core.JsonParser;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.runtime.Json;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.dns.model.Recordset;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.reflect.Field;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Measurement 2: one list page of 1,000 recordsets with every field, from bytes to records, no HTTP. The SDK side
 * is exactly what {@code Recordsets.listPage} runs on a response stream (its {@link Json} parser and the
 * {@code ResponseShape.page} of {@code DnsApi}, which reads each item with the generated {@code DnsJson}); the
 * baseline is {@code ObjectMapper.readValue} into a typed page record.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ParseBenchmark {
    static final int ITEMS = 1000;

    private final byte[] page = Payloads.utf8(Payloads.recordsetPage(0, ITEMS, ITEMS, false));
    private final Json json = new Json(32L * 1024 * 1024, Json.DEFAULT_MAX_PAGE_ITEMS);
    private final ResponseShape<Page<Recordset>> shape = listRecordsetsShape();

    @Benchmark
    public Page<Recordset> parsePage_sdk() throws IOException {
        try (JsonParser p = json.parser(new ByteArrayInputStream(page))) {
            return shape.read(p, json);
        }
    }

    @Benchmark
    public Baseline.RecordsetPage parsePage_baseline() throws IOException {
        return Baseline.MAPPER.readValue(new ByteArrayInputStream(page), Baseline.RecordsetPage.class);
    }

    /**
     * @return the shape {@code DnsApi} declares for List recordsets, with its generated reader ({@code DnsJson}): both
     *     are package-private in sdk-dns, so the benchmark takes the very object the SDK uses, once, by reflection
     */
    @SuppressWarnings("unchecked")
    static ResponseShape<Page<Recordset>> listRecordsetsShape() {
        try {
            Field f = Class.forName("dev.cloudsdk.dns.DnsApi").getDeclaredField("LIST_RECORDSETS_SHAPE");
            f.setAccessible(true);
            return (ResponseShape<Page<Recordset>>) f.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("sdk-dns no longer declares DnsApi.LIST_RECORDSETS_SHAPE", e);
        }
    }

    /** @return the size of the page in bytes, for the report */
    static int pageBytes() {
        return Payloads.utf8(Payloads.recordsetPage(0, ITEMS, ITEMS, false)).length;
    }
}
