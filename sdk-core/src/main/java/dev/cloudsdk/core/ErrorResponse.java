package dev.cloudsdk.core;

import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What an unsuccessful response said, as the SDK read it. It is the one argument of every {@link ApiException}
 * constructor, so callers who test their own error handling can build the exceptions the SDK throws:
 * {@code new ConflictException(ErrorResponse.builder().statusCode(409).method("POST").path(p).build())}.
 *
 * <p>Make one with {@link #builder()}: the canonical constructor is not covered by the compatibility promise,
 * since a new component changes it.
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
     * Checks the components and makes the error map immutable. Not covered by the compatibility promise: use
     * {@link #builder()}.
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

    /**
     * A builder with status 0 and every other component unset: set at least the status, the method and the path.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder().statusCode(statusCode).method(method).path(path).error(error).requestId(requestId)
                .bodySnippet(bodySnippet).detail(detail);
    }

    /**
     * Builds an {@link ErrorResponse}, for tests that build the SDK's exceptions. Setters are only ever added, so
     * code that uses the builder keeps compiling when the record gains a component.
     */
    public static final class Builder {
        private int statusCode;
        private @Nullable String method;
        private @Nullable String path;
        private @Nullable Map<String, @Nullable Object> error;
        private @Nullable String requestId;
        private @Nullable String bodySnippet;
        private @Nullable String detail;

        private Builder() {
        }

        /**
         * @param statusCode the HTTP status
         * @return this builder
         */
        public Builder statusCode(int statusCode) {
            this.statusCode = statusCode;
            return this;
        }

        /**
         * @param method the HTTP method of the call (required)
         * @return this builder
         */
        public Builder method(String method) {
            this.method = method;
            return this;
        }

        /**
         * @param path the encoded path of the call, without query (required)
         * @return this builder
         */
        public Builder path(String path) {
            this.path = path;
            return this;
        }

        /**
         * @param error the server's {@code error} object, or {@code null} for none
         * @return this builder
         */
        public Builder error(@Nullable Map<String, @Nullable Object> error) {
            this.error = error;
            return this;
        }

        /**
         * @param requestId the request id header, or {@code null}
         * @return this builder
         */
        public Builder requestId(@Nullable String requestId) {
            this.requestId = requestId;
            return this;
        }

        /**
         * @param bodySnippet the first characters of the body, or {@code null} for none
         * @return this builder
         */
        public Builder bodySnippet(@Nullable String bodySnippet) {
            this.bodySnippet = bodySnippet;
            return this;
        }

        /**
         * @param detail a short human reading of what went wrong, or {@code null} for the default text
         * @return this builder
         */
        public Builder detail(@Nullable String detail) {
            this.detail = detail;
            return this;
        }

        /**
         * @return the error response, through the canonical constructor
         * @throws NullPointerException when the method or the path is not set
         */
        public ErrorResponse build() {
            return new ErrorResponse(statusCode, method, path, error, requestId, bodySnippet, detail);
        }
    }
}
