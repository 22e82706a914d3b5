package dev.cloudsdk.examples;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.NotFoundException;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.opentelemetry.CloudSdkTelemetry;
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.testkit.ApiOperation;
import dev.cloudsdk.testkit.Fault;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.io.PrintStream;
import java.time.Duration;
import java.util.UUID;

/**
 * The tour's calls, traced with OpenTelemetry: each call is a CLIENT span under one parent span
 * {@code tour}, each attempt a child of its call, and every finished span is printed by {@link PrintingSpanExporter}.
 * Against the embedded emulator, one 503 is injected into the listing so that a retry shows as a second attempt,
 * and a restart of an unknown instance shows a failed call. Run it with
 * {@code ./mvnw -B -q -pl examples -am package -DskipTests exec:java
 * -Dexec.mainClass=dev.cloudsdk.examples.TracedTourExample}.
 */
public final class TracedTourExample {
    private TracedTourExample() {}

    /** @param args unused */
    public static void main(String[] args) {
        run(System.out, Duration.ofSeconds(1));
    }

    /**
     * Runs the traced tour against the emulator, printing the spans to {@code out} as they end.
     *
     * @param out where the spans go
     * @param transitionDelay how long restores and restarts take in the emulator
     */
    static void run(PrintStream out, Duration transitionDelay) {
        SdkTracerProvider tracing = SdkTracerProvider.builder()
                .addSpanProcessor(SimpleSpanProcessor.create(new PrintingSpanExporter(out)))
                .build();
        try (OpenTelemetrySdk otel =
                        OpenTelemetrySdk.builder().setTracerProvider(tracing).build();
                Environment env = Environment.emulated(transitionDelay)) {
            Console.info("tracing", "each span printed as it ends: attempts, then their call, then \"tour\"");
            ClientConfig config = env.emulator()
                    .configBuilder()
                    .callListener(CloudSdkTelemetry.create(otel))
                    .build();
            inSpan(otel.getTracer("dev.cloudsdk.examples"), () -> calls(env, config));
        }
    }

    /** Runs the calls with a span {@code tour} current, so that each call's span is its child. */
    @SuppressWarnings("try") // the scope is only closed, never read
    private static void inSpan(Tracer tracer, Runnable calls) {
        Span tour = tracer.spanBuilder("tour").startSpan();
        try (Scope scope = tour.makeCurrent()) {
            calls.run();
        } finally {
            tour.end();
        }
    }

    private static void calls(Environment env, ClientConfig config) {
        LoadBalancerClient.create(config)
                .pools()
                .create(
                        env.id(Environment.LOAD_BALANCER),
                        CreatePoolRequest.builder()
                                .name("web")
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .listenerId(env.id(Environment.LISTENER))
                                .build());
        env.emulator()
                .injectFault(ApiOperation.LIST_RECORDSETS, 1, Fault.status(503).withRetryAfter("0"));
        DnsClient.create(config)
                .recordsets()
                .listPage(
                        env.id(Environment.ZONE),
                        ListRecordsetsRequest.builder().limit(100).build());
        DatabaseClient db = DatabaseClient.create(config);
        DatabaseInstance restored = db.backups()
                .restore(env.id(Environment.DATABASE_BACKUP), RestoreDatabaseBackupRequest.named("orders-restored"));
        try {
            db.instances().restart(UUID.randomUUID());
        } catch (NotFoundException expected) {
            // The failed call is in the trace: its span has status ERROR and error.type 404.
        }
        RestoreDatabaseBackupExample.watch(env, restored);
        db.instances().restart(restored.id());
        StorageClient.create(config).backups().restore(env.id(Environment.VOLUME_BACKUP));
    }
}
