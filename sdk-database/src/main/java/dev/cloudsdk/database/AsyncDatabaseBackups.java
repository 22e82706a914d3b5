package dev.cloudsdk.database;

import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.internal.ServiceContext;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/** Database backups, without blocking. Get one from {@link DatabaseAsyncClient#backups()}. */
public final class AsyncDatabaseBackups {
    private final ServiceContext ctx;

    AsyncDatabaseBackups(ServiceContext ctx) {
        this.ctx = ctx;
    }

    /**
     * Starts a restore, as {@link DatabaseBackups#restore} does, without blocking. Bad arguments are thrown at
     * once; every other failure completes the future exceptionally with the exception the blocking call would
     * throw. Cancelling the future cancels the HTTP call (the server may already have accepted the restore).
     *
     * @param backupId the backup
     * @param request the new instance's name and optional flavor and size
     * @return the new instance as accepted, later
     * @throws NullPointerException when an argument is null
     */
    public CompletableFuture<DatabaseInstance> restore(UUID backupId, RestoreDatabaseBackupRequest request) {
        DatabaseApi.checkRestore(backupId, request);
        return ctx.callAsync(DatabaseApi.RESTORE_DATABASE_BACKUP, request, backupId);
    }

    /**
     * {@link #restore(UUID, RestoreDatabaseBackupRequest)} with what came back beside the result: the HTTP status, the
     * response headers, the request id, the attempts made and the elapsed time. Bad arguments are thrown at once; every
     * other failure completes the future exceptionally, as for the plain method.
     *
     * @param backupId the backup
     * @param request the new instance's name and optional flavor and size
     * @return the result with its response metadata, later
     * @throws NullPointerException when an argument is null
     */
    public CompletableFuture<Response<DatabaseInstance>> restoreWithResponse(UUID backupId,
                                                                         RestoreDatabaseBackupRequest request) {
        DatabaseApi.checkRestore(backupId, request);
        return ctx.callWithResponseAsync(DatabaseApi.RESTORE_DATABASE_BACKUP, request, backupId);
    }
}
