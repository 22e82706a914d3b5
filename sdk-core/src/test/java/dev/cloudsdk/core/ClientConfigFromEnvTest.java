package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code fromEnv()}: the variables the examples read, checked as the builder checks, the token never quoted. */
class ClientConfigFromEnvTest {
    private static final String TOKEN = "canary-token-7f3e9a1c";

    private static Map<String, String> env(String... pairs) {
        Map<String, String> m = new HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put(pairs[i], pairs[i + 1]);
        }
        return m;
    }

    private static Map<String, String> full() {
        return env("CLOUD_BASE_URL", "https://api.example.cloud/api", "CLOUD_TOKEN", TOKEN, "CLOUD_REGION", "eu-2");
    }

    private static ClientConfigBuilder fromEnv(Map<String, String> env) {
        return ClientConfig.builder().fromEnv(env::get, name -> null);
    }

    @Test
    void readsTheBaseUrlTheTokenAndTheRegion() {
        ClientConfig c = fromEnv(full()).build();
        assertThat(c.baseUrl()).isEqualTo("https://api.example.cloud/api/");
        assertThat(c.region()).isEqualTo("eu-2");
        assertThat(c.hasTokenProvider()).isFalse();
        assertThat(c.toString()).doesNotContain(TOKEN);
    }

    @Test
    void theRegionIsOptionalAndOtherSettingsCanFollow() {
        Map<String, String> noRegion = full();
        noRegion.remove("CLOUD_REGION");
        ClientConfig c = fromEnv(noRegion).callTimeout(Duration.ofSeconds(5)).build();
        assertThat(c.region()).isNull();
        assertThat(c.callTimeout()).isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void theLastStepWins() {
        assertThat(fromEnv(full()).region("eu-9").build().region()).isEqualTo("eu-9");
        assertThat(ClientConfig.builder()
                        .region("eu-9")
                        .fromEnv(full()::get, name -> null)
                        .build()
                        .region())
                .isEqualTo("eu-2");
        Map<String, String> noRegion = full();
        noRegion.remove("CLOUD_REGION");
        assertThat(ClientConfig.builder()
                        .region("eu-9")
                        .fromEnv(noRegion::get, name -> null)
                        .build()
                        .region())
                .isEqualTo("eu-9");
        // A setter after fromEnv() is checked under its own name again.
        assertThatThrownBy(() -> fromEnv(full()).region(" ").build()).hasMessage("region must not be blank");
    }

    @Test
    void aMissingVariableIsNamed() {
        assertThatThrownBy(() -> fromEnv(env()).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("CLOUD_BASE_URL is not set");
        assertThatThrownBy(() ->
                        fromEnv(env("CLOUD_BASE_URL", "https://h.example")).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("CLOUD_TOKEN is not set");
        // What the environment lacks can come from a step before or after.
        assertThat(fromEnv(env("CLOUD_TOKEN", TOKEN))
                        .baseUrl("https://h.example")
                        .build()
                        .baseUrl())
                .isEqualTo("https://h.example/");
        assertThat(fromEnv(env("CLOUD_BASE_URL", "https://h.example"))
                        .tokenProvider(() -> TOKEN)
                        .build()
                        .hasTokenProvider())
                .isTrue();
    }

    @Test
    void anUnsendableTokenIsNamedWithoutItsValue() {
        Map<String, String> newline = full();
        newline.put("CLOUD_TOKEN", TOKEN + "\n");
        assertThatThrownBy(() -> fromEnv(newline).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("CLOUD_TOKEN (from the environment) ends with a line break (U+000A) at index 21: a token"
                        + " read from a file keeps its newline; strip() it")
                .hasMessageNotContaining(TOKEN);
        Map<String, String> spaced = full();
        spaced.put("CLOUD_REGION", " eu-1 ");
        assertThatThrownBy(() -> fromEnv(spaced).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("CLOUD_REGION (from the environment) has leading or trailing whitespace (U+0020) at index"
                        + " 0: strip() it");
    }

    /** Issue 27: a template's {@code CLOUD_REGION=} means no region, as an empty {@code cloudsdk.region} does. */
    @ParameterizedTest
    @ValueSource(strings = {"", " ", "\t", "\n"})
    void anEmptyOrBlankVariableCountsAsNotSet(String empty) {
        Map<String, String> e = full();
        e.put("CLOUD_REGION", empty);
        assertThat(fromEnv(e).build().region()).isNull();
        // ... and changes nothing an earlier step set, like a variable that is not set.
        assertThat(ClientConfig.builder()
                        .region("eu-9")
                        .fromEnv(e::get, name -> null)
                        .build()
                        .region())
                .isEqualTo("eu-9");
        e.put("CLOUD_TOKEN", empty);
        assertThatThrownBy(() -> fromEnv(e).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("CLOUD_TOKEN is not set or empty, and no token or tokenProvider was given");
        assertThat(fromEnv(e).token(TOKEN).build().hasTokenProvider()).isFalse();
        e.put("CLOUD_BASE_URL", empty);
        assertThatThrownBy(() -> fromEnv(e).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("CLOUD_BASE_URL is not set or empty, and no baseUrl was given");
        assertThat(fromEnv(e).baseUrl("https://h.example").token(TOKEN).build().baseUrl())
                .isEqualTo("https://h.example/");
    }

    @Test
    void aBadBaseUrlIsNamedAndNeverQuotesTheToken() {
        Map<String, String> e = full();
        e.put("CLOUD_BASE_URL", "ftp://h.example");
        assertThatThrownBy(() -> fromEnv(e).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("CLOUD_BASE_URL (from the environment) must be an absolute http or https URL,"
                        + " was: ftp://h.example");
        e.put("CLOUD_BASE_URL", "http://api.example.cloud");
        assertThatThrownBy(() -> fromEnv(e).build())
                .hasMessageStartingWith(
                        "CLOUD_BASE_URL (from the environment) is plain http to a host that is not loopback");
        assertThat(fromEnv(e).allowInsecureHttp(true).build().baseUrl()).isEqualTo("http://api.example.cloud/");
        // The two variables swapped: the message quotes the base URL, so it would quote the token.
        e.put("CLOUD_BASE_URL", TOKEN);
        assertThatThrownBy(() -> fromEnv(e).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("CLOUD_BASE_URL (from the environment) must be an absolute http or https URL, was: ****");
    }

    @Test
    void aBadRegionIsNamed() {
        Map<String, String> e = full();
        e.put("CLOUD_REGION", "eu\u00e91");
        assertThatThrownBy(() -> fromEnv(e).build())
                .hasMessageStartingWith("CLOUD_REGION (from the environment) holds a character");
    }

    @Test
    void theShorthandReadsTheProcessEnvironment() {
        assumeTrue(System.getenv("CLOUD_BASE_URL") == null, "CLOUD_BASE_URL is set in this environment");
        assertThatThrownBy(ClientConfig::fromEnv)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("CLOUD_BASE_URL is not set");
    }
}
