package dev.cloudsdk.database;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.internal.ServiceContext;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import java.util.UUID;

/** Database backups. Get one from {@link DatabaseClient#backups()}. Thread-safe. */
public final class DatabaseBackups {
    private final ServiceContext ctx;

    DatabaseBackups(ServiceContext ctx) {
        this.ctx = ctx;
    }

    /**
     * Starts restoring a backup into a new instance ({@code POST /v1/database-backups/{id}/restore}, no
     * {@code X-Region}). The server accepts the work (202) and finishes it later: the returned instance is the
     * new one as it was when accepted, not a finished restore. Never retried once the request may have reached
     * the server, so a failure never starts two restores.
     *
     * @param backupId the backup
     * @param request the new instance's name and optional flavor and size
     * @return the new instance, as accepted
     * @throws NullPointerException when an argument is null
     * @throws dev.cloudsdk.core.BadRequestException on 400 (invalid parameters)
     * @throws dev.cloudsdk.core.AuthenticationException on 401
     * @throws dev.cloudsdk.core.NotFoundException on 404 (backup not found)
     * @throws dev.cloudsdk.core.ConflictException on 409 (backup not in a restorable state)
     * @throws dev.cloudsdk.core.ServerException on 5xx
     * @throws ApiException on any other unsuccessful status or a redirect (429 is a
     *     {@link dev.cloudsdk.core.RateLimitException})
     * @throws dev.cloudsdk.core.UnreadableResponseException when the server accepted the call but its body
     *     cannot be used: the operation has probably taken effect
     * @throws ApiConnectionException when the connection fails or a time limit is hit
     */
    public DatabaseInstance restore(UUID backupId, RestoreDatabaseBackupRequest request) {
        DatabaseApi.checkRestore(backupId, request);
        return ctx.call(DatabaseApi.RESTORE_DATABASE_BACKUP, request, backupId);
    }

    /**
     * {@link #restore(UUID, RestoreDatabaseBackupRequest)} with what came back beside the result: the HTTP status, the
     * response headers, the request id, the attempts made and the elapsed time. Same request, checks, retries and
     * exceptions.
     *
     * @param backupId the backup
     * @param request the new instance's name and optional flavor and size
     * @return the result with its response metadata
     * @throws NullPointerException when an argument is null
     * @throws dev.cloudsdk.core.CloudSdkException as {@link #restore(UUID, RestoreDatabaseBackupRequest)} throws it
     */
    public Response<DatabaseInstance> restoreWithResponse(UUID backupId, RestoreDatabaseBackupRequest request) {
        DatabaseApi.checkRestore(backupId, request);
        return ctx.callWithResponse(DatabaseApi.RESTORE_DATABASE_BACKUP, request, backupId);
    }
}
