package dev.cloudsdk.database;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RetryPolicy;

/**
 * The fault matrix for Restart database instance opted in to retries through the policy: repeating a restart is
 * harmless, so it is retried like a GET.
 */
class RestartOptedInFaultTest extends RestartDatabaseInstanceFaultTest {
    @Override
    protected Object call(ClientConfig config) {
        ClientConfig optedIn = ClientConfig.builder().baseUrl(config.baseUrl()).token(TOKEN)
                .httpClient(config.httpClient()).readTimeout(config.readTimeout()).callTimeout(config.callTimeout())
                .retryPolicy(RetryPolicy.builder().sleeper(sleeps::add)
                        .retryAsIdempotent(DatabaseOperations.RESTART_DATABASE_INSTANCE).build())
                .build();
        return super.call(optedIn);
    }

    @Override
    protected boolean repeatable() {
        return true;
    }
}
