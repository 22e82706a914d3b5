package dev.cloudsdk.core.internal;

/**
 * How far one attempt got, written from OkHttp's threads and read when it fails: whether any byte may have
 * reached the server (which decides whether a POST may be retried) and which timeout a timeout was.
 */
final class CallState {
    enum Phase { CONNECTING, SENDING, AWAITING_RESPONSE, READING_BODY }

    private volatile Phase phase = Phase.CONNECTING;

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
}
