package dev.cloudsdk.storage;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.internal.ServiceContext;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import java.util.UUID;

/** Volume backups. Get one from {@link StorageClient#backups()}. Thread-safe. */
public final class VolumeBackups {
    private final ServiceContext ctx;

    VolumeBackups(ServiceContext ctx) {
        this.ctx = ctx;
    }

    /**
     * Starts restoring a backup into a new volume; the body is {@code {}}.
     *
     * @param backupId the backup
     * @return the id of the volume being restored to
     * @throws NullPointerException when backupId is null
     * @throws IllegalStateException when no region is configured
     * @throws dev.cloudsdk.core.BadRequestException on 400
     * @throws dev.cloudsdk.core.AuthenticationException on 401
     * @throws dev.cloudsdk.core.NotFoundException on 404
     * @throws dev.cloudsdk.core.ConflictException on 409 (backup not in a restorable state)
     * @throws dev.cloudsdk.core.ServerException on 5xx
     * @throws ApiException on any other unsuccessful status or a redirect (429 is a
     *     {@link dev.cloudsdk.core.RateLimitException})
     * @throws dev.cloudsdk.core.UnreadableResponseException when the server accepted the call but its body
     *     cannot be used: the operation has probably taken effect
     * @throws ApiConnectionException when the connection fails or a time limit is hit
     * @see #restore(UUID, RestoreVolumeBackupRequest)
     */
    public UUID restore(UUID backupId) {
        return restore(backupId, RestoreVolumeBackupRequest.newVolume());
    }

    /**
     * Starts restoring a backup ({@code POST /v1/storage/backups/{id}/restore}, with {@code X-Region}). The server
     * accepts the work (202) and finishes it later: the returned id names the volume being restored to, which is
     * not ready yet. Never retried once the request may have reached the server.
     *
     * @param backupId the backup
     * @param request an existing volume to restore onto, or a name for the new volume
     * @return the id of the volume being restored to
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     * @throws dev.cloudsdk.core.BadRequestException on 400
     * @throws dev.cloudsdk.core.AuthenticationException on 401
     * @throws dev.cloudsdk.core.NotFoundException on 404
     * @throws dev.cloudsdk.core.ConflictException on 409 (backup not in a restorable state)
     * @throws dev.cloudsdk.core.ServerException on 5xx
     * @throws ApiException on any other unsuccessful status or a redirect (429 is a
     *     {@link dev.cloudsdk.core.RateLimitException})
     * @throws dev.cloudsdk.core.UnreadableResponseException when the server accepted the call but its body
     *     cannot be used: the operation has probably taken effect
     * @throws ApiConnectionException when the connection fails or a time limit is hit
     */
    public UUID restore(UUID backupId, RestoreVolumeBackupRequest request) {
        StorageApi.checkRestore(backupId, request);
        return ctx.call(StorageApi.RESTORE_VOLUME_BACKUP, request, backupId);
    }

    /**
     * {@link #restore(UUID)} with what came back beside the result: the HTTP status, the response headers, the request
     * id, the attempts made and the elapsed time. Same request, checks, retries and exceptions.
     *
     * @param backupId the backup
     * @return the result with its response metadata
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     * @throws dev.cloudsdk.core.CloudSdkException as {@link #restore(UUID)} throws it
     */
    public Response<UUID> restoreWithResponse(UUID backupId) {
        return restoreWithResponse(backupId, RestoreVolumeBackupRequest.newVolume());
    }

    /**
     * {@link #restore(UUID, RestoreVolumeBackupRequest)} with what came back beside the result: the HTTP status, the
     * response headers, the request id, the attempts made and the elapsed time. Same request, checks, retries and
     * exceptions.
     *
     * @param backupId the backup
     * @param request an existing volume to restore onto, or a name for the new volume
     * @return the result with its response metadata
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     * @throws dev.cloudsdk.core.CloudSdkException as {@link #restore(UUID, RestoreVolumeBackupRequest)} throws it
     */
    public Response<UUID> restoreWithResponse(UUID backupId, RestoreVolumeBackupRequest request) {
        StorageApi.checkRestore(backupId, request);
        return ctx.callWithResponse(StorageApi.RESTORE_VOLUME_BACKUP, request, backupId);
    }
}
