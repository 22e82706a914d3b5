package dev.cloudsdk.core;

import org.jspecify.annotations.Nullable;

/**
 * The server answered with a status the SDK treats as success (or a redirect), but the answer could not be used:
 * a body that is empty, truncated, not JSON, too large (in bytes, in a page's items, in list elements, in a string's
 * length or in nesting), or missing the member the operation returns. The operation may have taken effect on the
 * server.
 */
public class UnexpectedResponseException extends ApiException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param response what the server answered
     * @param cause the parse failure, or {@code null}
     */
    public UnexpectedResponseException(ErrorResponse response, @Nullable Throwable cause) {
        super(response, cause);
    }
}
