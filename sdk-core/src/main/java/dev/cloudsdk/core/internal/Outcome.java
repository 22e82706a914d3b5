package dev.cloudsdk.core.internal;

import okhttp3.Response;

/**
 * What one attempt came to: {@link AttemptCodec} makes it of the response or the I/O failure, and
 * {@link CallLifecycle#decide} reads it. Made only by the named factories, each of which says what the decision may
 * do.
 *
 * @param value the result, when the attempt succeeded
 * @param failure the exception, when it did not
 * @param retryable whether this kind of failure is worth another attempt
 * @param mayHaveBeenSent whether the server may have received the request
 * @param retryAfter the server's {@code Retry-After}, or {@code null}
 * @param staleConnection whether a pooled connection was found closed before anything was sent
 * @param response the response of a success (closed; its status and headers stay readable), or {@code null}
 * @param <T> the result type
 */
record Outcome<T>(
        T value,
        RuntimeException failure,
        boolean retryable,
        boolean mayHaveBeenSent,
        String retryAfter,
        boolean staleConnection,
        Response response) {
    /** A success; the (closed) response is kept for its status and headers, which need no body. */
    static <T> Outcome<T> success(T value, Response response) {
        return new Outcome<>(value, null, false, true, null, false, response);
    }

    /** A failure that no attempt can mend: the call ends with it. */
    static <T> Outcome<T> finalFailure(RuntimeException failure, boolean mayHaveBeenSent) {
        return new Outcome<>(null, failure, false, mayHaveBeenSent, null, false, null);
    }

    /**
     * A failure another attempt may mend, if the policy, the operation and the deadline allow one.
     *
     * @param retryAfter the server's {@code Retry-After}, or {@code null}
     */
    static <T> Outcome<T> retryableFailure(RuntimeException failure, boolean mayHaveBeenSent, String retryAfter) {
        return new Outcome<>(null, failure, true, mayHaveBeenSent, retryAfter, false, null);
    }

    /** A pooled connection found closed before anything was written: the attempt may run again at once. */
    static <T> Outcome<T> staleConnection(RuntimeException failure, boolean mayHaveBeenSent) {
        return new Outcome<>(null, failure, true, mayHaveBeenSent, null, true, null);
    }
}
