package dev.cloudsdk.core;

import org.jspecify.annotations.Nullable;

/**
 * Root of every exception the SDK throws for a call that did not succeed. Unchecked, as in the Azure and AWS
 * SDKs: callers catch the subclasses they can act on.
 */
public class CloudSdkException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates an exception with a message.
     *
     * @param message what went wrong; never holds a credential
     */
    public CloudSdkException(String message) {
        super(message);
    }

    /**
     * Creates an exception with a message and a cause.
     *
     * @param message what went wrong; never holds a credential
     * @param cause the underlying failure, or {@code null} when there is none
     */
    public CloudSdkException(String message, @Nullable Throwable cause) {
        super(message, cause);
    }
}
