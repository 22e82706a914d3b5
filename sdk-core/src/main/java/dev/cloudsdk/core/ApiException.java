package dev.cloudsdk.core;

import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The server answered, but not with success. Carries the HTTP status, the server's {@code error} object, the
 * request id when the server sent one, and a bounded snippet of the raw body. Subclasses name the statuses the
 * API documents; any other status is a plain {@code ApiException}.
 *
 * <p>Server text is data: in the message, the request id and the snippet, the call's token is replaced by
 * {@code <redacted>}, control characters are shown as visible escapes (such as {@code \n}), and the server's
 * part of the message is cut after about 1,000 characters, saying so. {@link #error()} keeps the whole error
 * object, with only the token redacted.
 */
public class ApiException extends CloudSdkException {
    private static final long serialVersionUID = 1L;

    /** The HTTP status. */
    private final int statusCode;
    /** The HTTP method of the call. */
    private final String method;
    /** The encoded path of the call. */
    private final String path;
    /** The server's error object; not serialized, since its values are arbitrary JSON. */
    private final transient @Nullable Map<String, @Nullable Object> error;
    /** The request id header, or null. */
    private final @Nullable String requestId;
    /** The first characters of the body. */
    private final String bodySnippet;

    /**
     * Creates an exception for one response.
     *
     * @param response what the server answered
     */
    public ApiException(ErrorResponse response) {
        this(response, null);
    }

    /**
     * Creates an exception for one response, with an underlying cause.
     *
     * @param response what the server answered
     * @param cause why the response could not be used, or {@code null}
     */
    protected ApiException(ErrorResponse response, @Nullable Throwable cause) {
        super(response.message(), cause);
        this.statusCode = response.statusCode();
        this.method = response.method();
        this.path = response.path();
        this.error = response.error();
        this.requestId = response.requestId();
        this.bodySnippet = response.bodySnippet();
    }

    /** @return the HTTP status code the server answered with */
    public int statusCode() {
        return statusCode;
    }

    /** @return the HTTP method of the failed call */
    public String method() {
        return method;
    }

    /** @return the encoded path of the failed call, without query */
    public String path() {
        return path;
    }

    /**
     * The server's {@code error} object. The API documents no fields of it, so it is a map; empty when the body
     * held no {@code error} object (an HTML page from a proxy, a string, nothing at all). Its text is the
     * server's, whole and unescaped, except that the call's token is replaced by {@code <redacted>}. A member the
     * server sent as JSON {@code null} has a {@code null} value.
     *
     * @return the error object, never {@code null}
     */
    public Map<String, @Nullable Object> error() {
        return error == null ? Map.of() : error;
    }

    /**
     * @return the request id header the server sent, if it sent one: the token redacted, control characters
     *     escaped, at most 200 characters
     */
    public Optional<String> requestId() {
        return Optional.ofNullable(requestId);
    }

    /**
     * @return the first bytes of the response body as text (at most a few hundred characters, the token
     *     redacted, control characters escaped), maybe empty
     */
    public String bodySnippet() {
        return bodySnippet;
    }
}
