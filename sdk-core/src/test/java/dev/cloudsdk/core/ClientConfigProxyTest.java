package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The proxy settings through the public builder: checked before anything is sent, the password never shown. */
class ClientConfigProxyTest {
    private static final String TOKEN = "canary-token-7f3e9a1c";
    private static final String SECRET = "pr0xy-pa55-4b1d";

    private static ClientConfigBuilder base() {
        return ClientConfig.builder().baseUrl("https://api.cloud.example/api").token(TOKEN);
    }

    @Test
    void aMalformedVariableFailsTheBuildNamingItWithoutThePassword() {
        assertThatThrownBy(() -> base().fromEnv(
                                Map.of("HTTPS_PROXY", "socks5://me:" + SECRET + "@p:1080")::get, name -> null)
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("HTTPS_PROXY (from the environment) is not a proxy URL (socks5://me:****@p:1080): its"
                        + " scheme is 'socks5': the SDK speaks to an http:// proxy only (a TLS connection to the proxy"
                        + " or SOCKS is not supported)");
    }

    @Test
    void aMalformedSystemPropertyFailsTheBuildNamingIt() {
        assertThatThrownBy(
                        () -> base().fromEnv(name -> null, Map.of("https.proxyHost", "p", "https.proxyPort", "0")::get)
                                .build())
                .hasMessage("https.proxyPort (system property) must be a port number, 1 to 65535, was '0'");
    }

    @Test
    void theSetterChecksAtOnceAndNamesItself() {
        assertThatThrownBy(() -> base().proxy("http://me:" + SECRET + "@p:1/x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("proxy is not a proxy URL (http://me:****@p:1/x): a proxy URL has no path, query or"
                        + " fragment");
    }

    @Test
    void toStringShowsTheProxyAndItsSourceButNeverThePassword() {
        ClientConfig fromEnv = base().fromEnv(
                        Map.of("https_proxy", "http://me:" + SECRET + "@proxy.corp:3128")::get, name -> null)
                .build();
        assertThat(fromEnv.toString())
                .contains(", proxy=http://me:****@proxy.corp:3128 (https_proxy (from the environment))")
                .doesNotContain(SECRET)
                .doesNotContain(TOKEN);
        assertThat(base().proxy(null).build().toString()).contains(", proxy=direct (proxy(...))");
        assertThat(base().build().toString()).doesNotContain("proxy=");
    }
}
