package dev.cloudsdk.loadbalancer.model;

import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A reference to a listener or member of a pool.
 *
 * <p>To make one in a test or a fake, use {@link #builder()}: the canonical constructor is not covered by the
 * compatibility promise, since a new component changes it.
 *
 * @param id the referenced resource's id, or {@code null} when the server left it out
 */
public record PoolResourceRef(@Nullable UUID id) {

    /** @return a builder with every component {@code null} */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder().id(id);
    }

    /**
     * Builds a {@link PoolResourceRef}, for tests and fakes. Setters are only ever added, so code that uses the builder
     * keeps compiling when the record gains a component. A component not set is {@code null}; {@link #build()} goes
     * through the canonical constructor.
     */
    public static final class Builder {
        private @Nullable UUID id;

        private Builder() {
        }

        /**
         * @param id the referenced resource's id, or {@code null} when the server left it out
         * @return this builder
         */
        public Builder id(@Nullable UUID id) {
            this.id = id;
            return this;
        }

        /** @return the {@link PoolResourceRef} */
        public PoolResourceRef build() {
            return new PoolResourceRef(id);
        }
    }
}
