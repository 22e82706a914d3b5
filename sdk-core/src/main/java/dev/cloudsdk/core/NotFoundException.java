package dev.cloudsdk.core;

/**
 * HTTP 404: the addressed resource (or its parent) does not exist in this region.
 */
public class NotFoundException extends ApiException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for one response.
     *
     * @param response what the server answered
     */
    public NotFoundException(ErrorResponse response) {
        super(response);
    }
}
