package dev.cloudsdk.opentelemetry;

import dev.cloudsdk.core.CallListener;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.common.AttributesBuilder;
import io.opentelemetry.api.metrics.DoubleHistogram;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.TextMapPropagator;
import java.util.List;
import java.util.Objects;

/**
 * Traces and measures every call the SDK makes, with OpenTelemetry. Set it on the config:
 *
 * <pre>{@code
 * ClientConfig config = ClientConfig.builder().baseUrl(url).token(token).region("eu-1")
 *         .callListener(CloudSdkTelemetry.create(openTelemetry))
 *         .build();
 * }</pre>
 *
 * <p>Each call is one {@link SpanKind#CLIENT CLIENT} span named after the operation ({@code CreatePool}), a child
 * of the caller's current {@link Context} when the call is made. Each attempt (each HTTP request, retries included)
 * is a {@code CLIENT} child span named {@code {method} {url.template}}, as the HTTP client semantic conventions
 * name a request; its context goes to the server in the attempt's headers through the configured
 * {@link OpenTelemetry#getPropagators() propagators} (W3C {@code traceparent} by default). Every attempt is also
 * measured in the {@code http.client.request.duration} histogram, in seconds.
 *
 * <p>Attributes follow the HTTP client semantic conventions: {@code http.request.method}, {@code server.address},
 * {@code server.port}, {@code url.template} (the path template under the base URL: never ids or the query), {@code
 * http.response.status_code}, {@code error.type} (the status for an HTTP error, else the exception's class name) and
 * {@code http.request.resend_count} on every attempt after the first; plus {@link #REGION cloudsdk.region}. A failed
 * call or attempt has the status {@code ERROR}. A call whose retry was refused because the config's retry budget was
 * spent has {@link #RETRY_BUDGET_SPENT cloudsdk.retry_budget_spent} {@code true} and an event of that name, carrying
 * the attempt that was not retried as {@code cloudsdk.attempt}. The token is never recorded: the SDK does not give it
 * to listeners. Immutable and thread-safe.
 */
public final class CloudSdkTelemetry implements CallListener {
    /** The instrumentation scope of the tracer and the meter. */
    public static final String INSTRUMENTATION_NAME = "dev.cloudsdk.opentelemetry";
    /** The {@code X-Region} a call sends, when it sends one. */
    public static final AttributeKey<String> REGION = AttributeKey.stringKey("cloudsdk.region");
    /**
     * On a call's span, {@code true} when the call was not retried because the retry budget of its config was
     * spent; also the name of the span event that marks the moment.
     */
    public static final AttributeKey<Boolean> RETRY_BUDGET_SPENT =
            AttributeKey.booleanKey("cloudsdk.retry_budget_spent");

    static final AttributeKey<String> METHOD = AttributeKey.stringKey("http.request.method");
    static final AttributeKey<String> SERVER_ADDRESS = AttributeKey.stringKey("server.address");
    static final AttributeKey<Long> SERVER_PORT = AttributeKey.longKey("server.port");
    static final AttributeKey<String> URL_TEMPLATE = AttributeKey.stringKey("url.template");
    static final AttributeKey<Long> STATUS_CODE = AttributeKey.longKey("http.response.status_code");
    static final AttributeKey<String> ERROR_TYPE = AttributeKey.stringKey("error.type");
    static final AttributeKey<Long> RESEND_COUNT = AttributeKey.longKey("http.request.resend_count");
    static final AttributeKey<Long> ATTEMPT = AttributeKey.longKey("cloudsdk.attempt");

    /** The semantic conventions' advice for {@code http.client.request.duration}, in seconds. */
    private static final List<Double> BUCKETS =
            List.of(0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1.0, 2.5, 5.0, 7.5, 10.0);

    private final Tracer tracer;
    private final DoubleHistogram duration;
    private final TextMapPropagator propagator;

    private CloudSdkTelemetry(OpenTelemetry openTelemetry) {
        this.tracer = openTelemetry.getTracer(INSTRUMENTATION_NAME);
        this.duration = openTelemetry
                .getMeter(INSTRUMENTATION_NAME)
                .histogramBuilder("http.client.request.duration")
                .setUnit("s")
                .setDescription("Duration of HTTP client requests.")
                .setExplicitBucketBoundariesAdvice(BUCKETS)
                .build();
        this.propagator = openTelemetry.getPropagators().getTextMapPropagator();
    }

    /**
     * A listener that traces and measures with the given OpenTelemetry.
     *
     * @param openTelemetry the application's OpenTelemetry (its tracer provider, meter provider and propagators)
     * @return the listener, for {@code ClientConfigBuilder.callListener}
     * @throws NullPointerException when {@code openTelemetry} is null
     */
    public static CloudSdkTelemetry create(OpenTelemetry openTelemetry) {
        Objects.requireNonNull(openTelemetry, "openTelemetry == null");
        return new CloudSdkTelemetry(openTelemetry);
    }

    /**
     * Starts the call's span, a child of the caller's current context.
     *
     * @param call what is being called
     * @return the observer that ends the call's span and makes its attempts' spans
     */
    @Override
    public Observer callStart(Call call) {
        Attributes common = commonAttributes(call);
        Context parent = Context.current();
        Span span = tracer.spanBuilder(call.operation().value())
                .setParent(parent)
                .setSpanKind(SpanKind.CLIENT)
                .setAllAttributes(common)
                .startSpan();
        return new CallObserver(this, call.method() + " " + call.pathTemplate(), parent.with(span), common);
    }

    Tracer tracer() {
        return tracer;
    }

    DoubleHistogram duration() {
        return duration;
    }

    TextMapPropagator propagator() {
        return propagator;
    }

    private static Attributes commonAttributes(Call call) {
        AttributesBuilder b = Attributes.builder()
                .put(METHOD, call.method())
                .put(SERVER_ADDRESS, call.serverAddress())
                .put(SERVER_PORT, (long) call.serverPort())
                .put(URL_TEMPLATE, call.pathTemplate());
        if (call.region() != null) {
            b.put(REGION, call.region());
        }
        return b.build();
    }

    @Override
    public String toString() {
        return "CloudSdkTelemetry[" + INSTRUMENTATION_NAME + "]";
    }
}
