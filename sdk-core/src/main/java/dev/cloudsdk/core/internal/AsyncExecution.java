package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.TokenProviderException;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;
import okhttp3.Callback;
import okhttp3.Response;

/**
 * One call run without blocking: each attempt is an OkHttp {@code enqueue}, so no thread waits for the server; the
 * token provider runs on the SDK's shared token threads, never the caller's nor OkHttp's ({@link Tokens} says why);
 * backoffs are scheduled on the SDK's timer, not slept (the policy's {@code Sleeper} is not used). The same {@link
 * Attempts} decide retries as for a blocking call, so both follow one policy and one deadline.
 *
 * <p>The deadline counts from the moment the call is made: a timer ends the call when it runs out, whether the
 * call is waiting for the token provider, in OkHttp's queue behind its per-host limit, on the server, or for a
 * backoff. Cancelling the returned future cancels the HTTP call in flight.
 *
 * @param <T> the result type
 * @param <X> what the caller gets: the result, or the result with its response metadata
 */
final class AsyncExecution<T, X> implements Callback, Transport.InFlight {
    private final Transport transport;
    private final Exchange exchange;
    private final Call<T> call;
    private final Attempts attempts;
    private final BiFunction<Exchange.Outcome<T>, Attempts, X> result;
    private final CancellableFuture<X> future = new CancellableFuture<>();
    private final AtomicReference<Exchange.Prepared> current = new AtomicReference<>();
    private volatile boolean waitingForToken;
    private volatile ScheduledFuture<?> deadlineTimer;
    private volatile ScheduledFuture<?> backoffTimer;

    AsyncExecution(Transport transport, Exchange exchange, Call<T> call,
                   BiFunction<Exchange.Outcome<T>, Attempts, X> result) {
        this.result = result;
        this.transport = transport;
        this.exchange = exchange;
        this.call = call;
        this.attempts = new Attempts(transport, call);
        future.onCancel(attempts::abort);
    }

    CompletableFuture<X> start() {
        attempts.observer(transport.telemetry().callStart(call, true));
        transport.track(this);
        future.whenComplete((value, failure) -> finished(failure));
        try {
            // The HTTP call is cancelled on the timer thread itself: the future's completion runs the caller's
            // stages on the callback threads, and those may all be busy; the connection must not wait for them.
            deadlineTimer = transport.schedule(this::deadlineReached, attempts::cancelHttp,
                    call.callTimeout().toMillis());
        } catch (RejectedExecutionException closed) {
            abort();
            return future;
        }
        attempt();
        return future;
    }

    private void finished(Throwable failure) {
        transport.untrack(this);
        transport.telemetry().callEnd(attempts.observer(), attempts.number(), attempts.elapsedMillis(), failure);
        ScheduledFuture<?> timer = deadlineTimer;
        if (timer != null) {
            timer.cancel(false);
        }
        ScheduledFuture<?> backoff = backoffTimer;
        if (backoff != null) {
            backoff.cancel(false);
        }
        if (failure != null) {
            // Ended by the deadline, a close or a cancel: stop what may still run.
            attempts.abort();
        }
    }

    @Override
    public void abort() {
        future.completeExceptionally(Failures.closed(call, attempts, sent(), null));
    }

    private void deadlineReached() {
        String during = waitingForToken ? " while waiting for the token provider" : "";
        future.completeExceptionally(Failures.deadline(call, attempts, sent(), during, null));
    }

    private boolean sent() {
        Exchange.Prepared p = current.get();
        return attempts.sentBefore() || p != null && p.state().mayHaveBeenSent();
    }

    private void attempt() {
        if (future.isDone()) {
            return;
        }
        if (!call.tokens().dynamic()) {
            send(call.tokens().fixedToken(), null);
            return;
        }
        waitingForToken = true;
        CompletableFuture<String> token = transport.tokens().async(call);
        attempts.pending(() -> token.cancel(true));
        token.whenComplete(this::send);
    }

    private void send(String token, Throwable failure) {
        waitingForToken = false;
        attempts.pending(null);
        if (future.isDone()) {
            return;
        }
        Exchange.Prepared p;
        try {
            if (failure != null) {
                Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                        ? failure.getCause() : failure;
                if (cause instanceof TokenProviderException || cause instanceof Error) {
                    future.completeExceptionally(cause);
                    return;
                }
                // Cancelled or refused: only a close does either.
                throw Failures.closed(call, attempts, sent(), null);
            }
            // The deadline's timer (start) ends the attempt; past it, no attempt starts.
            transport.remaining(call, attempts);
            p = exchange.prepare(call, token, attempts);
        } catch (RuntimeException e) {
            future.completeExceptionally(e);
            return;
        }
        current.set(p);
        attempts.current(p.http());
        if (future.isDone()) {
            p.http().cancel();
            return;
        }
        p.http().enqueue(this);
    }

    @Override
    public void onFailure(okhttp3.Call http, IOException e) {
        if (!future.isDone()) {
            settle(exchange.failed(call, current.get(), e, attempts));
        }
    }

    @Override
    public void onResponse(okhttp3.Call http, Response response) {
        Exchange.Outcome<T> outcome;
        try {
            outcome = exchange.completed(call, current.get(), response, attempts);
        } catch (RuntimeException e) {
            future.completeExceptionally(e);
            return;
        }
        settle(outcome);
    }

    private void settle(Exchange.Outcome<T> outcome) {
        if (outcome.failure() == null) {
            attempts.succeeded();
            future.complete(result.apply(outcome, attempts));
            return;
        }
        Duration wait = attempts.next(outcome);
        if (wait == null) {
            future.completeExceptionally(attempts.failure(outcome));
        } else if (wait.isZero()) {
            attempt();
        } else {
            later(wait);
        }
    }

    private void later(Duration wait) {
        // The SDK's timer: no thread waits out the backoff, neither ours nor OkHttp's.
        try {
            backoffTimer = transport.schedule(this::attempt, wait.toMillis());
        } catch (RejectedExecutionException closed) {
            future.completeExceptionally(Failures.closed(call, attempts, sent(), null));
        }
    }

    /** A future whose {@code cancel} also cancels the HTTP call in flight. */
    static final class CancellableFuture<T> extends CompletableFuture<T> {
        private volatile Runnable onCancel;

        void onCancel(Runnable action) {
            this.onCancel = action;
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = super.cancel(mayInterruptIfRunning);
            Runnable action = onCancel;
            if (cancelled && action != null) {
                action.run();
            }
            return cancelled;
        }
    }
}
