package dev.cloudsdk.core;

import java.util.Objects;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;

/**
 * Where the futures of async calls complete, and which caller context travels with the SDK's work for a call: one
 * value shared by {@link ClientConfigBuilder#asyncSettings(AsyncSettings)} and
 * {@link RequestOptions.Builder#asyncSettings(AsyncSettings)}. A {@code null} component means "not set here": a
 * view inherits its parent view's value, then the config's; a config without one completes futures on the SDK's
 * threads and carries no context.
 *
 * <pre>{@code
 * ClientConfig config = ClientConfig.builder().fromEnv()
 *         .asyncSettings(AsyncSettings.UNSET.withExecutor(appExecutor).withContext(ContextPropagator.mdc()))
 *         .build();
 * }</pre>
 *
 * <p><b>The executor.</b> The future an async call returns completes on it: the application's non-async stages
 * ({@code thenApply}, {@code whenComplete}, a {@code join()} woken) run there. The SDK's own work never does: the
 * token provider, the send, reading the response, retries, deadlines and the listener's events run on the SDK's
 * and OkHttp's threads, and the SDK hands the executor one task per call, the completion; the pages a list walk
 * fetches ahead are never completed on it either. Without an executor, the future completes on the SDK's or
 * OkHttp's thread that ended the call. When the executor refuses the task (shut down, saturated), the future
 * completes exceptionally at once, on the SDK's thread, with a {@link CloudSdkException} that says so, with the
 * {@code RejectedExecutionException} as its cause and the call's own failure, if any, suppressed: it never hangs.
 * An executor whose rejection policy runs the task on the submitting thread completes it on the SDK's thread.
 * {@link ClientConfig#close()} never shuts the executor down: it stays the application's. Cancelling the future
 * cancels the HTTP call, as without an executor. A view goes back to completing on the SDK's threads with
 * {@code withExecutor(Runnable::run)}.
 *
 * <p><b>The context.</b> With a {@link ContextPropagator} ({@link ContextPropagator#mdc()}, OpenTelemetry's from
 * {@code sdk-opentelemetry}, or {@link ContextPropagator#all} of several), the caller's context is captured on the
 * caller's thread when an async call is made, or when a list walk starts, and attached around every step the SDK
 * runs for that call on another thread (the send and response of each attempt, a retry, the deadline, the
 * listener's events and the SDK's log lines for it), around the completion of its future (on the executor, or on
 * the SDK's thread without one), and around the request of each page fetched ahead; each time the thread's own
 * context is put back after. Nothing else of the caller's travels: the SDK's threads inherit no
 * {@code InheritableThreadLocal} value. A view stops propagating with {@code withContext(ContextPropagator.NONE)}.
 * A blocking call runs on the caller's thread and needs none of this.
 *
 * @param executor where async futures complete, or {@code null} for not set
 * @param context what caller context travels with a call, or {@code null} for not set
 */
public record AsyncSettings(
        @Nullable Executor executor, @Nullable ContextPropagator context) {
    /** Nothing set: the SDK's threads, and no context carried (or, in a view, the parent's values). */
    public static final AsyncSettings UNSET = new AsyncSettings(null, null);

    /**
     * @param executor the executor async futures complete on; the application owns it
     * @return a copy with it
     * @throws NullPointerException when null
     */
    public AsyncSettings withExecutor(Executor executor) {
        return new AsyncSettings(Objects.requireNonNull(executor, "executor == null"), context);
    }

    /**
     * @param propagator what caller context to carry; {@link ContextPropagator#NONE} for none
     * @return a copy with it
     * @throws NullPointerException when null
     */
    public AsyncSettings withContext(ContextPropagator propagator) {
        return new AsyncSettings(executor, Objects.requireNonNull(propagator, "propagator == null"));
    }

    /**
     * @param fallback the values to use where these have none: a parent view's, or the config's
     * @return these values, each unset one taken from {@code fallback}
     * @throws NullPointerException when null
     */
    public AsyncSettings orElse(AsyncSettings fallback) {
        Objects.requireNonNull(fallback, "fallback == null");
        return new AsyncSettings(
                executor != null ? executor : fallback.executor, context != null ? context : fallback.context);
    }
}
