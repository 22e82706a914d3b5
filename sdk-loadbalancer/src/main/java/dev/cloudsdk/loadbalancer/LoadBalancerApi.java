package dev.cloudsdk.loadbalancer;

import dev.cloudsdk.core.internal.Endpoint;
import dev.cloudsdk.core.internal.RegionHeader;
import dev.cloudsdk.core.internal.ResponseShape;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.Pool;
import java.util.Objects;
import java.util.UUID;

/** This module's operations, each declared once, and the argument checks its blocking and async methods share. */
final class LoadBalancerApi {
    static final Endpoint<CreatePoolRequest, Pool> CREATE_POOL = Endpoint.post(LoadBalancerOperations.CREATE_POOL,
            "v1/load-balancers/{load_balancer_id}/pools", RegionHeader.SENT, ResponseShape.member("pool", Pool.class));

    private LoadBalancerApi() {
    }

    static void checkCreatePool(UUID loadBalancerId, CreatePoolRequest request) {
        Objects.requireNonNull(loadBalancerId, "loadBalancerId == null");
        Objects.requireNonNull(request, "request == null");
        if (request.loadBalancerId() != null && !request.loadBalancerId().equals(loadBalancerId)) {
            // The API does not say which one wins; refuse the contradiction rather than guess.
            throw new IllegalArgumentException("request.loadBalancerId " + request.loadBalancerId()
                    + " differs from the path's loadBalancerId " + loadBalancerId);
        }
    }
}
