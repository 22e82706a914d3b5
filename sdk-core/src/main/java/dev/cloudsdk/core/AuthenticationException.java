package dev.cloudsdk.core;

/**
 * HTTP 401: the token is missing, invalid or expired.
 */
public class AuthenticationException extends ApiException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for one response.
     *
     * @param response what the server answered
     */
    public AuthenticationException(ErrorResponse response) {
        super(response);
    }
}
