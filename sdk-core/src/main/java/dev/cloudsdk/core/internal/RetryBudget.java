package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ApiConnectionException;
import java.util.concurrent.atomic.AtomicInteger;

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
final class RetryBudget {
    /** Tokens a retry takes. */
    static final int RETRY_COST = 5;
    /** Tokens a retry after a timeout or a connection failure takes. */
    static final int TIMEOUT_RETRY_COST = 10;
    /** Tokens a call that succeeded without a retry puts back. */
    static final int NO_RETRY_REFUND = 1;
    /** No budget: every retry the policy allows is made. */
    static final RetryBudget OFF = new RetryBudget(0);

    private final int size;
    private final AtomicInteger tokens;

    private RetryBudget(int size) {
        this.size = size;
        this.tokens = new AtomicInteger(size);
    }

    /** @param size the tokens of a full bucket; 0 for no budget */
    static RetryBudget of(int size) {
        if (size < 0) {
            throw new IllegalArgumentException("size must not be negative, was " + size);
        }
        return size == 0 ? OFF : new RetryBudget(size);
    }

    /** @return whether retries are unlimited by a budget */
    boolean off() {
        return size == 0;
    }

    /** @return the tokens of a full bucket, 0 when off */
    int size() {
        return size;
    }

    /** @return the tokens in the bucket now */
    int available() {
        return tokens.get();
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
        if (off()) {
            return true;
        }
        while (true) {
            int now = tokens.get();
            if (now < cost) {
                return false;
            }
            if (tokens.compareAndSet(now, now - cost)) {
                return true;
            }
        }
    }

    /**
     * A call succeeded: puts back what its last retry took, or {@link #NO_RETRY_REFUND} when it made none.
     *
     * @param lastCost what the call's last retry took, 0 when it made none
     */
    void refund(int lastCost) {
        if (off()) {
            return;
        }
        int amount = lastCost > 0 ? lastCost : NO_RETRY_REFUND;
        while (true) {
            int now = tokens.get();
            if (now >= size) {
                return;
            }
            // Written so that it cannot overflow, whatever the size.
            int next = now >= size - amount ? size : now + amount;
            if (tokens.compareAndSet(now, next)) {
                return;
            }
        }
    }

    @Override
    public String toString() {
        return off() ? "RetryBudget[off]" : "RetryBudget[" + tokens.get() + " of " + size + "]";
    }
}
