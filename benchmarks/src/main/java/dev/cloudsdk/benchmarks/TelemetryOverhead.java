package dev.cloudsdk.benchmarks;

import com.sun.management.ThreadMXBean;
import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.micrometer.CloudSdkMetrics;
import dev.cloudsdk.opentelemetry.CloudSdkTelemetry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.metrics.InstrumentType;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.metrics.data.AggregationTemporality;
import io.opentelemetry.sdk.metrics.data.MetricData;
import io.opentelemetry.sdk.metrics.export.MetricExporter;
import io.opentelemetry.sdk.metrics.export.PeriodicMetricReader;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import okhttp3.OkHttpClient;

/**
 * What a telemetry listener costs per call: createPool and listRecordsets through the SDK with no listener,
 * with {@code sdk-opentelemetry} on an OpenTelemetry SDK whose exporter drops the spans (a
 * {@link SimpleSpanProcessor}, so every span is really built and ended) and a metric reader that is never
 * collected (so the duration histogram is really recorded), and with {@code sdk-micrometer} on a
 * {@link SimpleMeterRegistry}. Time is a {@link Paired} ratio against no listener; bytes per call are counted on
 * the calling thread, as {@code AllocationGuardTest} does. About 10 s.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar dev.cloudsdk.benchmarks.TelemetryOverhead [--quick]</pre>
 */
public final class TelemetryOverhead {
    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** One operation with one listener: time ratio to no listener, and bytes per call of both. */
    record Row(
            String operation,
            String listener,
            Paired.Result time,
            double bytes,
            double baselineBytes,
            double baselineMicros) {}

    /** One SDK client set on a config. */
    private record Clients(LoadBalancerClient lb, DnsClient dns) {
        static Clients of(ClientConfig config) {
            return new Clients(LoadBalancerClient.create(config), DnsClient.create(config));
        }
    }

    private TelemetryOverhead() {}

    /**
     * @param args {@code --quick} for a few short windows only
     * @throws Exception when a call fails
     */
    public static void main(String[] args) throws Exception {
        StringBuilder sb = new StringBuilder();
        section(sb, run(args.length > 0 && args[0].equals("--quick")));
        System.out.print(sb);
    }

    /** Section 7 of the report, also what {@link #main} prints. */
    static void section(StringBuilder sb, List<Row> rows) {
        sb.append("## 7. Telemetry overhead: each listener module on and off\n\n");
        sb.append("The SDK against the same loopback server with no `CallListener`, with `sdk-opentelemetry` on an "
                + "OpenTelemetry SDK whose `SimpleSpanProcessor` hands every span to an exporter that drops it (so "
                + "spans are built and ended, `traceparent` is sent) and a metric reader (so the duration histogram "
                + "is recorded), and with `sdk-micrometer` on a "
                + "`SimpleMeterRegistry`. Time: paired windows, listener on against off. µs/call without: one "
                + "sequential run (noisier; the extra µs is that times the ratio less 1). Bytes: on the calling "
                + "thread, after a warm-up.\n\n");
        sb.append(markdown(rows)).append('\n');
    }

    static List<Row> run(boolean quick) throws Exception {
        SdkTracerProvider tracing = SdkTracerProvider.builder()
                .addSpanProcessor(SimpleSpanProcessor.create(new DroppingExporter()))
                .build();
        // A reader, so that the duration histogram is really recorded (with none the SDK hands out a no-op meter).
        SdkMeterProvider metrics = SdkMeterProvider.builder()
                .registerMetricReader(PeriodicMetricReader.builder(new DroppingMetricExporter())
                        .setInterval(Duration.ofHours(1))
                        .build())
                .build();
        try (LoopbackServer server = LoopbackServer.start(0);
                OpenTelemetrySdk otel = OpenTelemetrySdk.builder()
                        .setTracerProvider(tracing)
                        .setMeterProvider(metrics)
                        .build()) {
            OkHttpClient http = Baseline.httpClient();
            ClientConfig plain = config(server, http, CallListener.NONE);
            Clients none = Clients.of(plain);
            Clients traced = Clients.of(config(server, http, CloudSdkTelemetry.create(otel)));
            Clients metered = Clients.of(config(server, http, CloudSdkMetrics.create(new SimpleMeterRegistry())));
            List<Row> rows = new ArrayList<>();
            for (String op : List.of("createPool", "listRecordsets")) {
                Concurrency.Op without = call(none, op);
                rows.add(row(op, "sdk-opentelemetry", call(traced, op), without, quick));
                rows.add(row(op, "sdk-micrometer", call(metered, op), without, quick));
            }
            http.dispatcher().executorService().shutdown();
            http.connectionPool().evictAll();
            return rows;
        }
    }

