package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.AuthenticationException;
import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.RetryPolicy;
import java.time.Duration;

/**
 * The retry state of one call, shared by the blocking and the async paths: when it started, its deadline, which
 * attempt this is, whether the token was refreshed, and what is in flight (so that closing the config can end
 * it).
 */
final class Attempts implements Transport.InFlight {
    /** How often a call may move to another connection after finding a pooled one closed, nothing sent. */
    private static final int MAX_STALE_CONNECTIONS = 4;

    private final Transport transport;
    private final Call<?> call;
    private final long startNanos = System.nanoTime();
    private final long deadline;
    private int number = 1;
    private boolean authRepeated;
    private int staleConnections;
    private volatile boolean sentBefore;
    private boolean freeRepeat;
    /** What this call's last retry took from the retry budget, 0 before its first. */
    private int paid;
    /** The failure to end with when the budget refused a retry, else {@code null}. */
    private RuntimeException refused;
    private volatile okhttp3.Call current;
    /** The deadline {@link Deadlines} watches, in {@code System.nanoTime()}; a blocking call's only. */
    private volatile long watchedDeadline;
    private boolean watched;
    /** The watched deadline that {@link Deadlines} found passed; {@code deadlineReached} says whether it did. */
    private volatile long reachedDeadline;
    private volatile boolean deadlineReached;
    /** Ends the wait on a blocking call's token provider as a deadline; {@code null} when none is under way. */
    private volatile Runnable tokenWait;
    private volatile Runnable pending;
    private CallListener.Observer observer = CallListener.Observer.NONE;

    Attempts(Transport transport, Call<?> call) {
        this.transport = transport;
        this.call = call;
        this.deadline = transport.clock().millis() + call.callTimeout().toMillis();
    }

    CallListener.Observer observer() {
        return observer;
    }

    void observer(CallListener.Observer o) {
        this.observer = o;
    }

    int number() {
        return number;
    }

    int maxAttempts() {
        return transport.retryPolicy().maxAttempts();
    }

    long deadline() {
        return deadline;
    }

    boolean pastDeadline() {
        return transport.clock().millis() >= deadline;
    }

    long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    boolean closed() {
        return transport.isClosed();
    }

    /** @param http the HTTP call of the attempt now in flight */
    void current(okhttp3.Call http) {
        this.current = http;
        if (transport.isClosed() || reached()) {
            http.cancel();
        }
    }

    /**
     * @return whether the deadline of the attempt now watched was found passed. A deadline found passed during a
     *     backoff belongs to the attempt before: the next attempt's own (from the config's clock, which a test may
     *     hold still) is another value, and it runs.
     */
    private boolean reached() {
        return deadlineReached && reachedDeadline == watchedDeadline;
    }

    /**
     * @param deadlineNanos the deadline of the attempt about to start, in {@code System.nanoTime()}
     * @return whether this is the call's first watched attempt (one thread makes a blocking call's attempts)
     */
    boolean watchUntil(long deadlineNanos) {
        this.watchedDeadline = deadlineNanos;
        boolean first = !watched;
        watched = true;
        return first;
    }

    long watchedDeadline() {
        return watchedDeadline;
    }

    /**
     * The deadline passed ({@link Deadlines}): the wait on the token provider ends, and the HTTP call in flight, or
     * the next one, is cancelled.
     */
    void deadlineReached(long deadlineNanos) {
        reachedDeadline = deadlineNanos;
        deadlineReached = true;
        Runnable wait = tokenWait;
        if (wait != null) {
            wait.run();
        }
        cancelHttp();
    }

    /** @param onDeadline ends the wait on the token provider now under way; {@code null} when it is over */
    void tokenWait(Runnable onDeadline) {
        this.tokenWait = onDeadline;
        if (onDeadline != null && reached()) {
            onDeadline.run();
        }
    }

    /** @param abort ends the wait on the token provider now in progress; {@code null} when none is */
    void pending(Runnable abort) {
        this.pending = abort;
        if (abort != null && transport.isClosed()) {
            abort.run();
        }
    }

