package dev.cloudsdk.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfigBuilder;
import dev.cloudsdk.core.NotFoundException;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Scope;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.metrics.data.HistogramPointData;
import io.opentelemetry.sdk.metrics.data.MetricData;
import io.opentelemetry.sdk.testing.exporter.InMemoryMetricReader;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Spans, links, attributes, the traceparent on the wire and the duration histogram, for a real operation. */
class CloudSdkTelemetryTest extends WireTest {
    static final UUID ZONE = UUID.fromString("9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a");
    static final String TEMPLATE = "/v1/zones/{zone_id}/recordsets";
    static final String EMPTY_PAGE = "{\"recordsets\":[],\"meta\":{\"has_more\":false}}";

    private final InMemorySpanExporter spans = InMemorySpanExporter.create();
    private final InMemoryMetricReader metrics = InMemoryMetricReader.create();
    private final OpenTelemetrySdk otel = OpenTelemetrySdk.builder()
            .setTracerProvider(SdkTracerProvider.builder()
                    .addSpanProcessor(SimpleSpanProcessor.create(spans))
                    .build())
            .setMeterProvider(
                    SdkMeterProvider.builder().registerMetricReader(metrics).build())
            .setPropagators(ContextPropagators.create(W3CTraceContextPropagator.getInstance()))
            .build();

    private ClientConfigBuilder traced() {
        return configBuilder().callListener(CloudSdkTelemetry.create(otel));
    }

    private static void listPage(ClientConfigBuilder config) {
        DnsClient.create(config.build()).recordsets().listPage(ZONE, ListRecordsetsRequest.all());
    }

    private SpanData span(String name) {
        List<SpanData> named = spans.getFinishedSpanItems().stream()
                .filter(s -> s.getName().equals(name))
                .toList();
        assertThat(named).as("spans named " + name).hasSize(1);
        return named.get(0);
    }

    private List<SpanData> attempts() {
        return spans.getFinishedSpanItems().stream()
                .filter(s -> s.getName().equals("GET " + TEMPLATE))
                .toList();
    }

    private Attributes common(long status) {
        return Attributes.builder()
                .put("http.request.method", "GET")
                .put("server.address", server.getHostName())
                .put("server.port", (long) server.getPort())
                .put("url.template", TEMPLATE)
                .put("cloudsdk.region", REGION)
                .put("http.response.status_code", status)
                .build();
    }

    private Attributes httpError(long status) {
        return common(status).toBuilder()
                .put("error.type", Long.toString(status))
                .build();
    }

    private static String traceparent(SpanData s) {
        return "00-" + s.getTraceId() + "-" + s.getSpanId() + "-"
                + s.getSpanContext().getTraceFlags().asHex();
    }

