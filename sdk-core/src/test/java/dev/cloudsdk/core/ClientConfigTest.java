package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class ClientConfigTest {
    private static final String TOKEN = "canary-token-7f3e9a1c";

    private static ClientConfigBuilder valid() {
        return ClientConfig.builder()
                .baseUrl("https://api.example.cloud")
                .token(TOKEN)
                .region("eu-1");
    }

    @Test
    void buildsWithDefaults() {
        ClientConfig c = valid().build();
        assertThat(c.baseUrl()).isEqualTo("https://api.example.cloud/");
        assertThat(c.region()).isEqualTo("eu-1");
        assertThat(c.connectTimeout()).isEqualTo(Duration.ofSeconds(10));
        assertThat(c.readTimeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(c.writeTimeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(c.callTimeout()).isEqualTo(Duration.ofSeconds(60));
        assertThat(c.retryPolicy().maxAttempts()).isEqualTo(3);
        assertThat(c.maxResponseBytes()).isEqualTo(32L * 1024 * 1024);
    }

    @Test
    void basePathPrefixGetsOneTrailingSlash() {
        assertThat(valid().baseUrl("https://h.example/api").build().baseUrl()).isEqualTo("https://h.example/api/");
        assertThat(valid().baseUrl("https://h.example/api/").build().baseUrl()).isEqualTo("https://h.example/api/");
    }

    @Test
    void missingBaseUrlIsNamed() {
        assertThatThrownBy(() -> valid().baseUrl(null).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("baseUrl");
        assertThatThrownBy(() -> valid().baseUrl("  ").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("baseUrl");
    }

    @Test
    void relativeOrOtherSchemeBaseUrlIsRefused() {
        assertThatThrownBy(() -> valid().baseUrl("/v1").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("absolute http or https");
        assertThatThrownBy(() -> valid().baseUrl("ftp://h.example").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("absolute http or https");
    }

    @Test
    void missingOrBlankTokenIsNamedWithoutTheValue() {
        assertThatThrownBy(() ->
                        ClientConfig.builder().baseUrl("https://h.example").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("token");
        assertThatThrownBy(() -> valid().token(" ").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("token must not be blank");
        assertThatThrownBy(() -> valid().token(TOKEN + "\n").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageNotContaining(TOKEN);
    }

    @Test
    void blankRegionIsRefused() {
        assertThatThrownBy(() -> valid().region(" ").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("region");
    }

    @Test
    void nonPositiveTimeoutsAreRefused() {
        assertThatThrownBy(() -> valid().readTimeout(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("readTimeout");
        assertThatThrownBy(() -> valid().callTimeout(Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("callTimeout");
    }

    @Test
    void plainHttpToARemoteHostIsRefusedUnlessAllowed() {
        assertThatThrownBy(() -> valid().baseUrl("http://api.example.cloud").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("allowInsecureHttp");
        assertThat(valid().baseUrl("http://api.example.cloud")
                        .allowInsecureHttp(true)
                        .build()
                        .baseUrl())
                .isEqualTo("http://api.example.cloud/");
        assertThat(valid().baseUrl("http://127.0.0.1:8080").build().baseUrl()).isEqualTo("http://127.0.0.1:8080/");
        assertThat(valid().baseUrl("http://localhost:8080").build().baseUrl()).isEqualTo("http://localhost:8080/");
        assertThat(valid().baseUrl("http://[::1]:8080").build().baseUrl()).isEqualTo("http://[::1]:8080/");
        // Names that only look local may resolve anywhere.
        for (String lookalike :
                new String[] {"http://127.attacker.example", "http://127.0.0.1.nip.example", "http://api.localhost"}) {
            assertThatThrownBy(() -> valid().baseUrl(lookalike).build())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("allowInsecureHttp");
        }
    }

    @Test
    void toStringNeverShowsTheToken() {
        assertThat(valid().build().toString()).doesNotContain(TOKEN).contains("****");
        assertThat(valid().tokenProvider(() -> TOKEN).build().toString()).doesNotContain(TOKEN);
    }
}
