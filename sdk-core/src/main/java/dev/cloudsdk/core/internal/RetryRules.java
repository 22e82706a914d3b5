package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.RetryPolicy;
import java.time.Duration;

/**
 * What {@link CallLifecycle#decide} asks of a failure that no repeat at once mends: whether the policy, the
 * operation and the deadline allow a retry, and after how long. Static: it reads only what the call passes it, so
 * the call's state stays in the call and a call makes no object for it.
 */
final class RetryRules {
    private RetryRules() {
    }

    /**
     * @param attempt the attempt that just failed, from 1
     * @param deadlineMillis the call deadline, on the config's clock
     * @return the wait before the next attempt, or {@code null} when this failure ends the call
     */
    static Duration delay(ConfigCalls transport, CallSpec<?> spec, Outcome<?> outcome, int attempt,
                          long deadlineMillis) {
        RetryPolicy policy = transport.retryPolicy;
        if (!retries(spec, policy, outcome.retryable(), outcome.mayHaveBeenSent()) || attempt >= policy.maxAttempts()) {
            return null;
        }
        Duration delay = Backoff.delay(policy, attempt, outcome.retryAfter(), transport.clock);
        // A wait that would run past the deadline cannot end in a result: give the caller the failure now.
        return transport.clock.millis() + delay.toMillis() >= deadlineMillis ? null : delay;
    }

    /**
     * Whether the policy tries a failure again while attempts remain: a kind of failure worth another attempt,
     * and a request that never reached the server or may be sent again. The one rule of {@link #delay} and of the
     * attempt phrase of a message ({@link AttemptText}), so a message says "of 3" only when a retry was possible.
     *
     * @param retryableKind whether the kind of failure is worth another attempt (a 503, a broken connection)
     * @param mayHaveBeenSent whether the request may have reached the server
     */
    static boolean retries(CallSpec<?> spec, RetryPolicy policy, boolean retryableKind, boolean mayHaveBeenSent) {
        return retryableKind && (!mayHaveBeenSent || repeatable(spec, policy));
    }

    /** {@link #retries(CallSpec, RetryPolicy, boolean, boolean)} for the call {@code a}. */
    static boolean retries(CallLifecycle<?, ?> a, boolean retryableKind, boolean mayHaveBeenSent) {
        return retries(a.spec, a.transport.retryPolicy, retryableKind, mayHaveBeenSent);
    }

    /** @return whether a request that may have reached the server may be sent again: idempotent, or opted in */
    static boolean repeatable(CallSpec<?> spec, RetryPolicy policy) {
        return spec.operation().idempotent() || policy.treatsAsIdempotent(spec.operation().operationName());
    }
}
