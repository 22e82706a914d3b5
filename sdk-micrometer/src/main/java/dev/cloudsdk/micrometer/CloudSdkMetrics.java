package dev.cloudsdk.micrometer;

import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.UnreadableResponseException;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Records Micrometer metrics for every call a cloudsdk client makes. Set it on the config:
 *
 * <pre>{@code
 * ClientConfig config = ClientConfig.builder().token(token).region("eu-1")
 *         .callListener(CloudSdkMetrics.create(registry))
 *         .build();
 * }</pre>
 *
 * <p>It records four meters. Every tag value comes from a small set (no ids, request ids, messages or the
 * token), so the number of series stays bounded:
 * <ul>
 *   <li>{@value #CALLS}, a timer of each call from start to end, across its attempts and waits; tags
 *       {@code operation} ({@code ListRecordsets}), {@code method}, {@code outcome} (a {@link CallOutcome}),
 *       {@code status} (the HTTP status of the response the result came from, or {@code NONE}), {@code exception}
 *       (the simple class name of the exception the caller got, or {@code none}), {@code region} (or
 *       {@code none}) and {@code async} ({@code true} or {@code false});</li>
 *   <li>{@value #ATTEMPTS}, a timer of each attempt (one HTTP exchange); tags {@code operation}, {@code method},
 *       {@code outcome}, {@code status} and {@code region};</li>
 *   <li>{@value #RETRIES}, a counter, one per retry the SDK makes; tags {@code operation} and {@code reason}: the
 *       status of the attempt that was retried ({@code 503}), or the simple class name of its exception when no
 *       response came ({@code ApiConnectionException}).</li>
 *   <li>{@value #RETRIES_REFUSED}, a counter, one per retry the SDK did not make because the config's retry
 *       budget was spent (see {@code RetryPolicy.Builder.retryBudget}); the call ended with its last attempt's
 *       failure. Tags {@code operation} and {@code reason}, as for {@value #RETRIES}. Its rate rising is the sign
 *       of an outage that the budget is holding back.</li>
 * </ul>
 *
 * <p>Thread-safe; one instance serves every client and call of a config.
 */
public final class CloudSdkMetrics implements CallListener {
    /** The name of the timer of whole calls. */
    public static final String CALLS = "cloudsdk.client.calls";
    /** The name of the timer of single attempts. */
    public static final String ATTEMPTS = "cloudsdk.client.attempts";
    /** The name of the counter of retries. */
    public static final String RETRIES = "cloudsdk.client.retries";
    /** The name of the counter of retries refused because the retry budget was spent. */
    public static final String RETRIES_REFUSED = "cloudsdk.client.retries.refused";

    /** The {@code status} when no response came, and the {@code reason} of a retry nothing explains. */
    static final String ABSENT = "NONE";

    private final MeterRegistry registry;
    // Built once: a call then costs a registry lookup per meter, not a builder.
    private final Meter.MeterProvider<Timer> calls;
    private final Meter.MeterProvider<Timer> attempts;
    private final Meter.MeterProvider<Counter> retries;
    private final Meter.MeterProvider<Counter> refused;

    private CloudSdkMetrics(MeterRegistry registry) {
        this.registry = registry;
        this.calls = Timer.builder(CALLS)
                .description("cloudsdk calls, from start to end across attempts and waits")
                .withRegistry(registry);
        this.attempts = Timer.builder(ATTEMPTS)
                .description("One HTTP exchange of a cloudsdk call")
                .withRegistry(registry);
        this.retries = Counter.builder(RETRIES)
                .description("Attempts of cloudsdk calls made again after a failed one")
                .withRegistry(registry);
        this.refused = Counter.builder(RETRIES_REFUSED)
                .description("Retries of cloudsdk calls not made because the config's retry budget was spent")
                .withRegistry(registry);
    }

    /**
     * A listener recording into {@code registry}.
     *
     * @param registry where the meters go
     * @return the listener, for {@code ClientConfigBuilder.callListener}
     * @throws NullPointerException when {@code registry} is null
     */
    public static CloudSdkMetrics create(MeterRegistry registry) {
        return new CloudSdkMetrics(Objects.requireNonNull(registry, "registry == null"));
    }

    /**
     * Starts watching one call.
     *
     * @param call what is being called
     * @return the observer that records the call's meters
     */
    @Override
    public Observer callStart(Call call) {
        return new CallMeters(call);
    }

    @Override
    public String toString() {
        return "CloudSdkMetrics[" + registry.getClass().getSimpleName() + "]";
    }

    /** @return the status of a failure that came with a response, or 0 */
    static int statusOf(Throwable failure) {
        if (failure instanceof ApiException) {
            return ((ApiException) failure).statusCode();
        }
        if (failure instanceof UnreadableResponseException) {
            return ((UnreadableResponseException) failure).statusCode();
        }
        return 0;
    }

    /** The meters of one call; the last attempt's status and failure explain a retry and the call's end. */
    private final class CallMeters implements Observer {
        private final Call call;
        private final Tags base;
        private volatile int lastStatus;
        private volatile @Nullable Throwable lastFailure;

        CallMeters(Call call) {
            this.call = call;
            this.base = Tags.of(
                    "operation",
                    call.operation().value(),
                    "method",
                    call.method(),
                    "region",
                    call.region() == null ? "none" : call.region());
        }

        @Override
        public void attemptEnd(Attempt result) {
            lastStatus = result.statusCode();
            lastFailure = result.failure();
            attempts.withTags(base.and(outcomeTags(result.statusCode(), result.failure())))
                    .record(result.duration());
        }

        @Override
        public void backoff(int nextAttempt, Duration wait) {
            retries.withTags("operation", call.operation().value(), "reason", reason())
                    .increment();
        }

        @Override
        public void retryBudgetSpent(int attempt, int cost) {
            refused.withTags("operation", call.operation().value(), "reason", reason())
                    .increment();
        }

        /** Why the last attempt failed: its status, or its exception's simple name when no response came. */
        private String reason() {
            Throwable f = lastFailure;
            return lastStatus != 0
                    ? Integer.toString(lastStatus)
                    : f != null ? f.getClass().getSimpleName() : ABSENT;
        }

        @Override
        public void callEnd(int made, Duration elapsed, @Nullable Throwable failure) {
            // The status of the response the result came from: the last attempt's, unless the call ended on
            // something else (a deadline during a backoff wait, the token supplier).
            int status = failure == null || failure == lastFailure ? lastStatus : statusOf(failure);
            calls.withTags(base.and(outcomeTags(status, failure))
                            .and(
                                    "exception",
                                    failure == null
                                            ? "none"
                                            : failure.getClass().getSimpleName())
                            .and("async", Boolean.toString(call.async())))
                    .record(elapsed);
        }

        private Tags outcomeTags(int status, @Nullable Throwable failure) {
            return Tags.of(
                    "outcome",
                    CallOutcome.of(status, failure).name(),
                    "status",
                    status == 0 ? ABSENT : Integer.toString(status));
        }
    }
}
