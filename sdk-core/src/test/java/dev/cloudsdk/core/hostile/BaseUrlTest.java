package dev.cloudsdk.core.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ClientConfig;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The base URL: no user info, and plain http only to a literal loopback address or {@code localhost}. */
class BaseUrlTest {

    private static ClientConfig build(String baseUrl) {
        return ClientConfig.builder().baseUrl(baseUrl).token("t0ken-abc").build();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "https://user:s3cr3t-pw@api.example.cloud/",
                "https://user@api.example.cloud/",
                "https://:s3cr3t-pw@api.example.cloud/v1",
                "http://user:s3cr3t-pw@127.0.0.1:8080/"
            })
    void userInfoIsRefusedWithoutEchoingThePassword(String baseUrl) {
        assertThatThrownBy(() -> build(baseUrl))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("user info")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("s3cr3t-pw"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "htps://user:s3cr3t-pw@api.example.cloud/",
                "https://user:s3cr3t-pw@/",
                "https://user:s3cr3t-pw@api.example.cloud/?q=1"
            })
    void aMalformedUrlWithUserInfoIsNotEchoedWithItsPassword(String baseUrl) {
        assertThatThrownBy(() -> build(baseUrl))
                .isInstanceOf(IllegalArgumentException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("s3cr3t-pw"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://127.999.999.999/",
                "http://127.256.0.1/",
                "http://127.0.0.256/",
                "http://127.1/",
                "http://127.000.000.001/",
                "http://0x7f.0.0.1/",
                "http://2130706433/",
                "http://127.0.0.1.example.com/",
                "http://localhost.example.com/",
                "http://[::2]/",
                "http://128.0.0.1/",
                "http://1127.0.0.1/"
            })
    void plainHttpToAnythingButALiteralLoopbackIsRefused(String baseUrl) {
        assertThatThrownBy(() -> build(baseUrl))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not loopback");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://127.0.0.1:8080/",
                "http://127.255.255.254/",
                "http://127.0.10.0/",
                "http://localhost:9000/api",
                "http://LOCALHOST/",
                "http://[::1]:8080/",
                "http://[0:0:0:0:0:0:0:1]/",
                "http://[::ffff:127.0.0.1]/"
            })
    void plainHttpToALiteralLoopbackIsAllowed(String baseUrl) {
        assertThat(build(baseUrl).baseUrl()).startsWith("http://");
    }
}