    private static ClientConfig config(LoopbackServer server, OkHttpClient http, CallListener listener) {
        return ClientConfig.builder()
                .baseUrl(server.baseUrl())
                .token(Fixture.TOKEN)
                .region(Fixture.REGION)
                .httpClient(http)
                .callListener(listener)
                .build();
    }

    private static Concurrency.Op call(Clients c, String op) {
        if (op.equals("createPool")) {
            CreatePoolRequest body = CreatePoolRequest.builder()
                    .name("web")
                    .description("Web tier pool")
                    .protocol(Protocol.HTTP)
                    .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                    .tags(List.of("web", "prod"))
                    .build();
            return () -> c.lb().pools().create(Payloads.LB_ID, body);
        }
        ListRecordsetsRequest page =
                ListRecordsetsRequest.builder().limit(Fixture.LIST_PAGE).build();
        return () -> c.dns().recordsets().listPage(Payloads.ZONE_ID, page);
    }

    private static Row row(String op, String listener, Concurrency.Op with, Concurrency.Op without, boolean quick)
            throws Exception {
        Paired.Result time = quick ? Paired.run(with, without, 2, 3, 20) : Paired.run(with, without, 6, 15, 50);
        int calls = quick ? 200 : 2_000;
        double[] withCost = perCall(with, calls);
        double[] withoutCost = perCall(without, calls);
        return new Row(op, listener, time, withCost[0], withoutCost[0], withoutCost[1]);
    }

    /** After as many calls again as a warm-up: bytes allocated on this thread per call, and µs per call. */
    private static double[] perCall(Concurrency.Op op, int calls) throws Exception {
        for (int i = 0; i < calls; i++) {
            op.call();
        }
        long before = THREADS.getCurrentThreadAllocatedBytes();
        long start = System.nanoTime();
        for (int i = 0; i < calls; i++) {
            op.call();
        }
        long nanos = System.nanoTime() - start;
        return new double[] {
            (THREADS.getCurrentThreadAllocatedBytes() - before) / (double) calls, nanos / 1_000.0 / calls
        };
    }

    static String markdown(List<Row> rows) {
        StringBuilder s = new StringBuilder();
        s.append("| Operation | Listener | Time vs no listener, paired median (IQR) | µs/call without | ≈ extra µs"
                + " | B/call with | B/call without | Extra B/call |\n|---|---|---|---|---|---|---|---|\n");
        for (Row r : rows) {
            double ratio = r.time().medianRatio();
            s.append(String.format(
                    Locale.ROOT,
                    "| %s | %s | %.2f (%.2f–%.2f) | %.0f | %+.0f | %,.0f | %,.0f | %+,.0f |%n",
                    r.operation(),
                    r.listener(),
                    ratio,
                    r.time().lowQuartile(),
                    r.time().highQuartile(),
                    r.baselineMicros(),
                    (ratio - 1) * r.baselineMicros(),
                    r.bytes(),
                    r.baselineBytes(),
                    r.bytes() - r.baselineBytes()));
        }
        return s.toString();
    }

    /** Takes every collection of metrics and keeps none (collected once an hour: never, in this run). */
    private static final class DroppingMetricExporter implements MetricExporter {
        @Override
        public AggregationTemporality getAggregationTemporality(InstrumentType instrumentType) {
            return AggregationTemporality.CUMULATIVE;
        }

        @Override
        public CompletableResultCode export(Collection<MetricData> metrics) {
            return CompletableResultCode.ofSuccess();
        }

        @Override
        public CompletableResultCode flush() {
            return CompletableResultCode.ofSuccess();
        }

        @Override
        public CompletableResultCode shutdown() {
            return CompletableResultCode.ofSuccess();
        }
    }

    /** Takes every span and keeps none: the spans are built and ended, only the export is skipped. */
    private static final class DroppingExporter implements SpanExporter {
        @Override
        public CompletableResultCode export(Collection<SpanData> spans) {
            return CompletableResultCode.ofSuccess();
        }

        @Override
        public CompletableResultCode flush() {
            return CompletableResultCode.ofSuccess();
        }

        @Override
        public CompletableResultCode shutdown() {
            return CompletableResultCode.ofSuccess();
        }
    }
}
