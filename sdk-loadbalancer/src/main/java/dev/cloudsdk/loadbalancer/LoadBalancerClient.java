package dev.cloudsdk.loadbalancer;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.internal.ServiceContext;
import org.jspecify.annotations.Nullable;

/**
 * Client of the load balancing service. Immutable and thread-safe; make one and share it.
 *
 * <pre>{@code
 * LoadBalancerClient lb = LoadBalancerClient.create(config);
 * Pool pool = lb.pools().create(loadBalancerId, CreatePoolRequest.builder()
 *         .name("web").protocol(Protocol.HTTP).lbAlgorithm(LbAlgorithm.ROUND_ROBIN).build());
 * }</pre>
 */
public final class LoadBalancerClient {
    private final ServiceContext ctx;
    private final Pools pools;
    private final LoadBalancerAsyncClient async;

    private LoadBalancerClient(ServiceContext ctx) {
        this.ctx = ctx;
        this.pools = new Pools(ctx);
        this.async = new LoadBalancerAsyncClient(ctx);
    }

    /**
     * @param config the settings; clients made from one config share its connection pool
     * @return a client
     * @throws NullPointerException when config is null
     */
    public static LoadBalancerClient create(ClientConfig config) {
        return new LoadBalancerClient(ServiceContext.of(config));
    }

    /** @return the pools */
    public Pools pools() {
        return pools;
    }

    /** @return the same operations returning {@code CompletableFuture}s, on this client's region and limits */
    public LoadBalancerAsyncClient async() {
        return async;
    }

    /**
     * @param region the {@code X-Region} for this view's calls
     * @return a client for another region that shares this one's connections
     * @throws IllegalArgumentException when the region is blank or not header-safe
     */
    public LoadBalancerClient withRegion(String region) {
        return new LoadBalancerClient(ctx.withRegion(region));
    }

    /**
     * @param options time limits for this view's calls
     * @return a client with those limits that shares this one's connections
     */
    public LoadBalancerClient withOptions(RequestOptions options) {
        return new LoadBalancerClient(ctx.withOptions(options));
    }

    /** @return the region this client's calls send, or {@code null} when none is configured */
    public @Nullable String region() {
        return ctx.region();
    }

    @Override
    public String toString() {
        return "LoadBalancerClient{region=" + ctx.region() + '}';
    }
}