    /** @return whether the last {@link #next} was a repeat that is no retry (a new token, a new connection) */
    boolean freeRepeat() {
        return freeRepeat;
    }

    /** @return whether an earlier attempt of this call may have reached the server */
    boolean sentBefore() {
        return sentBefore;
    }

    /** Cancels the HTTP call in flight, if any; the wait on a token provider goes on. */
    void cancelHttp() {
        okhttp3.Call http = current;
        if (http != null) {
            http.cancel();
        }
    }

    /** Ends what is in flight: the HTTP call, or the wait on the token provider. */
    @Override
    public void abort() {
        okhttp3.Call http = current;
        if (http != null) {
            http.cancel();
        }
        Runnable wait = pending;
        if (wait != null) {
            wait.run();
        }
    }

    /** The wait before the next attempt, {@link Duration#ZERO} for at once, {@code null} to give up. */
    Duration next(Exchange.Outcome<?> outcome) {
        RuntimeException failure = outcome.failure();
        if (outcome.mayHaveBeenSent()) {
            sentBefore = true;
        }
        freeRepeat = true;
        if (outcome.staleConnection() && staleConnections < MAX_STALE_CONNECTIONS) {
            // Nothing was sent: the same attempt again, on another connection.
            staleConnections++;
            return Duration.ZERO;
        }
        if (failure instanceof AuthenticationException && call.tokens().dynamic() && !authRepeated) {
            // The server refused the call, so it did not run: ask the provider again and repeat it once.
            authRepeated = true;
            return Duration.ZERO;
        }
        freeRepeat = false;
        Duration delay = retryDelay(outcome);
        if (delay != null && !paidFor(failure)) {
            return null;
        }
        if (delay != null) {
            transport.log().retry(call.operation().name(), number, maxAttempts(), Transport.reason(failure),
                    delay.toMillis());
            number++;
            transport.telemetry().backoff(observer, number, delay);
        }
        return delay;
    }

    /**
     * Takes what a retry after {@code failure} costs from the config's retry budget. A free repeat never gets
     * here, and neither does a failure the policy would not retry: only a retry that would happen is paid for.
     *
     * @return whether the retry may go ahead; if not, the call ends with {@link #failure}
     */
    private boolean paidFor(RuntimeException failure) {
        RetryBudget budget = transport.retryBudget();
        int cost = RetryBudget.cost(failure);
        if (budget.acquire(cost)) {
            paid = cost;
            return true;
        }
        refused = BudgetRefusal.failure(failure, this, budget.size());
        transport.log().retryRefused(call.operation().name(), number, maxAttempts(), Transport.reason(failure),
                budget.size());
        transport.telemetry().retryBudgetSpent(observer, number, cost);
        return false;
    }

    /** The call succeeded: its last retry's tokens go back to the budget, or one when it made no retry. */
    void succeeded() {
        transport.retryBudget().refund(paid);
    }

    /**
     * @param outcome the outcome after which {@link #next} gave up
     * @return what the call ends with: the outcome's failure, saying so when the retry budget refused a retry
     */
    RuntimeException failure(Exchange.Outcome<?> outcome) {
        return refused != null ? refused : outcome.failure();
    }

    /** The wait before the next attempt, or {@code null} when this failure ends the call. */
    private Duration retryDelay(Exchange.Outcome<?> outcome) {
        RetryPolicy policy = transport.retryPolicy();
        if (!outcome.retryable() || number >= policy.maxAttempts()) {
            return null;
        }
        if (!repeatable(call, policy) && outcome.mayHaveBeenSent()) {
            return null;
        }
        Duration delay = Backoff.delay(policy, number, outcome.retryAfter(), transport.clock());
        // A wait that would run past the deadline cannot end in a result: give the caller the failure now.
        return transport.clock().millis() + delay.toMillis() >= deadline ? null : delay;
    }

    static boolean repeatable(Call<?> call, RetryPolicy policy) {
        return call.operation().idempotent()
                || policy.treatsAsIdempotent(call.operation().operationName());
    }
}