    @Test
    void aCallIsAClientSpanUnderTheCallersSpanWithAChildAttemptWhoseContextIsOnTheWire() {
        server.enqueue(json(200, EMPTY_PAGE));
        Span caller = otel.getTracer("app").spanBuilder("caller").startSpan();
        try (Scope ignored = caller.makeCurrent()) {
            listPage(traced());
        } finally {
            caller.end();
        }
        SpanData call = span("ListRecordsets");
        assertThat(call.getKind()).isEqualTo(SpanKind.CLIENT);
        assertThat(call.getParentSpanId()).isEqualTo(caller.getSpanContext().getSpanId());
        assertThat(call.getTraceId()).isEqualTo(caller.getSpanContext().getTraceId());
        assertThat(call.getAttributes().asMap()).isEqualTo(common(200).asMap());
        assertThat(call.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
        assertThat(call.getInstrumentationScopeInfo().getName()).isEqualTo("dev.cloudsdk.opentelemetry");

        SpanData attempt = span("GET " + TEMPLATE);
        assertThat(attempt.getKind()).isEqualTo(SpanKind.CLIENT);
        assertThat(attempt.getParentSpanId()).isEqualTo(call.getSpanId());
        assertThat(attempt.getAttributes().asMap()).isEqualTo(common(200).asMap());
        assertThat(attempt.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
        assertThat(takeRequest().getHeaders().get("traceparent")).isEqualTo(traceparent(attempt));
    }

    @Test
    void withNoCurrentSpanTheCallStartsATrace() {
        server.enqueue(json(200, EMPTY_PAGE));
        listPage(traced());
        assertThat(span("ListRecordsets").getParentSpanContext().isValid()).isFalse();
        assertThat(takeRequest().getHeaders().get("traceparent")).isEqualTo(traceparent(span("GET " + TEMPLATE)));
    }

    @Test
    void aRetryIsASecondAttemptSpanThatCountsTheResendAndSendsItsOwnTraceparent() {
        server.enqueue(error(503));
        server.enqueue(json(200, EMPTY_PAGE));
        listPage(traced());
        List<SpanData> attempts = attempts();
        assertThat(attempts).hasSize(2);
        SpanData first = attempts.get(0);
        SpanData second = attempts.get(1);
        assertThat(first.getAttributes().asMap()).isEqualTo(httpError(503).asMap());
        assertThat(first.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
        assertThat(second.getAttributes().asMap())
                .isEqualTo(common(200).toBuilder()
                        .put("http.request.resend_count", 1L)
                        .build()
                        .asMap());
        assertThat(second.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
        SpanData call = span("ListRecordsets");
        assertThat(attempts).allSatisfy(a -> assertThat(a.getParentSpanId()).isEqualTo(call.getSpanId()));
        assertThat(call.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
        assertThat(call.getAttributes().asMap()).isEqualTo(common(200).asMap());
        assertThat(takeRequest().getHeaders().get("traceparent")).isEqualTo(traceparent(first));
        assertThat(takeRequest().getHeaders().get("traceparent")).isEqualTo(traceparent(second));
    }

    @Test
    void anHttpErrorFailsTheCallWithItsStatusAsTheErrorType() {
        server.enqueue(error(404));
        assertThatThrownBy(() -> listPage(traced())).isInstanceOf(NotFoundException.class);
        SpanData call = span("ListRecordsets");
        assertThat(call.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
        assertThat(call.getAttributes().asMap()).isEqualTo(httpError(404).asMap());
        assertThat(call.getEvents()).extracting(e -> e.getName()).containsExactly("exception");
        assertThat(span("GET " + TEMPLATE).getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
        assertThat(span("GET " + TEMPLATE).getAttributes().get(AttributeKey.stringKey("error.type")))
                .isEqualTo("404");
    }

    @Test
    void aRefusedConnectionFailsTheCallWithTheExceptionTypeAndNoStatus() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        ClientConfigBuilder config =
                traced().baseUrl("http://127.0.0.1:" + port + "/").retryPolicy(RetryPolicy.none());
        assertThatThrownBy(() -> listPage(config)).isInstanceOf(ApiConnectionException.class);
        Attributes expected = Attributes.builder()
                .put("http.request.method", "GET")
                .put("server.address", "127.0.0.1")
                .put("server.port", (long) port)
                .put("url.template", TEMPLATE)
                .put("cloudsdk.region", REGION)
                .put("error.type", ApiConnectionException.class.getName())
                .build();
        assertThat(span("ListRecordsets").getAttributes().asMap()).isEqualTo(expected.asMap());
        assertThat(span("ListRecordsets").getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
        assertThat(span("GET " + TEMPLATE).getAttributes().asMap()).isEqualTo(expected.asMap());
        assertThat(span("GET " + TEMPLATE).getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
    }

    @Test
    void aRetryRefusedByTheSpentRetryBudgetMarksTheCallSpan() {
        for (int i = 0; i < 4; i++) {
            server.enqueue(error(503));
        }
        ClientConfigBuilder config = traced().retryPolicy(RetryPolicy.builder()
                .sleeper(sleeps::add)
                .retryBudget(10)
                .build());
        DnsClient dns = DnsClient.create(config.build());
        assertThatThrownBy(() -> dns.recordsets().listPage(ZONE, ListRecordsetsRequest.all()))
                .isInstanceOf(ServerException.class); // two retries spend the 10 tokens
        assertThat(span("ListRecordsets").getAttributes().get(CloudSdkTelemetry.RETRY_BUDGET_SPENT))
                .isNull();
        assertThat(span("ListRecordsets").getEvents())
                .extracting(e -> e.getName())
                .containsExactly("exception");
        spans.reset();
        assertThatThrownBy(() -> dns.recordsets().listPage(ZONE, ListRecordsetsRequest.all()))
                .isInstanceOf(ServerException.class)
                .hasMessageContaining("retry budget");
        SpanData call = span("ListRecordsets");
        assertThat(call.getAttributes().asMap())
                .isEqualTo(httpError(503).toBuilder()
                        .put("cloudsdk.retry_budget_spent", true)
                        .build()
                        .asMap());
        assertThat(call.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
        assertThat(call.getEvents())
                .extracting(e -> e.getName())
                .containsExactly("cloudsdk.retry_budget_spent", "exception");
        assertThat(call.getEvents().get(0).getAttributes().asMap())
                .isEqualTo(Attributes.of(AttributeKey.longKey("cloudsdk.attempt"), 1L)
                        .asMap());
        assertThat(attempts()).hasSize(1);
        assertThat(server.getRequestCount()).isEqualTo(3 + 1);
    }

    @Test
    void aTimeoutFailsTheCallWithTheTimeoutType() {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(SocketEffect.Stall.INSTANCE)
                .build());
        ClientConfigBuilder config =
                traced().readTimeout(Duration.ofMillis(300)).retryPolicy(RetryPolicy.none());
        assertThatThrownBy(() -> listPage(config)).isInstanceOf(ApiTimeoutException.class);
        SpanData call = span("ListRecordsets");
        assertThat(call.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
        assertThat(call.getAttributes().get(AttributeKey.stringKey("error.type")))
                .isEqualTo(ApiTimeoutException.class.getName());
        assertThat(call.getAttributes().get(AttributeKey.longKey("http.response.status_code")))
                .isNull();
        assertThat(span("GET " + TEMPLATE).getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
    }

    @Test
    void anAsyncCallIsParentedToTheContextItWasMadeIn() throws Exception {
        server.enqueue(error(503));
        server.enqueue(json(200, EMPTY_PAGE));
        Span caller = otel.getTracer("app").spanBuilder("caller").startSpan();
        try (Scope ignored = caller.makeCurrent()) {
            DnsClient.create(traced().build())
                    .async()
                    .recordsets()
                    .listPage(ZONE, ListRecordsetsRequest.all())
                    .get(5, TimeUnit.SECONDS);
        } finally {
            caller.end();
        }
        awaitSpans(4);
        assertThat(span("ListRecordsets").getParentSpanId())
                .isEqualTo(caller.getSpanContext().getSpanId());
        assertThat(attempts())
                .hasSize(2)
                .allSatisfy(a -> assertThat(a.getParentSpanId())
                        .isEqualTo(span("ListRecordsets").getSpanId()));
    }

    @Test
    void everyAttemptIsMeasuredInTheDurationHistogramWithTheSemanticAttributes() {
        server.enqueue(error(503));
        server.enqueue(json(200, EMPTY_PAGE));
        listPage(traced());
        Collection<MetricData> all = metrics.collectAllMetrics();
        assertThat(all).extracting(MetricData::getName).containsExactly("http.client.request.duration");
        MetricData duration = all.iterator().next();
        assertThat(duration.getUnit()).isEqualTo("s");
        Collection<HistogramPointData> points = duration.getHistogramData().getPoints();
        assertThat(points)
                .extracting(HistogramPointData::getAttributes)
                .containsExactlyInAnyOrder(common(200), httpError(503));
        assertThat(points).allSatisfy(p -> {
            assertThat(p.getCount()).isEqualTo(1);
            assertThat(p.getSum()).isPositive().isLessThan(5.0);
            assertThat(p.getBoundaries()).startsWith(0.005, 0.01).endsWith(10.0);
        });
    }

    @Test
    void aNoopOpenTelemetrySendsNoTraceparentAndTheCallGoesOn() {
        server.enqueue(json(200, EMPTY_PAGE));
        listPage(configBuilder().callListener(CloudSdkTelemetry.create(OpenTelemetry.noop())));
        assertThat(takeRequest().getHeaders().get("traceparent")).isNull();
        assertThatThrownBy(() -> CloudSdkTelemetry.create(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("openTelemetry == null");
    }

    /** Async calls end their spans on another thread, after the future completes. */
    private void awaitSpans(int count) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
        while (spans.getFinishedSpanItems().size() < count && System.nanoTime() < until) {
            Thread.sleep(5);
        }
    }

    @AfterEach
    void theTokenIsInNoSpanAndNoMetric() {
        for (SpanData s : spans.getFinishedSpanItems()) {
            assertThat(s.toString()).doesNotContain(TOKEN);
            s.getEvents().forEach(e -> assertThat(e.getAttributes().toString()).doesNotContain(TOKEN));
        }
        metrics.collectAllMetrics().forEach(m -> assertThat(m.toString()).doesNotContain(TOKEN));
        otel.close();
    }
}
