package dev.cloudsdk.core;

/**
 * HTTP 409: the resource is not in a state that allows the operation (for example a backup that is not restorable).
 */
public class ConflictException extends ApiException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for one response.
     *
     * @param response what the server answered
     */
    public ConflictException(ErrorResponse response) {
        super(response);
    }
}
