package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.LogCapture;
import dev.cloudsdk.core.testing.WireTest;
import java.util.List;
import java.util.Map;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A view's extra headers reach the wire on every attempt; the SDK's own headers cannot be overridden. */
class PerCallHeadersTest extends WireTest {
    private static final String PAGE = "{\"items\":[]}";

    @Test
    void aViewsHeadersAreOnEveryRequestOfThatViewOnly() {
        server.enqueue(error(503));
        server.enqueue(json(200, PAGE));
        server.enqueue(json(200, PAGE));
        ServiceContext plain = ServiceContext.of(config());
        ServiceContext traced = plain.withOptions(RequestOptions.builder()
                .header("X-Correlation-Id", "abc-123")
                .header("X-Tenant", "t1")
                .header("X-Tenant", "t2")
                .build());
        TestApi.getItems(traced);
        TestApi.getItems(plain);
        for (int attempt = 0; attempt < 2; attempt++) {
            RecordedRequest r = takeRequest();
            assertThat(r.getHeaders().get("X-Correlation-Id")).isEqualTo("abc-123");
            assertThat(r.getHeaders().values("X-Tenant")).containsExactly("t1", "t2");
            assertThat(r.getHeaders().get("Authorization")).isEqualTo("Bearer " + TOKEN);
            assertThat(r.getHeaders().get("X-Region")).isEqualTo(REGION);
        }
        RecordedRequest other = takeRequest();
        assertThat(other.getHeaders().get("X-Correlation-Id")).isNull();
        // Not on the logging allow-list: a caller's header value is never logged.
        assertThat(LogCapture.lines()).noneMatch(l -> l.contains("abc-123"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "Authorization",
                "authorization",
                "X-Region",
                "x-region",
                "Content-Type",
                "User-Agent",
                "Accept",
                "Content-Length",
                "Host",
                "Transfer-Encoding",
                "Connection",
                "Proxy-Authorization"
            })
    void theSdksOwnHeadersCannotBeOverridden(String name) {
        assertThatThrownBy(() -> RequestOptions.builder().header(name, "x"))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(name)
                .hasMessageContaining("cannot be overridden");
    }

    @Test
    void namesAndValuesAreCheckedLikeTheRegion() {
        for (String name : new String[] {"", "Bad Name", "X:Y", "Ünicode", "X\r\nInjected"}) {
            assertThatThrownBy(() -> RequestOptions.builder().header(name, "v"))
                    .as("name %s", name)
                    .isExactlyInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("HTTP token")
                    .hasMessageNotContaining("\r");
        }
        for (String value : new String[] {"", "  ", "a\r\nX-Injected: 1", "caf\u00e9", "tab\there"}) {
            assertThatThrownBy(() -> RequestOptions.builder().header("X-Ok", value))
                    .as("value %s", value)
                    .isExactlyInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("header X-Ok")
                    .hasMessageNotContaining("\r\n");
        }
        assertThatThrownBy(() -> RequestOptions.builder().header(null, "v")).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> RequestOptions.builder().header("X-Ok", null))
                .isInstanceOf(NullPointerException.class);
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void optionsShowHeaderNamesButNeverValues() {
        RequestOptions o = RequestOptions.builder()
                .header("X-Api-Key-Hint", "secret-value")
                .build();
        assertThat(o.toString()).contains("X-Api-Key-Hint").doesNotContain("secret-value");
        // The shape issue 27 asked for: each name with its values (0.3.0 had a flat list of names and values).
        assertThat(o.headers()).isEqualTo(Map.of("X-Api-Key-Hint", List.of("secret-value")));
        assertThat(o)
                .isEqualTo(RequestOptions.builder()
                        .header("X-Api-Key-Hint", "secret-value")
                        .build())
                .isNotEqualTo(RequestOptions.none());
    }
}
