package dev.cloudsdk.loadbalancer;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.internal.Operation;
import dev.cloudsdk.core.internal.ResponseShape;
import dev.cloudsdk.core.internal.ServiceContext;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.Pool;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/** The pools of load balancers. Get one from {@link LoadBalancerClient#pools()}. Thread-safe. */
public final class Pools {
    static final Operation CREATE = Operation.post("CreatePool", "v1/load-balancers/{}/pools", true);
    static final ResponseShape<Pool> POOL = ResponseShape.member("pool", Pool.class);

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
        check(loadBalancerId, request);
        return ctx.call(CREATE, new Object[] {loadBalancerId}, List.of(), request, POOL);
    }

    static void check(UUID loadBalancerId, CreatePoolRequest request) {
        Objects.requireNonNull(loadBalancerId, "loadBalancerId == null");
        Objects.requireNonNull(request, "request == null");
        if (request.loadBalancerId() != null && !request.loadBalancerId().equals(loadBalancerId)) {
            // The API does not say which one wins; refuse the contradiction rather than guess.
            throw new IllegalArgumentException("request.loadBalancerId " + request.loadBalancerId()
                    + " differs from the path's loadBalancerId " + loadBalancerId);
        }
    }
}
