package dev.cloudsdk.core.internal;

/** A successful response body that is JSON, but not the JSON the operation returns. */
public final class BodyFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what is wrong with the body
     */
    public BodyFormatException(String message) {
        super(message, null, false, false);
    }
}
