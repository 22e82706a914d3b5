package dev.cloudsdk.database;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.testing.FaultMatrix;

/** The fault matrix for Restart database instance with the default policy: a POST, not re-sent. */
class RestartDatabaseInstanceFaultTest extends FaultMatrix {
    @Override
    protected Object call(ClientConfig config) {
        return DatabaseClient.create(config).instances().restart(RestartDatabaseInstanceWireTest.INSTANCE);
    }

    @Override
    protected int successStatus() {
        return 202;
    }

    @Override
    protected String successJson() {
        return "{\"message\":\"Restart of instance 7c8d9e0f accepted; it will be back in a few seconds\"}";
    }

    @Override
    protected boolean repeatable() {
        return false;
    }
}
