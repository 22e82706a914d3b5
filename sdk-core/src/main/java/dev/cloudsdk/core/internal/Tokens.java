package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.TokenProviderException;
import dev.cloudsdk.core.internal.CallLifecycle.BlockingCall;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Asks a call's {@link TokenSource} for the token of its next attempt.
 *
 * <p>A blocking call asks on the caller's own thread, so a provider that reads the caller's context (a
 * {@code ThreadLocal} tenant, Spring Security's {@code SecurityContextHolder}, an MDC value) sees it, and a provider
 * that answers in time costs no thread hop. Its time counts against the call deadline: a watchdog on the SDK's
 * timer interrupts the caller's thread when the deadline (or a {@code close()}) comes first, and the call fails
 * with {@code ApiTimeoutException}. The watchdog's interrupt is cleared before the call returns and the caller's
 * own interrupt status is restored, so the caller finds its thread's flag as it left it.
 *
 * <p>An async call asks on the SDK's shared token threads ({@link SdkExecutors#tokens()}), never on the caller's
 * thread (the caller must not wait for a vault) nor on OkHttp's (a retry starts there, and a slow provider would
 * hold a dispatcher thread). Those threads inherit nothing from the caller ({@link SdkThreads}): a provider that
 * needs the caller's context must capture it when the options are built, for example with a per-call token in
 * {@code RequestOptions}.
 */
final class Tokens {
    /**
     * The token for a blocking call's next attempt.
     *
     * @throws TokenProviderException when the provider throws or returns no usable token
     * @throws dev.cloudsdk.core.ApiTimeoutException when the deadline came first
     * @throws dev.cloudsdk.core.ApiConnectionException when the config was closed meanwhile
     */
    String blocking(CallSpec<?> call, BlockingCall<?, ?> running) {
        TokenSource source = call.tokens();
        if (!source.dynamic()) {
            return source.fixedToken();
        }
        Thread caller = Thread.currentThread();
        boolean interruptedBefore = caller.isInterrupted();
        Watchdog dog = new Watchdog(caller);
        // The call's deadline is watched already (Deadlines): reached while the provider runs, it fires the dog;
        // so does a close.
        running.tokenDeadline(() -> dog.fire(Watchdog.DEADLINE));
        running.tokenAbort(() -> dog.fire(Watchdog.CLOSED));
        String token = null;
        RuntimeException failure = null;
        int fired;
        try {
            token = source.supplier().get();
        } catch (RuntimeException e) {
            failure = e;
        } finally {
            running.tokenDeadline(null);
            running.tokenAbort(null);
            fired = dog.settle();
            if (fired != Watchdog.RUNNING) {
                // Clear the watchdog's interrupt, and give back the caller's own.
                Thread.interrupted();
                if (interruptedBefore) {
                    caller.interrupt();
                }
            }
        }
        if (fired == Watchdog.CLOSED) {
            throw Failures.closed(call, running, running.sentBefore(), null);
        }
        if (fired == Watchdog.DEADLINE) {
            throw Failures.deadline(call, running, running.sentBefore(), Failures.WHILE_TOKEN, null);
        }
        return checked(call, token, failure, "the caller's thread", caller);
    }

    /**
     * The token for an async call's next attempt, asked on the SDK's token threads. Cancelling the returned future
     * interrupts the provider. It completes with {@link TokenProviderException} when the provider fails.
     */
    CompletableFuture<String> async(CallSpec<?> call) {
        TokenSource source = call.tokens();
        CompletableFuture<String> token = new CompletableFuture<>();
        if (!source.dynamic()) {
            token.complete(source.fixedToken());
            return token;
        }
        Future<?> task;
        try {
            task = SdkExecutors.tokens().submit(() -> {
                if (token.isDone()) {
                    return;
                }
                String value = null;
                RuntimeException failure = null;
                try {
                    value = source.supplier().get();
                } catch (RuntimeException e) {
                    failure = e;
                } catch (Error e) {
                    token.completeExceptionally(e);
                    throw e;
                }
                try {
                    token.complete(checked(call, value, failure, "an SDK thread", Thread.currentThread()));
                } catch (TokenProviderException e) {
                    token.completeExceptionally(e);
                }
            });
        } catch (RejectedExecutionException e) {
            token.completeExceptionally(e);
            return token;
        }
        token.whenComplete((t, failure) -> {
            if (token.isCancelled()) {
                task.cancel(true);
            }
        });
        return token;
    }

    private String checked(CallSpec<?> call, String token, RuntimeException failure, String where, Thread thread) {
        String on = " on " + where + " \"" + Redaction.clean(thread.getName(), null, 100) + "\"";
        String op = call.operation().name() + ": the token provider";
        if (failure != null) {
            // Its text is not shown, not even redacted: it may name a token the SDK was never given.
            throw new TokenProviderException(op + " failed" + on + ": " + failure.getClass().getName()
                    + " (its message is not shown: a token provider's text may name a credential)",
                    CleanCauses.withoutMessages(failure));
        }
        if (token == null) {
            throw new TokenProviderException(op + " returned null" + on, null);
        }
        if (token.isBlank()) {
            throw new TokenProviderException(op + " returned a blank token" + on, null);
        }
        String mistake = TokenSource.mistake(token);
        if (mistake != null) {
            // Refused, not stripped: a provider that returns "Bearer ..." or a newline is misconfigured.
            throw new TokenProviderException(op + on + " returned a token that " + mistake, null);
        }
        return token;
    }

    /**
     * Interrupts the caller's thread once, unless the provider returned first. The state moves from
     * {@link #RUNNING} to what fired (or to {@link #RETURNED}) exactly once.
     */
    static final class Watchdog {
        static final int RUNNING = 0;
        static final int DEADLINE = 1;
        static final int CLOSED = 2;
        private static final int RETURNED = 3;
        private final Thread caller;
        private final AtomicInteger state = new AtomicInteger(RUNNING);
        private volatile boolean interrupted;

        Watchdog(Thread caller) {
            this.caller = caller;
        }

        void fire(int why) {
            if (state.compareAndSet(RUNNING, why)) {
                caller.interrupt();
                interrupted = true;
            }
        }

        /**
         * Called by the caller once the provider is done.
         *
         * @return {@link #RUNNING} when the provider returned first, else what fired (its interrupt delivered)
         */
        int settle() {
            if (state.compareAndSet(RUNNING, RETURNED)) {
                return RUNNING;
            }
            while (!interrupted) {
                Thread.onSpinWait();
            }
            return state.get();
        }
    }
}
