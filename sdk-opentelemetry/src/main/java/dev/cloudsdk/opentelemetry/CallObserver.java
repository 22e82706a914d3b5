package dev.cloudsdk.opentelemetry;

import dev.cloudsdk.core.CallListener;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.common.AttributesBuilder;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.TextMapSetter;
import java.time.Duration;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;

/**
 * One call's spans: the call's own, started by {@link CloudSdkTelemetry#callStart}, and one per attempt. The SDK
 * sends one call's events in order, but maybe each on another thread: the fields they share are volatile.
 */
final class CallObserver implements CallListener.Observer {
    private static final TextMapSetter<BiConsumer<String, String>> SETTER = (headers, key, value) -> {
        if (headers != null) {
            headers.accept(key, value);
        }
    };

    private final CloudSdkTelemetry telemetry;
    private final String attemptName;
    private final Context callContext;
    private final Attributes common;
    private volatile @Nullable Span attemptSpan;
    private volatile int lastStatus;

    CallObserver(CloudSdkTelemetry telemetry, String attemptName, Context callContext, Attributes common) {
        this.telemetry = telemetry;
        this.attemptName = attemptName;
        this.callContext = callContext;
        this.common = common;
    }

    @Override
    public void attemptStart(int attempt, int maxAttempts, BiConsumer<String, String> headers) {
        SpanBuilder builder = telemetry
                .tracer()
                .spanBuilder(attemptName)
                .setParent(callContext)
                .setSpanKind(SpanKind.CLIENT)
                .setAllAttributes(common);
        if (attempt > 1) {
            builder.setAttribute(CloudSdkTelemetry.RESEND_COUNT, attempt - 1L);
        }
        Span span = builder.startSpan();
        attemptSpan = span;
        telemetry.propagator().inject(callContext.with(span), headers, SETTER);
    }

    @Override
    public void attemptEnd(CallListener.Attempt result) {
        lastStatus = result.statusCode();
        Attributes outcome = outcome(result.statusCode(), result.failure());
        Span span = attemptSpan;
        attemptSpan = null;
        Context context = callContext;
        if (span != null) {
            context = context.with(span);
            span.setAllAttributes(outcome);
            if (result.failure() != null) {
                span.setStatus(StatusCode.ERROR);
            }
            span.end();
        }
        double seconds = result.duration().toNanos() / 1e9;
        telemetry.duration().record(seconds, common.toBuilder().putAll(outcome).build(), context);
    }

    @Override
    public void retryBudgetSpent(int attempt, int cost) {
        Span call = Span.fromContext(callContext);
        call.setAttribute(CloudSdkTelemetry.RETRY_BUDGET_SPENT, true);
        call.addEvent(CloudSdkTelemetry.RETRY_BUDGET_SPENT.getKey(), Attributes.of(CloudSdkTelemetry.ATTEMPT, (long)
                attempt));
    }

    @Override
    public void callEnd(int attempts, Duration elapsed, @Nullable Throwable failure) {
        Span open = attemptSpan;
        if (open != null) { // an attempt that never reported its end (a call cancelled mid-request)
            attemptSpan = null;
            open.setStatus(StatusCode.ERROR).end();
        }
        Span span = Span.fromContext(callContext);
        span.setAllAttributes(outcome(lastStatus, failure));
        if (failure != null) {
            span.setStatus(StatusCode.ERROR);
            span.recordException(failure);
        }
        span.end();
    }

    /**
     * The status, and for a failure its {@code error.type}: the status of an HTTP error as the semantic
     * conventions ask, else the exception's fully qualified class name.
     */
    private static Attributes outcome(int status, @Nullable Throwable failure) {
        AttributesBuilder b = Attributes.builder();
        if (status > 0) {
            b.put(CloudSdkTelemetry.STATUS_CODE, (long) status);
        }
        if (failure != null) {
            String type = status >= 400
                    ? Integer.toString(status)
                    : failure.getClass().getName();
            b.put(CloudSdkTelemetry.ERROR_TYPE, type);
        }
        return b.build();
    }
}
