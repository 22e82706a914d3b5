package dev.cloudsdk.database;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.testing.FaultMatrix;

/**
 * The fault matrix for Restart database instance opted in to retries through the policy: repeating a restart is
 * harmless, so it is retried like a GET.
 */
class RestartOptedInFaultTest extends FaultMatrix {
    @Override
    protected Object call(ClientConfig config) {
        ClientConfig optedIn = ClientConfig.builder().baseUrl(config.baseUrl()).token(TOKEN)
                .httpClient(config.httpClient()).readTimeout(config.readTimeout()).callTimeout(config.callTimeout())
                .retryPolicy(RetryPolicy.builder().sleeper(sleeps::add).retryAsIdempotent("RestartDatabaseInstance")
                        .build())
                .build();
        return DatabaseClient.create(optedIn).instances().restart(DatabaseClientTest.INSTANCE);
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
        return true;
    }
}
