package dev.cloudsdk.core.internal;

/**
 * One attempt of a call (a {@link CallLifecycle} is the whole call): how far it got, written by the thread that runs
 * OkHttp's interceptors for it and read when it ends: whether any byte may have reached the server (which decides
 * whether a POST may be retried), which timeout a timeout was, how many requests reached the wire, and a
 * {@code Retry-After} that {@link NetworkInterceptor} kept from OkHttp. It travels as the request's tag.
 */
final class AttemptState {
    enum Phase {
        CONNECTING,
        SENDING,
        AWAITING_RESPONSE,
        READING_BODY
    }

    private final String operation;
    private final int attempt;
    private final int maxAttempts;
    private volatile Phase phase = Phase.CONNECTING;
    private volatile int wireRequests;
    private volatile String retryAfter;

    AttemptState(String operation, int attempt, int maxAttempts) {
        this.operation = operation;
        this.attempt = attempt;
        this.maxAttempts = maxAttempts;
    }

    String operation() {
        return operation;
    }

    int attempt() {
        return attempt;
    }

    int maxAttempts() {
        return maxAttempts;
    }

    Phase phase() {
        return phase;
    }

    void phase(Phase phase) {
        this.phase = phase;
    }

    /** Once a connection was handed to the exchange, the server may have seen the request. */
    boolean mayHaveBeenSent() {
        return phase != Phase.CONNECTING;
    }

    /** @return how many requests this attempt has put on the wire, this one included */
    int countWireRequest() {
        // One OkHttp call runs its interceptors on one thread at a time: no lost update.
        return ++wireRequests;
    }

    String retryAfter() {
        return retryAfter;
    }

    void retryAfter(String value) {
        this.retryAfter = value;
    }
}
