package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.AuthenticationException;
import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.Response;
import java.time.Duration;
import java.util.function.BiFunction;

/**
 * One call, from the moment it is made to its end: the steps every call takes, in this order, and the one decision
 * after each attempt. {@link BlockingCall} and {@link AsyncCall} drive the steps; they differ only in how they get
 * the token, send the request and wait, never in what they decide.
 *
 * <pre>
 * begin()                   once: refused on a closed config; telemetry's call start; from now on closing the
 *                           config ends the call
 * repeat:
 *   beforeAttempt()         the config is open and time is left of the deadline, or the call ends
 *   (driver) token          the caller's thread (blocking) or the SDK's token threads (async)
 *   prepare(token)          time is still left; the request is built and registered for cancelling
 *   (driver) send           OkHttp's execute (blocking) or enqueue (async); AttemptCodec makes the Outcome
 *   decide(outcome)         DONE | FAIL | REPEAT_NOW | RETRY_AFTER_WAIT, the only place a retry is decided
 *   (driver) wait           for RETRY_AFTER_WAIT, backoff(): a sleep (blocking) or the SDK's timer (async)
 * end(failure)              once, whatever happened, after the driver released its deadline and timers:
 *                           unregistered, telemetry's call end
 * </pre>
 *
 * <p>A new per-call concern is one edit here: a field in its group below and a line in the step it belongs to;
 * both drivers then have it. A concern must not add an object per call on the success path. The steps call down
 * (into {@link ConfigCalls}'s parts, read as fields), never into a driver: a driver calls the steps and adds only its
 * own waiting, sending and deadline.
 *
 * <p>Threads: the steps of one call never run at the same time, but they may run on different threads (an async
 * call's attempts start on OkHttp's, the token or the callback threads). The fields the steps own are written by
 * one step and read by the next, which a happens-before edge of the hand-over orders (a future's completion, an
 * executor's submit). The fields marked volatile are also read from other threads: by {@link #abort()} (the
 * thread that closes the config, or that cancels the async future) and by the deadline's timer.
 *
 * @param <T> the result type
 * @param <X> what the caller gets: the result, or the result with its response metadata
 */
abstract class CallLifecycle<T, X> {
    /** What the call does after an attempt: a closed set, the same for both drivers. */
    enum Decision {
        /** The attempt succeeded: the caller gets {@link #result}. */
        DONE,
        /** The call ends with {@link #failure()}. */
        FAIL,
        /** The same attempt again at once, which is no retry: a new connection, or a new token. */
        REPEAT_NOW,
        /** A retry, counted, after {@link #backoff()}. */
        RETRY_AFTER_WAIT
    }

    /** How often a call may move to another connection after finding a pooled one closed, nothing sent. */
    private static final int MAX_STALE_CONNECTIONS = 4;

    // What the call is, fixed when it is made.
    final ConfigCalls transport;
    final CallSpec<T> spec;
    private final BiFunction<Outcome<T>, CallLifecycle<T, X>, X> result;
    private CallListener.Observer observer = CallListener.Observer.NONE;

    // Timing: the attempt counter and the deadline. The deadline is on the config's clock (a test may hold it
    // still); elapsed time is on System.nanoTime().
    private final long startNanos = System.nanoTime();
    private final long deadlineMillis;
    private int number = 1;

    // The retry decision: what earlier attempts did.
    private volatile boolean sentBefore;
    private boolean authRepeated;
    private int staleConnections;
    /** The wait of the last {@link Decision#RETRY_AFTER_WAIT}. */
    private Duration backoff;
    /** What the call ends with after {@link Decision#FAIL}. */
    private RuntimeException failure;

    // The retry budget: what this call's last retry took from it, 0 before its first.
    private int paid;

    // Cancellation: what a close or a cancel must end. Written by the step that starts it, read by abort().
    private volatile AttemptCodec.Prepared current;
    /** Ends the wait on the token provider now under way; {@code null} when none is. */
    private volatile Runnable tokenAbort;

    CallLifecycle(ConfigCalls transport, CallSpec<T> spec, BiFunction<Outcome<T>, CallLifecycle<T, X>, X> result) {
        this.transport = transport;
        this.spec = spec;
        this.result = result;
        this.deadlineMillis = transport.clock.millis() + spec.callTimeout().toMillis();
    }

    // ---- The steps, in order ----

    /**
     * Step 1, once, on the caller's thread: telemetry's call start; closing the config now ends this call.
     *
     * @throws IllegalStateException when the config was closed before the call was made
     */
    final void begin(boolean async) {
        transport.ensureOpen();
        observer = transport.telemetry.callStart(spec, async);
        transport.track(this);
    }

    /**
     * Step 2, before each attempt.
     *
     * @return what is left of the deadline, in milliseconds
     * @throws ApiConnectionException when the config was closed
     * @throws ApiTimeoutException when the deadline has passed
     */
    final long beforeAttempt() {
        if (transport.isClosed()) {
            throw Failures.closed(spec, this, sentBefore, null);
        }
        return remaining("");
    }

    /**
     * Step 3, once the driver has the token: the attempt's request, registered so that a close, a cancel or the
     * deadline cancels it (at once, when the config was closed meanwhile; the driver knows its own deadline).
     *
     * @throws ApiTimeoutException when the token provider answered on the deadline: no time is left to send
     */
    final AttemptCodec.Prepared prepare(String token) {
        remaining(spec.tokens().dynamic() ? Failures.WHILE_TOKEN : "");
        AttemptCodec.Prepared p = transport.codec.prepare(spec, token, number, maxAttempts(), observer);
        current = p;
        if (transport.isClosed()) {
            p.http().cancel();
        }
        return p;
    }

