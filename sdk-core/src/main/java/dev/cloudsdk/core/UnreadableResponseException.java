package dev.cloudsdk.core;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The server answered with success (2xx), but the SDK could not use the body: it was empty, cut short, not JSON,
 * too large, over the page limits, or missing the resource.
 *
 * <p>What to do depends on the operation, and the message says it. An operation that changes something (a POST:
 * create a pool, restore a backup, restart an instance) was accepted, so it has probably taken effect: a pool may
 * exist, a restore or restart may be running. Check the resource before repeating the call. A read (a GET: list
 * recordsets) changed nothing, so it can simply be repeated.
 *
 * <p>This is deliberately not an {@link ApiException}: code that catches {@code ApiException} to retry a refused
 * call must not retry one that probably happened. The SDK never retries it either.
 */
public class UnreadableResponseException extends CloudSdkException {
    private static final long serialVersionUID = 1L;

    /** The HTTP status, a 2xx. */
    private final int statusCode;
    /** The HTTP method of the call. */
    private final String method;
    /** The encoded path of the call. */
    private final String path;
    /** The request id header, or null. */
    private final @Nullable String requestId;
    /** The first characters of the body. */
    private final String bodySnippet;
    /** The response headers by lower-case name, cleaned; not serialized. */
    private final transient @Nullable Map<String, List<String>> headers;
    /** The attempts the call made. */
    private final int attempts;

    /**
     * Creates the exception.
     *
     * @param response what the server answered and why it could not be used
     * @param cause the parser's failure, or {@code null}
     */
    public UnreadableResponseException(ErrorResponse response, @Nullable Throwable cause) {
        super(response.message(), cause);
        this.statusCode = response.statusCode();
        this.method = response.method();
        this.path = response.path();
        this.requestId = response.requestId();
        this.bodySnippet = response.bodySnippet();
        this.headers = response.headers();
        this.attempts = response.attempts();
    }

    /** @return the (successful) HTTP status the server answered with */
    public int statusCode() {
        return statusCode;
    }

    /** @return the HTTP method of the call */
    public String method() {
        return method;
    }

    /** @return the encoded path of the call, without query */
    public String path() {
        return path;
    }

    /** @return the request id header the server sent, if it sent one */
    public Optional<String> requestId() {
        return Optional.ofNullable(requestId);
    }

    /** @return the first bytes of the response body as text (at most a few hundred characters), maybe empty */
    public String bodySnippet() {
        return bodySnippet;
    }

    /**
     * @return the attempts the call made, the one answered with this body included; earlier ones failed in a way
     *     the policy retries (a 503, a connection reset)
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
}
