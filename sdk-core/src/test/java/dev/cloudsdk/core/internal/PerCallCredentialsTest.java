package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.NotFoundException;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.WireTest;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;

/** A token per call, through {@code RequestOptions}: one config and one pool serving many tenants. */
class PerCallCredentialsTest extends WireTest {
    private static final String TENANT_TOKEN = "tenant-canary-5d2c8b";
    private static final String OK = "{\"thing\":{}}";

    @Test
    void aViewWithItsOwnTokenSendsItAndTheConfigsViewsKeepTheirs() throws Exception {
        server.enqueue(json(202, OK));
        server.enqueue(json(202, OK));
        server.enqueue(json(202, OK));
        ServiceContext ctx = ServiceContext.of(config());
        ServiceContext tenant =
                ctx.withOptions(RequestOptions.builder().token(TENANT_TOKEN).build());
        TestApi.postThing(tenant);
        Calls.callAsync(
                        tenant,
                        TestApi.POST,
                        new Object[] {TestApi.ID},
                        List.of(),
                        new TestApi.Body("n", 1),
                        ResponseShape.member("thing", DatabindOracle.reader(TestApi.Thing.class)))
                .get(5, TimeUnit.SECONDS);
        TestApi.postThing(ctx);
        assertThat(takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer " + TENANT_TOKEN);
        assertThat(takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer " + TENANT_TOKEN);
        assertThat(takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer " + TOKEN);
    }

    @Test
    void aPerCallProviderIsAskedAgainAfterA401() {
        server.enqueue(error(401));
        server.enqueue(json(202, OK));
        AtomicInteger asked = new AtomicInteger();
        ServiceContext tenant = ServiceContext.of(config())
                .withOptions(RequestOptions.builder()
                        .tokenProvider(() -> "tenant-" + asked.incrementAndGet())
                        .build());
        TestApi.postThing(tenant);
        assertThat(takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer tenant-1");
        assertThat(takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer tenant-2");
    }

    @Test
    void thePerCallTokenIsNeverShownAndIsRedactedFromWhatTheServerEchoes() {
        server.enqueue(new MockResponse.Builder()
                .code(404)
                .setHeader("Content-Type", "application/json")
                .setHeader("X-Request-Id", TENANT_TOKEN)
                .body("{\"error\":{\"message\":\"no access for Bearer " + TENANT_TOKEN + "\"}}")
                .build());
        RequestOptions options = RequestOptions.builder().token(TENANT_TOKEN).build();
        assertThat(options.toString()).doesNotContain(TENANT_TOKEN).contains("token=****");
        assertThat(options.overridesToken()).isTrue();
        ServiceContext tenant = ServiceContext.of(config()).withOptions(options);
        assertThat(tenant.toString()).doesNotContain(TENANT_TOKEN);
        assertThatThrownBy(() -> TestApi.postThing(tenant)).isInstanceOfSatisfying(NotFoundException.class, e -> {
            assertThat(e.getMessage()).doesNotContain(TENANT_TOKEN).contains("Bearer <redacted>");
            assertThat(e.requestId().orElseThrow()).doesNotContain(TENANT_TOKEN);
            assertThat(e.error().toString()).doesNotContain(TENANT_TOKEN);
        });
    }

    @Test
    void aBlankOrBrokenPerCallTokenIsRefusedWhenTheOptionsAreBuilt() {
        assertThatThrownBy(() -> RequestOptions.builder().token(" "))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("token must not be blank");
        assertThatThrownBy(() -> RequestOptions.builder().token("secret\r\nX-Evil: 1"))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("token holds a line break (U+000D) at index 6: a bearer token is visible ASCII without"
                        + " spaces; check what was copied with it");
        assertThatThrownBy(() -> RequestOptions.builder().tokenProvider(null))
                .isExactlyInstanceOf(NullPointerException.class);
    }

    @Test
    void optionsWithTheSameTokenAreEqual() {
        assertThat(RequestOptions.builder().token("abc-123").build())
                .isEqualTo(RequestOptions.builder().token("abc-123").build())
                .isNotEqualTo(RequestOptions.builder().token("abc-124").build())
                .isNotEqualTo(RequestOptions.none());
    }

    @Test
    void aShortTokenNeverGarblesAMessageNorChangesTheCausesType() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        ClientConfig config = configBuilder()
                .token("t")
                .baseUrl("http://127.0.0.1:" + port + "/")
                .retryPolicy(RetryPolicy.none())
                .build();
        assertThatThrownBy(() -> TestApi.postThing(ServiceContext.of(config)))
                .isInstanceOfSatisfying(ApiConnectionException.class, e -> {
                    assertThat(e.getMessage())
                            .contains("could not connect: java.net.ConnectException: Failed to"
                                    + " connect to /127.0.0.1:" + port)
                            .doesNotContain("<redacted>");
                    assertThat(e.getCause()).isInstanceOf(ConnectException.class);
                });
    }
}
