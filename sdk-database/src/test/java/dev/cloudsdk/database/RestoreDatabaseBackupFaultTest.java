package dev.cloudsdk.database;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.testing.FaultMatrix;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;

/** The fault matrix for Restore database backup: a POST, never re-sent, so never two restores. */
class RestoreDatabaseBackupFaultTest extends FaultMatrix {
    @Override
    protected Object call(ClientConfig config) {
        return DatabaseClient.create(config).backups().restore(RestoreDatabaseBackupWireTest.BACKUP,
                RestoreDatabaseBackupRequest.named("orders-restored"));
    }

    @Override
    protected int successStatus() {
        return 202;
    }

    @Override
    protected String successJson() {
        return fixture("database/restore-accepted.json");
    }

    @Override
    protected boolean repeatable() {
        return false;
    }
}
