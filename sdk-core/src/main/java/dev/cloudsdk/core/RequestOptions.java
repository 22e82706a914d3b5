package dev.cloudsdk.core;

import dev.cloudsdk.core.internal.Checks;
import dev.cloudsdk.core.internal.InternalBridge;
import dev.cloudsdk.core.internal.Settings;
import dev.cloudsdk.core.internal.TokenSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Time limits, extra headers, credentials and pages fetched ahead for the calls of one client view, overriding
 * the {@link ClientConfig} values.
 * Obtain a view with
 * {@code client.withOptions(RequestOptions.builder().callTimeout(Duration.ofSeconds(5)).build())}; the view
 * shares the connection pool of the client it came from. Unset values fall back to the config. The limits are a
 * {@link Timeouts} value, the same type the config holds, checked in one place.
 *
 * <p>{@link Builder#header(String, String)} adds a header to every request of the view (a correlation id, a
 * tenant hint). The headers the SDK itself sets or that the HTTP layer owns cannot be overridden that way.
 *
 * <p>{@link Builder#token(String)} and {@link Builder#tokenProvider(Supplier)} give the view's calls their own
 * credentials: a server that calls the API for many tenants keeps one config and one connection pool, and makes a
 * view per tenant, {@code dns.withOptions(RequestOptions.builder().token(tenantToken).build())}. Views are cheap
 * (no connection, no thread). The token is never shown by {@link #toString()}, a log line or an exception
 * message.
 */
public final class RequestOptions {
    static {
        InternalBridge.installTokens(o -> o.tokens);
    }

    private static final RequestOptions NONE = new Builder().build();

    private final Timeouts timeouts;
    private final List<String> headers;
    private final @Nullable TokenSource tokens;
    private final @Nullable Integer prefetchPages;

    private RequestOptions(Builder b) {
        this.timeouts = b.timeouts;
        this.headers = List.copyOf(b.headers);
        this.tokens = b.tokens;
        this.prefetchPages = b.prefetchPages;
    }

    /** @return options that override nothing */
    public static RequestOptions none() {
        return NONE;
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the overrides; a {@code null} component falls back to the config */
    public Timeouts timeouts() {
        return timeouts;
    }

    /** @return the call deadline override, or {@code null} to use the config's */
    public @Nullable Duration callTimeout() {
        return timeouts.call();
    }

    /** @return the connect timeout override, or {@code null} to use the config's */
    public @Nullable Duration connectTimeout() {
        return timeouts.connect();
    }

    /** @return the read timeout override, or {@code null} to use the config's */
    public @Nullable Duration readTimeout() {
        return timeouts.read();
    }

    /** @return the write timeout override, or {@code null} to use the config's */
    public @Nullable Duration writeTimeout() {
        return timeouts.write();
    }

    /** @return the extra headers, as name/value pairs in the order they were added; empty when none */
    public List<String> headers() {
        return headers;
    }

    /** @return whether the view's calls use a token of their own instead of the config's */
    public boolean overridesToken() {
        return tokens != null;
    }

    /**
     * @return how many pages the view's list walks request ahead of the caller, or {@code null} for the config's
     *     setting (and its default)
     */
    public @Nullable Integer prefetchPages() {
        return prefetchPages;
    }

    /** @return whether any socket timeout is overridden (the call deadline is not a socket timeout) */
    public boolean overridesSocketTimeouts() {
        return timeouts.setsSocketLimits();
    }

    @Override
    public String toString() {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < headers.size(); i += 2) {
            names.append(names.length() == 0 ? "" : ", ").append(headers.get(i));
        }
        // Header names only: a value may be something the caller would not want in a log.
        return "RequestOptions{callTimeout=" + timeouts.call() + ", connectTimeout=" + timeouts.connect()
                + ", readTimeout=" + timeouts.read() + ", writeTimeout=" + timeouts.write() + ", headers=[" + names
                + "]" + (tokens == null ? "" : ", token=" + tokens)
                + (prefetchPages == null ? "" : ", prefetchPages=" + prefetchPages) + "}";
    }

    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof RequestOptions && ((RequestOptions) o).timeouts.equals(timeouts)
                && ((RequestOptions) o).headers.equals(headers) && Objects.equals(((RequestOptions) o).tokens, tokens)
                && Objects.equals(((RequestOptions) o).prefetchPages, prefetchPages);
    }

    @Override
    public int hashCode() {
        return Objects.hash(timeouts, headers, tokens, prefetchPages);
    }

    /** Builds {@link RequestOptions}. */
    public static final class Builder {
        private Timeouts timeouts = Timeouts.UNSET;
        private final List<String> headers = new ArrayList<>();
        private @Nullable TokenSource tokens;
        private @Nullable Integer prefetchPages;

        private Builder() {
        }

        /**
         * Sets how many pages the view's list walks request ahead of the caller, instead of the config's
         * {@link ClientConfigBuilder#prefetchPages(int)}: {@code 0} to turn it off for one walk
         * ({@code dns.withOptions(RequestOptions.builder().prefetchPages(0).build()).recordsets().list(zoneId)}),
         * or 1 to turn it on for a view whose token provider may be asked on the SDK's threads. Without it, the
         * config's value holds; if the config has none either, 1, or 0 when the view's token comes from a
         * provider.
         *
         * @param pages 0 to 16
         * @return this builder
         * @throws IllegalArgumentException when below 0 or above 16
         */
        public Builder prefetchPages(int pages) {
            this.prefetchPages = Settings.checkPrefetchPages(pages);
            return this;
        }

        /**
         * Gives the view's calls a fixed bearer token of their own, instead of the config's token or provider.
         * Replaces any {@link #tokenProvider(Supplier)} set on this builder.
         *
         * @param token the access token; never shown by {@code toString()}, a log line or a message
         * @return this builder
         * @throws IllegalArgumentException when blank or when it holds characters that cannot travel in an HTTP
         *     header (the token is never quoted)
         */
        public Builder token(String token) {
            this.tokens = TokenSource.fixed(token, "token");
            return this;
        }

        /**
         * Gives the view's calls a token provider of their own, instead of the config's token or provider. It is
         * asked as the config's would be: at every attempt and once more after a 401; on the caller's thread for a
         * blocking call, on the SDK's token threads for an async one. Replaces any {@link #token(String)} set on
         * this builder.
         *
         * @param provider returns the current access token
         * @return this builder
         * @throws NullPointerException when null
         */
        public Builder tokenProvider(Supplier<String> provider) {
            this.tokens = TokenSource.provider(provider, "tokenProvider");
            return this;
        }

        /**
         * @param timeouts the limits to override; its unset components leave this builder's as they are
         * @return this builder
         * @throws NullPointerException when null
         */
        public Builder timeouts(Timeouts timeouts) {
            this.timeouts = Objects.requireNonNull(timeouts, "timeouts == null").orElse(this.timeouts);
            return this;
        }

        /**
         * @param timeout the deadline for the whole call, every attempt and backoff included
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder callTimeout(Duration timeout) {
            this.timeouts = timeouts.withCall(timeout);
            return this;
        }

        /**
         * @param timeout the connect timeout
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder connectTimeout(Duration timeout) {
            this.timeouts = timeouts.withConnect(timeout);
            return this;
        }

        /**
         * @param timeout the read timeout
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder readTimeout(Duration timeout) {
            this.timeouts = timeouts.withRead(timeout);
            return this;
        }

        /**
         * @param timeout the write timeout
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder writeTimeout(Duration timeout) {
            this.timeouts = timeouts.withWrite(timeout);
            return this;
        }

        /**
         * Adds a header to every request of the view. A name added twice is sent twice.
         *
         * @param name a header name (an HTTP token, such as {@code X-Correlation-Id})
         * @param value its value: visible ASCII and spaces, not blank
         * @return this builder
         * @throws IllegalArgumentException when the name is not an HTTP token or is one the SDK sets itself or the
         *     HTTP layer owns ({@code Authorization}, {@code X-Region}, {@code Content-Type}, {@code User-Agent},
         *     {@code Accept}, {@code Content-Length}, {@code Host}, {@code Transfer-Encoding}, {@code Connection},
         *     {@code Proxy-Authorization}), or when the value cannot travel in a header
         * @throws NullPointerException when an argument is null
         */
        public Builder header(String name, String value) {
            Checks.extraHeader(name, value, "header");
            headers.add(name);
            headers.add(value);
            return this;
        }

        /** @return the options */
        public RequestOptions build() {
            return new RequestOptions(this);
        }
    }
}
