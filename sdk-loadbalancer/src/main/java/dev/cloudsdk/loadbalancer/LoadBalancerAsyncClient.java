package dev.cloudsdk.loadbalancer;

import dev.cloudsdk.core.internal.ServiceContext;

/**
 * The load balancing service without blocking: each call returns a {@code CompletableFuture} and runs on OkHttp's
 * dispatcher, never on a thread of its own. Same validation, errors, retries and deadline as
 * {@link LoadBalancerClient}. Get one from {@link LoadBalancerClient#async()}.
 *
 * <pre>{@code
 * lb.async().pools().create(loadBalancerId, request).thenAccept(pool -> System.out.println(pool.id()));
 * }</pre>
 */
public final class LoadBalancerAsyncClient {
    private final AsyncPools pools;

    LoadBalancerAsyncClient(ServiceContext ctx) {
        this.pools = new AsyncPools(ctx);
    }

    /** @return the pools */
    public AsyncPools pools() {
        return pools;
    }
}
