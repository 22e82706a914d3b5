package dev.cloudsdk.examples;

import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Pool;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.loadbalancer.model.SessionPersistence;

/** Creates a load balancer pool attached to a listener. */
public final class CreatePoolExample {
    private CreatePoolExample() {}

    /** @param args unused */
    public static void main(String[] args) {
        try (Environment env = Environment.open()) {
            run(env);
        }
    }

    static Pool run(Environment env) {
        Pool pool = LoadBalancerClient.create(env.config())
                .pools()
                .create(
                        env.id(Environment.LOAD_BALANCER),
                        CreatePoolRequest.builder()
                                .name("web")
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .listenerId(env.id(Environment.LISTENER))
                                .tags("tour")
                                .sessionPersistence(
                                        SessionPersistence.ofType("HTTP_COOKIE").withCookieName("sid"))
                                .build());
        Console.step(
                "create pool",
                pool.name() + " " + Console.shortId(pool.id()) + " " + pool.protocol() + "/"
                        + pool.lbAlgorithm() + ", " + pool.provisioningStatus() + "/" + pool.operatingStatus()
                        + ", listener "
                        + Console.shortId(pool.listeners().get(0).id()));
        return pool;
    }
}
