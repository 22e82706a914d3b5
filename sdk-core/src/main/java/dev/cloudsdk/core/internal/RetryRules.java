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
    static Duration delay(Engine engine, CallSpec<?> spec, Outcome<?> outcome, int attempt, long deadlineMillis) {
        RetryPolicy policy = engine.retryPolicy();
        if (!outcome.retryable() || attempt >= policy.maxAttempts()) {
            return null;
        }
        if (!repeatable(spec, policy) && outcome.mayHaveBeenSent()) {
            return null;
        }
        Duration delay = Backoff.delay(policy, attempt, outcome.retryAfter(), engine.clock());
        // A wait that would run past the deadline cannot end in a result: give the caller the failure now.
        return engine.clock().millis() + delay.toMillis() >= deadlineMillis ? null : delay;
    }

    /** @return whether a request that may have reached the server may be sent again: idempotent, or opted in */
    static boolean repeatable(CallSpec<?> spec, RetryPolicy policy) {
        return spec.operation().idempotent() || policy.treatsAsIdempotent(spec.operation().operationName());
    }
}
