package dev.cloudsdk.core;

import dev.cloudsdk.core.internal.TimeLimits;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;

/**
 * When a failed call is tried again, and how long the SDK waits before it does.
 *
 * <p>The rules, in plain sentences:
 * <ul>
 *   <li>An idempotent call (List recordsets, a GET) is retried after a connection failure, a timeout, or a 429,
 *       500, 502, 503 or 504 answer.</li>
 *   <li>A call that creates, restores or restarts is never re-sent once any byte of it may have reached the
 *       server: a duplicated restore is worse than an error. It is retried only when the connection could not be
 *       made at all. An operation named in {@link Builder#retryAsIdempotent(OperationName...)} is treated as a
 *       GET.</li>
 *   <li>Waits grow exponentially from {@code baseDelay} with full jitter (a random wait between zero and the
 *       exponential bound), never above {@code maxDelay}. A {@code Retry-After} header replaces the computed
 *       wait, capped by {@code maxDelay}. No wait runs past the call deadline: when it would, the last failure
 *       is thrown.</li>
 * </ul>
 */
public final class RetryPolicy {
    private static final RetryPolicy DEFAULT = builder().build();
    private static final RetryPolicy NONE = builder().maxAttempts(1).build();

    private final int maxAttempts;
    private final Duration baseDelay;
    private final Duration maxDelay;
    private final Set<OperationName> idempotentOperations;
    private final Sleeper sleeper;

    private RetryPolicy(Builder b) {
        this.maxAttempts = b.maxAttempts;
        this.baseDelay = b.baseDelay;
        this.maxDelay = b.maxDelay;
        this.idempotentOperations = Set.copyOf(b.idempotentOperations);
        this.sleeper = b.sleeper;
    }

    /** @return the default policy: 3 attempts, 200 ms base delay, 10 s cap */
    public static RetryPolicy defaults() {
        return DEFAULT;
    }

    /** @return a policy that never retries */
    public static RetryPolicy none() {
        return NONE;
    }

    /** @return a builder with the defaults set */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the attempts a call may make, the first included (1 means no retry) */
    public int maxAttempts() {
        return maxAttempts;
    }

    /** @return the wait before the first retry, before jitter */
    public Duration baseDelay() {
        return baseDelay;
    }

    /** @return the longest wait between two attempts */
    public Duration maxDelay() {
        return maxDelay;
    }

    /**
     * @param operation an operation, such as {@code DatabaseOperations.RESTART_DATABASE_INSTANCE}
     * @return whether that non-GET operation was opted in to GET-like retries
     */
    public boolean treatsAsIdempotent(OperationName operation) {
        return idempotentOperations.contains(operation);
    }

    /** @return the sleeper blocking calls use between attempts (async calls schedule their waits instead) */
    public Sleeper sleeper() {
        return sleeper;
    }

    @Override
    public String toString() {
        return "RetryPolicy{maxAttempts=" + maxAttempts + ", baseDelay=" + baseDelay + ", maxDelay=" + maxDelay
                + ", idempotentOperations=" + idempotentOperations + '}';
    }

    /** Builds a {@link RetryPolicy}. */
    public static final class Builder {
        private int maxAttempts = 3;
        private Duration baseDelay = Duration.ofMillis(200);
        private Duration maxDelay = Duration.ofSeconds(10);
        private Set<OperationName> idempotentOperations = Set.of();
        private Sleeper sleeper = Sleeper.SYSTEM;

        private Builder() {
        }

        /**
         * @param maxAttempts attempts per call, the first included; 1 turns retries off
         * @return this builder
         * @throws IllegalArgumentException when below 1
         */
        public Builder maxAttempts(int maxAttempts) {
            if (maxAttempts < 1) {
                throw new IllegalArgumentException("maxAttempts must be at least 1, was " + maxAttempts);
            }
            this.maxAttempts = maxAttempts;
            return this;
        }

        /**
         * @param baseDelay the exponential backoff's starting bound
         * @return this builder
         * @throws IllegalArgumentException when outside 0 to 1 hour
         */
        public Builder baseDelay(Duration baseDelay) {
            this.baseDelay = TimeLimits.retryDelay(baseDelay, "baseDelay");
            return this;
        }

        /**
         * @param maxDelay the cap on any wait, {@code Retry-After} included
         * @return this builder
         * @throws IllegalArgumentException when outside 0 to 1 hour
         */
        public Builder maxDelay(Duration maxDelay) {
            this.maxDelay = TimeLimits.retryDelay(maxDelay, "maxDelay");
            return this;
        }

        /**
         * Opts non-GET operations in to GET-like retries, for operations that are safe to repeat in your use
         * (a restart, for instance): {@code retryAsIdempotent(DatabaseOperations.RESTART_DATABASE_INSTANCE)}.
         * Each service module publishes its operations' names as constants.
         *
         * @param operations the operations
         * @return this builder
         * @throws NullPointerException when an operation is null
         */
        public Builder retryAsIdempotent(OperationName... operations) {
            this.idempotentOperations = Set.of(operations);
            return this;
        }

        /**
         * @param sleeper what a blocking call waits with between attempts; tests pass one that records instead
         *                of sleeping. Async calls never use it: they schedule the wait on the JDK's delayed
         *                executor, so no thread is blocked
         * @return this builder
         * @throws NullPointerException when null
         */
        public Builder sleeper(Sleeper sleeper) {
            this.sleeper = Objects.requireNonNull(sleeper, "sleeper == null");
            return this;
        }

        /** @return the policy */
        public RetryPolicy build() {
            return new RetryPolicy(this);
        }

    }
}
