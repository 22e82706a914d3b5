package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.TokenProviderException;
import dev.cloudsdk.core.internal.CallLifecycle.BlockingCall;
import dev.cloudsdk.core.runtime.Checks;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Where a call's bearer token comes from, and how it is asked for: a fixed token, checked once, or a provider asked at
 * every attempt. A config has one; {@code RequestOptions} may carry another for the calls of one client view (a
 * tenant's). Its {@code toString()} never shows the token.
 *
 * <p>A blocking call asks on the caller's own thread ({@link #blocking}), so a provider that reads the caller's
 * context (a {@code ThreadLocal} tenant, Spring Security's {@code SecurityContextHolder}, an MDC value) sees it, and a
 * provider that answers in time costs no thread hop. Its time counts against the call deadline: a watchdog on the
 * SDK's timer interrupts the caller's thread when the deadline (or a {@code close()}) comes first, and the call fails
 * with {@code ApiTimeoutException}. The watchdog's interrupt is cleared before the call returns and the caller's own
 * interrupt status is restored, so the caller finds its thread's flag as it left it.
 *
 * <p>An async call asks on the SDK's shared token threads ({@link #async}, {@link SdkExecutors#tokens()}), never on
 * the caller's thread (the caller must not wait for a vault) nor on OkHttp's (a retry starts there, and a slow
 * provider would hold a dispatcher thread). Those threads inherit nothing from the caller
 * ({@link SdkExecutors.Threads}): a provider that needs the caller's context must capture it when the options are
 * built, for example with a per-call token in {@code RequestOptions}.
 *
 * @param supplier the provider, or the fixed token's masked supplier
 * @param dynamic whether a provider is asked at every attempt (and once more after a 401)
 */
public record TokenSource(Supplier<String> supplier, boolean dynamic) {
    /**
     * @param token a bearer token
     * @param name what to call it in a message
     * @return a fixed source
     * @throws IllegalArgumentException when the token is blank or cannot travel in a header (never quoted)
     */
    public static TokenSource fixed(String token, String name) {
        // Refused rather than repaired: a token that arrives with a scheme, a newline or spaces around it comes from
        // a misconfigured secret store or file, and stripping it silently would hide that.
        if (token == null || token.isBlank()) {
            throw new IllegalArgumentException(name + " must not be blank");
        }
        String mistake = mistake(token);
        if (mistake != null) {
            throw new IllegalArgumentException(name + " " + mistake);
        }
        return new TokenSource(new FixedToken(token), false);
    }

    /**
     * @param provider returns the current token; asked at every attempt
     * @param name what to call it in a message
     * @return a dynamic source
     * @throws NullPointerException when the provider is null
     */
    public static TokenSource provider(Supplier<String> provider, String name) {
        return new TokenSource(Objects.requireNonNull(provider, name + " == null"), true);
    }

    /**
     * What is wrong with a token that cannot travel in an {@code Authorization} header, in words that never quote
     * it: {@code starts with 'Bearer ': ...}, then the rule of every header value
     * ({@link HeaderChecks#headerValueMistake}: {@code ends with a line break (U+000A) at index 40: ...; strip() it},
     * {@code has leading or trailing whitespace (U+0020) at index 0: strip() it}, a character that cannot travel),
     * and a space inside, which other headers may hold but a bearer token may not. The message of
     * {@link #fixed} and of a token provider's {@code TokenProviderException} is the name followed by this.
     *
     * @param token a token that is not blank
     * @return the mistake and its fix, or {@code null} when the token is visible ASCII
     */
    public static @Nullable String mistake(String token) {
        if (Checks.isVisibleAscii(token)) {
            return null;
        }
        if (token.strip().regionMatches(true, 0, "Bearer ", 0, 7)) {
            return "starts with 'Bearer ': pass the token alone, the SDK adds the scheme";
        }
        String form = "a bearer token is visible ASCII without spaces";
        String mistake = HeaderChecks.headerValueMistake(token, "a token", form);
        if (mistake != null) {
            return mistake;
        }
        int space = token.indexOf(' ');
        return "holds a space" + HeaderChecks.at(token, space) + ": " + form + "; check what was copied with it";
    }

    /**
     * The one rule for how many pages a list walk requests ahead: what was set, else 1, or 0 when the calls' token
     * comes from a provider. A page fetched ahead is an async call, which asks a provider on the SDK's token
     * threads, while a blocking call promises to ask it on the caller's own thread (a provider may read the
     * caller's {@code ThreadLocal} context), so such a walk fetches ahead only when asked to.
     *
     * @param set the value set on the config or the view, or {@code null}
     * @return the pages to request ahead for calls with this source
     */
    public int prefetchPages(@Nullable Integer set) {
        return set != null ? set : dynamic ? 0 : 1;
    }

    /** @return the fixed token; only for a source that is not {@link #dynamic()} */
    String fixedToken() {
        return supplier.get();
    }

    /**
     * The token for a blocking call's next attempt.
     *
     * @throws TokenProviderException when the provider throws or returns no usable token
     * @throws dev.cloudsdk.core.ApiTimeoutException when the deadline came first
     * @throws dev.cloudsdk.core.ApiConnectionException when the config was closed meanwhile
     */
    String blocking(BlockingCall<?, ?> running) {
        if (!dynamic) {
            return fixedToken();
        }
        Thread caller = Thread.currentThread();
        boolean interruptedBefore = caller.isInterrupted();
        Watchdog dog = new Watchdog(caller);
        // The call's deadline is watched already (Deadlines): reached while the provider runs, it fires the dog;
        // so does a close.
        running.tokenAbort(dog::fire);
        String token = null;
        TokenProviderException failure = null;
        boolean fired;
        try {
            token = ask(running.spec, "the caller's thread");
        } catch (TokenProviderException e) {
            failure = e;
        } finally {
            running.tokenAbort(null);
            fired = dog.settle();
            if (fired) {
                // Clear the watchdog's interrupt, and give back the caller's own.
                Thread.interrupted();
                if (interruptedBefore) {
                    caller.interrupt();
                }
            }
        }
        if (fired) {
            throw running.reached()
                    ? Failures.deadline(running, Failures.WHILE_TOKEN, null)
                    : Failures.closed(running, null);
        }
        if (failure != null) {
            throw failure;
        }
        return token;
    }

    /**
     * The token for an async call's next attempt, asked of a {@link #dynamic()} source on the SDK's token threads (the
     * call sends a fixed token at once). Cancelling the returned future
     * interrupts the provider. It completes with {@link TokenProviderException} when the provider fails.
     */
    CompletableFuture<String> async(CallSpec<?> call) {
        CompletableFuture<String> token = new CompletableFuture<>();
        try {
            Future<?> task = SdkExecutors.tokens().submit(() -> {
                if (token.isDone()) {
                    return;
                }
                try {
                    token.complete(ask(call, "an SDK thread"));
                } catch (TokenProviderException e) {
                    token.completeExceptionally(e);
                } catch (Error e) {
                    token.completeExceptionally(e);
                    throw e;
                }
            });
            token.whenComplete((t, failure) -> {
                if (token.isCancelled()) {
                    task.cancel(true);
                }
            });
        } catch (RejectedExecutionException e) {
            token.completeExceptionally(e);
        }
        return token;
    }

    /**
     * Asks the provider on this thread.
     *
     * @param where the kind of thread, for a message
     * @return the token, checked
     * @throws TokenProviderException when the provider throws or returns no usable token
     */
    private String ask(CallSpec<?> call, String where) {
        String token;
        try {
            token = supplier.get();
        } catch (RuntimeException e) {
            // Its text is not shown, not even redacted: it may name a token the SDK was never given.
            throw refused(
                    call,
                    " failed",
                    where,
                    ": " + e.getClass().getName()
                            + " (its message is not shown: a token provider's text may name a credential)",
                    Failures.withoutMessages(e));
        }
        if (token == null) {
            throw refused(call, " returned null", where, "", null);
        }
        if (token.isBlank()) {
            throw refused(call, " returned a blank token", where, "", null);
        }
        String mistake = mistake(token);
        if (mistake != null) {
            // Refused, not stripped: a provider that returns "Bearer ..." or a newline is misconfigured.
            throw refused(call, "", where, " returned a token that " + mistake, null);
        }
        return token;
    }

    /** @return "{operation}: the token provider{what} on {where} "{thread}"{after}" */
    private static TokenProviderException refused(
            CallSpec<?> call, String what, String where, String after, @Nullable Throwable cause) {
        String thread = Redaction.clean(Thread.currentThread().getName(), null, 100);
        return new TokenProviderException(
                call.operation().name() + ": the token provider" + what + " on " + where + " \"" + thread + "\""
                        + after,
                cause);
    }

    /**
     * Interrupts the caller's thread once, unless the provider returned first: {@code done} is set by whichever
     * comes first, the dog firing or the provider returning, exactly once. The lock makes {@link #settle} wait for
     * an interrupt under way, so the caller clears it after it was delivered.
     */
    static final class Watchdog {
        private final Thread caller;
        private boolean done;

        Watchdog(Thread caller) {
            this.caller = caller;
        }

        synchronized void fire() {
            if (!done) {
                done = true;
                caller.interrupt();
            }
        }

        /**
         * Called by the caller once the provider is done.
         *
         * @return whether the dog fired (its interrupt delivered) before the provider returned
         */
        synchronized boolean settle() {
            boolean fired = done;
            done = true;
            return fired;
        }
    }

    /** Never the token. */
    @Override
    public String toString() {
        return dynamic ? "<provider>" : "****";
    }

    /**
     * A fixed token whose {@code toString()} is masked, so it cannot leak through a debugger or a log.
     *
     * @param token the token
     */
    private record FixedToken(String token) implements Supplier<String> {
        @Override
        public String get() {
            return token;
        }

        /** Equal for the same token, compared in constant time, so that equal request options stay equal. */
        @Override
        public boolean equals(Object o) {
            return o instanceof FixedToken other
                    && MessageDigest.isEqual(
                            other.token.getBytes(StandardCharsets.UTF_8), token.getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public int hashCode() {
            return token.length();
        }

        @Override
        public String toString() {
            return "****";
        }
    }
}
