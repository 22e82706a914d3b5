package dev.cloudsdk.loadbalancer;

import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.internal.ServiceContext;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.Pool;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/** The pools of load balancers, without blocking. Get one from {@link LoadBalancerAsyncClient#pools()}. */
public final class AsyncPools {
    private final ServiceContext ctx;

    AsyncPools(ServiceContext ctx) {
        this.ctx = ctx;
    }

    /**
     * Creates a pool, as {@link Pools#create(UUID, CreatePoolRequest)} does, without blocking. Bad arguments are
     * thrown at once; every other failure completes the future exceptionally with the exception the blocking
     * call would throw. Cancelling the future cancels the HTTP call.
     *
     * @param loadBalancerId the load balancer
     * @param request the pool to create
     * @return the created pool, later
     * @throws NullPointerException when an argument is null
     * @throws IllegalArgumentException when the request's loadBalancerId differs from {@code loadBalancerId}
     * @throws IllegalStateException when no region is configured
     */
    public CompletableFuture<Pool> create(UUID loadBalancerId, CreatePoolRequest request) {
        LoadBalancerApi.checkCreatePool(loadBalancerId, request);
        return ctx.callAsync(LoadBalancerApi.CREATE_POOL, request, loadBalancerId);
    }

    /**
     * {@link #create(UUID, CreatePoolRequest)} with what came back beside the result: the HTTP status, the response
     * headers, the request id, the attempts made and the elapsed time. Bad arguments are thrown at once; every other
     * failure completes the future exceptionally, as for the plain method.
     *
     * @param loadBalancerId the load balancer
     * @param request the pool to create
     * @return the result with its response metadata, later
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     */
    public CompletableFuture<Response<Pool>> createWithResponse(UUID loadBalancerId, CreatePoolRequest request) {
        LoadBalancerApi.checkCreatePool(loadBalancerId, request);
        return ctx.callWithResponseAsync(LoadBalancerApi.CREATE_POOL, request, loadBalancerId);
    }
}
