package dev.cloudsdk.core;

import dev.cloudsdk.core.internal.TimeLimits;
import java.time.Duration;
import java.util.Objects;

/**
 * Time limits for the calls of one client view, overriding the {@link ClientConfig} values. Obtain a view with
 * {@code client.withOptions(RequestOptions.builder().callTimeout(Duration.ofSeconds(5)).build())}; the view
 * shares the connection pool of the client it came from. Unset values fall back to the config.
 */
public final class RequestOptions {
    private static final RequestOptions NONE = new Builder().build();

    private final Duration callTimeout;
    private final Duration connectTimeout;
    private final Duration readTimeout;
    private final Duration writeTimeout;

    private RequestOptions(Builder b) {
        this.callTimeout = b.callTimeout;
        this.connectTimeout = b.connectTimeout;
        this.readTimeout = b.readTimeout;
        this.writeTimeout = b.writeTimeout;
    }

    /** @return options that override nothing */
    public static RequestOptions none() {
        return NONE;
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the call deadline override, or {@code null} to use the config's */
    public Duration callTimeout() {
        return callTimeout;
    }

    /** @return the connect timeout override, or {@code null} to use the config's */
    public Duration connectTimeout() {
        return connectTimeout;
    }

    /** @return the read timeout override, or {@code null} to use the config's */
    public Duration readTimeout() {
        return readTimeout;
    }

    /** @return the write timeout override, or {@code null} to use the config's */
    public Duration writeTimeout() {
        return writeTimeout;
    }

    /** @return whether any socket timeout is overridden (the call deadline is not a socket timeout) */
    public boolean overridesSocketTimeouts() {
        return connectTimeout != null || readTimeout != null || writeTimeout != null;
    }

    @Override
    public String toString() {
        return "RequestOptions{callTimeout=" + callTimeout + ", connectTimeout=" + connectTimeout
                + ", readTimeout=" + readTimeout + ", writeTimeout=" + writeTimeout + '}';
    }

    /** Builds {@link RequestOptions}. */
    public static final class Builder {
        private Duration callTimeout;
        private Duration connectTimeout;
        private Duration readTimeout;
        private Duration writeTimeout;

        private Builder() {
        }

        /**
         * @param timeout the deadline for the whole call, every attempt and backoff included
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder callTimeout(Duration timeout) {
            this.callTimeout = TimeLimits.timeout(timeout, "callTimeout");
            return this;
        }

        /**
         * @param timeout the connect timeout
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder connectTimeout(Duration timeout) {
            this.connectTimeout = TimeLimits.timeout(timeout, "connectTimeout");
            return this;
        }

        /**
         * @param timeout the read timeout
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder readTimeout(Duration timeout) {
            this.readTimeout = TimeLimits.timeout(timeout, "readTimeout");
            return this;
        }

        /**
         * @param timeout the write timeout
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder writeTimeout(Duration timeout) {
            this.writeTimeout = TimeLimits.timeout(timeout, "writeTimeout");
            return this;
        }

        /** @return the options */
        public RequestOptions build() {
            return new RequestOptions(this);
        }
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof RequestOptions)) {
            return false;
        }
        RequestOptions that = (RequestOptions) o;
        return Objects.equals(callTimeout, that.callTimeout) && Objects.equals(connectTimeout, that.connectTimeout)
                && Objects.equals(readTimeout, that.readTimeout) && Objects.equals(writeTimeout, that.writeTimeout);
    }

    @Override
    public int hashCode() {
        return Objects.hash(callTimeout, connectTimeout, readTimeout, writeTimeout);
    }
}
