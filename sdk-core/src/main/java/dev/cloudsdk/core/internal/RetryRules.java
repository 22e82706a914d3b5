package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.runtime.Endpoint.Operation;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What {@link CallLifecycle#decide} asks of a failure that no repeat at once mends: whether the policy, the
 * operation and the deadline allow a retry, and after how long (exponential with full jitter, or the server's
 * {@code Retry-After}). Static: it reads only what the call passes it, so
 * the call's state stays in the call and a call makes no object for it.
 */
final class RetryRules {
    private RetryRules() {}

    /**
     * @param a the call, whose attempt {@code a.number} just failed: {@code failed}
     * @return the wait before the next attempt, or {@code null} when this failure ends the call
     */
    static Duration delay(CallLifecycle<?, ?> a, Attempt failed) {
        RetryPolicy policy = a.calls.retryPolicy;
        if (!retries(a, failed.retryable, failed.mayHaveBeenSent()) || a.number >= policy.maxAttempts()) {
            return null;
        }
        Clock clock = a.calls.clock;
        Duration delay = backoff(policy, a.number, failed.retryAfter, clock);
        // A wait that would run past the deadline cannot end in a result: give the caller the failure now.
        return clock.millis() + delay.toMillis() >= a.deadlineMillis ? null : delay;
    }

    /**
     * Whether the policy tries a failure again while attempts remain: a kind of failure worth another attempt,
     * and a request that never reached the server or may be sent again. The one rule of {@link #delay} and of the
     * attempt phrase of a message ({@link Failures#attemptText}), so a message says "of 3" only when a retry was
     * possible.
     *
     * @param retryableKind whether the kind of failure is worth another attempt (a 503, a broken connection)
     * @param mayHaveBeenSent whether the request may have reached the server
     */
    static boolean retries(CallLifecycle<?, ?> a, boolean retryableKind, boolean mayHaveBeenSent) {
        // A request that may have reached the server is sent again only when idempotent, or opted in.
        Operation op = a.spec.operation();
        return retryableKind
                && (!mayHaveBeenSent || op.idempotent() || a.calls.retryPolicy.treatsAsIdempotent(op.name()));
    }

    /**
     * @param policy the retry policy
     * @param attempt the attempt that just failed, starting at 1
     * @param retryAfter the {@code Retry-After} header, or {@code null}
     * @param clock the clock that turns an HTTP date into a wait
     * @return the wait, never above the policy's max delay
     */
    static Duration backoff(RetryPolicy policy, int attempt, String retryAfter, Clock clock) {
        long capMillis = policy.maxDelay().toMillis();
        Duration serverSays = parseRetryAfter(retryAfter, clock);
        if (serverSays != null) {
            return Duration.ofMillis(Math.min(serverSays.toMillis(), capMillis));
        }
        long bound = policy.baseDelay().toMillis() << Math.min(attempt - 1, 30);
        if (bound < 0 || bound > capMillis) {
            bound = capMillis;
        }
        // Full jitter (AWS's "exponential backoff and jitter"): spreads clients that failed together.
        return Duration.ofMillis(bound == 0 ? 0 : ThreadLocalRandom.current().nextLong(bound + 1));
    }

    /** Seconds or an HTTP date; {@code null} when absent or unreadable. */
    static Duration parseRetryAfter(String value, Clock clock) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String v = value.trim();
        try {
            long seconds = Long.parseLong(v);
            return seconds < 0 ? null : Duration.ofSeconds(Math.min(seconds, 86_400));
        } catch (NumberFormatException notSeconds) {
            try {
                Instant at = ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME)
                        .toInstant();
                Duration d = Duration.between(clock.instant(), at);
                return d.isNegative() ? Duration.ZERO : d;
            } catch (DateTimeParseException notADate) {
                return null;
            }
        }
    }

    /**
     * The retry quota of one {@code ClientConfig}, shared by all its clients and threads: a token bucket, as in AWS
     * SDK v2's standard retry mode. During an outage every call would otherwise make all its attempts, multiplying
     * the load on a service that is already down, from every client at once.
     *
     * <p>The rules, in plain sentences:
     * <ul>
     *   <li>The bucket starts full, at its size (500 by default).</li>
     *   <li>A retry takes {@value #RETRY_COST} tokens; a retry after a timeout or a connection failure takes
     *       {@value #TIMEOUT_RETRY_COST}, since such a failure costs the server (or the network) the most.</li>
     *   <li>When the bucket holds less than the retry costs, the retry is refused: the call ends with the failure of
     *       the attempt it just made. Nothing is taken for a retry the policy would not make anyway (the last attempt,
     *       a wait past the deadline), nor for a repeat that is no retry (a new connection after a stale one, one new
     *       token after a 401).</li>
     *   <li>A call that succeeds puts back what its last retry took, or {@value #NO_RETRY_REFUND} when it succeeded
     *       without a retry; never above the size. So the bucket refills by itself once calls succeed again.</li>
     * </ul>
     *
     * <p>Lock-free: one {@link AtomicInteger}. A success on a full bucket (the usual case) is one volatile read and no
     * write, so calls on many threads do not contend for it.
     */
    static final class Budget {
        /** Tokens a retry takes. */
        static final int RETRY_COST = 5;
        /** Tokens a retry after a timeout or a connection failure takes. */
        static final int TIMEOUT_RETRY_COST = 10;
        /** Tokens a call that succeeded without a retry puts back. */
        static final int NO_RETRY_REFUND = 1;
        /** No budget: every retry the policy allows is made. */
        static final Budget OFF = new Budget(0);

        private final int size;
        private final AtomicInteger tokens;

        private Budget(int size) {
            this.size = size;
            this.tokens = new AtomicInteger(size);
        }

        /** @param size the tokens of a full bucket; 0 for no budget */
        static Budget of(int size) {
            // RetryPolicy.Builder has checked it.
            return size == 0 ? OFF : new Budget(size);
        }

        /** @return whether retries are unlimited by a budget */
        boolean off() {
            return size == 0;
        }

        /** @return the tokens of a full bucket, 0 when off */
        int size() {
            return size;
        }

        /** @return what a retry after {@code failure} costs */
        static int cost(RuntimeException failure) {
            // ApiTimeoutException is an ApiConnectionException: both failed below HTTP.
            return failure instanceof ApiConnectionException ? TIMEOUT_RETRY_COST : RETRY_COST;
        }

        /**
         * Takes {@code cost} tokens if the bucket holds them.
         *
         * @return whether the retry is paid for; always {@code true} when off
         */
        boolean acquire(int cost) {
            return off() || tokens.getAndUpdate(now -> now < cost ? now : now - cost) >= cost;
        }

        /**
         * A call succeeded: puts back what its last retry took, or {@link #NO_RETRY_REFUND} when it made none.
         *
         * @param lastCost what the call's last retry took, 0 when it made none
         */
        void refund(int lastCost) {
            // A success on a full bucket (the usual case, and always when off) is one read and no write.
            if (tokens.get() < size) {
                int amount = lastCost > 0 ? lastCost : NO_RETRY_REFUND;
                // Written so that it cannot overflow, whatever the size.
                tokens.updateAndGet(now -> now >= size - amount ? size : now + amount);
            }
        }
    }
}
