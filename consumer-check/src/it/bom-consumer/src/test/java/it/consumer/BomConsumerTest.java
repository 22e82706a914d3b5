package it.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.dns.DnsClient;
import java.util.UUID;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

/** A user's test: two service modules, versions from the BOM, one call each against a local server. */
class BomConsumerTest {
    @Test
    void callsTwoServicesThroughTheBomAlignedModules() throws Exception {
        try (MockWebServer server = new MockWebServer()) {
            server.enqueue(json(
                    200,
                    "{\"recordsets\":[{\"id\":\"" + UUID.randomUUID() + "\",\"type\":\"A\"}],"
                            + "\"meta\":{\"has_more\":false}}"));
            server.enqueue(json(202, "{\"message\":\"accepted\"}"));
            server.start();
            ClientConfig config = ClientConfig.builder()
                    .baseUrl(server.url("/").toString())
                    .token("t")
                    .region("eu-1")
                    .build();
            assertEquals(
                    1L,
                    DnsClient.create(config).recordsets().list(UUID.randomUUID()).stream()
                            .count());
            assertEquals("accepted", DatabaseClient.create(config).instances().restart(UUID.randomUUID()));
            RecordedRequest list = server.takeRequest();
            assertEquals("eu-1", list.getHeaders().get("X-Region"));
            RecordedRequest restart = server.takeRequest();
            assertEquals("POST", restart.getMethod());
            assertEquals(null, restart.getHeaders().get("X-Region"));
        }
    }

    private static MockResponse json(int code, String body) {
        return new MockResponse.Builder()
                .code(code)
                .setHeader("Content-Type", "application/json")
                .body(body)
                .build();
    }
}
