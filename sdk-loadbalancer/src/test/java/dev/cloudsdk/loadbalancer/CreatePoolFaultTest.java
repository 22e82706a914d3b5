package dev.cloudsdk.loadbalancer;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.testing.FaultMatrix;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;

/** The fault matrix for Create pool: a POST, never re-sent once it may have reached the server. */
class CreatePoolFaultTest extends FaultMatrix {
    @Override
    protected Object call(ClientConfig config) {
        return LoadBalancerClient.create(config).pools().create(CreatePoolWireTest.LB, CreatePoolRequest.builder()
                .name("web").protocol(Protocol.HTTP).lbAlgorithm(LbAlgorithm.ROUND_ROBIN).build());
    }

    @Override
    protected int successStatus() {
        return 201;
    }

    @Override
    protected String successJson() {
        return fixture("loadbalancer/pool-created.json");
    }

    @Override
    protected boolean repeatable() {
        return false;
    }
}
