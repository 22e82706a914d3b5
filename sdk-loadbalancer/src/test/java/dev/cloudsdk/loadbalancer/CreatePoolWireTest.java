package dev.cloudsdk.loadbalancer;

import static dev.cloudsdk.core.testing.RequestAssert.assertThatRequest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Pool;
import dev.cloudsdk.loadbalancer.model.PoolResourceRef;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.loadbalancer.model.SessionPersistence;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class CreatePoolWireTest extends WireTest {
    static final UUID LB = UUID.fromString("3e7a9c15-2b4d-4f6e-8a1c-5d7e9f0b2c4a");
    static final UUID LISTENER = UUID.fromString("1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f");

    private static CreatePoolRequest minimal() {
        return CreatePoolRequest.builder()
                .protocol(Protocol.HTTP)
                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                .build();
    }

    @Test
    void createSendsExactRequestWithRegionAndOnlyTheSetFields() {
        server.enqueue(json(201, fixture("loadbalancer/pool-created.json")));
        LoadBalancerClient lb = LoadBalancerClient.create(config());
        lb.pools()
                .create(
                        LB,
                        CreatePoolRequest.builder()
                                .name("web")
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .build());
        assertThatRequest(takeRequest())
                .hasMethod("POST")
                .hasTarget("/api/v1/load-balancers/" + LB + "/pools")
                .hasBearerToken(TOKEN)
                .sendsRegion(REGION)
                .hasJsonBody("{\"name\":\"web\",\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\"}");
    }

    @Test
    void createSendsEveryFieldInSnakeCase() {
        server.enqueue(json(201, fixture("loadbalancer/pool-created.json")));
        LoadBalancerClient.create(config())
                .pools()
                .create(
                        LB,
                        CreatePoolRequest.builder()
                                .name("web")
                                .description("Web tier")
                                .loadBalancerId(LB)
                                .listenerId(LISTENER)
                                .protocol(Protocol.PROXYV2)
                                .lbAlgorithm(LbAlgorithm.SOURCE_IP_PORT)
                                .sessionPersistence(SessionPersistence.ofType("HTTP_COOKIE")
                                        .withCookieName("SRV")
                                        .withPersistenceTimeout(3600)
                                        .withPersistenceGranularity("255.255.255.255"))
                                .tags("prod", "web")
                                .build());
        assertThatRequest(takeRequest())
                .hasJsonBody("{\"name\":\"web\",\"description\":\"Web tier\","
                        + "\"load_balancer_id\":\"" + LB + "\",\"listener_id\":\"" + LISTENER + "\","
                        + "\"protocol\":\"PROXYV2\",\"lb_algorithm\":\"SOURCE_IP_PORT\",\"session_persistence\":"
                        + "{\"type\":\"HTTP_COOKIE\",\"cookie_name\":\"SRV\",\"persistence_timeout\":3600,"
                        + "\"persistence_granularity\":\"255.255.255.255\"},\"tags\":[\"prod\",\"web\"]}");
    }

    @Test
    void aSessionPersistenceWithoutTypeIsSentAndTheServerDecides() {
        // The reference lists type among the object's fields without saying it is required.
        server.enqueue(json(201, fixture("loadbalancer/pool-created.json")));
        LoadBalancerClient.create(config())
                .pools()
                .create(
                        LB,
                        CreatePoolRequest.builder()
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .sessionPersistence(SessionPersistence.builder()
                                        .cookieName("SRV")
                                        .persistenceTimeout(60)
                                        .build())
                                .build());
        assertThatRequest(takeRequest())
                .hasJsonBody("{\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\","
                        + "\"session_persistence\":{\"cookie_name\":\"SRV\",\"persistence_timeout\":60}}");
    }

    @Test
    void createReadsEveryDocumentedFieldOfThePool() {
        server.enqueue(json(201, fixture("loadbalancer/pool-created.json")));
        Pool p = LoadBalancerClient.create(config()).pools().create(LB, minimal());
        assertThat(p.id()).isEqualTo(UUID.fromString("6f1c2a9e-0d3b-4c51-9a8e-2b7f4d1e3c5a"));
        assertThat(p.crn().resourceKind()).contains("pool");
        assertThat(p.crn().region()).contains("eu-1");
        assertThat(p.name()).isEqualTo("web");
        assertThat(p.description()).isEqualTo("Web tier");
        assertThat(p.provisioningStatus()).isEqualTo("ACTIVE");
        assertThat(p.operatingStatus()).isEqualTo("ONLINE");
        assertThat(p.protocol()).isEqualTo(Protocol.HTTP);
        assertThat(p.lbAlgorithm()).isEqualTo(LbAlgorithm.ROUND_ROBIN);
        assertThat(p.sessionPersistence())
                .isEqualTo(new SessionPersistence("HTTP_COOKIE", "SRV", 3600, "255.255.255.255", null));
        assertThat(p.listeners()).containsExactly(new PoolResourceRef(LISTENER, null));
        assertThat(p.members())
                .extracting(PoolResourceRef::id)
                .containsExactly(
                        UUID.fromString("a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d"),
                        UUID.fromString("b1c2d3e4-f5a6-4b7c-9d8e-0f1a2b3c4d5e"));
        assertThat(p.healthmonitorId()).isEqualTo(UUID.fromString("c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f"));
        assertThat(p.loadBalancerId()).isEqualTo(LB);
        assertThat(p.tags()).containsExactly("prod", "web");
        assertThat(p.createdAt()).isEqualTo(Instant.parse("2026-11-20T10:15:30Z"));
        assertThat(p.updatedAt()).isEqualTo(Instant.parse("2026-11-20T10:16:02.123Z"));
    }

    @Test
    void unknownFieldsAndANewProtocolDoNotFailTheCall() {
        server.enqueue(json(
                201,
                "{\"pool\":{\"id\":\"6f1c2a9e-0d3b-4c51-9a8e-2b7f4d1e3c5a\",\"protocol\":\"QUIC\","
                        + "\"lb_algorithm\":\"WEIGHTED_RANDOM\",\"tls\":{\"enabled\":true},\"new_list\":[1,2]},"
                        + "\"request_meta\":{}}"));
        Pool p = LoadBalancerClient.create(config()).pools().create(LB, minimal());
        assertThat(p.protocol()).isEqualTo(Protocol.UNKNOWN_TO_SDK_VERSION);
        assertThat(p.protocolAsString()).isEqualTo("QUIC");
        assertThat(p.lbAlgorithm()).isEqualTo(LbAlgorithm.UNKNOWN_TO_SDK_VERSION);
        assertThat(p.lbAlgorithmAsString()).isEqualTo("WEIGHTED_RANDOM");
        assertThat(p.listeners()).isEmpty();
        assertThat(p.tags()).isEmpty();
        assertThat(p.name()).isNull();
    }

    @Test
    void membersTheSdkDoesNotKnowAreReadAtEveryLevel() {
        server.enqueue(json(201, fixture("loadbalancer/pool-created.json")));
        server.enqueue(json(201, fixture("loadbalancer/pool-with-unknown-members.json")));
        LoadBalancerClient lb = LoadBalancerClient.create(config());
        Pool documented = lb.pools().create(LB, minimal());
        Pool p = lb.pools().create(LB, minimal());

        assertThat(p.additionalProperties()).containsOnlyKeys("tier", "tls", "weight_ratio", "retired_at");
        assertThat(p.additionalProperties().get("tier")).isEqualTo("gold");
        assertThat(p.additionalProperties().get("tls"))
                .isEqualTo(Map.of("enabled", true, "versions", List.of("TLSv1.2", "TLSv1.3"), "min_key_bits", 2048));
        assertThat(p.additionalProperties().get("weight_ratio")).isEqualTo(new BigDecimal("0.75"));
        assertThat(p.additionalProperties()).containsEntry("retired_at", null);
        assertThat(p.sessionPersistence().additionalProperties()).isEqualTo(Map.of("cookie_path", "/app"));
        assertThat(p.listeners().get(0).additionalProperties()).isEqualTo(Map.of("port", 443));
        assertThat(p.members())
                .allSatisfy(m -> assertThat(m.additionalProperties()).isEmpty());
        assertThat(documented.additionalProperties()).isEmpty();
        // Everything else reads as without them, and a test double builds the same pool from the documented one.
        assertThat(p)
                .isNotEqualTo(documented)
                .isEqualTo(documented.toBuilder()
                        .additionalProperty("tier", "gold")
                        .additionalProperty(
                                "tls",
                                Map.of(
                                        "enabled",
                                        true,
                                        "versions",
                                        List.of("TLSv1.2", "TLSv1.3"),
                                        "min_key_bits",
                                        2048L))
                        .additionalProperty("weight_ratio", 0.75)
                        .additionalProperty("retired_at", null)
                        .sessionPersistence(documented.sessionPersistence().toBuilder()
                                .additionalProperty("cookie_path", "/app")
                                .build())
                        .listeners(List.of(documented.listeners().get(0).toBuilder()
                                .additionalProperty("port", 443)
                                .build()))
                        .build());
    }

    @Test
    void aSessionPersistenceReadBackIsSentWithoutTheMembersTheSdkDoesNotKnow() {
        server.enqueue(json(201, fixture("loadbalancer/pool-with-unknown-members.json")));
        server.enqueue(json(201, fixture("loadbalancer/pool-created.json")));
        LoadBalancerClient lb = LoadBalancerClient.create(config());
        SessionPersistence read = lb.pools().create(LB, minimal()).sessionPersistence();
        assertThat(read.additionalProperties()).containsKey("cookie_path");
        takeRequest();
        lb.pools()
                .create(
                        LB,
                        CreatePoolRequest.builder()
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .sessionPersistence(read)
                                .build());
        assertThatRequest(takeRequest())
                .hasJsonBody("{\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\","
                        + "\"session_persistence\":{\"type\":\"HTTP_COOKIE\",\"cookie_name\":\"SRV\","
                        + "\"persistence_timeout\":3600,\"persistence_granularity\":\"255.255.255.255\"}}");
    }

    @Test
    void badInputNeverReachesTheNetwork() {
        Pools pools = LoadBalancerClient.create(config()).pools();
        CreatePoolRequest otherLb = CreatePoolRequest.builder()
                .protocol(Protocol.TCP)
                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                .loadBalancerId(UUID.randomUUID())
                .build();
        assertThatThrownBy(() -> pools.create(LB, otherLb))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("differs from the path's loadBalancerId");
        LoadBalancerClient noRegion =
                LoadBalancerClient.create(configBuilder().region(null).build());
        assertThatThrownBy(() -> noRegion.pools().create(LB, minimal()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("CreatePool sends the X-Region header, but no region is set");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void withRegionSendsTheOtherRegionAndLeavesTheOriginalAlone() {
        server.enqueue(json(201, fixture("loadbalancer/pool-created.json")));
        server.enqueue(json(201, fixture("loadbalancer/pool-created.json")));
        LoadBalancerClient lb = LoadBalancerClient.create(config());
        lb.withRegion("us-2").pools().create(LB, minimal());
        lb.pools().create(LB, minimal());
        assertThatRequest(takeRequest()).sendsRegion("us-2");
        assertThatRequest(takeRequest()).sendsRegion(REGION);
        assertThat(lb.region()).isEqualTo(REGION);
    }

    @Test
    void theTokenAppearsInNoStringOfTheClientOrItsResults() {
        server.enqueue(json(201, fixture("loadbalancer/pool-created.json")));
        LoadBalancerClient lb = LoadBalancerClient.create(config());
        Pool p = lb.pools().create(LB, minimal());
        assertThat(List.of(lb.toString(), lb.pools().toString(), p.toString(), config().toString()))
                .noneMatch(s -> s.contains(TOKEN));
    }
}
