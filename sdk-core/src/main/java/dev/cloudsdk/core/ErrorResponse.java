package dev.cloudsdk.core;

import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What an unsuccessful response said, as the SDK read it. It is the one argument of every {@link ApiException}
 * constructor, so callers who test their own error handling can build the exceptions the SDK throws.
 *
 * @param statusCode the HTTP status
 * @param method the HTTP method of the call
 * @param path the encoded path of the call, without query
 * @param error the server's {@code error} object, empty when there was none
 * @param requestId the request id header, or {@code null} when the server sent none
 * @param bodySnippet the first characters of the body, maybe empty
 * @param detail a short human reading of what went wrong
 */
public record ErrorResponse(int statusCode, String method, String path, Map<String, @Nullable Object> error,
                            @Nullable String requestId, String bodySnippet, String detail) {

    /**
     * Checks the components and makes the error map immutable.
     *
     * @param statusCode the HTTP status
     * @param method the HTTP method of the call
     * @param path the encoded path of the call, without query
     * @param error the server's {@code error} object, empty when there was none
     * @param requestId the request id header, or {@code null} when the server sent none
     * @param bodySnippet the first characters of the body, maybe empty
     * @param detail a short human reading of what went wrong
     */
    public ErrorResponse {
        Objects.requireNonNull(method, "method == null");
        Objects.requireNonNull(path, "path == null");
        error = error == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(error));
        bodySnippet = bodySnippet == null ? "" : bodySnippet;
        detail = detail == null || detail.isBlank() ? "no detail in response" : detail;
    }

    /**
     * The exception message: {@code HTTP 409 on POST /v1/...: detail (request id abc)}.
     *
     * @return the message
     */
    public String message() {
        StringBuilder sb = new StringBuilder(96).append("HTTP ").append(statusCode).append(" on ")
                .append(method).append(' ').append(path).append(": ").append(detail);
        if (requestId != null) {
            sb.append(" (request id ").append(requestId).append(')');
        }
        return sb.toString();
    }
}
