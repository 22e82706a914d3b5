package dev.cloudsdk.database.model;

import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * The database engine of an instance.
 *
 * <p>To make one in a test or a fake, use {@link #builder()}: the canonical constructor is not covered by the
 * compatibility promise, since a new component changes it.
 *
 * @param type the engine, such as {@code postgresql}, or {@code null}
 * @param version the engine version, or {@code null}
 * @param versionId the version's id, or {@code null}
 */
public record Datastore(@Nullable String type, @Nullable String version, @Nullable UUID versionId) {

    /** @return a builder with every component {@code null} */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder().type(type).version(version).versionId(versionId);
    }

    /**
     * Builds a {@link Datastore}, for tests and fakes. Setters are only ever added, so code that uses the builder keeps
     * compiling when the record gains a component. A component not set is {@code null}; {@link #build()} goes through
     * the canonical constructor.
     */
    public static final class Builder {
        private @Nullable String type;
        private @Nullable String version;
        private @Nullable UUID versionId;

        private Builder() {
        }

        /**
         * @param type the engine, such as {@code postgresql}, or {@code null}
         * @return this builder
         */
        public Builder type(@Nullable String type) {
            this.type = type;
            return this;
        }

        /**
         * @param version the engine version, or {@code null}
         * @return this builder
         */
        public Builder version(@Nullable String version) {
            this.version = version;
            return this;
        }

        /**
         * @param versionId the version's id, or {@code null}
         * @return this builder
         */
        public Builder versionId(@Nullable UUID versionId) {
            this.versionId = versionId;
            return this;
        }

        /** @return the {@link Datastore} */
        public Datastore build() {
            return new Datastore(type, version, versionId);
        }
    }
}
