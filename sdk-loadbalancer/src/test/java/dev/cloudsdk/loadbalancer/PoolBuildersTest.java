package dev.cloudsdk.loadbalancer;

import static dev.cloudsdk.core.testing.RequestAssert.assertThatRequest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.Crn;
import dev.cloudsdk.core.testing.Databind;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Pool;
import dev.cloudsdk.loadbalancer.model.PoolResourceRef;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.loadbalancer.model.SessionPersistence;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The builders of the load balancer's response records, which users make in tests instead of the constructors. */
class PoolBuildersTest extends WireTest {
    static final UUID POOL = UUID.fromString("6f1c2a9e-0d3b-4c51-9a8e-2b7f4d1e3c5a");
    static final UUID LISTENER = UUID.fromString("1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f");
    static final UUID MEMBER_A = UUID.fromString("a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d");
    static final UUID MEMBER_B = UUID.fromString("b1c2d3e4-f5a6-4b7c-9d8e-0f1a2b3c4d5e");
    static final UUID MONITOR = UUID.fromString("c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f");
    static final UUID LB = UUID.fromString("3e7a9c15-2b4d-4f6e-8a1c-5d7e9f0b2c4a");
    static final Crn CRN = Crn.of("crn:eu-1:loadbalancer:pool:" + POOL);
    static final Instant CREATED = Instant.parse("2026-11-20T10:15:30Z");
    static final Instant UPDATED = Instant.parse("2026-11-20T10:16:02.123Z");

    private static SessionPersistence cookie() {
        return SessionPersistence.builder()
                .type("HTTP_COOKIE")
                .cookieName("SRV")
                .persistenceTimeout(3600)
                .persistenceGranularity("255.255.255.255")
                .build();
    }

    /** The pool of {@code loadbalancer/pool-created.json}, every component set through the builder. */
    private static Pool fixturePool() {
        return Pool.builder()
                .id(POOL)
                .crn(CRN)
                .name("web")
                .description("Web tier")
                .provisioningStatus("ACTIVE")
                .operatingStatus("ONLINE")
                .protocolAsString("HTTP")
                .lbAlgorithmAsString("ROUND_ROBIN")
                .sessionPersistence(cookie())
                .listeners(List.of(PoolResourceRef.builder().id(LISTENER).build()))
                .members(List.of(new PoolResourceRef(MEMBER_A, null), new PoolResourceRef(MEMBER_B, null)))
                .healthmonitorId(MONITOR)
                .loadBalancerId(LB)
                .tags("prod", "web")
                .createdAt(CREATED)
                .updatedAt(UPDATED)
                .build();
    }

    @Test
    void poolBuilderSetsEveryComponentAsTheCanonicalConstructorDoes() {
        assertThat(fixturePool())
                .isEqualTo(new Pool(
                        POOL,
                        CRN,
                        "web",
                        "Web tier",
                        "ACTIVE",
                        "ONLINE",
                        "HTTP",
                        "ROUND_ROBIN",
                        new SessionPersistence("HTTP_COOKIE", "SRV", 3600, "255.255.255.255", null),
                        List.of(new PoolResourceRef(LISTENER, null)),
                        List.of(new PoolResourceRef(MEMBER_A, null), new PoolResourceRef(MEMBER_B, null)),
                        MONITOR,
                        LB,
                        List.of("prod", "web"),
                        CREATED,
                        UPDATED,
                        null));
    }

    @Test
    void poolBuilderDefaultsToNullScalarsAndEmptyLists() {
        Pool empty = Pool.builder().build();
        assertThat(empty)
                .isEqualTo(new Pool(
                        null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                        null));
        assertThat(empty.id()).isNull();
        assertThat(empty.protocol()).isNull();
        assertThat(empty.listeners()).isEmpty();
        assertThat(empty.members()).isEmpty();
        assertThat(empty.tags()).isEmpty();
    }

