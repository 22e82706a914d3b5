package dev.cloudsdk.loadbalancer;

import dev.cloudsdk.core.OperationName;

/** The names of this module's operations, for {@code RetryPolicy.Builder.retryAsIdempotent} and for logs. */
public final class LoadBalancerOperations {
    /** Create pool: {@code POST /v1/load-balancers/{load_balancer_id}/pools}. */
    public static final OperationName CREATE_POOL = OperationName.of("CreatePool");

    private LoadBalancerOperations() {
    }
}
