package dev.cloudsdk.database.model;

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
 */
public record DatabaseResourceRef(@Nullable UUID id, @Nullable String name) {

    /** @return a builder with every component {@code null} */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder().id(id).name(name);
    }

    /**
     * Builds a {@link DatabaseResourceRef}, for tests and fakes. Setters are only ever added, so code that uses the
     * builder keeps compiling when the record gains a component. A component not set is {@code null}; {@link #build()}
     * goes through the canonical constructor.
     */
    public static final class Builder {
        private @Nullable UUID id;
        private @Nullable String name;

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

        /** @return the {@link DatabaseResourceRef} */
        public DatabaseResourceRef build() {
            return new DatabaseResourceRef(id, name);
        }
    }
}
