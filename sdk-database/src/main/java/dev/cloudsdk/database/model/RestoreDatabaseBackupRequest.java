package dev.cloudsdk.database.model;

import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * The body of Restore database backup. The restore always creates a new instance; {@code name} is required,
 * the other components are optional and left out of the body when {@code null} (the server then uses the
 * original flavor and size).
 *
 * <p>Make one with {@link #named(String)} or {@link #builder()}: the canonical constructor is not covered by the
 * compatibility promise, since a new optional field adds a component and changes it.
 *
 * @param name the name of the new instance
 * @param flavorId the flavor of the new instance, or {@code null} for the original
 * @param volumeSize the volume size of the new instance, or {@code null} for the original
 */
public record RestoreDatabaseBackupRequest(String name, @Nullable UUID flavorId, @Nullable Integer volumeSize) {

    /**
     * Checks the values. Not covered by the compatibility promise: use {@link #builder()}.
     *
     * @param name the name of the new instance
     * @param flavorId the flavor of the new instance, or {@code null} for the original
     * @param volumeSize the volume size of the new instance, or {@code null} for the original
     * @throws IllegalArgumentException when name is missing or blank, or volumeSize is not positive
     */
    public RestoreDatabaseBackupRequest {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name is required and must not be blank");
        }
        if (volumeSize != null && volumeSize < 1) {
            throw new IllegalArgumentException("volumeSize must be positive, was " + volumeSize);
        }
    }

    /**
     * @param name the name of the new instance
     * @return a request that keeps the original flavor and size
     * @throws IllegalArgumentException when name is blank
     */
    public static RestoreDatabaseBackupRequest named(String name) {
        return new RestoreDatabaseBackupRequest(name, null, null);
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link RestoreDatabaseBackupRequest}. */
    public static final class Builder {
        private @Nullable String name;
        private @Nullable UUID flavorId;
        private @Nullable Integer volumeSize;

        private Builder() {
        }

        /**
         * @param name the name of the new instance (required)
         * @return this builder
         */
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        /**
         * @param flavorId the flavor of the new instance, or {@code null} (the default) for the original
         * @return this builder
         */
        public Builder flavorId(@Nullable UUID flavorId) {
            this.flavorId = flavorId;
            return this;
        }

        /**
         * @param volumeSize the volume size of the new instance, positive
         * @return this builder
         */
        public Builder volumeSize(int volumeSize) {
            this.volumeSize = volumeSize;
            return this;
        }

        /**
         * @return the request
         * @throws IllegalArgumentException when name is missing or blank, or volumeSize is not positive
         */
        public RestoreDatabaseBackupRequest build() {
            return new RestoreDatabaseBackupRequest(name, flavorId, volumeSize);
        }
    }
}
