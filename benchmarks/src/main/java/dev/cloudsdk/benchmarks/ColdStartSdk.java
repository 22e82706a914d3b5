package dev.cloudsdk.benchmarks;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Pool;
import dev.cloudsdk.loadbalancer.model.Protocol;
import java.util.List;

/**
 * Measurement 4, SDK side: run in a fresh JVM, builds a client and completes its first Create pool, then prints
 * {@code COLDSTART <nanos from main to result> <classes loaded>}. Only SDK classes are touched here, so the class
 * count is the SDK's (plus the JVM's own and the management API's, the same on both sides).
 */
public final class ColdStartSdk {
    private ColdStartSdk() {}

    /**
     * @param args the server's base URL
     */
    public static void main(String[] args) {
        long start = System.nanoTime();
        ClientConfig config = ClientConfig.builder()
                .baseUrl(args[0])
                .token(Fixture.TOKEN)
                .region(Fixture.REGION)
                .build();
        Pool pool = LoadBalancerClient.create(config)
                .pools()
                .create(
                        Payloads.LB_ID,
                        CreatePoolRequest.builder()
                                .name("web")
                                .description("Web tier pool")
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .tags(List.of("web", "prod"))
                                .build());
        long nanos = System.nanoTime() - start;
        ColdStart.report(nanos, pool.name());
    }
}
