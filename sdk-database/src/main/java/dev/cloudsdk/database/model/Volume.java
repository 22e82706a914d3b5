package dev.cloudsdk.database.model;

import org.jspecify.annotations.Nullable;

/**
 * The storage volume of an instance.
 *
 * <p>To make one in a test or a fake, use {@link #builder()}: the canonical constructor is not covered by the
 * compatibility promise, since a new component changes it.
 *
 * @param size the size, or {@code null}
 * @param type the volume type, or {@code null}
 * @param used the space used, or {@code null}
 */
public record Volume(@Nullable Integer size, @Nullable String type, @Nullable Integer used) {

    /** @return a builder with every component {@code null} */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder().size(size).type(type).used(used);
    }

    /**
     * Builds a {@link Volume}, for tests and fakes. Setters are only ever added, so code that uses the builder keeps
     * compiling when the record gains a component. A component not set is {@code null}; {@link #build()} goes through
     * the canonical constructor.
     */
    public static final class Builder {
        private @Nullable Integer size;
        private @Nullable String type;
        private @Nullable Integer used;

        private Builder() {
        }

        /**
         * @param size the size, or {@code null}
         * @return this builder
         */
        public Builder size(@Nullable Integer size) {
            this.size = size;
            return this;
        }

        /**
         * @param type the volume type, or {@code null}
         * @return this builder
         */
        public Builder type(@Nullable String type) {
            this.type = type;
            return this;
        }

        /**
         * @param used the space used, or {@code null}
         * @return this builder
         */
        public Builder used(@Nullable Integer used) {
            this.used = used;
            return this;
        }

        /** @return the {@link Volume} */
        public Volume build() {
            return new Volume(size, type, used);
        }
    }
}
