package dev.cloudsdk.database.model;

import dev.cloudsdk.core.ResponseModel;
import dev.cloudsdk.core.internal.JsonValues;
import java.util.Map;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A reference to another resource: a flavor, a replica, the instance this one replicates, a configuration.
 *
 * <p>To make one in a test or a fake, use {@link #builder()}: the canonical constructor is not covered by the
 * compatibility promise, since a new component changes it.
 *
 * @param id the id, or {@code null} when the server left it out
 * @param name the name, or {@code null} when the server left it out
 * @param additionalProperties the members this SDK version does not know, by name; see {@link ResponseModel}
 */
public record DatabaseResourceRef(@Nullable UUID id, @Nullable String name,
                                  Map<String, @Nullable Object> additionalProperties)
        implements ResponseModel {

    /**
     * Makes the unknown members immutable. Not covered by the compatibility promise: use {@link #builder()}.
     *
     * @param id the id, or {@code null} when the server left it out
     * @param name the name, or {@code null} when the server left it out
     * @param additionalProperties the members this SDK version does not know, or {@code null} for none
     * @throws IllegalArgumentException when one of them is not a JSON value (see {@link ResponseModel})
     */
    public DatabaseResourceRef {
        additionalProperties = JsonValues.members(additionalProperties);
    }

    /** @return a builder with every component {@code null} */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder().id(id).name(name).additionalProperties(additionalProperties);
    }

    /**
     * Builds a {@link DatabaseResourceRef}, for tests and fakes. Setters are only ever added, so code that uses the
     * builder keeps compiling when the record gains a component. A component not set is {@code null}; {@link #build()}
     * goes through the canonical constructor.
     */
    public static final class Builder {
        private @Nullable UUID id;
        private @Nullable String name;
        private @Nullable Map<String, @Nullable Object> additionalProperties;

        private Builder() {
        }

        /**
         * @param id the id, or {@code null} when the server left it out
         * @return this builder
         */
        public Builder id(@Nullable UUID id) {
            this.id = id;
            return this;
        }

        /**
         * @param name the name, or {@code null} when the server left it out
         * @return this builder
         */
        public Builder name(@Nullable String name) {
            this.name = name;
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

        /** @return the {@link DatabaseResourceRef} */
        public DatabaseResourceRef build() {
            return new DatabaseResourceRef(id, name, additionalProperties);
        }
    }
}
