package dev.cloudsdk.core;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Sees every call the SDK makes, for tracing and metrics: set one with {@link
 * ClientConfigBuilder#callListener(CallListener)}. For each call the SDK asks {@link #callStart(Call)} for an {@link
 * Observer}, which then hears each attempt's start and end, each backoff wait, a retry the retry budget refused, and
 * the call's end, in that order, on whatever thread the call runs on. Events name the operation, the method, the path
 * template (never ids or the query), the region and the attempt out of the maximum; they never carry the token.
 *
 * <p>A listener that throws never breaks a call: the SDK logs the first exception of each listener once, at WARN,
 * and carries on. With no listener set the SDK makes no event objects at all.
 */
@FunctionalInterface
public interface CallListener {
    /** Hears nothing. */
    CallListener NONE = call -> Observer.NONE;

    /**
     * A call starts, before its first attempt (and before the token is asked for).
     *
     * @param call what is being called
     * @return the observer of this call's further events; {@link Observer#NONE} to hear nothing more
     */
    Observer callStart(Call call);

    /**
     * One listener that tells each of several, in order: tracing and metrics together. An exception in one does
     * not keep the event from the others; the first is rethrown afterwards (and logged once by the SDK).
     *
     * @param listeners the listeners
     * @return a listener that forwards every event to each of them
     * @throws NullPointerException when a listener is null
     */
    static CallListener all(CallListener... listeners) {
        List<CallListener> each = List.of(listeners);
        return call -> {
            List<Observer> observers = new ArrayList<>(each.size());
            forEach(each, l -> observers.add(l.callStart(call)));
            return new Observer() {
                @Override
                public void attemptStart(int attempt, int maxAttempts, BiConsumer<String, String> headers) {
                    forEach(observers, o -> o.attemptStart(attempt, maxAttempts, headers));
                }

                @Override
                public void attemptEnd(Attempt result) {
                    forEach(observers, o -> o.attemptEnd(result));
                }

                @Override
                public void backoff(int nextAttempt, Duration wait) {
                    forEach(observers, o -> o.backoff(nextAttempt, wait));
                }

                @Override
                public void retryBudgetSpent(int attempt, int cost) {
                    forEach(observers, o -> o.retryBudgetSpent(attempt, cost));
                }

                @Override
                public void callEnd(int attempts, Duration elapsed, @Nullable Throwable failure) {
                    forEach(observers, o -> o.callEnd(attempts, elapsed, failure));
                }
            };
        };
    }

    private static <T> void forEach(List<T> targets, Consumer<T> event) {
        RuntimeException first = null;
        for (T t : targets) {
            try {
                if (t != null) {
                    event.accept(t);
                }
            } catch (RuntimeException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }

    /** Hears the events of one call; it may keep the call's state (a span, a timer sample) in its fields. */
    interface Observer {
        /** Hears nothing. */
        Observer NONE = new Observer() {};

        /**
         * An attempt is about to be sent.
         *
         * @param attempt which attempt, starting at 1
         * @param maxAttempts the most attempts the retry policy allows
         * @param headers adds a header to this attempt's request (a W3C {@code traceparent}); the SDK's own
         *                headers are refused
         */
        default void attemptStart(int attempt, int maxAttempts, BiConsumer<String, String> headers) {}

        /**
         * An attempt ended, with a response or without one.
         *
         * @param result what came of it
         */
        default void attemptEnd(Attempt result) {}

        /**
         * The SDK waits before the next attempt.
         *
         * @param nextAttempt the attempt that follows the wait
         * @param wait how long
         */
        default void backoff(int nextAttempt, Duration wait) {}

        /**
         * The retry policy would have retried the failed attempt, but the config's retry budget could not pay for
         * the retry (see {@link RetryPolicy.Builder#retryBudget(int)}): the call ends with that attempt's failure,
         * and {@link #callEnd} follows. Many of these mean the service is failing for many calls at once.
         *
         * @param attempt the attempt that failed and is not retried, starting at 1
         * @param cost the tokens the retry would have taken: 5, or 10 after a timeout or a connection failure
         */
        default void retryBudgetSpent(int attempt, int cost) {}

        /**
         * The call ended: it has a result, or {@code failure} is what the caller gets.
         *
         * @param attempts the attempts made
         * @param elapsed the time since the call was made
         * @param failure the exception the call ended with, or {@code null} on success
         */
        default void callEnd(int attempts, Duration elapsed, @Nullable Throwable failure) {}
    }

    /**
     * One call, as a listener sees it.
     *
     * @param operation the operation's name
     * @param method the HTTP method
     * @param pathTemplate the path template under the base URL, such as {@code /v1/zones/{zone_id}/recordsets}
     * @param region the {@code X-Region} the call sends, or {@code null}
     * @param serverAddress the host of the base URL
     * @param serverPort the port of the base URL
     * @param async whether the call ran without blocking: made through an {@code async()} client, or a page a list
     *     walk fetched ahead of its caller ({@link ClientConfigBuilder#prefetchPages(int)})
     */
    record Call(
            OperationName operation,
            String method,
            String pathTemplate,
            @Nullable String region,
            String serverAddress,
            int serverPort,
            boolean async) {}

    /**
     * How one attempt ended.
     *
     * @param attempt which attempt, starting at 1
     * @param maxAttempts the most attempts the retry policy allows
     * @param statusCode the HTTP status, or 0 when no response came
     * @param requestId the server's request id, or {@code null}
     * @param failure what failed, or {@code null} when the attempt succeeded
     * @param duration how long the attempt took
     */
    record Attempt(
            int attempt,
            int maxAttempts,
            int statusCode,
            @Nullable String requestId,
            @Nullable Throwable failure,
            Duration duration) {}
}
