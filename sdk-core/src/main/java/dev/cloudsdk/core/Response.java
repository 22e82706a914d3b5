package dev.cloudsdk.core;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A successful call's result with what came back beside it: the HTTP status, the response headers, the request id,
 * the attempts the call made and its elapsed time. Every operation has a {@code ...WithResponse} method, blocking
 * and async, that returns one; the plain method stays the short one.
 *
 * <p>To fake a {@code ...WithResponse} call in a test, make one with {@link #builder()}: the canonical constructor
 * is not covered by the compatibility promise, since a new component changes it.
 *
 * @param value the parsed result, as the plain method returns it; {@code null} for an operation whose success has
 *              no body (a 204, whose plain method returns {@code void}), which returns a
 *              {@code Response<@Nullable Void>}
 * @param statusCode the HTTP status of the response the result came from
 * @param headers the response headers, by lower-case name, in the order the server sent them (the call's token
 *                redacted from their values)
 * @param requestId the request id the server sent (redacted, escaped and bounded like all server text), or
 *                  {@code null}
 * @param attempts the attempts the call made, the successful one included
 * @param elapsed the time from the call being made to its result
 * @param <T> the result type: non-null for every operation with a body (a missing resource fails as unreadable, a
 *     restart without a message gives an empty one); {@code @Nullable Void} for an operation without one, whose
 *     {@link #value()} is always {@code null}
 */
public record Response<T extends @Nullable Object>(
        T value,
        int statusCode,
        Map<String, List<String>> headers,
        @Nullable String requestId,
        int attempts,
        Duration elapsed) {

    /**
     * Copies the headers. Not covered by the compatibility promise: use {@link #builder()}.
     *
     * @param value the parsed result
     * @param statusCode the HTTP status
     * @param headers the response headers
     * @param requestId the request id, or {@code null}
     * @param attempts the attempts made
     * @param elapsed the elapsed time
     */
    public Response {
        headers = headers == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(headers));
    }

    /**
     * @param name a header name, in any case
     * @return the header's first value, if the response had it
     */
    public Optional<String> header(String name) {
        return header(headers, name);
    }

    /** The one header lookup of {@code Response}, {@code ErrorResponse} and the exceptions made of a response. */
    static Optional<String> header(Map<String, List<String>> headers, String name) {
        List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }

    /**
     * A builder whose defaults are what the simplest successful call returns: status 200, no headers, no request
     * id, one attempt, no elapsed time. The value has no default, so {@code build()} refuses a response whose value
     * was never set; for an operation without a body, set it to {@code null}:
     * {@code Response.<@Nullable Void>builder().value(null).statusCode(204).build()}.
     *
     * @param <T> the result type
     * @return a new builder
     */
    public static <T extends @Nullable Object> Builder<T> builder() {
        return new Builder<>();
    }

    /** @return a builder holding this response's components, to make a changed copy */
    public Builder<T> toBuilder() {
        return new Builder<T>()
                .value(value)
                .statusCode(statusCode)
                .headers(headers)
                .requestId(requestId)
                .attempts(attempts)
                .elapsed(elapsed);
    }

    /**
     * Builds a {@link Response}, for tests and fakes:
     * {@code Response.<Pool>builder().value(pool).statusCode(201).requestId("req-1").build()}. Setters are only
     * ever added, so code that uses the builder keeps compiling when the record gains a component.
     *
     * @param <T> the result type
     */
    public static final class Builder<T extends @Nullable Object> {
        private @Nullable T value;
        private boolean valueSet;
        private int statusCode = 200;
        private final Map<String, List<String>> headers = new LinkedHashMap<>();
        private @Nullable String requestId;
        private int attempts = 1;
        private Duration elapsed = Duration.ZERO;

        private Builder() {}

        /**
         * @param value the parsed result, as the plain method returns it; {@code null} only for a
         *              {@code Response<@Nullable Void>}, the response of an operation without a body
         * @return this builder
         */
        public Builder<T> value(T value) {
            this.value = value;
            this.valueSet = true;
            return this;
        }

        /**
         * @param statusCode the HTTP status
         * @return this builder
         */
        public Builder<T> statusCode(int statusCode) {
            this.statusCode = statusCode;
            return this;
        }

        /**
         * Replaces the headers. The SDK gives them by lower-case name, and {@link Response#header(String)} looks
         * them up so: use lower-case names here, or {@link #header(String, String...)}.
         *
         * @param headers the response headers; {@code null} means none
         * @return this builder
         */
        public Builder<T> headers(@Nullable Map<String, List<String>> headers) {
            this.headers.clear();
            if (headers != null) {
                this.headers.putAll(headers);
            }
            return this;
        }

        /**
         * Sets one header, under its lower-case name, as the SDK gives it.
         *
         * @param name the header name, in any case
         * @param values its values, in order
         * @return this builder
         */
        public Builder<T> header(String name, String... values) {
            headers.put(name.toLowerCase(Locale.ROOT), List.of(values));
            return this;
        }

        /**
         * @param requestId the request id the server sent, or {@code null}
         * @return this builder
         */
        public Builder<T> requestId(@Nullable String requestId) {
            this.requestId = requestId;
            return this;
        }

        /**
         * @param attempts the attempts the call made, the successful one included
         * @return this builder
         */
        public Builder<T> attempts(int attempts) {
            this.attempts = attempts;
            return this;
        }

        /**
         * @param elapsed the time from the call being made to its result
         * @return this builder
         */
        public Builder<T> elapsed(Duration elapsed) {
            this.elapsed = elapsed;
            return this;
        }

        /**
         * @return the response, through the canonical constructor (headers copied)
         * @throws NullPointerException if {@link #value} was never called: the value has no default, and is
         *     {@code null} only when set so, for an operation without a body
         */
        public Response<T> build() {
            if (!valueSet) {
                throw new NullPointerException("value == null: set the result with value(...)");
            }
            return new Response<>(value, statusCode, headers, requestId, attempts, elapsed);
        }
    }
}
