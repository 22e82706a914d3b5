package dev.cloudsdk.storage;

import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.internal.ServiceContext;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/** Volume backups, without blocking. Get one from {@link StorageAsyncClient#backups()}. */
public final class AsyncVolumeBackups {
    private final ServiceContext ctx;

    AsyncVolumeBackups(ServiceContext ctx) {
        this.ctx = ctx;
    }

    /**
     * Starts restoring a backup into a new volume, without blocking.
     *
     * @param backupId the backup
     * @return the id of the volume being restored to, later
     * @throws NullPointerException when backupId is null
     * @throws IllegalStateException when no region is configured
     */
    public CompletableFuture<UUID> restore(UUID backupId) {
        return restore(backupId, RestoreVolumeBackupRequest.newVolume());
    }

    /**
     * Starts a restore, as {@link VolumeBackups#restore(UUID, RestoreVolumeBackupRequest)} does, without
     * blocking. Bad arguments and a missing region are thrown at once; every other failure completes the future
     * exceptionally with the exception the blocking call would throw.
     *
     * @param backupId the backup
     * @param request an existing volume to restore onto, or a name for the new volume
     * @return the id of the volume being restored to, later
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     */
    public CompletableFuture<UUID> restore(UUID backupId, RestoreVolumeBackupRequest request) {
        StorageApi.checkRestore(backupId, request);
        return ctx.callAsync(StorageApi.RESTORE_VOLUME_BACKUP, request, backupId);
    }

    /**
     * {@link #restore(UUID)} with what came back beside the result: the HTTP status, the response headers, the request
     * id, the attempts made and the elapsed time. Bad arguments are thrown at once; every other failure completes
     * the future exceptionally, as for the plain method.
     *
     * @param backupId the backup
     * @return the result with its response metadata, later
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     */
    public CompletableFuture<Response<UUID>> restoreWithResponse(UUID backupId) {
        return restoreWithResponse(backupId, RestoreVolumeBackupRequest.newVolume());
    }

    /**
     * {@link #restore(UUID, RestoreVolumeBackupRequest)} with what came back beside the result: the HTTP status, the
     * response headers, the request id, the attempts made and the elapsed time. Bad arguments are thrown at once; every
     * other failure completes the future exceptionally, as for the plain method.
     *
     * @param backupId the backup
     * @param request an existing volume to restore onto, or a name for the new volume
     * @return the result with its response metadata, later
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     */
    public CompletableFuture<Response<UUID>> restoreWithResponse(UUID backupId, RestoreVolumeBackupRequest request) {
        StorageApi.checkRestore(backupId, request);
        return ctx.callWithResponseAsync(StorageApi.RESTORE_VOLUME_BACKUP, request, backupId);
    }
}
