package dev.cloudsdk.testkit.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.testkit.SeededLoadBalancer;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import mockwebserver3.MockWebServer;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The pools the hand-written create makes live in the generic behaviour's store, the one store of pools: the
 * generic read, list and delete serve them (what a future {@code x-cloudsdk-resource: pool} operation calls), and
 * {@link Store#pools}, which {@code CloudEmulator.pools} and the admin API's {@code pool_ids} read, follows a
 * generic delete.
 */
class PoolStoreTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final OkHttpClient CLIENT = new OkHttpClient();
    private static final String TOKEN = "pool-store-token";

    private Store store;
    private MockWebServer server;

    @BeforeEach
    void start() {
        store = new Store(Duration.ofSeconds(1), 42L);
        server = LoopbackServer.start(new EmulatorDispatcher(store, TOKEN), 0, Duration.ofSeconds(10), store::close);
    }

    @AfterEach
    void stop() throws IOException {
        server.close();
    }

    @Test
    void theGenericReadAndListServeAPoolTheHandWrittenCreateMade() throws IOException {
        SeededLoadBalancer lb = store.addLoadBalancer("eu-1", 1);
        JsonNode created = createPool(lb);
        UUID id = UUID.fromString(created.path("id").asText());
        List<String> scope = Store.poolScope(lb.region(), lb.id());

        Answer read = store.resources.read(LoadBalancerEmulation.POOL, scope, id.toString(), 200, "pool");
        assertThat(read.status()).isEqualTo(200);
        assertThat(read.body().path("pool"))
                .as("the generic read answers what the create answered")
                .isEqualTo(created);
        JsonNode held = store.resources.state().path("pool");
        assertThat(held)
                .as("what the generic list pages through, and the admin API's state shows")
                .hasSize(1);
        assertThat(held.get(0).path("scope").toString()).isEqualTo("[\"eu-1\",\"" + lb.id() + "\"]");
        assertThat(held.get(0).path("resource")).isEqualTo(created);
    }

    @Test
    void aGenericDeleteLeavesNoPoolBehindInStorePools() throws IOException {
        SeededLoadBalancer lb = store.addLoadBalancer("eu-1", 1);
        List<UUID> made = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            made.add(UUID.fromString(createPool(lb).path("id").asText()));
        }
        assertThat(made)
                .as("the seed's ids are not in their text's order, so the order below is the creation's")
                .isNotEqualTo(made.stream()
                        .sorted(Comparator.comparing(UUID::toString))
                        .toList());
        assertThat(store.pools(lb.id())).as("oldest first").isEqualTo(made);

        List<String> scope = Store.poolScope(lb.region(), lb.id());
        Answer deleted = store.resources.delete(
                LoadBalancerEmulation.POOL, scope, made.get(1).toString(), 204);
        assertThat(deleted.status()).isEqualTo(204);

        assertThat(store.pools(lb.id()))
                .as("the deleted pool is gone; the others keep their order")
                .containsExactly(made.get(0), made.get(2), made.get(3), made.get(4));
        assertThatThrownBy(() -> store.resources.read(
                        LoadBalancerEmulation.POOL, scope, made.get(1).toString(), 200, "pool"))
                .isInstanceOf(ApiError.class)
                .hasMessageContaining("pool " + made.get(1) + " not found");
    }

    @Test
    void putRefusesAKeyTakenInItsScope() throws IOException {
        SeededLoadBalancer lb = store.addLoadBalancer("eu-1", 1);
        JsonNode created = createPool(lb);
        List<String> scope = Store.poolScope(lb.region(), lb.id());
        assertThatThrownBy(() -> store.resources.put(LoadBalancerEmulation.POOL, scope, (ObjectNode) created))
                .isInstanceOf(ApiError.class)
                .hasMessageContaining("a pool with id " + created.path("id").asText() + " exists");
        assertThat(store.pools(lb.id())).hasSize(1);
    }

    private JsonNode createPool(SeededLoadBalancer lb) throws IOException {
        Request request = new Request.Builder()
                .url(server.url("v1/load-balancers/" + lb.id() + "/pools"))
                .header("Authorization", "Bearer " + TOKEN)
                .header("X-Region", lb.region())
                .post(RequestBody.create(
                        "{\"protocol\": \"HTTP\", \"lb_algorithm\": \"ROUND_ROBIN\"}",
                        MediaType.get("application/json")))
                .build();
        try (Response r = CLIENT.newCall(request).execute()) {
            String body = r.body().string();
            assertThat(r.code()).as(body).isEqualTo(201);
            return JSON.readTree(body).path("pool");
        }
    }
}
