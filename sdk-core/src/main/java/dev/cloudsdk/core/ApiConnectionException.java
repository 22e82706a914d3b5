package dev.cloudsdk.core;

import java.io.IOException;

/**
 * The call failed below HTTP: the connection could not be made, broke, or the response could not be read.
 * {@link #requestMayHaveBeenSent()} tells whether the server may have received (and acted on) the request.
 */
public class ApiConnectionException extends CloudSdkException {
    private static final long serialVersionUID = 1L;

    /** The HTTP method of the call. */
    private final String method;
    /** The encoded path of the call. */
    private final String path;
    /** Whether any byte of the request may have reached the server. */
    private final boolean requestMayHaveBeenSent;

    /**
     * Creates the exception.
     *
     * @param method the HTTP method of the call
     * @param path the encoded path of the call
     * @param requestMayHaveBeenSent whether any byte of the request may have reached the server
     * @param message what failed
     * @param cause the I/O failure
     */
    public ApiConnectionException(
            String method, String path, boolean requestMayHaveBeenSent, String message, IOException cause) {
        super(method + ' ' + path + ": " + message, cause);
        this.method = method;
        this.path = path;
        this.requestMayHaveBeenSent = requestMayHaveBeenSent;
    }

    /** @return the HTTP method of the failed call */
    public String method() {
        return method;
    }

    /** @return the encoded path of the failed call */
    public String path() {
        return path;
    }

    /**
     * Whether the request may have reached the server. When {@code false} the server certainly did not act on it;
     * when {@code true} a create, restore or restart may have taken effect.
     *
     * @return whether the request may have been sent
     */
    public boolean requestMayHaveBeenSent() {
        return requestMayHaveBeenSent;
    }

    @Override
    public synchronized IOException getCause() {
        return (IOException) super.getCause();
    }
}
