package dev.cloudsdk.storage;

import dev.cloudsdk.core.internal.Endpoint;
import dev.cloudsdk.core.internal.RegionHeader;
import dev.cloudsdk.core.internal.ResponseShape;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import java.util.Objects;
import java.util.UUID;

/** This module's operations, each declared once, and the argument checks its blocking and async methods share. */
final class StorageApi {
    static final Endpoint<RestoreVolumeBackupRequest, UUID> RESTORE_VOLUME_BACKUP = Endpoint.post(
            StorageOperations.RESTORE_VOLUME_BACKUP, "v1/storage/backups/{backup_id}/restore", RegionHeader.SENT,
            ResponseShape.member("volume_id", UUID.class));

    private StorageApi() {
    }

    static void checkRestore(UUID backupId, RestoreVolumeBackupRequest request) {
        Objects.requireNonNull(backupId, "backupId == null");
        Objects.requireNonNull(request, "request == null");
    }
}
