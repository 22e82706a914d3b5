package dev.cloudsdk.storage;

import dev.cloudsdk.core.OperationName;

/** The names of this module's operations, for {@code RetryPolicy.Builder.retryAsIdempotent} and for logs. */
public final class StorageOperations {
    /** Restore volume backup: {@code POST /v1/storage/backups/{backup_id}/restore}. */
    public static final OperationName RESTORE_VOLUME_BACKUP = OperationName.of("RestoreVolumeBackup");

    private StorageOperations() {
    }
}
