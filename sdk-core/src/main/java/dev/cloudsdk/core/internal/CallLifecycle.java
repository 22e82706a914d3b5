package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.AuthenticationException;
import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.CloudSdkException;
import dev.cloudsdk.core.ContextPropagator;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.Sleeper;
import dev.cloudsdk.core.TokenProviderException;
import java.io.IOException;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiFunction;
import okhttp3.Call;
import okhttp3.Callback;

/**
 * One call, from the moment it is made to its end: the steps every call takes, in this order, and the one decision
 * after each attempt. {@link BlockingCall} and {@link AsyncCall}, below, drive the steps; they differ only in how they
 * get the token, send the request and wait, never in what they decide.
 *
 * <pre>
 * begin()                   once: refused on a closed config; the listener's call start; from now on closing the
 *                           config ends the call
 * repeat:
 *   beforeAttempt()         the config is open and time is left of the deadline, or the call ends
 *   (driver) token          the caller's thread (blocking) or the SDK's token threads (async)
 *   prepare(token)          time is still left; the request is built and registered for cancelling
 *   (driver) send           OkHttp's execute (blocking) or enqueue (async); AttemptCodec sets its outcome
 *   decide(outcome)         DONE | FAIL | REPEAT_NOW | RETRY_AFTER_WAIT, the only place a retry is decided
 *   (driver) wait           for RETRY_AFTER_WAIT, backoff: a sleep (blocking) or the SDK's timer (async)
 * end(failure)              once, whatever happened, after the driver released its deadline and timers:
 *                           unregistered, the listener's call end
 * </pre>
 *
 * <p>A new per-call concern is one edit here: a field in its group below and a line in the step it belongs to;
 * both drivers then have it. A concern must not add an object per call on the success path. The steps call down
 * (into {@link ConfigCalls}'s parts, read as fields), never into a driver, but for {@code reached()}, the blocking
 * driver's deadline flag: a driver calls the steps and adds only its own waiting, sending and deadline.
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
        /** The call ends with {@link #failure}. */
        FAIL,
        /** The same attempt again at once, which is no retry: a new connection, or a new token. */
        REPEAT_NOW,
        /** A retry, counted, after {@link #backoff}. */
        RETRY_AFTER_WAIT
    }

    /** How often a call may move to another connection after finding a pooled one closed, nothing sent. */
    private static final int MAX_STALE_CONNECTIONS = 4;

    // What the call is, fixed when it is made.
    final ConfigCalls calls;
    final CallSpec<T> spec;
    /** After {@link Decision#DONE}: what the caller gets of the attempt. */
    final BiFunction<Attempt, CallLifecycle<T, X>, X> result;

    private CallListener.Observer observer = CallListener.Observer.NONE;

    // Timing: the attempt counter and the deadline. The deadline is on the config's clock (a test may hold it
    // still); elapsed time is on System.nanoTime().
    private final long startNanos = System.nanoTime();
    final long deadlineMillis;
    /** The attempt now made or last made, from 1; read by the exceptions' messages. */
    int number = 1;

    // The retry decision: what earlier attempts did.
    private volatile boolean sentBefore;
    private boolean authRepeated;
    private int staleConnections;
    /** The wait of the last {@link Decision#RETRY_AFTER_WAIT}. */
    Duration backoff;
    /** What the call ends with after {@link Decision#FAIL}. */
    RuntimeException failure;

    // The retry budget: what this call's last retry took from it, 0 before its first.
    private int paid;

    // Cancellation: what a close or a cancel must end. Written by the step that starts it, read by abort(); the
    // attempt is also read by the codec and the failures it makes.
    /** The attempt last prepared, or {@code null} before the first. */
    volatile Attempt current;
    /** Ends the wait on the token provider now under way (at a close or the deadline); {@code null} when none is. */
    private volatile Runnable tokenAbort;

    CallLifecycle(ConfigCalls calls, CallSpec<T> spec, BiFunction<Attempt, CallLifecycle<T, X>, X> result) {
        this.calls = calls;
        this.spec = spec;
        this.result = result;
        this.deadlineMillis = calls.clock.millis() + spec.callTimeout().toMillis();
    }

    // ---- The steps, in order ----

    /**
     * Step 1, once, on the caller's thread: the listener's call start; closing the config now ends this call.
     *
     * @throws IllegalStateException when the config was closed before the call was made
     */
    final void begin(boolean async) {
        calls.inFlight.ensureOpen();
        observer = calls.events.callStart(spec, async);
        calls.inFlight.calls.add(this);
        if (calls.inFlight.isClosed()) {
            abort();
        }
    }

    /**
     * Step 2, before each attempt.
     *
     * @return what is left of the deadline, in milliseconds
     * @throws ApiConnectionException when the config was closed
     * @throws ApiTimeoutException when the deadline has passed
     */
    final long beforeAttempt() {
        if (calls.inFlight.isClosed()) {
            throw Failures.closed(this, null);
        }
        return remaining("");
    }

    /**
     * Step 3, once the driver has the token: the attempt's request, registered so that a close, a cancel or the
     * deadline cancels it (at once, when the config was closed meanwhile; the driver knows its own deadline).
     *
     * @throws ApiTimeoutException when the token provider answered on the deadline: no time is left to send
     */
    final Attempt prepare(String token) {
        remaining(spec.tokens().dynamic() ? Failures.WHILE_TOKEN : "");
        Attempt p = calls.codec.prepare(spec, token, number, maxAttempts(), observer);
        current = p;
        if (calls.inFlight.isClosed()) {
            p.http.cancel();
        }
        return p;
    }

    /**
     * Step 4, after each attempt: the one decision. A success refunds the retry budget; a failure is repeated at
     * once when nothing was lost (a stale connection, a refused token), retried after a backoff when the policy, the
     * operation, the deadline and the retry budget all allow it, and otherwise ends the call.
     */
    final Decision decide(Attempt outcome) {
        RuntimeException failed = outcome.failure;
        if (failed == null) {
            calls.retryBudget.refund(paid);
            return Decision.DONE;
        }
        if (outcome.mayHaveBeenSent()) {
            sentBefore = true;
        }
        if (outcome.staleConnection && staleConnections < MAX_STALE_CONNECTIONS) {
            // Nothing was sent: the same attempt again, on another connection.
            staleConnections++;
            return Decision.REPEAT_NOW;
        }
        if (failed instanceof AuthenticationException && spec.tokens().dynamic() && !authRepeated) {
            // The server refused the call, so it did not run: ask the provider again and repeat it once.
            authRepeated = true;
            return Decision.REPEAT_NOW;
        }
        Duration delay = RetryRules.delay(this, outcome);
        return delay == null ? fail(failed) : retryAfter(failed, delay);
    }

    /** A retry that the policy, the operation and the deadline allow, if the retry budget pays for it. */
    private Decision retryAfter(RuntimeException failed, Duration delay) {
        int cost = RetryRules.Budget.cost(failed);
        if (!calls.retryBudget.acquire(cost)) {
            // Only a retry that would happen is paid for; refused, the call ends saying why.
            int size = calls.retryBudget.size();
            calls.events.retryRefused(current, failed, size, cost);
            return fail(Failures.budgetRefused(failed, size));
        }
        paid = cost;
        calls.events.retry(current, failed, delay);
        number++;
        backoff = delay;
        return Decision.RETRY_AFTER_WAIT;
    }

    /**
     * Step 5, once, whatever happened, after the driver released what it holds (a watched deadline, timers): no
     * longer ended by a close; the listener's call end.
     *
     * @param failed what the call ended with, or {@code null} when it succeeded
     */
    final void end(Throwable failed) {
        calls.inFlight.calls.remove(this);
        calls.events.callEnd(observer, number, elapsedMillis(), failed);
    }

    // ---- Cancellation ----

    /**
     * Ends the call because the config was closed: on the closing thread, at most once per close. The blocking end
     * cancels what is in flight; the caller's thread then finds the config closed.
     */
    void abort() {
        cancelInFlight();
    }

    /**
     * @param abort ends the wait on the token provider now under way, at a close or (blocking) the deadline; run at
     *     once when either came already; {@code null} when the wait is over
     */
    final void tokenAbort(Runnable abort) {
        this.tokenAbort = abort;
        if (abort != null && (calls.inFlight.isClosed() || reached())) {
            abort.run();
        }
    }

    /** @return whether the deadline of the attempt now watched was found passed on the timer; only blocking */
    boolean reached() {
        return false;
    }

    /** Cancels the HTTP call in flight, if any; the wait on a token provider goes on. */
    final void cancelHttp() {
        Attempt p = current;
        if (p != null) {
            p.http.cancel();
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

    final int maxAttempts() {
        return calls.retryPolicy.maxAttempts();
    }

    final boolean pastDeadline() {
        return calls.clock.millis() >= deadlineMillis;
    }

    final long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    /**
     * @return whether this call may have reached the server: an earlier attempt, or the one now made (once an
     *     attempt has ended, {@link #decide} has counted it in already)
     */
    final boolean sent() {
        Attempt p = current;
        return sentBefore || p != null && p.mayHaveBeenSent();
    }

    /**
     * @param during what the call was waiting for, for the message of a deadline already past; or empty
     * @return what is left of the call deadline, in milliseconds
     * @throws ApiTimeoutException when it has passed
     */
    final long remaining(String during) {
        long left = deadlineMillis - calls.clock.millis();
        if (left <= 0) {
            throw Failures.deadline(this, during, null);
        }
        return left;
    }

    /** What a plain call's caller gets of a success: the value alone. */
    @SuppressWarnings("unchecked") // read by the call's own shape, of type T
    static <T> T value(Attempt outcome, CallLifecycle<T, T> call) {
        return (T) outcome.value;
    }

    /** What a call with response gets: the value with its status, headers (token redacted), request id, attempts. */
    @SuppressWarnings("unchecked") // as in value()
    static <T> Response<T> withResponse(Attempt outcome, CallLifecycle<T, Response<T>> call) {
        okhttp3.Response r = outcome.response;
        String token = Redaction.tokenOf(r.request());
        return new Response<>(
                (T) outcome.value,
                r.code(),
                HeaderChecks.headers(r, value -> Redaction.redact(value, token)),
                CallEvents.requestId(r, token),
                call.number,
                Duration.ofMillis(call.elapsedMillis()));
    }

    private Decision fail(RuntimeException e) {
        failure = e;
        return Decision.FAIL;
    }

    /**
     * The blocking driver of a {@link CallLifecycle}: every step on the caller's thread. The token is asked there
     * ({@link TokenSource#blocking}), the request is sent with OkHttp's {@code execute}, and a backoff is slept there,
     * with the policy's {@link Sleeper} (a real sleep ends early when the config is closed).
     *
     * <p>The deadline is kept by {@link Deadlines}, whose check runs on the SDK's timer thread: it calls
     * {@link #deadlineReached(long)}, which cancels the attempt in flight and ends a wait on the token provider.
     * A deadline found passed belongs to the attempt it was watched for: found during a backoff, it does not cancel
     * the next attempt, whose own deadline (from the config's clock) is checked before it starts.
     *
     * @param <T> the result type
     * @param <X> what the caller gets: the result, or the result with its response metadata
     */
    static final class BlockingCall<T, X> extends CallLifecycle<T, X> {
        // The deadline of the attempt now watched, in System.nanoTime(): written by the caller's thread, read by the
        // timer thread.
        private volatile long watchedDeadline;
        /** The watched deadline that the timer found passed; {@code deadlineReached} says whether it did. */
        private volatile long reachedDeadline;

        private volatile boolean deadlineReached;

        BlockingCall(ConfigCalls calls, CallSpec<T> spec, BiFunction<Attempt, CallLifecycle<T, X>, X> result) {
            super(calls, spec, result);
        }

        /** Runs the call to its end on the caller's thread. */
        X run() {
            begin(false);
            Throwable failed = null;
            try {
                while (true) {
                    Deadlines.watch(this, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(beforeAttempt()));
                    Attempt p = prepare(spec.tokens().blocking(this));
                    if (reached()) {
                        // The deadline was found passed while the token was asked: the attempt must not run.
                        p.http.cancel();
                    }
                    Attempt outcome = send(p);
                    switch (decide(outcome)) {
                        case DONE -> {
                            return result.apply(outcome, this);
                        }
                        case FAIL -> throw failure;
                        case RETRY_AFTER_WAIT -> sleep(backoff, outcome.failure);
                        case REPEAT_NOW -> {
                            // Round again at once: no backoff, no retry counted.
                        }
                    }
                }
            } catch (RuntimeException | Error e) {
                failed = e;
                throw e;
            } finally {
                Deadlines.unwatch(this);
                end(failed);
            }
        }

        private Attempt send(Attempt p) {
            okhttp3.Response response;
            try {
                response = p.http.execute();
            } catch (IOException e) {
                return calls.codec.failed(this, e);
            }
            return calls.codec.completed(this, response);
        }

        private void sleep(Duration delay, RuntimeException failure) {
            Sleeper sleeper = calls.retryPolicy.sleeper();
            try {
                if (sleeper == Sleeper.SYSTEM) {
                    if (calls.inFlight.closing.await(delay.toMillis(), TimeUnit.MILLISECONDS)) {
                        throw Failures.closed(this, null);
                    }
                } else {
                    sleeper.sleep(delay);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                CloudSdkException stop = new CloudSdkException(
                        "interrupted while waiting to retry " + spec.operation().name(), e);
                stop.addSuppressed(failure);
                throw stop;
            }
        }

        /**
         * @return whether the deadline of the attempt now watched was found passed. A deadline found passed during a
         *     backoff belongs to the attempt before: the next attempt's own is another value, and it runs.
         */
        @Override
        boolean reached() {
            return deadlineReached && reachedDeadline == watchedDeadline;
        }

        /**
         * The deadline passed (on the timer thread, {@link Deadlines}): the wait on the token provider ends, and the
         * HTTP call in flight, or the next one, is cancelled.
         */
        void deadlineReached(long deadlineNanos) {
            reachedDeadline = deadlineNanos;
            deadlineReached = true;
            cancelInFlight();
        }
    }

    /**
     * The call deadline of blocking calls, kept by the SDK rather than by OkHttp's per-call timeout (which takes a
     * process-wide lock of Okio on every call; the measurements are in {@code benchmarks/profiles/contention.txt}).
     *
     * <p>Invariants: every blocking call is in {@code WATCHED} from its first attempt to its end, with the deadline of
     * its current attempt; one check is queued on the SDK's {@linkplain SdkExecutors#timer() timer} for the earliest
     * deadline of them all, or none when none is watched (an attempt reschedules it only when its own deadline is
     * earlier). A call costs a set insertion and removal and, per attempt, a volatile write and read.
     *
     * <p>Threads: {@link #watch} and {@link #unwatch} run on the calling threads; the check runs on the timer thread.
     * When a deadline passes, the check cancels the attempt's HTTP call wherever it is (connecting, sending, waiting,
     * reading the body) and ends a wait on the token provider ({@link BlockingCall#deadlineReached(long)}); the call
     * then fails with {@code ApiTimeoutException} ({@code CALL_DEADLINE}) on its own thread. A cancel runs no caller
     * code but an {@code EventListener.canceled} of the caller's own client, and what that throws does not stop the
     * check. A deadline found passed belongs to the attempt it was watched for: found during a backoff, it does not
     * cancel the next attempt. An async call keeps its own timer ({@link AsyncCall}): its deadline also ends
     * the wait in OkHttp's dispatcher queue and completes a future.
     */
    static final class Deadlines {
        /** The blocking calls under way: from their first attempt to their end. */
        private static final Set<BlockingCall<?, ?>> WATCHED = ConcurrentHashMap.newKeySet();

        private static final Object LOCK = new Object();
        /**
         * The least time between two checks. When a stalled server leaves many calls with deadlines a moment apart,
         * one check ends them all rather than one check (and one scan of every call) each; a deadline ends at most this
         * much late.
         */
        private static final long MIN_GAP_NANOS = TimeUnit.MILLISECONDS.toNanos(2);
        /**
         * The check queued on the timer, {@code null} when none is (also while a check runs): read without the lock on
         * every attempt, written with it.
         */
        private static volatile Queued queued;
        /** Guarded by LOCK. */
        private static long generation;

        /** A check on the timer: when it runs, and which it is (a replaced check that runs anyway does nothing). */
        private record Queued(long atNanos, long generation, ScheduledFuture<?> task) {}

        private Deadlines() {}

        /**
         * Watches a blocking call's attempt until {@link #unwatch}: its HTTP call is cancelled at the deadline.
         *
         * @param a the call
         * @param deadlineNanos the deadline of its attempt about to start, in {@link System#nanoTime()}: a later
         *     attempt only moves it
         */
        static void watch(BlockingCall<?, ?> a, long deadlineNanos) {
            a.watchedDeadline = deadlineNanos;
            WATCHED.add(a);
            Queued q = queued;
            if (q == null || q.atNanos - deadlineNanos > 0) {
                checkBy(deadlineNanos);
            }
        }

        /** @param a a call that ended: no deadline of it is kept any longer */
        static void unwatch(BlockingCall<?, ?> a) {
            WATCHED.remove(a);
        }

        /** Queues the check at {@code deadlineNanos} unless one is queued for it or earlier. */
        private static void checkBy(long deadlineNanos) {
            synchronized (LOCK) {
                Queued q = queued;
                if (q != null && q.atNanos - deadlineNanos <= 0) {
                    return;
                }
                if (q != null) {
                    q.task.cancel(false);
                }
                schedule(deadlineNanos);
            }
        }

        /** Queues the one check at {@code atNanos}; called with the lock held. */
        private static void schedule(long atNanos) {
            long g = ++generation;
            long delay = Math.max(0, atNanos - System.nanoTime());
            queued = new Queued(atNanos, g, SdkExecutors.timer().schedule(() -> check(g), delay, TimeUnit.NANOSECONDS));
        }

        /**
         * Cancels every watched attempt past its deadline and queues the check for the earliest of the others. A call
         * that arrives during the scan, which may have passed it, finds no check queued and queues its own; the one
         * queued after the scan is the earlier of the two (the timer has one thread: checks never overlap).
         */
        private static void check(long g) {
            synchronized (LOCK) {
                Queued q = queued;
                if (q == null || q.generation != g) {
                    return;
                }
                queued = null;
            }
            long now = System.nanoTime();
            long earliest = 0;
            boolean any = false;
            boolean scanned = false;
            try {
                for (BlockingCall<?, ?> a : WATCHED) {
                    long d = a.watchedDeadline;
                    if (d - now > 0) {
                        if (!any || d - earliest < 0) {
                            earliest = d;
                            any = true;
                        }
                        continue;
                    }
                    try {
                        a.deadlineReached(d);
                    } catch (RuntimeException e) {
                        // OkHttp's cancel runs the EventListener of a client the caller supplied; whatever it throws
                        // must not leave the other calls' deadlines unchecked. The cancel itself happened before it.
                    }
                }
                scanned = true;
            } finally {
                if (!scanned) {
                    // An Error ended the scan: check again soon rather than leave the calls not reached.
                    earliest = now;
                    any = true;
                }
                if (any) {
                    long soonest = System.nanoTime() + MIN_GAP_NANOS;
                    checkBy(earliest - soonest < 0 ? soonest : earliest);
                }
            }
        }
    }

    /**
     * The async driver of a {@link CallLifecycle}: no thread waits. Each attempt is an OkHttp {@code enqueue}; the
     * token is asked on the SDK's token threads ({@link TokenSource#async}); a backoff is a task on the SDK's timer
     * (the policy's {@code Sleeper} is not used). The deadline counts from the moment the call is made: a timer of this
     * call ends it whether it waits for the token provider, in OkHttp's queue behind its per-host limit, on the server,
     * or for a backoff.
     *
     * <p>Which thread runs what: {@link #start()} and the first attempt's token request run on the caller's thread;
     * a fixed token's attempt is enqueued there too. {@link #onResponse} and {@link #onFailure}, and so the decision
     * and a repeat at once, run on OkHttp's dispatcher threads; an attempt after a dynamic token on the token threads;
     * an attempt after a backoff, and the deadline, on the SDK's callback threads.
     *
     * <p>Who completes the future: only {@link #settle} and {@link #fail}, besides the caller's own {@code cancel}.
     * The first completion wins and the others do nothing; every step looks at {@code isDone()} before it starts work.
     * <ul>
     *   <li>{@link #settle}: the decision was {@code DONE} (an OkHttp thread).
     *   <li>{@link #fail}, with the failure the call ends on: the decision was {@code FAIL} (an OkHttp thread); a step
     *       threw before anything was sent (the deadline passed before an attempt, the token provider failed, the
     *       config was closed; any thread above); the response could not be used (an OkHttp thread).
     *   <li>{@link #fail} from outside the steps: the deadline's timer (a callback thread), a close of the config
     *       (the closing thread, {@link #abort()}).
     * </ul>
     * However the future completes, {@link #finish} runs once, on the completing thread: it stops the timers and, after
     * a failure or a cancel, cancels the HTTP call and the token wait that may still run.
     *
     * <p>Context: the caller's context ({@code AsyncSettings.withContext}) is captured in the constructor, on the
     * caller's thread, and attached around every entry from another thread ({@link #onResponse}, {@link #onFailure},
     * the token's arrival, a retry, the deadline, {@link #abort()}), so the steps, the listener's events, the log lines
     * and the completion of the future all run in it, and the thread gets its own back after. With an executor
     * ({@code AsyncSettings.withExecutor}) the caller gets a hand-off of the future instead ({@link #handOff}),
     * completed on that executor: the SDK's steps never run there.
     *
     * @param <T> the result type
     * @param <X> what the caller gets: the result, or the result with its response metadata
     */
    @SuppressWarnings("try") // a context scope is only closed, never read
    static final class AsyncCall<T, X> extends CallLifecycle<T, X> implements Callback {
        /** The caller's future: its {@code cancel} ends the call, and {@link #finish} cancels what is in flight. */
        private final CompletableFuture<X> future = new CompletableFuture<>();

        private volatile boolean waitingForToken;
        private volatile ScheduledFuture<?> deadlineTimer;
        private volatile ScheduledFuture<?> backoffTimer;
        /** The caller's context, captured on its thread; {@code Captured.NONE} (no object) when none is asked for. */
        private final ContextPropagator.Captured context;

        AsyncCall(ConfigCalls calls, CallSpec<T> spec, BiFunction<Attempt, CallLifecycle<T, X>, X> result) {
            super(calls, spec, result);
            this.context = spec.context().capture();
        }

        /** Starts the call on the caller's thread; the future completes on another, or at once. */
        CompletableFuture<X> start() {
            begin(true);
            future.whenComplete((value, failed) -> finish(failed));
            CompletableFuture<X> handed = spec.completion() == null ? future : handOff(spec.completion());
            try {
                // The HTTP call is cancelled on the timer thread itself: the future's completion runs the caller's
                // stages on the callback threads, and those may all be busy; the connection must not wait for them.
                deadlineTimer = calls.inFlight.schedule(
                        () -> inContext(
                                () -> fail(Failures.deadline(this, waitingForToken ? Failures.WHILE_TOKEN : "", null))),
                        this::cancelHttp,
                        spec.callTimeout().toMillis());
            } catch (RejectedExecutionException closed) {
                abort();
                return handed;
            }
            attempt();
            return handed;
        }

        /** Steps 2 and the token: the attempt goes on in {@link #send} once the token is there. */
        private void attempt() {
            if (future.isDone()) {
                return;
            }
            try {
                beforeAttempt();
            } catch (RuntimeException e) {
                fail(e);
                return;
            }
            if (!spec.tokens().dynamic()) {
                send(spec.tokens().fixedToken(), null);
                return;
            }
            waitingForToken = true;
            CompletableFuture<String> token = spec.tokens().async(spec);
            tokenAbort(() -> token.cancel(true));
            token.whenComplete((value, failed) -> {
                try (ContextPropagator.Scope scope = context.attach()) {
                    send(value, failed);
                }
            });
        }

        /**
         * Step 3 and the send: the request is enqueued, and OkHttp calls back {@link #onResponse} or {@link
         * #onFailure}.
         */
        private void send(String token, Throwable tokenFailure) {
            waitingForToken = false;
            tokenAbort(null);
            if (future.isDone()) {
                return;
            }
            if (tokenFailure != null) {
                // The token future's own failure, never wrapped: TokenSource.async completes it directly. Cancelled or
                // refused: only a close does either.
                boolean own = tokenFailure instanceof TokenProviderException || tokenFailure instanceof Error;
                fail(own ? tokenFailure : Failures.closed(this, null));
                return;
            }
            Attempt p;
            try {
                p = prepare(token);
            } catch (RuntimeException e) {
                fail(e);
                return;
            }
            if (future.isDone()) {
                // Ended meanwhile, by the deadline, a close or a cancel.
                p.http.cancel();
                return;
            }
            p.http.enqueue(this);
        }

        @Override
        public void onFailure(Call http, IOException e) {
            if (!future.isDone()) {
                inContext(() -> settle(calls.codec.failed(this, e)));
            }
        }

        @Override
        public void onResponse(Call http, okhttp3.Response response) {
            try (ContextPropagator.Scope scope = context.attach()) {
                Attempt outcome;
                try {
                    // Run even when the call has ended: it closes the response.
                    outcome = calls.codec.completed(this, response);
                } catch (RuntimeException e) {
                    fail(e);
                    return;
                }
                settle(outcome);
            }
        }

        /** Step 4 on an OkHttp thread, and what the driver does with the decision. */
        private void settle(Attempt outcome) {
            switch (decide(outcome)) {
                case DONE -> future.complete(result.apply(outcome, this));
                case FAIL -> fail(failure);
                case REPEAT_NOW -> attempt();
                case RETRY_AFTER_WAIT -> retryLater(backoff.toMillis());
            }
        }

        private void retryLater(long millis) {
            // The SDK's timer: no thread waits out the backoff, neither ours nor OkHttp's.
            try {
                // The attempt after a backoff, on a callback thread.
                backoffTimer = calls.inFlight.schedule(() -> inContext(this::attempt), () -> {}, millis);
            } catch (RejectedExecutionException closed) {
                fail(Failures.closed(this, null));
            }
        }

        /** The config was closed (the closing thread). */
        @Override
        void abort() {
            inContext(() -> fail(Failures.closed(this, null)));
        }

        /** Runs a step that enters from another thread (a timer, a close, an I/O failure) in the caller's context. */
        private void inContext(Runnable step) {
            try (ContextPropagator.Scope scope = context.attach()) {
                step.run();
            }
        }

        private void fail(Throwable failed) {
            future.completeExceptionally(failed);
        }

        /** However the future completed, on the completing thread: the timers stop, then the lifecycle's end. */
        private void finish(Throwable failed) {
            ScheduledFuture<?> timer = deadlineTimer;
            if (timer != null) {
                timer.cancel(false);
            }
            ScheduledFuture<?> backoff = backoffTimer;
            if (backoff != null) {
                backoff.cancel(false);
            }
            if (failed != null) {
                // Ended by the deadline, a close or a cancel: stop what may still run.
                cancelInFlight();
            }
            end(failed);
        }

        /**
         * The future an async call hands the application when it named an executor ({@code
         * AsyncSettings.withExecutor}): completed on that executor, with the call's captured context attached, once the
         * call's own future (which the SDK's threads complete) is done. The SDK gives the executor this one task per
         * call and nothing else. A refused task completes the future at once, on the SDK's thread, with a {@link
         * CloudSdkException} naming the refusal; {@code cancel} cancels the call itself (and so its HTTP call).
         */
        private CompletableFuture<X> handOff(Executor executor) {
            CompletableFuture<X> handed = new CompletableFuture<>() {
                @Override
                public boolean cancel(boolean mayInterruptIfRunning) {
                    boolean cancelled = super.cancel(mayInterruptIfRunning);
                    if (cancelled) {
                        future.cancel(mayInterruptIfRunning);
                    }
                    return cancelled;
                }
            };
            future.whenComplete((value, failed) -> {
                try {
                    executor.execute(() -> {
                        try (ContextPropagator.Scope scope = context.attach()) {
                            if (failed == null) {
                                handed.complete(value);
                            } else {
                                handed.completeExceptionally(failed);
                            }
                        }
                    });
                } catch (RuntimeException refused) {
                    String dropped = failed == null
                            ? "the call succeeded and its result is dropped"
                            : "the call's own failure is suppressed here";
                    CloudSdkException e = new CloudSdkException(
                            spec.operation().name() + " ended, but the executor"
                                    + " named with AsyncSettings.withExecutor refused to complete its future ("
                                    + refused.getClass().getName() + "): it is shut down or saturated; " + dropped,
                            refused);
                    if (failed != null) {
                        e.addSuppressed(failed);
                    }
                    handed.completeExceptionally(e);
                }
            });
            return handed;
        }
    }

    /**
     * The calls of one config in flight, which closing the config ends, and whether it is closed. Invariant: a call
     * added while or after the config closes is ended too ({@link #begin} checks the flag after adding,
     * {@link #close()} sets it before ending the calls it finds). Thread-safe.
     */
    static final class InFlight {
        private final Set<CallLifecycle<?, ?>> calls = ConcurrentHashMap.newKeySet();
        /** Ends a blocking call's backoff early at a close. */
        private final CountDownLatch closing = new CountDownLatch(1);

        private final AtomicBoolean closed = new AtomicBoolean();

        /** @throws IllegalStateException when the config was closed: a new call or client is refused at once */
        void ensureOpen() {
            if (closed.get()) {
                throw new IllegalStateException("this ClientConfig is closed; build a new one to make calls");
            }
        }

        boolean isClosed() {
            return closed.get();
        }

        /**
         * Runs a task later on the shared callback threads, never on the timer thread: completing a future runs the
         * caller's dependent stages, and one that blocks must not hold up every other call's deadline and backoff.
         * {@code onTimer} runs on the timer thread first: for what must not wait behind callback threads that the
         * caller's stages keep busy (cancelling an HTTP call at its deadline). It must run no caller code and not
         * block.
         *
         * @return the scheduled task, to cancel
         * @throws RejectedExecutionException when the config was closed
         */
        ScheduledFuture<?> schedule(Runnable task, Runnable onTimer, long delayMillis) {
            if (closed.get()) {
                throw new RejectedExecutionException("closed");
            }
            return SdkExecutors.timer()
                    .schedule(
                            () -> {
                                try {
                                    onTimer.run();
                                } finally {
                                    SdkExecutors.callbacks().execute(task);
                                }
                            },
                            delayMillis,
                            TimeUnit.MILLISECONDS);
        }

        /**
         * Ends every call in flight, and every call begun from now on. Idempotent.
         *
         * @return whether this closed it: {@code false} when it was closed already
         */
        boolean close() {
            if (!closed.compareAndSet(false, true)) {
                return false;
            }
            closing.countDown();
            for (CallLifecycle<?, ?> call : calls) {
                call.abort();
            }
            return true;
        }
    }
}
