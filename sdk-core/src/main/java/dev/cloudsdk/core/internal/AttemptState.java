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

    final String operation;
    /** Which attempt of the call this is, from 1. */
    final int attempt;
    /** How many attempts the retry policy allows. */
    final int maxAttempts;
    /** How far the attempt got; {@link NetworkInterceptor} and the request body move it on. */
    volatile Phase phase = Phase.CONNECTING;
    /** The {@code Retry-After} that {@link NetworkInterceptor} kept from OkHttp, or {@code null}. */
    volatile String retryAfter;

    private volatile int wireRequests;

    AttemptState(String operation, int attempt, int maxAttempts) {
        this.operation = operation;
        this.attempt = attempt;
        this.maxAttempts = maxAttempts;
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
}
