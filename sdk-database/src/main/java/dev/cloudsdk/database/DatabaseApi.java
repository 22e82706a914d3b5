package dev.cloudsdk.database;

import dev.cloudsdk.core.internal.Endpoint;
import dev.cloudsdk.core.internal.RegionHeader;
import dev.cloudsdk.core.internal.ResponseShape;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestartDatabaseInstanceRequest;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import java.util.Objects;
import java.util.UUID;

/** This module's operations, each declared once, and the argument checks its blocking and async methods share. */
final class DatabaseApi {
    static final Endpoint<RestoreDatabaseBackupRequest, DatabaseInstance> RESTORE_DATABASE_BACKUP = Endpoint.post(
            DatabaseOperations.RESTORE_DATABASE_BACKUP, "v1/database-backups/{database_backup_id}/restore",
            RegionHeader.NOT_SENT, ResponseShape.member("database_instance", DatabaseInstance.class));
    static final Endpoint<RestartDatabaseInstanceRequest, String> RESTART_DATABASE_INSTANCE = Endpoint.post(
            DatabaseOperations.RESTART_DATABASE_INSTANCE, "v1/database-instances/{database_instance_id}/restart",
            RegionHeader.NOT_SENT, ResponseShape.memberOr("message", String.class, ""));

    private DatabaseApi() {
    }

    static void checkRestore(UUID backupId, RestoreDatabaseBackupRequest request) {
        Objects.requireNonNull(backupId, "backupId == null");
        Objects.requireNonNull(request, "request == null");
    }

    static void checkRestart(UUID instanceId, RestartDatabaseInstanceRequest request) {
        Objects.requireNonNull(instanceId, "instanceId == null");
        Objects.requireNonNull(request, "request == null");
    }
}
