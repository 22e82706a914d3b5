package dev.cloudsdk.core;

/**
 * HTTP a 5xx status: the server failed. Whether a create or restore took effect is unknown.
 */
public class ServerException extends ApiException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for one response.
     *
     * @param response what the server answered
     */
    public ServerException(ErrorResponse response) {
        super(response);
    }
}
