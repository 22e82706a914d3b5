package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.FakeEnvironment;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.WireTest;
import java.util.Map;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

/** A config read from the environment sends what the variables say. */
class FromEnvWireTest extends WireTest {
    @Test
    void theBaseUrlTokenAndRegionFromTheEnvironmentGoOnTheWire() {
        ClientConfig config = FakeEnvironment.fromEnv(
                        ClientConfig.builder(),
                        Map.of(
                                "CLOUD_BASE_URL",
                                server.url("/prefix").toString(),
                                "CLOUD_TOKEN",
                                TOKEN,
                                "CLOUD_REGION",
                                "eu-7"))
                .httpClient(http)
                .build();
        server.enqueue(json(200, "{\"items\":[]}"));
        TestApi.getItems(ServiceContext.of(config));
        RecordedRequest r = takeRequest();
        assertThat(r.getTarget()).isEqualTo("/prefix/v1/things/" + TestApi.ID + "/items");
        assertThat(r.getHeaders().get("Authorization")).isEqualTo("Bearer " + TOKEN);
        assertThat(r.getHeaders().get("X-Region")).isEqualTo("eu-7");
    }
}
