package dev.cloudsdk.core;

import dev.cloudsdk.core.internal.Failures;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The server answered, but not with success. Carries the HTTP status, the server's {@code error} object (raw, and
 * its {@link #errorCode()} and {@link #errorMessage()} typed), the request id when the server sent one, the
 * response headers, a bounded snippet of the raw body, and the {@link #attempts()} the call made. Subclasses name
 * the statuses the API documents; any other status is a plain {@code ApiException}.
 *
 * <p>The message reads {@code HTTP 503 on GET /v1/...: detail (request id abc; attempt 3 of 3, after 412 ms)}.
 *
 * <p>Server text is data: in the message, the request id, the error code and message, the headers and the
 * snippet, the call's token is replaced by {@code <redacted>}, control characters are shown as visible escapes
 * (such as {@code \n}), and the server's text is cut after about 1,000 characters, saying so. {@link #error()}
 * keeps the whole error object, with only the token redacted.
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
    /** The response headers by lower-case name, cleaned; not serialized, as {@link #error}. */
    private final transient @Nullable Map<String, List<String>> headers;
    /** The attempts the call made. */
    private final int attempts;
    /** The error object's code as text, or null. */
    private final @Nullable String errorCode;
    /** The error object's message, or null. */
    private final @Nullable String errorMessage;
    /**
     * What the exception was made of, for a copy whose message says more (a retry the budget refused); null when
     * read.
     */
    final transient @Nullable ErrorResponse response;

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
        this.headers = response.headers();
        this.attempts = response.attempts();
        this.errorCode = Failures.errorCode(response.error());
        this.errorMessage = Failures.errorMessage(response.error());
        this.response = response;
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
     * The error object's {@code code} member, typed. The reference leaves the error object's fields open, so this
     * is read leniently: a JSON string as is, a number as its decimal text ({@code 4012}, {@code 4.5}), anything
     * else (an object, a boolean, {@code null}, a blank string, no member) as absent. Never fails. Other members
     * are in {@link #error()}.
     *
     * @return the error code, if the server sent one: the token redacted, control characters escaped, at most
     *     200 characters
     */
    public Optional<String> errorCode() {
        return Optional.ofNullable(errorCode);
    }

    /**
     * The error object's {@code message} member, when it is a non-blank JSON string; absent otherwise. Never
     * fails. The exception's own {@link #getMessage()} says more (status, call, attempts) and falls back on other
     * members ({@code detail}, {@code description}, ...) when there is no {@code message}.
     *
     * @return the server's error message, if it sent one: the token redacted, control characters escaped, cut
     *     after about 1,000 characters
     */
    public Optional<String> errorMessage() {
        return Optional.ofNullable(errorMessage);
    }

    /**
     * The attempts the call made before it ended with this answer, this one included: 3 when a GET met three
     * 503s under the default policy. A repeat that is no retry (once more with a new token after a 401, on a new
     * connection after a pooled one was found closed) does not count, as in {@link Response#attempts()}.
     *
     * @return the attempts, at least 1
     */
    public int attempts() {
        return attempts;
    }

    /**
     * @return the response headers, by lower-case name, in the order the server sent them: the token redacted,
     *     control characters escaped, each value cut after about 1,000 characters
     */
    public Map<String, List<String>> headers() {
        return headers == null ? Map.of() : headers;
    }

    /**
     * @param name a header name, in any case
     * @return the header's first value, if the response had it (cleaned as in {@link #headers()})
     */
    public Optional<String> header(String name) {
        return Response.header(headers(), name);
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
