package dev.cloudsdk.core;

import java.io.IOException;

/** A time limit was hit; {@link #limit()} says which one. */
public class ApiTimeoutException extends ApiConnectionException {
    private static final long serialVersionUID = 1L;

    /** The limit that was hit. */
    public enum Limit {
        /** Establishing the TCP/TLS connection took longer than the connect timeout. */
        CONNECT,
        /** Writing the request took longer than the write timeout. */
        WRITE,
        /** The server sent nothing for longer than the read timeout. */
        READ,
        /** The whole call, with every attempt and backoff, took longer than the call deadline. */
        CALL_DEADLINE
    }

    /** The limit that was hit. */
    private final Limit limit;

    /**
     * Creates the exception.
     *
     * @param method the HTTP method of the call
     * @param path the encoded path of the call
     * @param requestMayHaveBeenSent whether any byte of the request may have reached the server
     * @param limit the limit that was hit
     * @param cause the I/O failure
     */
    public ApiTimeoutException(
            String method, String path, boolean requestMayHaveBeenSent, Limit limit, IOException cause) {
        this(method, path, requestMayHaveBeenSent, limit, describe(limit), cause);
    }

    /**
     * Creates the exception with a message that says more, such as the limit's value and the attempts made.
     *
     * @param method the HTTP method of the call
     * @param path the encoded path of the call
     * @param requestMayHaveBeenSent whether any byte of the request may have reached the server
     * @param limit the limit that was hit
     * @param message what happened, without the method and path (they are put in front)
     * @param cause the I/O failure
     */
    public ApiTimeoutException(
            String method,
            String path,
            boolean requestMayHaveBeenSent,
            Limit limit,
            String message,
            IOException cause) {
        super(method, path, requestMayHaveBeenSent, message, cause);
        this.limit = limit;
    }

    /** @return the limit that was hit */
    public Limit limit() {
        return limit;
    }

    private static String describe(Limit limit) {
        return switch (limit) {
            case CONNECT -> "connect timeout exceeded";
            case WRITE -> "write timeout exceeded while sending the request";
            case READ -> "read timeout exceeded while waiting for the server";
            case CALL_DEADLINE -> "call deadline exceeded";
        };
    }
}
