package dev.cloudsdk.loadbalancer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cloudsdk.core.runtime.Json;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.testing.CodecDifferential;
import dev.cloudsdk.core.testing.Databind;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Pool;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.loadbalancer.model.SessionPersistence;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The generated {@link LoadBalancerJson} against the databind path it replaces, on odd values and the fixtures. */
class LoadBalancerJsonTest {
    private static final List<String> MEMBERS = List.of(
            "cookie_name",
            "created_at",
            "crn",
            "description",
            "healthmonitor_id",
            "id",
            "lb_algorithm",
            "listeners",
            "load_balancer_id",
            "members",
            "name",
            "operating_status",
            "persistence_granularity",
            "persistence_timeout",
            "protocol",
            "provisioning_status",
            "session_persistence",
            "tags",
            "type",
            "updated_at",
            "additional_properties");
    private final Json json = new Json(1 << 20, Json.DEFAULT_MAX_PAGE_ITEMS);
    private final Databind databind = new Databind(1 << 20);
    /** The whole body read by the databind oracle. */
    private final ResponseShape<Object> oracle =
            ResponseShape.whole((p, s) -> databind.reader(Pool.class).readValue(p));

    @Test
    void thePoolReaderReadsWhatDatabindReads() throws Exception {
        assertThat(CodecDifferential.readDifferences(
                        b -> read(b, oracle), b -> read(b, ResponseShape.whole(LoadBalancerJson::readPool)), MEMBERS))
                .isEmpty();
        for (String fixture : List.of("pool-created.json", "pool-with-unknown-members.json")) {
            try (InputStream in = getClass().getResourceAsStream("/loadbalancer/" + fixture)) {
                String pool = new ObjectMapper().readTree(in).get("pool").toString();
                assertThat(CodecDifferential.readDifference(
                                pool,
                                b -> read(b, oracle),
                                b -> read(b, ResponseShape.whole(LoadBalancerJson::readPool))))
                        .as(fixture)
                        .isNull();
            }
        }
    }

    @Test
    void theCreatePoolWriterWritesWhatDatabindWrites() {
        UUID id = UUID.fromString("6a3e4a5c-4d0d-4f3b-9a6c-0b8e3a1f2c11");
        SessionPersistence read = SessionPersistence.builder()
                .type("HTTP_COOKIE")
                .cookieName("c")
                .persistenceTimeout(60)
                .persistenceGranularity("g")
                .additionalProperty("unknown", 1)
                .build();
        List<CreatePoolRequest> requests = List.of(
                CreatePoolRequest.builder()
                        .protocol(Protocol.HTTP)
                        .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                        .build(),
                CreatePoolRequest.builder()
                        .name("web")
                        .description("d \u00e9\uD83D\uDE00")
                        .loadBalancerId(id)
                        .listenerId(id)
                        .protocol(Protocol.PROXYV2)
                        .lbAlgorithm(LbAlgorithm.SOURCE_IP)
                        .sessionPersistence(read)
                        .tags("a", "b")
                        .build(),
                CreatePoolRequest.builder()
                        .protocol(Protocol.UDP)
                        .lbAlgorithm(LbAlgorithm.LEAST_CONNECTIONS)
                        .sessionPersistence(SessionPersistence.ofType("t"))
                        .tags(List.of())
                        .build());
        assertThat(CodecDifferential.writeDifferences(
                        requests, databind::write, r -> json.write(r, LoadBalancerJson::writeCreatePoolRequest)))
                .isEmpty();
    }

    private Object read(String body, ResponseShape<?> shape) throws IOException {
        try (JsonParser p = json.parser(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)))) {
            return shape.read(p, json);
        }
    }
}
