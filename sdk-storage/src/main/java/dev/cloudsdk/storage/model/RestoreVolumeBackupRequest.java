package dev.cloudsdk.storage.model;

import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * The body of Restore volume backup. With {@code volumeId} the backup is restored onto that existing volume;
 * without it a new volume is created, named {@code name} when set. Setting both is refused: the API uses the
 * name only for a new volume, so it would be silently dropped.
 *
 * <p>Make one with {@link #newVolume()} or {@link #builder()}: the canonical constructor is not covered by the
 * compatibility promise, since a new optional field adds a component and changes it.
 *
 * @param volumeId the existing volume to restore onto, or {@code null} for a new volume
 * @param name the new volume's name, or {@code null}
 */
public record RestoreVolumeBackupRequest(@Nullable UUID volumeId, @Nullable String name) {
    private static final RestoreVolumeBackupRequest NEW_VOLUME = new RestoreVolumeBackupRequest(null, null);

    /**
     * Checks the values. Not covered by the compatibility promise: use {@link #builder()}.
     *
     * @param volumeId the existing volume to restore onto, or {@code null} for a new volume
     * @param name the new volume's name, or {@code null}
     * @throws IllegalArgumentException when name is blank, or both volumeId and name are set
     */
    public RestoreVolumeBackupRequest {
        if (name != null && name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        if (volumeId != null && name != null) {
            throw new IllegalArgumentException("name applies only to a new volume; it cannot be combined with volumeId");
        }
    }

    /** @return a request for a new, unnamed volume: the body is {@code {}} */
    public static RestoreVolumeBackupRequest newVolume() {
        return NEW_VOLUME;
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link RestoreVolumeBackupRequest}. */
    public static final class Builder {
        private @Nullable UUID volumeId;
        private @Nullable String name;

        private Builder() {
        }

        /**
         * @param volumeId the existing volume to restore onto, or {@code null} (the default) for a new volume
         * @return this builder
         */
        public Builder volumeId(@Nullable UUID volumeId) {
            this.volumeId = volumeId;
            return this;
        }

        /**
         * @param name the new volume's name, or {@code null} (the default) for none
         * @return this builder
         */
        public Builder name(@Nullable String name) {
            this.name = name;
            return this;
        }

        /**
         * @return the request
         * @throws IllegalArgumentException when name is blank, or both fields are set
         */
        public RestoreVolumeBackupRequest build() {
            return new RestoreVolumeBackupRequest(volumeId, name);
        }
    }
}
