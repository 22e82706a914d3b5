package dev.cloudsdk.core;

import java.time.Duration;
import java.util.Objects;

/**
 * Time limits for the calls of one client view, overriding the {@link ClientConfig} values. Obtain a view with
 * {@code client.withOptions(RequestOptions.builder().callTimeout(Duration.ofSeconds(5)).build())}; the view
 * shares the connection pool of the client it came from. Unset values fall back to the config. The limits are a
 * {@link Timeouts} value, the same type the config holds, checked in one place.
 */
public final class RequestOptions {
    private static final RequestOptions NONE = new Builder().build();

    private final Timeouts timeouts;

    private RequestOptions(Builder b) {
        this.timeouts = b.timeouts;
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
    public Duration callTimeout() {
        return timeouts.call();
    }

    /** @return the connect timeout override, or {@code null} to use the config's */
    public Duration connectTimeout() {
        return timeouts.connect();
    }

    /** @return the read timeout override, or {@code null} to use the config's */
    public Duration readTimeout() {
        return timeouts.read();
    }

    /** @return the write timeout override, or {@code null} to use the config's */
    public Duration writeTimeout() {
        return timeouts.write();
    }

    /** @return whether any socket timeout is overridden (the call deadline is not a socket timeout) */
    public boolean overridesSocketTimeouts() {
        return timeouts.setsSocketLimits();
    }

    @Override
    public String toString() {
        return "RequestOptions{callTimeout=" + timeouts.call() + ", connectTimeout=" + timeouts.connect()
                + ", readTimeout=" + timeouts.read() + ", writeTimeout=" + timeouts.write() + '}';
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RequestOptions && ((RequestOptions) o).timeouts.equals(timeouts);
    }

    @Override
    public int hashCode() {
        return timeouts.hashCode();
    }

    /** Builds {@link RequestOptions}. */
    public static final class Builder {
        private Timeouts timeouts = Timeouts.UNSET;

        private Builder() {
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

        /** @return the options */
        public RequestOptions build() {
            return new RequestOptions(this);
        }
    }
}
