package dev.cloudsdk.core;

/**
 * HTTP 400 Bad Request: the request parameters were refused.
 */
public class BadRequestException extends ApiException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for one response.
     *
     * @param response what the server answered
     */
    public BadRequestException(ErrorResponse response) {
        super(response);
    }
}
