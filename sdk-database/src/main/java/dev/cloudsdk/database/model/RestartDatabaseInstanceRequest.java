package dev.cloudsdk.database.model;

import org.jspecify.annotations.Nullable;

/**
 * The body of Restart database instance.
 *
 * <p>Make one with {@link #defaults()}, {@link #forced()} or {@link #builder()}: the canonical constructor is not
 * covered by the compatibility promise, since a new optional field adds a component and changes it.
 *
 * @param force restart even if the instance is busy; {@code null} leaves it out (the server's default is false)
 */
public record RestartDatabaseInstanceRequest(@Nullable Boolean force) {
    private static final RestartDatabaseInstanceRequest DEFAULTS = new RestartDatabaseInstanceRequest(null);
    private static final RestartDatabaseInstanceRequest FORCED = new RestartDatabaseInstanceRequest(true);

    /** @return a request with no field set: the body is {@code {}} */
    public static RestartDatabaseInstanceRequest defaults() {
        return DEFAULTS;
    }

    /** @return a request that restarts even a busy instance: the body is {@code {"force":true}} */
    public static RestartDatabaseInstanceRequest forced() {
        return FORCED;
    }

    /** @return a new builder, with no field set */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link RestartDatabaseInstanceRequest}; setters are only ever added. */
    public static final class Builder {
        private @Nullable Boolean force;

        private Builder() {
        }

        /**
         * @param force restart even if the instance is busy; {@code false} is sent as such, {@code null} leaves it
         *     out
         * @return this builder
         */
        public Builder force(@Nullable Boolean force) {
            this.force = force;
            return this;
        }

        /** @return the request */
        public RestartDatabaseInstanceRequest build() {
            return new RestartDatabaseInstanceRequest(force);
        }
    }
}
