package dev.cloudsdk.storage;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.testing.FaultMatrix;

/** The fault matrix for Restore volume backup: a POST, never re-sent, so never two restores. */
class RestoreVolumeBackupFaultTest extends FaultMatrix {
    @Override
    protected Object call(ClientConfig config) {
        return StorageClient.create(config).backups().restore(RestoreVolumeBackupWireTest.BACKUP);
    }

    @Override
    protected int successStatus() {
        return 202;
    }

    @Override
    protected String successJson() {
        return "{\"volume_id\":\"" + RestoreVolumeBackupWireTest.VOLUME + "\"}";
    }

    @Override
    protected boolean repeatable() {
        return false;
    }
}
