package dev.cloudsdk.loadbalancer.model;

import dev.cloudsdk.core.ResponseModel;
import dev.cloudsdk.core.internal.JsonValues;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * How a pool keeps a client on one member. Sent in a {@link CreatePoolRequest} and read back in a {@link Pool}.
 * The API does not list the allowed {@code type} values ({@code HTTP_COOKIE} appears as a sample), so it is text.
 * Components left {@code null} are not sent, and neither are the members this SDK version does not know: a request
 * carries only what it knows.
 *
 * <p>Make one with {@link #ofType(String)} and the {@code with...} methods, or with {@link #builder()}: the
 * canonical constructor is not covered by the compatibility promise, since a new component changes it.
 *
 * @param type the persistence type, such as {@code HTTP_COOKIE}, or {@code null}
 * @param cookieName the cookie name, or {@code null}
 * @param persistenceTimeout the timeout, or {@code null}
 * @param persistenceGranularity the granularity, or {@code null}
 * @param additionalProperties the members this SDK version does not know, by name; see {@link ResponseModel}
 */
public record SessionPersistence(@Nullable String type, @Nullable String cookieName,
                                 @Nullable Integer persistenceTimeout, @Nullable String persistenceGranularity,
                                 Map<String, @Nullable Object> additionalProperties)
        implements ResponseModel {

    /**
     * Makes the unknown members immutable. Not covered by the compatibility promise: use {@link #builder()}.
     *
     * @param type the persistence type, such as {@code HTTP_COOKIE}, or {@code null}
     * @param cookieName the cookie name, or {@code null}
     * @param persistenceTimeout the timeout, or {@code null}
     * @param persistenceGranularity the granularity, or {@code null}
     * @param additionalProperties the members this SDK version does not know, or {@code null} for none
     * @throws IllegalArgumentException when one of them is not a JSON value (see {@link ResponseModel})
     */
    public SessionPersistence {
        additionalProperties = JsonValues.members(additionalProperties);
    }

    /**
     * @param type the persistence type, such as {@code HTTP_COOKIE}
     * @return a session persistence with only the type set
     * @throws IllegalArgumentException when type is blank
     */
    public static SessionPersistence ofType(String type) {
        if (type == null || type.isBlank()) {
            throw new IllegalArgumentException("sessionPersistence.type must not be blank");
        }
        return new SessionPersistence(type, null, null, null, null);
    }

    /**
     * @param name the cookie name, or {@code null} to leave it out
     * @return a copy with the cookie name set
     */
    public SessionPersistence withCookieName(@Nullable String name) {
        return new SessionPersistence(type, name, persistenceTimeout, persistenceGranularity, additionalProperties);
    }

    /**
     * @param timeout the persistence timeout, or {@code null} to leave it out
     * @return a copy with the timeout set
     */
    public SessionPersistence withPersistenceTimeout(@Nullable Integer timeout) {
        return new SessionPersistence(type, cookieName, timeout, persistenceGranularity, additionalProperties);
    }

    /**
     * @param granularity the persistence granularity, or {@code null} to leave it out
     * @return a copy with the granularity set
     */
    public SessionPersistence withPersistenceGranularity(@Nullable String granularity) {
        return new SessionPersistence(type, cookieName, persistenceTimeout, granularity, additionalProperties);
    }

    /** @return a builder with every component {@code null} */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder().type(type).cookieName(cookieName).persistenceTimeout(persistenceTimeout)
                .persistenceGranularity(persistenceGranularity).additionalProperties(additionalProperties);
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
        private @Nullable Map<String, @Nullable Object> additionalProperties;

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

        /**
         * Adds a member that this SDK version does not know, as a newer server would send it.
         *
         * @param name the member's name, as sent
         * @param value its value: {@code null}, a {@code Boolean}, {@code Number} or {@code String}, or a
         *     {@code List} or {@code Map} of these (see {@link ResponseModel})
         * @return this builder
         * @throws IllegalArgumentException when the value, or one inside it, is none of these
         */
        public Builder additionalProperty(String name, @Nullable Object value) {
            this.additionalProperties = JsonValues.with(additionalProperties, name, value);
            return this;
        }

        /**
         * Replaces the members that this SDK version does not know.
         *
         * @param additionalProperties the members by name, or {@code null} for none
         * @return this builder
         * @throws IllegalArgumentException when a value is not a JSON value (see {@link ResponseModel})
         */
        public Builder additionalProperties(@Nullable Map<String, ? extends @Nullable Object> additionalProperties) {
            this.additionalProperties = JsonValues.copy(additionalProperties);
            return this;
        }

        /** @return the {@link SessionPersistence} */
        public SessionPersistence build() {
            return new SessionPersistence(type, cookieName, persistenceTimeout, persistenceGranularity,
                    additionalProperties);
        }
    }
}
