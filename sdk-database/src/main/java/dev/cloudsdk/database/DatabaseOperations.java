package dev.cloudsdk.database;

import dev.cloudsdk.core.OperationName;

/** The names of this module's operations, for {@code RetryPolicy.Builder.retryAsIdempotent} and for logs. */
public final class DatabaseOperations {
    /** Restore database backup: {@code POST /v1/database-backups/{database_backup_id}/restore}. */
    public static final OperationName RESTORE_DATABASE_BACKUP = OperationName.of("RestoreDatabaseBackup");
    /** Restart database instance: {@code POST /v1/database-instances/{database_instance_id}/restart}. */
    public static final OperationName RESTART_DATABASE_INSTANCE = OperationName.of("RestartDatabaseInstance");

    private DatabaseOperations() {
    }
}
