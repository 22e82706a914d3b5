package dev.cloudsdk.core.internal;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import okhttp3.Callback;
import okhttp3.Response;

/**
 * One call run without blocking: each attempt is an OkHttp {@code enqueue}, so no thread waits for the server;
 * backoffs are scheduled on the JDK's delayed executor, not slept (the policy's {@code Sleeper} is not used). The same {@link Transport.Attempts} decide retries as for a blocking call,
 * so both follow one policy and one deadline. Cancelling the returned future cancels the HTTP call in flight.
 *
 * @param <T> the result type
 */
final class AsyncExecution<T> implements Callback {
    private final Transport transport;
    private final Exchange exchange;
    private final Call<T> call;
    private final Transport.Attempts attempts;
    private final CancellableFuture<T> future = new CancellableFuture<>();
    private final AtomicReference<Exchange.Prepared> current = new AtomicReference<>();

    AsyncExecution(Transport transport, Exchange exchange, Call<T> call) {
        this.transport = transport;
        this.exchange = exchange;
        this.call = call;
        this.attempts = transport.new Attempts(call);
        future.onCancel(() -> {
            Exchange.Prepared p = current.get();
            if (p != null) {
                p.http().cancel();
            }
        });
    }

    CompletableFuture<T> start() {
        attempt();
        return future;
    }

    private void attempt() {
        if (future.isDone()) {
            return;
        }
        Exchange.Prepared p;
        try {
            p = exchange.prepare(call, transport.token(call), attempts.number(),
                    transport.remaining(call, attempts.deadline()));
        } catch (RuntimeException e) {
            future.completeExceptionally(e);
            return;
        }
        current.set(p);
        if (future.isCancelled()) {
            return;
        }
        p.http().enqueue(this);
    }

    @Override
    public void onFailure(okhttp3.Call http, IOException e) {
        if (!future.isCancelled()) {
            settle(exchange.failed(call, current.get(), e, attempts::pastDeadline));
        }
    }

    @Override
    public void onResponse(okhttp3.Call http, Response response) {
        Exchange.Outcome<T> outcome;
        try {
            outcome = exchange.completed(call, current.get(), response, attempts::pastDeadline);
        } catch (RuntimeException e) {
            future.completeExceptionally(e);
            return;
        }
        settle(outcome);
    }

    private void settle(Exchange.Outcome<T> outcome) {
        if (outcome.failure() == null) {
            future.complete(outcome.value());
            return;
        }
        Duration wait = attempts.next(outcome);
        if (wait == null) {
            future.completeExceptionally(outcome.failure());
        } else if (wait.isZero()) {
            attempt();
        } else {
            later(wait);
        }
    }

    private void later(Duration wait) {
        // The JDK's delayed executor: no thread waits out the backoff, neither ours nor OkHttp's. The policy's
        // Sleeper is for blocking calls only.
        CompletableFuture.delayedExecutor(wait.toMillis(), TimeUnit.MILLISECONDS).execute(this::attempt);
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
