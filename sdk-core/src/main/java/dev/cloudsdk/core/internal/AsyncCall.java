package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.CloudSdkException;
import dev.cloudsdk.core.ContextPropagator;
import dev.cloudsdk.core.TokenProviderException;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.function.BiFunction;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.Response;

/**
 * The async driver of a {@link CallLifecycle}: no thread waits. Each attempt is an OkHttp {@code enqueue}; the token
 * is asked on the SDK's token threads ({@link Tokens#async}); a backoff is a task on the SDK's timer (the policy's
 * {@code Sleeper} is not used). The deadline counts from the moment the call is made: a timer of this call ends it
 * whether it waits for the token provider, in OkHttp's queue behind its per-host limit, on the server, or for a
 * backoff.
 *
 * <p>Which thread runs what: {@link #start()} and the first attempt's token request run on the caller's thread;
 * a fixed token's attempt is enqueued there too. {@link #onResponse} and {@link #onFailure}, and so the decision
 * and a repeat at once, run on OkHttp's dispatcher threads; an attempt after a dynamic token on the token threads;
 * an attempt after a backoff, and the deadline, on the SDK's callback threads.
 *
 * <p>Who completes the future: only {@link #succeed} and {@link #fail}, besides the caller's own {@code cancel}.
 * The first completion wins and the others do nothing; every step looks at {@code isDone()} before it starts work.
 * <ul>
 *   <li>{@link #succeed}: the decision was {@code DONE} (an OkHttp thread).
 *   <li>{@link #fail}, with the failure the call ends on: the decision was {@code FAIL} (an OkHttp thread); a step
 *       threw before anything was sent (the deadline passed before an attempt, the token provider failed, the
 *       config was closed; any thread above); the response could not be used (an OkHttp thread).
 *   <li>{@link #fail} from outside the steps: the deadline's timer (a callback thread), a close of the config
 *       (the closing thread, {@link #abort()}).
 * </ul>
 * However the future completes, {@link #finish} runs once, on the completing thread: it stops the timers and, after a
 * failure or a cancel, cancels the HTTP call and the token wait that may still run.
 *
 * <p>Context: the caller's context ({@code AsyncSettings.withContext}) is captured in the constructor, on the
 * caller's thread, and attached around every entry from another thread ({@link #onResponse}, {@link #onFailure},
 * the token's arrival, a retry, the deadline, {@link #abort()}), so the steps, the listener's events, the log lines
 * and the completion of the future all run in it, and the thread gets its own back after. With an executor
 * ({@code AsyncSettings.withExecutor}) the caller gets a hand-off of the future instead ({@link #handOff}), completed
 * on that executor: the SDK's steps never run there.
 *
 * @param <T> the result type
 * @param <X> what the caller gets: the result, or the result with its response metadata
 */
@SuppressWarnings("try") // a context scope is only closed, never read
final class AsyncCall<T, X> extends CallLifecycle<T, X> implements Callback {
    private final Future future = new Future();
    private volatile boolean waitingForToken;
    private volatile ScheduledFuture<?> deadlineTimer;
    private volatile ScheduledFuture<?> backoffTimer;
    /** The caller's context, captured on its thread; {@code Captured.NONE} (no object) when none is asked for. */
    private final ContextPropagator.Captured context;