    @Test
    void poolBuilderCopiesListsRatherThanAliasingThem() {
        List<String> tags = new ArrayList<>(List.of("prod"));
        List<PoolResourceRef> members = new ArrayList<>(List.of(new PoolResourceRef(MEMBER_A, null)));
        Pool pool = Pool.builder().tags(tags).members(members).build();
        tags.add("late");
        members.clear();
        assertThat(pool.tags()).containsExactly("prod");
        assertThat(pool.members()).containsExactly(new PoolResourceRef(MEMBER_A, null));
        assertThatThrownBy(() -> pool.tags().add("x")).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void poolToBuilderRoundTripsAndChangesOnlyWhatIsSet() {
        Pool pool = fixturePool();
        assertThat(pool.toBuilder().build()).isEqualTo(pool);
        Pool renamed = pool.toBuilder().name("api").build();
        assertThat(renamed.name()).isEqualTo("api");
        assertThat(renamed.toBuilder().name("web").build()).isEqualTo(pool);
    }

    @Test
    void poolBuilderEnumSettersWriteTheWireText() {
        Pool pool = Pool.builder()
                .protocol(Protocol.PROXYV2)
                .lbAlgorithm(LbAlgorithm.SOURCE_IP_PORT)
                .build();
        assertThat(pool.protocolAsString()).isEqualTo("PROXYV2");
        assertThat(pool.protocol()).isEqualTo(Protocol.PROXYV2);
        assertThat(pool.lbAlgorithmAsString()).isEqualTo("SOURCE_IP_PORT");
        assertThat(pool.lbAlgorithm()).isEqualTo(LbAlgorithm.SOURCE_IP_PORT);
        assertThat(Pool.builder().protocol(null).build().protocolAsString()).isNull();
        // A value newer than this SDK is set as text; the enum's catch-all has no text to send.
        assertThat(Pool.builder().protocolAsString("QUIC").build().protocol())
                .isEqualTo(Protocol.UNKNOWN_TO_SDK_VERSION);
        assertThatThrownBy(() -> Pool.builder().protocol(Protocol.UNKNOWN_TO_SDK_VERSION))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("protocolAsString");
        assertThatThrownBy(() -> Pool.builder().lbAlgorithm(LbAlgorithm.UNKNOWN_TO_SDK_VERSION))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("lbAlgorithmAsString");
    }

    @Test
    void poolResourceRefBuilderRoundTrips() {
        PoolResourceRef ref = PoolResourceRef.builder().id(LISTENER).build();
        assertThat(ref).isEqualTo(new PoolResourceRef(LISTENER, null));
        assertThat(ref.toBuilder().build()).isEqualTo(ref);
        assertThat(PoolResourceRef.builder().build().id()).isNull();
    }

    @Test
    void sessionPersistenceBuilderMatchesTheConstructorAndTheFactories() {
        assertThat(cookie())
                .isEqualTo(new SessionPersistence("HTTP_COOKIE", "SRV", 3600, "255.255.255.255", null))
                .isEqualTo(SessionPersistence.ofType("HTTP_COOKIE")
                        .withCookieName("SRV")
                        .withPersistenceTimeout(3600)
                        .withPersistenceGranularity("255.255.255.255"));
        assertThat(cookie().toBuilder().build()).isEqualTo(cookie());
        assertThat(SessionPersistence.builder().build())
                .isEqualTo(new SessionPersistence(null, null, null, null, null));
    }

    @Test
    void theFixtureReadsIntoExactlyTheBuiltPool() {
        server.enqueue(json(201, fixture("loadbalancer/pool-created.json")));
        Pool read = LoadBalancerClient.create(config())
                .pools()
                .create(
                        LB,
                        CreatePoolRequest.builder()
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .build());
        assertThat(read).isEqualTo(fixturePool());
    }

    @Test
    void aBuiltSessionPersistenceIsSentWithExactlyItsFourMembers() {
        server.enqueue(json(201, fixture("loadbalancer/pool-created.json")));
        LoadBalancerClient.create(config())
                .pools()
                .create(
                        LB,
                        CreatePoolRequest.builder()
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .sessionPersistence(cookie())
                                .build());
        assertThatRequest(takeRequest())
                .hasJsonBody("{\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\","
                        + "\"session_persistence\":{\"type\":\"HTTP_COOKIE\",\"cookie_name\":\"SRV\","
                        + "\"persistence_timeout\":3600,\"persistence_granularity\":\"255.255.255.255\"}}");
    }

    @Test
    void aBuiltPoolWrittenWithTheSdksJsonReadsBackEqual() throws Exception {
        Databind json = new Databind(1 << 20);
        byte[] written = json.write(fixturePool());
        assertThat(json.reader(Pool.class).<Pool>readValue(written)).isEqualTo(fixturePool());
        // The same members as the server's JSON: builder() and toBuilder() add none.
        byte[] served = fixture("loadbalancer/pool-created.json").getBytes(StandardCharsets.UTF_8);
        assertThat(json.treeOrNull(written)).isEqualTo(json.treeOrNull(served).get("pool"));
    }
}
