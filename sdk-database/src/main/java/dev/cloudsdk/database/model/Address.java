package dev.cloudsdk.database.model;

import org.jspecify.annotations.Nullable;

/**
 * A network address of an instance.
 *
 * <p>To make one in a test or a fake, use {@link #builder()}: the canonical constructor is not covered by the
 * compatibility promise, since a new component changes it.
 *
 * @param address the address, or {@code null}
 * @param type the address type, or {@code null}
 * @param network the network, or {@code null}
 */
public record Address(@Nullable String address, @Nullable String type, @Nullable String network) {

    /** @return a builder with every component {@code null} */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder().address(address).type(type).network(network);
    }

    /**
     * Builds a {@link Address}, for tests and fakes. Setters are only ever added, so code that uses the builder keeps
     * compiling when the record gains a component. A component not set is {@code null}; {@link #build()} goes through
     * the canonical constructor.
     */
    public static final class Builder {
        private @Nullable String address;
        private @Nullable String type;
        private @Nullable String network;

        private Builder() {
        }

        /**
         * @param address the address, or {@code null}
         * @return this builder
         */
        public Builder address(@Nullable String address) {
            this.address = address;
            return this;
        }

        /**
         * @param type the address type, or {@code null}
         * @return this builder
         */
        public Builder type(@Nullable String type) {
            this.type = type;
            return this;
        }

        /**
         * @param network the network, or {@code null}
         * @return this builder
         */
        public Builder network(@Nullable String network) {
            this.network = network;
            return this;
        }

        /** @return the {@link Address} */
        public Address build() {
            return new Address(address, type, network);
        }
    }
}
