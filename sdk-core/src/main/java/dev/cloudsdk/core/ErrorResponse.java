package dev.cloudsdk.core;

import dev.cloudsdk.core.internal.Failures;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What an unsuccessful response said, as the SDK read it, and how the call came to it: the attempt it ended on,
 * out of how many, after how long. It is the one argument of every {@link ApiException} constructor, so callers
 * who test their own error handling can build the exceptions the SDK throws:
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
 * @param headers the response headers, by lower-case name, in the order the server sent them: the call's token
 *                redacted from their values, control characters escaped, each value cut after about 1,000
 *                characters; empty when there were none
 * @param attempts the attempts the call made, the one that ended it included (at least 1)
 * @param maxAttempts the most attempts the retry policy allowed, or {@code 0} when not known (a response built
 *                    outside the SDK); the message names the attempt only when it is known
 * @param elapsed the time from the call being made to this answer
 * @param retryable whether the retry policy tries an answer like this one again while attempts remain: false for a
 *                  status it never retries (a 404) and for a call it never resends once the server may have seen it
 *                  (a POST, unless the policy's {@code retryAsIdempotent} names it). The message says "attempt 1 of
 *                  3" only when it is true, since "of 3" says that more attempts were possible; otherwise "attempt
 *                  1", and "not resent: a POST" when only the method kept a 503 from being retried
 */
public record ErrorResponse(
        int statusCode,
        String method,
        String path,
        Map<String, @Nullable Object> error,
        @Nullable String requestId,
        String bodySnippet,
        String detail,
        Map<String, List<String>> headers,
        int attempts,
        int maxAttempts,
        Duration elapsed,
        boolean retryable) {

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
     * @param headers the response headers by lower-case name, or {@code null} for none
     * @param attempts the attempts the call made
     * @param maxAttempts the most attempts allowed, or {@code 0} when not known
     * @param elapsed the time the call took, or {@code null} for none
     * @param retryable whether the retry policy tries an answer like this one again while attempts remain
     * @throws NullPointerException when the method or the path is null
     * @throws IllegalArgumentException when {@code attempts} is below 1 or {@code maxAttempts} below 0
     */
    public ErrorResponse {
        Objects.requireNonNull(method, "method == null");
        Objects.requireNonNull(path, "path == null");
        error = error == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(error));
        bodySnippet = bodySnippet == null ? "" : bodySnippet;
        detail = detail == null || detail.isBlank() ? "no detail in response" : detail;
        headers = copy(headers);
        if (attempts < 1 || maxAttempts < 0) {
            throw new IllegalArgumentException(
                    "attempts must be at least 1 and maxAttempts at least 0, were " + attempts + " and " + maxAttempts);
        }
        elapsed = elapsed == null ? Duration.ZERO : elapsed;
    }

    private static Map<String, List<String>> copy(@Nullable Map<String, List<String>> headers) {
        if (headers == null || headers.isEmpty()) {
            return Map.of();
        }
        Map<String, List<String>> out = new LinkedHashMap<>();
        headers.forEach((name, values) -> out.put(name.toLowerCase(Locale.ROOT), List.copyOf(values)));
        return Collections.unmodifiableMap(out);
    }

    /**
     * @param name a header name, in any case
     * @return the header's first value, if the response had it
     */
    public Optional<String> header(String name) {
        return Response.header(headers, name);
    }

    /**
     * The exception message: {@code HTTP 503 on GET /v1/...: detail (request id abc; attempt 3 of 3, after 412 ms)}.
     * The request id is there when the server sent one, the attempt when {@link #maxAttempts()} is known: out of
     * how many only when the answer is {@link #retryable()}, so a POST answered 503 ends {@code (attempt 1, after
     * 40 ms; not resent: a POST)} and a 404 {@code (attempt 1, after 40 ms)}.
     *
     * @return the message
     */
    public String message() {
        String notes = requestId == null ? "" : "request id " + requestId;
        if (maxAttempts > 0) {
            notes += (notes.isEmpty() ? "" : "; ")
                    + Failures.answerAttemptText(
                            attempts, maxAttempts, elapsed.toMillis(), retryable, statusCode, method);
        }
        return "HTTP " + statusCode + " on " + method + ' ' + path + ": " + detail
                + (notes.isEmpty() ? "" : " (" + notes + ")");
    }

    /**
     * A builder with status 0, one attempt out of an unknown number, no headers, no elapsed time, an answer the policy
     * would retry, and every other component unset: set at least the status, the method and the path.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder()
                .statusCode(statusCode)
                .method(method)
                .path(path)
                .error(error)
                .requestId(requestId)
                .bodySnippet(bodySnippet)
                .detail(detail)
                .headers(headers)
                .attempts(attempts)
                .maxAttempts(maxAttempts)
                .elapsed(elapsed)
                .retryable(retryable);
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
        private @Nullable Map<String, List<String>> headers;
        private int attempts = 1;
        private int maxAttempts;
        private @Nullable Duration elapsed;
        private boolean retryable = true;

        private Builder() {}

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
         * @param headers the response headers (names in any case), or {@code null} for none
         * @return this builder
         */
        public Builder headers(@Nullable Map<String, List<String>> headers) {
            this.headers = headers;
            return this;
        }

        /**
         * @param attempts the attempts the call made, the last included; default 1
         * @return this builder
         */
        public Builder attempts(int attempts) {
            this.attempts = attempts;
            return this;
        }

        /**
         * @param maxAttempts the most attempts the retry policy allowed; default 0, not known
         * @return this builder
         */
        public Builder maxAttempts(int maxAttempts) {
            this.maxAttempts = maxAttempts;
            return this;
        }

        /**
         * @param elapsed the time from the call being made to the answer, or {@code null} for none (the default)
         * @return this builder
         */
        public Builder elapsed(@Nullable Duration elapsed) {
            this.elapsed = elapsed;
            return this;
        }

        /**
         * @param retryable whether the retry policy tries an answer like this one again while attempts remain;
         *     default {@code true}
         * @return this builder
         */
        public Builder retryable(boolean retryable) {
            this.retryable = retryable;
            return this;
        }

        /**
         * @return the error response, through the canonical constructor
         * @throws NullPointerException when the method or the path is not set
         * @throws IllegalArgumentException when {@code attempts} is below 1 or {@code maxAttempts} below 0
         */
        public ErrorResponse build() {
            return new ErrorResponse(
                    statusCode,
                    method,
                    path,
                    error,
                    requestId,
                    bodySnippet,
                    detail,
                    headers,
                    attempts,
                    maxAttempts,
                    elapsed,
                    retryable);
        }
    }
}
