package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.WireTest;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ProtocolException;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.Test;

/** A failure says which limit was hit and its value, the attempts made out of those allowed, and the time. */
class FailureMessageTest extends WireTest {
    private static Object get(ServiceContext ctx) {
        return TestApi.getItems(ctx);
    }

    private static Object post(ServiceContext ctx) {
        return TestApi.postThing(ctx);
    }

    private static MockResponse stall() {
        return new MockResponse.Builder()
                .onResponseStart(SocketEffect.Stall.INSTANCE)
                .build();
    }

    @Test
    void aReadTimeoutNamesTheLimitItsValueTheAttemptsAndTheTimeTaken() {
        server.enqueue(stall());
        server.enqueue(stall());
        server.enqueue(stall());
        ClientConfig config =
                configBuilder().readTimeout(Duration.ofMillis(200)).build();
        assertThatThrownBy(() -> get(ServiceContext.of(config)))
                .isInstanceOfSatisfying(
                        ApiTimeoutException.class,
                        e -> assertThat(e.getMessage())
                                .contains("read timeout of 200 ms exceeded")
                                .contains("attempt 3 of 3")
                                .containsPattern("after \\d+ ms"));
        assertRequestCount(3);
    }

    @Test
    void aConnectTimeoutNamesTheLimitAndTheAttempts() throws Exception {
        // A listener whose accept queue is full and that never accepts: the kernel drops further SYNs, so a
        // connect waits until its timeout. Loopback only.
        try (ServerSocket full = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            List<Socket> fillers = new ArrayList<>();
            try {
                for (int i = 0; i < 4; i++) {
                    Socket s = new Socket();
                    try {
                        s.connect(full.getLocalSocketAddress(), 200);
                        fillers.add(s);
                    } catch (IOException queueFull) {
                        s.close();
                        break;
                    }
                }
                ClientConfig config = configBuilder()
                        .baseUrl("http://127.0.0.1:" + full.getLocalPort() + "/")
                        .connectTimeout(Duration.ofMillis(150))
                        .build();
                assertThatThrownBy(() -> post(ServiceContext.of(config)))
                        .isInstanceOfSatisfying(ApiTimeoutException.class, e -> {
                            assertThat(e.limit()).isEqualTo(ApiTimeoutException.Limit.CONNECT);
                            assertThat(e.getMessage())
                                    .contains("connect timeout of 150 ms exceeded")
                                    .contains("attempt 3 of 3")
                                    .containsPattern("after \\d+ ms")
                                    .contains("never reached the server");
                        });
            } finally {
                for (Socket s : fillers) {
                    s.close();
                }
            }
        }
    }

    @Test
    void aPostThatMayHaveReachedTheServerSaysItMayHaveStarted() {
        server.enqueue(stall());
        ClientConfig config =
                configBuilder().readTimeout(Duration.ofMillis(200)).build();
        assertThatThrownBy(() -> post(ServiceContext.of(config)))
                .isInstanceOfSatisfying(ApiTimeoutException.class, e -> {
                    assertThat(e.requestMayHaveBeenSent()).isTrue();
                    // Issue 36: "attempt 1 of 3" said that more attempts were possible; a POST that may have
                    // reached the server is never resent.
                    assertThat(e.getMessage())
                            .contains("read timeout of 200 ms exceeded")
                            .containsPattern("\\(attempt 1, after \\d+ ms; not resent: a POST\\)\\. ")
                            .contains("TestPost may have started")
                            .contains("check")
                            .contains("before repeating it")
                            .doesNotContain(" of 3");
                });
        assertRequestCount(1);
    }

    @Test
    void aRefusedConnectionSaysTheAttemptsAndThatNothingWasSent() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        ClientConfig config =
                configBuilder().baseUrl("http://127.0.0.1:" + port + "/").build();
        assertThatThrownBy(() -> post(ServiceContext.of(config)))
                .isInstanceOfSatisfying(ApiConnectionException.class, e -> {
                    assertThat(e.requestMayHaveBeenSent()).isFalse();
                    assertThat(e.getMessage())
                            .contains("could not connect")
                            .contains("attempt 3 of 3")
                            .containsPattern("after \\d+ ms")
                            .contains("never reached the server");
                });
    }

    @Test
    void aBrokenStatusLineQuotingTheTokenIsRedactedAndEscapedInTheMessageAndTheCause() {
        server.enqueue(new MockResponse.Builder()
                .status("HTTP/1.1 2x0 \u001b[31m" + TOKEN)
                .build());
        ClientConfig config = configBuilder().retryPolicy(RetryPolicy.none()).build();
        assertThatThrownBy(() -> get(ServiceContext.of(config)))
                .isInstanceOfSatisfying(ApiConnectionException.class, e -> {
                    assertThat(e.getMessage())
                            .contains("Unexpected status line")
                            .contains("\\u001b[31m<redacted>")
                            .doesNotContain(TOKEN)
                            .doesNotContain("\u001b");
                    assertThat(e.getCause().getMessage()).doesNotContain(TOKEN).doesNotContain("\u001b");
                    // The clean copy keeps the cause's type (0.2.0 made every cleaned cause a plain IOException).
                    assertThat(e.getCause()).isExactlyInstanceOf(ProtocolException.class);
                });
    }

    @Test
    void theCallDeadlineNamesItsValue() {
        server.enqueue(stall());
        ClientConfig config =
                configBuilder().callTimeout(Duration.ofMillis(300)).build();
        assertThatThrownBy(() -> get(ServiceContext.of(config)))
                .isInstanceOfSatisfying(
                        ApiTimeoutException.class,
                        e -> assertThat(e.getMessage())
                                .contains("call deadline of 300 ms exceeded")
                                .contains("attempt 1 of 3"));
    }
}
