package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.IdleClosingServer;
import dev.cloudsdk.core.testing.SelfSignedTls;
import dev.cloudsdk.core.testing.WireTest;
import java.util.List;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * A server closes keep-alive connections that were idle for {@code N} ms. A POST sent after an idle gap of any
 * length must reach it exactly once and succeed, and never be sent twice: retries are off here, so nothing can
 * hide a failed attempt. The gaps stay at least 50 ms clear of the server's {@code N}: a request that leaves within
 * a few ms of it can meet the server's close in flight, a race no client wins (a gap of 280 ms against 300 failed
 * once that way on JDK 25: the SDK reported that the POST may have been sent, and did not re-send it).
 */
class StaleConnectionTest {
    private static final int IDLE_CLOSE_MILLIS = 300;
    private static final String OK = "{\"thing\":{\"id\":\"" + TestApi.ID + "\"},\"items\":[]}";

    private static ClientConfig config(IdleClosingServer server) {
        return ClientConfig.builder()
                .baseUrl(server.url())
                .token(WireTest.TOKEN)
                .region(WireTest.REGION)
                .retryPolicy(RetryPolicy.none())
                .build();
    }

    @Test
    void aPostAfterAnyIdleGapReachesTheServerExactlyOnceAndSucceeds() throws Exception {
        try (IdleClosingServer server = new IdleClosingServer(IDLE_CLOSE_MILLIS, 202, OK);
                ClientConfig config = config(server)) {
            ServiceContext ctx = ServiceContext.of(config);
            int sent = 0;
            for (int gap : new int[] {0, 50, 150, 250, 350, 450, 700, 0, 350}) {
                Thread.sleep(gap);
                TestApi.Thing t = Calls.call(
                        ctx,
                        TestApi.POST,
                        new Object[] {TestApi.ID},
                        List.of(),
                        new TestApi.Body("n", 1),
                        ResponseShape.member("thing", DatabindOracle.reader(TestApi.Thing.class)));
                sent++;
                assertThat(t.id()).isEqualTo(TestApi.ID);
                assertThat(server.requestCount())
                        .as("requests the server read after a %d ms gap", gap)
                        .isEqualTo(sent);
            }
            assertThat(server.connectionCount())
                    .as("the closed connections were replaced")
                    .isGreaterThan(1);
        }
    }

    @Test
    void aPostOverTlsAfterAnyIdleGapReachesTheServerExactlyOnceAndSucceeds() throws Exception {
        // The API is https: the probe reads through the TLS socket, which must stay usable when it finds the
        // connection alive, and must see the server's close_notify when it is not.
        SelfSignedTls tls = SelfSignedTls.create();
        OkHttpClient client = new OkHttpClient.Builder()
                .sslSocketFactory(tls.client().getSocketFactory(), tls.trustManager())
                .build();
        try (IdleClosingServer server = new IdleClosingServer(IDLE_CLOSE_MILLIS, 202, OK, tls.server());
                ClientConfig config = ClientConfig.builder()
                        .baseUrl(server.url())
                        .token(WireTest.TOKEN)
                        .httpClient(client)
                        .retryPolicy(RetryPolicy.none())
                        .build()) {
            ServiceContext ctx = ServiceContext.of(config);
            int sent = 0;
            for (int gap : new int[] {0, 150, 250, 0, 350, 700, 200, 0}) {
                Thread.sleep(gap);
                Calls.call(
                        ctx,
                        TestApi.POST,
                        new Object[] {TestApi.ID},
                        List.of(),
                        new TestApi.Body("n", 1),
                        ResponseShape.member("thing", DatabindOracle.reader(TestApi.Thing.class)));
                sent++;
                assertThat(server.requestCount())
                        .as("requests the server read after a %d ms gap", gap)
                        .isEqualTo(sent);
            }
            assertThat(server.connectionCount())
                    .as("connections: kept while alive, replaced once closed")
                    .isBetween(2, 4);
        }
    }

    @Test
    void aGetAfterAnIdleGapLongerThanTheServersSucceedsWithoutARetry() throws Exception {
        try (IdleClosingServer server = new IdleClosingServer(IDLE_CLOSE_MILLIS, 200, OK);
                ClientConfig config = config(server)) {
            ServiceContext ctx = ServiceContext.of(config);
            for (int gap : new int[] {0, 400, 600}) {
                Thread.sleep(gap);
                Calls.call(
                        ctx,
                        TestApi.GET,
                        new Object[] {TestApi.ID},
                        List.of(),
                        null,
                        ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)));
            }
            assertThat(server.requestCount()).isEqualTo(3);
        }
    }
}
