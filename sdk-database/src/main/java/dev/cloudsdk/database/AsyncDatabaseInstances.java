package dev.cloudsdk.database;

import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.internal.ServiceContext;
import dev.cloudsdk.database.model.RestartDatabaseInstanceRequest;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/** Database instances, without blocking. Get one from {@link DatabaseAsyncClient#instances()}. */
public final class AsyncDatabaseInstances {
    private final ServiceContext ctx;

    AsyncDatabaseInstances(ServiceContext ctx) {
        this.ctx = ctx;
    }

    /**
     * Asks for a restart without force, without blocking.
     *
     * @param instanceId the instance
     * @return the server's message, later
     * @throws NullPointerException when instanceId is null
     */
    public CompletableFuture<String> restart(UUID instanceId) {
        return restart(instanceId, RestartDatabaseInstanceRequest.defaults());
    }

    /**
     * Asks for a restart, as {@link DatabaseInstances#restart(UUID, RestartDatabaseInstanceRequest)} does,
     * without blocking. Bad arguments are thrown at once; every other failure completes the future exceptionally
     * with the exception the blocking call would throw.
     *
     * @param instanceId the instance
     * @param request whether to force the restart
     * @return the server's message, later
     * @throws NullPointerException when an argument is null
     */
    public CompletableFuture<String> restart(UUID instanceId, RestartDatabaseInstanceRequest request) {
        DatabaseApi.checkRestart(instanceId, request);
        return ctx.callAsync(DatabaseApi.RESTART_DATABASE_INSTANCE, request, instanceId);
    }

    /**
     * {@link #restart(UUID)} with what came back beside the result: the HTTP status, the response headers, the request
     * id, the attempts made and the elapsed time. Bad arguments are thrown at once; every other failure completes
     * the future exceptionally, as for the plain method.
     *
     * @param instanceId the instance
     * @return the result with its response metadata, later
     * @throws NullPointerException when an argument is null
     */
    public CompletableFuture<Response<String>> restartWithResponse(UUID instanceId) {
        return restartWithResponse(instanceId, RestartDatabaseInstanceRequest.defaults());
    }

    /**
     * {@link #restart(UUID, RestartDatabaseInstanceRequest)} with what came back beside the result: the HTTP status,
     * the response headers, the request id, the attempts made and the elapsed time. Bad arguments are thrown at once;
     * every other failure completes the future exceptionally, as for the plain method.
     *
     * @param instanceId the instance
     * @param request whether to force the restart
     * @return the result with its response metadata, later
     * @throws NullPointerException when an argument is null
     */
    public CompletableFuture<Response<String>> restartWithResponse(UUID instanceId,
                                                                  RestartDatabaseInstanceRequest request) {
        DatabaseApi.checkRestart(instanceId, request);
        return ctx.callWithResponseAsync(DatabaseApi.RESTART_DATABASE_INSTANCE, request, instanceId);
    }
}
