package dev.cloudsdk.core;

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
 *   <li>Retries draw on a retry budget that all clients and threads of one {@code ClientConfig} share, so that an
 *       outage does not multiply the load on the service: a bucket of 500 tokens, full at the start. A retry
 *       takes 5 tokens, a retry after a timeout or a connection failure 10. When the bucket holds less, the call
 *       is not retried: it ends after its current attempt with that attempt's exception, whose message says that
 *       the retry budget is spent. A call that succeeds puts back what its last retry took, or 1 token when it
 *       needed no retry, never above the size, so the budget refills by itself once calls succeed again. A new
 *       connection after a stale one and a new token after a 401 are not retries and take nothing. Set the size
 *       with {@link Builder#retryBudget(int)}, or turn it off with {@link Builder#noRetryBudget()}.</li>
 * </ul>
 */
public final class RetryPolicy {
    /**
     * The most attempts {@link Builder#maxAttempts(int)} allows, the first included: 10. More would not be used: a
     * call's deadline (60 s by default) and the retry budget (a retry takes 5 of its 500 tokens) end a longer run
     * of failures first, and nine retries of one call already cost 45 tokens, a tenth of the budget every call of
     * the config shares.
     */
    public static final int MAX_ATTEMPTS = 10;

    private static final int DEFAULT_RETRY_BUDGET = 500;
    private static final int MIN_RETRY_BUDGET = 10;
    private static final RetryPolicy DEFAULT = builder().build();
    private static final RetryPolicy NONE = builder().maxAttempts(1).build();

    private final int maxAttempts;
    private final Duration baseDelay;
    private final Duration maxDelay;
    private final Set<OperationName> idempotentOperations;
    private final Sleeper sleeper;
    private final int retryBudget;

    private RetryPolicy(Builder b) {
        this.maxAttempts = b.maxAttempts;
        this.baseDelay = b.baseDelay;
        this.maxDelay = b.maxDelay;
        this.idempotentOperations = Set.copyOf(b.idempotentOperations);
        this.sleeper = b.sleeper;
        this.retryBudget = b.retryBudget;
    }

    /** @return the default policy: 3 attempts, 200 ms base delay, 10 s cap, a retry budget of 500 tokens */
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

    /**
     * @return the size, in tokens, of the retry budget each config with this policy has (500 unless set), or 0
     *     when the budget is off
     */
    public int retryBudget() {
        return retryBudget;
    }

    @Override
    public String toString() {
        return "RetryPolicy{maxAttempts=" + maxAttempts + ", baseDelay=" + baseDelay + ", maxDelay=" + maxDelay
                + ", idempotentOperations=" + idempotentOperations + ", retryBudget="
                + (retryBudget == 0 ? "off" : retryBudget) + '}';
    }

    /** Builds a {@link RetryPolicy}. */
    public static final class Builder {
        private int maxAttempts = 3;
        private Duration baseDelay = Duration.ofMillis(200);
        private Duration maxDelay = Duration.ofSeconds(10);
        private Set<OperationName> idempotentOperations = Set.of();
        private Sleeper sleeper = Sleeper.SYSTEM;
        private int retryBudget = DEFAULT_RETRY_BUDGET;

        private Builder() {}

        /**
         * @param maxAttempts attempts per call, the first included; 1 turns retries off, {@link #MAX_ATTEMPTS} (10)
         *     at most
         * @return this builder
         * @throws IllegalArgumentException when below 1 or above {@link #MAX_ATTEMPTS}
         */
        public Builder maxAttempts(int maxAttempts) {
            if (maxAttempts < 1) {
                throw new IllegalArgumentException("maxAttempts must be at least 1, was " + maxAttempts);
            }
            if (maxAttempts > MAX_ATTEMPTS) {
                throw new IllegalArgumentException("maxAttempts must be at most " + MAX_ATTEMPTS + ", was "
                        + maxAttempts + ": the call deadline and the retry budget end a longer run of failures"
                        + " first; raise callTimeout or maxDelay to wait longer between attempts");
            }
            this.maxAttempts = maxAttempts;
            return this;
        }

        /**
         * @param baseDelay the exponential backoff's starting bound; {@link #build()} refuses it above
         *     {@code maxDelay}
         * @return this builder
         * @throws IllegalArgumentException when outside 0 to 1 hour
         */
        public Builder baseDelay(Duration baseDelay) {
            this.baseDelay = retryDelay(baseDelay, "baseDelay");
            return this;
        }

        /**
         * @param maxDelay the cap on any wait, {@code Retry-After} included
         * @return this builder
         * @throws IllegalArgumentException when outside 0 to 1 hour
         */
        public Builder maxDelay(Duration maxDelay) {
            this.maxDelay = retryDelay(maxDelay, "maxDelay");
            return this;
        }

        /**
         * Opts non-GET operations in to GET-like retries, for operations that are safe to repeat in your use
         * (a restart, for instance): {@code retryAsIdempotent(DatabaseOperations.RESTART_DATABASE_INSTANCE)}.
         * Each service module publishes its operations' names as constants, the only names there are, so a
         * misspelt name does not compile.
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

        /**
         * Sets the size of the retry budget: a bucket of tokens that all clients and threads of one
         * {@code ClientConfig} draw on to retry (each config built with this policy has a bucket of its own). A
         * retry takes 5 tokens, or 10 after a timeout or a connection failure; a successful call puts back what its
         * last retry took, or 1 when it made none. With the default of 500, an outage gets at most 100 retries
         * (50 after timeouts) before calls end after their first attempt, until successes refill the bucket.
         *
         * @param tokens the size of the bucket, full at the start; at least 10, the cost of one retry after a
         *               timeout
         * @return this builder
         * @throws IllegalArgumentException when below 10
         */
        public Builder retryBudget(int tokens) {
            if (tokens < MIN_RETRY_BUDGET) {
                throw new IllegalArgumentException("retryBudget must be at least " + MIN_RETRY_BUDGET + " tokens"
                        + " (the cost of one retry after a timeout), was " + tokens
                        + "; noRetryBudget() turns the budget off");
            }
            this.retryBudget = tokens;
            return this;
        }

        /**
         * Turns the retry budget off: every call makes every retry the policy allows, however many calls fail at
         * once. For a config whose calls go to many independent services, or where another layer (a circuit
         * breaker) sheds the load.
         *
         * @return this builder
         */
        public Builder noRetryBudget() {
            this.retryBudget = 0;
            return this;
        }

        /**
         * @return the policy
         * @throws IllegalArgumentException when {@code baseDelay} is above {@code maxDelay}: every wait would be
         *     {@code maxDelay}, which is not what either setting says
         */
        public RetryPolicy build() {
            if (baseDelay.compareTo(maxDelay) > 0) {
                throw new IllegalArgumentException("baseDelay (" + baseDelay.toMillis() + " ms) is above maxDelay ("
                        + maxDelay.toMillis() + " ms), which caps every wait: lower baseDelay or raise maxDelay");
            }
            return new RetryPolicy(this);
        }

        /** @return {@code d} when from 0 to 1 hour, the longest wait between two attempts */
        private static Duration retryDelay(Duration d, String name) {
            Objects.requireNonNull(d, name + " == null");
            if (d.isNegative() || d.compareTo(Duration.ofHours(1)) > 0) {
                throw new IllegalArgumentException(name + " must be from 0 to 1 hour, was " + d);
            }
            return d;
        }
    }
}
