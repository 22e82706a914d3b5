package dev.cloudsdk.core;

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
     * @param cause the underlying failure
     */
    public CloudSdkException(String message, Throwable cause) {
        super(message, cause);
    }
}
