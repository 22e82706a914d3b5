package dev.cloudsdk.core.internal;

/**
 * How far one attempt got, written from OkHttp's threads and read when it fails: whether any byte may have
 * reached the server (which decides whether a POST may be retried), which timeout a timeout was, how many
 * requests reached the wire, and a {@code Retry-After} that {@link WireGate} kept from OkHttp.
 */
final class CallState {
    enum Phase { CONNECTING, SENDING, AWAITING_RESPONSE, READING_BODY }

    private final String operation;
    private final int attempt;
    private final int maxAttempts;
    private volatile Phase phase = Phase.CONNECTING;
    private volatile int wireRequests;
    private volatile String retryAfter;

    CallState(String operation, int attempt, int maxAttempts) {
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