    AsyncCall(ConfigCalls transport, CallSpec<T> spec, BiFunction<Outcome<T>, CallLifecycle<T, X>, X> result) {
        super(transport, spec, result);
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
            deadlineTimer = transport.schedule(this::deadlineReached, this::cancelHttp,
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
        CompletableFuture<String> token = transport.tokens.async(spec);
        tokenAbort(() -> token.cancel(true));
        token.whenComplete((value, failed) -> {
            try (ContextPropagator.Scope scope = context.attach()) {
                send(value, failed);
            }
        });
    }

    /**
     * Step 3 and the send: the request is enqueued, and OkHttp calls back {@link #onResponse} or {@link #onFailure}.
     */
    private void send(String token, Throwable tokenFailure) {
        waitingForToken = false;
        tokenAbort(null);
        if (future.isDone()) {
            return;
        }
        AttemptCodec.Prepared p;
        try {
            if (tokenFailure != null) {
                Throwable cause = tokenFailure instanceof CompletionException && tokenFailure.getCause() != null
                        ? tokenFailure.getCause() : tokenFailure;
                if (cause instanceof TokenProviderException || cause instanceof Error) {
                    fail(cause);
                    return;
                }
                // Cancelled or refused: only a close does either.
                throw Failures.closed(spec, this, sent(), null);
            }
            p = prepare(token);
        } catch (RuntimeException e) {
            fail(e);
            return;
        }
        if (future.isDone()) {
            // Ended meanwhile, by the deadline, a close or a cancel.
            p.http().cancel();
            return;
        }
        p.http().enqueue(this);
    }

    @Override
    public void onFailure(Call http, IOException e) {
        if (!future.isDone()) {
            try (ContextPropagator.Scope scope = context.attach()) {
                settle(transport.codec.failed(spec, current(), e, this));
            }
        }
    }

    @Override
    public void onResponse(Call http, Response response) {
        try (ContextPropagator.Scope scope = context.attach()) {
            Outcome<T> outcome;
            try {
                // Run even when the call has ended: it closes the response.
                outcome = transport.codec.completed(spec, current(), response, this);
            } catch (RuntimeException e) {
                fail(e);
                return;
            }
            settle(outcome);
        }
    }

    /** Step 4 on an OkHttp thread, and what the driver does with the decision. */
    private void settle(Outcome<T> outcome) {
        switch (decide(outcome)) {
            case DONE -> succeed(result(outcome));
            case FAIL -> fail(failure());
            case REPEAT_NOW -> attempt();
            case RETRY_AFTER_WAIT -> retryLater(backoff().toMillis());
        }
    }

    private void retryLater(long millis) {
        // The SDK's timer: no thread waits out the backoff, neither ours nor OkHttp's.
        try {
            backoffTimer = transport.schedule(this::retry, () -> { }, millis);
        } catch (RejectedExecutionException closed) {
            fail(Failures.closed(spec, this, sent(), null));
        }
    }

    /** The attempt after a backoff, on a callback thread. */
    private void retry() {
        try (ContextPropagator.Scope scope = context.attach()) {
            attempt();
        }
    }

    private void deadlineReached() {
        try (ContextPropagator.Scope scope = context.attach()) {
            fail(Failures.deadline(spec, this, sent(), waitingForToken ? Failures.WHILE_TOKEN : "", null));
        }
    }

    /** The config was closed (the closing thread). */
    @Override
    void abort() {
        try (ContextPropagator.Scope scope = context.attach()) {
            fail(Failures.closed(spec, this, sent(), null));
        }
    }

    private void succeed(X value) {
        future.complete(value);
    }

    private void fail(Throwable failed) {
        future.completeExceptionally(failed);
    }

    /** @return whether this or an earlier attempt may have reached the server */
    private boolean sent() {
        AttemptCodec.Prepared p = current();
        return sentBefore() || p != null && p.state().mayHaveBeenSent();
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
     * The future an async call hands the application when it named an executor ({@code AsyncSettings.withExecutor}):
     * completed on that executor, with the call's captured context attached, once the call's own future (which the
     * SDK's threads complete) is done. The SDK gives the executor this one task per call and nothing else. A refused
     * task completes the future at once, on the SDK's thread, with a {@link CloudSdkException} naming the refusal;
     * {@code cancel} cancels the call itself (and so its HTTP call).
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
                CloudSdkException e = new CloudSdkException(spec.operation().name() + " ended, but the executor named"
                        + " with AsyncSettings.withExecutor refused to complete its future ("
                        + refused.getClass().getName() + "): it is shut down or saturated; " + (failed == null
                        ? "the call succeeded and its result is dropped" : "the call's own failure is suppressed here"),
                        refused);
                if (failed != null) {
                    e.addSuppressed(failed);
                }
                handed.completeExceptionally(e);
            }
        });
        return handed;
    }

    /** The caller's future, whose {@code cancel} also cancels the HTTP call and the token wait in flight. */
    private final class Future extends CompletableFuture<X> {
        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = super.cancel(mayInterruptIfRunning);
            if (cancelled) {
                cancelInFlight();
            }
            return cancelled;
        }
    }
}
