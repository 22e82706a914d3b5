package dev.cloudsdk.database;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.internal.ServiceContext;
import dev.cloudsdk.database.model.RestartDatabaseInstanceRequest;
import java.util.UUID;

/** Database instances. Get one from {@link DatabaseClient#instances()}. Thread-safe. */
public final class DatabaseInstances {
    private final ServiceContext ctx;

    DatabaseInstances(ServiceContext ctx) {
        this.ctx = ctx;
    }

    /**
     * Asks for a restart without force; the body is {@code {}}.
     *
     * @param instanceId the instance
     * @return the server's message
     * @throws NullPointerException when instanceId is null
     * @throws dev.cloudsdk.core.AuthenticationException on 401
     * @throws dev.cloudsdk.core.NotFoundException on 404
     * @throws dev.cloudsdk.core.ConflictException on 409 (instance not in a restartable state)
     * @throws dev.cloudsdk.core.ServerException on 5xx
     * @throws ApiException on any other unsuccessful status or a redirect (429 is a
     *     {@link dev.cloudsdk.core.RateLimitException})
     * @throws dev.cloudsdk.core.UnreadableResponseException when the server accepted the call but its body
     *     cannot be used: the operation has probably taken effect
     * @throws ApiConnectionException when the connection fails or a time limit is hit
     * @see #restart(UUID, RestartDatabaseInstanceRequest)
     */
    public String restart(UUID instanceId) {
        return restart(instanceId, RestartDatabaseInstanceRequest.defaults());
    }

    /**
     * Asks for a restart ({@code POST /v1/database-instances/{id}/restart}, no {@code X-Region}). The server
     * accepts it (202) and restarts later; the call returns when accepted, not when restarted. Not retried once
     * the request may have reached the server unless {@link DatabaseOperations#RESTART_DATABASE_INSTANCE} is
     * opted in through {@code RetryPolicy.Builder.retryAsIdempotent}.
     *
     * @param instanceId the instance
     * @param request whether to force the restart
     * @return the server's message, empty when it sent none
     * @throws NullPointerException when an argument is null
     * @throws dev.cloudsdk.core.AuthenticationException on 401
     * @throws dev.cloudsdk.core.NotFoundException on 404
     * @throws dev.cloudsdk.core.ConflictException on 409 (instance not in a restartable state)
     * @throws dev.cloudsdk.core.ServerException on 5xx
     * @throws ApiException on any other unsuccessful status or a redirect (429 is a
     *     {@link dev.cloudsdk.core.RateLimitException})
     * @throws dev.cloudsdk.core.UnreadableResponseException when the server accepted the call but its body
     *     cannot be used: the operation has probably taken effect
     * @throws ApiConnectionException when the connection fails or a time limit is hit
     */
    public String restart(UUID instanceId, RestartDatabaseInstanceRequest request) {
        DatabaseApi.checkRestart(instanceId, request);
        return ctx.call(DatabaseApi.RESTART_DATABASE_INSTANCE, request, instanceId);
    }

    /**
     * {@link #restart(UUID)} with what came back beside the result: the HTTP status, the response headers, the request
     * id, the attempts made and the elapsed time. Same request, checks, retries and exceptions.
     *
     * @param instanceId the instance
     * @return the result with its response metadata
     * @throws NullPointerException when an argument is null
     * @throws dev.cloudsdk.core.CloudSdkException as {@link #restart(UUID)} throws it
     */
    public Response<String> restartWithResponse(UUID instanceId) {
        return restartWithResponse(instanceId, RestartDatabaseInstanceRequest.defaults());
    }

    /**
     * {@link #restart(UUID, RestartDatabaseInstanceRequest)} with what came back beside the result: the HTTP status,
     * the response headers, the request id, the attempts made and the elapsed time. Same request, checks, retries and
     * exceptions.
     *
     * @param instanceId the instance
     * @param request whether to force the restart
     * @return the result with its response metadata
     * @throws NullPointerException when an argument is null
     * @throws dev.cloudsdk.core.CloudSdkException as {@link #restart(UUID, RestartDatabaseInstanceRequest)} throws it
     */
    public Response<String> restartWithResponse(UUID instanceId, RestartDatabaseInstanceRequest request) {
        DatabaseApi.checkRestart(instanceId, request);
        return ctx.callWithResponse(DatabaseApi.RESTART_DATABASE_INSTANCE, request, instanceId);
    }
}
