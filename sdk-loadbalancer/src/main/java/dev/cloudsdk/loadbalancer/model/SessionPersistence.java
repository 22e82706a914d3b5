package dev.cloudsdk.loadbalancer.model;

import org.jspecify.annotations.Nullable;

/**
 * How a pool keeps a client on one member. Sent in a {@link CreatePoolRequest} and read back in a {@link Pool}.
 * The API does not list the allowed {@code type} values ({@code HTTP_COOKIE} appears as a sample), so it is text.
 * Components left {@code null} are not sent.
 *
 * <p>Make one with {@link #ofType(String)} and the {@code with...} methods, or with {@link #builder()}: the
 * canonical constructor is not covered by the compatibility promise, since a new component changes it.
 *
 * @param type the persistence type, such as {@code HTTP_COOKIE}, or {@code null}
 * @param cookieName the cookie name, or {@code null}
 * @param persistenceTimeout the timeout, or {@code null}
 * @param persistenceGranularity the granularity, or {@code null}
 */
public record SessionPersistence(@Nullable String type, @Nullable String cookieName,
                                 @Nullable Integer persistenceTimeout, @Nullable String persistenceGranularity) {

    /**
     * @param type the persistence type, such as {@code HTTP_COOKIE}
     * @return a session persistence with only the type set
     * @throws IllegalArgumentException when type is blank
     */
    public static SessionPersistence ofType(String type) {
        if (type == null || type.isBlank()) {
            throw new IllegalArgumentException("sessionPersistence.type must not be blank");
        }
        return new SessionPersistence(type, null, null, null);
    }

    /**
     * @param name the cookie name, or {@code null} to leave it out
     * @return a copy with the cookie name set
     */
    public SessionPersistence withCookieName(@Nullable String name) {
        return new SessionPersistence(type, name, persistenceTimeout, persistenceGranularity);
    }

    /**
     * @param timeout the persistence timeout, or {@code null} to leave it out
     * @return a copy with the timeout set
     */
    public SessionPersistence withPersistenceTimeout(@Nullable Integer timeout) {
        return new SessionPersistence(type, cookieName, timeout, persistenceGranularity);
    }

    /**
     * @param granularity the persistence granularity, or {@code null} to leave it out
     * @return a copy with the granularity set
     */
    public SessionPersistence withPersistenceGranularity(@Nullable String granularity) {
        return new SessionPersistence(type, cookieName, persistenceTimeout, granularity);
    }

    /** @return a builder with every component {@code null} */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder().type(type).cookieName(cookieName).persistenceTimeout(persistenceTimeout)
                .persistenceGranularity(persistenceGranularity);
    }

    /**
     * Builds a {@link SessionPersistence}, for tests and fakes. Setters are only ever added, so code that uses the
     * builder keeps compiling when the record gains a component. A component not set is {@code null}; {@link #build()}
     * goes through the canonical constructor.
     */
    public static final class Builder {
        private @Nullable String type;
        private @Nullable String cookieName;
        private @Nullable Integer persistenceTimeout;
        private @Nullable String persistenceGranularity;

        private Builder() {
        }

        /**
         * @param type the persistence type, such as {@code HTTP_COOKIE}, or {@code null}
         * @return this builder
         */
        public Builder type(@Nullable String type) {
            this.type = type;
            return this;
        }

        /**
         * @param cookieName the cookie name, or {@code null}
         * @return this builder
         */
        public Builder cookieName(@Nullable String cookieName) {
            this.cookieName = cookieName;
            return this;
        }

        /**
         * @param persistenceTimeout the timeout, or {@code null}
         * @return this builder
         */
        public Builder persistenceTimeout(@Nullable Integer persistenceTimeout) {
            this.persistenceTimeout = persistenceTimeout;
            return this;
        }

        /**
         * @param persistenceGranularity the granularity, or {@code null}
         * @return this builder
         */
        public Builder persistenceGranularity(@Nullable String persistenceGranularity) {
            this.persistenceGranularity = persistenceGranularity;
            return this;
        }

        /** @return the {@link SessionPersistence} */
        public SessionPersistence build() {
            return new SessionPersistence(type, cookieName, persistenceTimeout, persistenceGranularity);
        }
    }
}
