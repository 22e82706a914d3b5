package dev.cloudsdk.loadbalancer;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.internal.ServiceContext;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.Pool;
import java.util.UUID;

/** The pools of load balancers. Get one from {@link LoadBalancerClient#pools()}. Thread-safe. */
public final class Pools {
    private final ServiceContext ctx;

    Pools(ServiceContext ctx) {
        this.ctx = ctx;
    }

    /**
     * Creates a pool under a load balancer ({@code POST /v1/load-balancers/{id}/pools}, with {@code X-Region}).
     * Never retried once the request may have reached the server, so a failure never creates two pools.
     *
     * @param loadBalancerId the load balancer
     * @param request the pool to create
     * @return the created pool
     * @throws NullPointerException when an argument is null
     * @throws IllegalArgumentException when the request's loadBalancerId differs from {@code loadBalancerId}
     * @throws IllegalStateException when no region is configured
     * @throws dev.cloudsdk.core.BadRequestException on 400 (invalid parameters)
     * @throws dev.cloudsdk.core.AuthenticationException on 401
     * @throws dev.cloudsdk.core.NotFoundException on 404 (load balancer or listener not found)
     * @throws dev.cloudsdk.core.ServerException on 5xx
     * @throws ApiException on any other unsuccessful status or a redirect (429 is a
     *     {@link dev.cloudsdk.core.RateLimitException})
     * @throws dev.cloudsdk.core.UnreadableResponseException when the server accepted the call but its body
     *     cannot be used: the operation has probably taken effect
     * @throws ApiConnectionException when the connection fails or a time limit is hit
     */
    public Pool create(UUID loadBalancerId, CreatePoolRequest request) {
        LoadBalancerApi.checkCreatePool(loadBalancerId, request);
        return ctx.call(LoadBalancerApi.CREATE_POOL, request, loadBalancerId);
    }

    /**
     * {@link #create(UUID, CreatePoolRequest)} with what came back beside the result: the HTTP status, the response
     * headers, the request id, the attempts made and the elapsed time. Same request, checks, retries and exceptions.
     *
     * @param loadBalancerId the load balancer
     * @param request the pool to create
     * @return the result with its response metadata
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     * @throws dev.cloudsdk.core.CloudSdkException as {@link #create(UUID, CreatePoolRequest)} throws it
     */
    public Response<Pool> createWithResponse(UUID loadBalancerId, CreatePoolRequest request) {
        LoadBalancerApi.checkCreatePool(loadBalancerId, request);
        return ctx.callWithResponse(LoadBalancerApi.CREATE_POOL, request, loadBalancerId);
    }
}