    /**
     * Step 4, after each attempt: the one decision. A success refunds the retry budget; a failure is repeated at
     * once when nothing was lost (a stale connection, a refused token), retried after a backoff when the policy, the
     * operation, the deadline and the retry budget all allow it, and otherwise ends the call.
     */
    final Decision decide(Outcome<T> outcome) {
        RuntimeException failed = outcome.failure();
        if (failed == null) {
            transport.retryBudget.refund(paid);
            return Decision.DONE;
        }
        if (outcome.mayHaveBeenSent()) {
            sentBefore = true;
        }
        if (outcome.staleConnection() && staleConnections < MAX_STALE_CONNECTIONS) {
            // Nothing was sent: the same attempt again, on another connection.
            staleConnections++;
            return Decision.REPEAT_NOW;
        }
        if (failed instanceof AuthenticationException && spec.tokens().dynamic() && !authRepeated) {
            // The server refused the call, so it did not run: ask the provider again and repeat it once.
            authRepeated = true;
            return Decision.REPEAT_NOW;
        }
        Duration delay = RetryRules.delay(transport, spec, outcome, number, deadlineMillis);
        return delay == null ? fail(failed) : retryAfter(failed, delay);
    }

    /** A retry that the policy, the operation and the deadline allow, if the retry budget pays for it. */
    private Decision retryAfter(RuntimeException failed, Duration delay) {
        int cost = RetryRules.Budget.cost(failed);
        if (!transport.retryBudget.acquire(cost)) {
            // Only a retry that would happen is paid for; refused, the call ends saying why.
            int size = transport.retryBudget.size();
            transport.log.retryRefused(spec.operation().name(), number, maxAttempts(), failed, size);
            transport.telemetry.retryBudgetSpent(observer, number, cost);
            return fail(BudgetRefusal.failure(failed, this, size));
        }
        paid = cost;
        transport.log.retry(spec.operation().name(), number, maxAttempts(), failed, delay.toMillis());
        number++;
        transport.telemetry.backoff(observer, number, delay);
        backoff = delay;
        return Decision.RETRY_AFTER_WAIT;
    }

    /** After {@link Decision#DONE}: what the caller gets. */
    final X result(Outcome<T> outcome) {
        return result.apply(outcome, this);
    }

    /**
     * Step 5, once, whatever happened, after the driver released what it holds (a watched deadline, timers): no
     * longer ended by a close; telemetry's call end.
     *
     * @param failed what the call ended with, or {@code null} when it succeeded
     */
    final void end(Throwable failed) {
        transport.untrack(this);
        transport.telemetry.callEnd(observer, number, elapsedMillis(), failed);
    }

    // ---- Cancellation ----

    /** Ends the call because the config was closed: on the closing thread, at most once per close. */
    abstract void abort();

    /** @param abort ends the wait on the token provider now under way; {@code null} when it is over */
    final void tokenAbort(Runnable abort) {
        this.tokenAbort = abort;
        if (abort != null && transport.isClosed()) {
            abort.run();
        }
    }

    /** Cancels the HTTP call in flight, if any; the wait on a token provider goes on. */
    final void cancelHttp() {
        AttemptCodec.Prepared p = current;
        if (p != null) {
            p.http().cancel();
        }
    }

    /** Ends what is in flight: the HTTP call, and the wait on the token provider. Any thread. */
    void cancelInFlight() {
        cancelHttp();
        Runnable wait = tokenAbort;
        if (wait != null) {
            wait.run();
        }
    }

    // ---- What the steps and the exceptions read ----

    final int number() {
        return number;
    }

    final int maxAttempts() {
        return transport.retryPolicy.maxAttempts();
    }

    final boolean pastDeadline() {
        return transport.clock.millis() >= deadlineMillis;
    }

    final long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    final boolean closed() {
        return transport.isClosed();
    }

    /** @return whether an earlier attempt of this call may have reached the server */
    final boolean sentBefore() {
        return sentBefore;
    }

    /** @return the attempt last prepared, or {@code null} before the first */
    final AttemptCodec.Prepared current() {
        return current;
    }

    /** @return the wait of the last {@link Decision#RETRY_AFTER_WAIT} */
    final Duration backoff() {
        return backoff;
    }

    /** @return what the call ends with after {@link Decision#FAIL} */
    final RuntimeException failure() {
        return failure;
    }

    /**
     * @param during what the call was waiting for, for the message of a deadline already past; or empty
     * @return what is left of the call deadline, in milliseconds
     * @throws ApiTimeoutException when it has passed
     */
    final long remaining(String during) {
        long left = deadlineMillis - transport.clock.millis();
        if (left <= 0) {
            throw Failures.deadline(spec, this, sentBefore, during, null);
        }
        return left;
    }

    /** What a plain call's caller gets of a success: the value alone. */
    static <T> T value(Outcome<T> outcome, CallLifecycle<T, T> call) {
        return outcome.value();
    }

    /** What a call with response gets: the value with its status, headers (token redacted), request id, attempts. */
    static <T> Response<T> withResponse(Outcome<T> outcome, CallLifecycle<T, Response<T>> call) {
        okhttp3.Response r = outcome.response();
        String token = Redaction.tokenOf(r.request());
        return new Response<>(outcome.value(), r.code(), HeaderChecks.redactedHeaders(r, token),
                ErrorMapper.requestId(r, token), call.number(), Duration.ofMillis(call.elapsedMillis()));
    }

    private Decision fail(RuntimeException e) {
        failure = e;
        return Decision.FAIL;
    }
}
