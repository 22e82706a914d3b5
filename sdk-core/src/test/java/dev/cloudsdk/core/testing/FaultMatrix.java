package dev.cloudsdk.core.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.RateLimitException;
import dev.cloudsdk.core.UnreadableResponseException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.Test;

/**
 * The fault matrix, run once per operation by a subclass in each service module. For each socket fault and each
 * malformed answer it asserts the exception type, how many requests the server saw (exactly one for a POST once
 * sent), the time taken against the limits, and (through {@link WireTest}) that no connection is left in use and
 * no log line holds the token.
 */
public abstract class FaultMatrix extends WireTest {
    /** A read timeout short enough for tests, long enough for a loaded 2-core machine. */
    private static final Duration READ_TIMEOUT = Duration.ofMillis(400);
    private static final Duration DEADLINE = Duration.ofMillis(900);
    /** How far past a limit a call may end: scheduling on a busy machine, never another attempt. */
    private static final long MARGIN_MILLIS = 1500;

    /**
     * @param config the config to build the client from
     * @return what the operation returned
     */
    protected abstract Object call(ClientConfig config);

    /** @return the status of the operation's success */
    protected abstract int successStatus();

    /** @return a valid success body */
    protected abstract String successJson();

    /** @return whether the SDK may repeat this operation after it may have reached the server */
    protected abstract boolean repeatable();

    private MockResponse.Builder success() {
        return new MockResponse.Builder().code(successStatus()).setHeader("Content-Type", "application/json")
                .body(successJson());
    }

    private void enqueueFaultThenSuccess(MockResponse fault) {
        server.enqueue(fault);
        server.enqueue(success().build());
    }

    @Test
    void disconnectBeforeTheRequestIsRead() {
        enqueueFaultThenSuccess(new MockResponse.Builder().onRequestStart(new SocketEffect.CloseSocket()).build());
        if (repeatable()) {
            assertThat(call(config())).isNotNull();
            assertThat(sleeps).hasSize(1);
        } else {
            assertThatThrownBy(() -> call(config())).isExactlyInstanceOf(ApiConnectionException.class)
                    .satisfies(e -> assertThat(((ApiConnectionException) e).requestMayHaveBeenSent()).isTrue());
            assertThat(server.getRequestCount()).isLessThanOrEqualTo(1);
            assertThat(sleeps).isEmpty();
        }
    }

    @Test
    void disconnectAfterTheRequestWasRead() {
        enqueueFaultThenSuccess(new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
        if (repeatable()) {
            assertThat(call(config())).isNotNull();
            assertThat(server.getRequestCount()).isEqualTo(2);
        } else {
            assertThatThrownBy(() -> call(config())).isExactlyInstanceOf(ApiConnectionException.class)
                    .hasMessageContaining("may have been sent")
                    .satisfies(e -> assertThat(((ApiConnectionException) e).requestMayHaveBeenSent()).isTrue());
            assertThat(server.getRequestCount()).isEqualTo(1);
        }
    }

    @Test
    void disconnectInTheMiddleOfTheBody() {
        enqueueFaultThenSuccess(success().onResponseBody(new SocketEffect.CloseSocket()).build());
        if (repeatable()) {
            assertThat(call(config())).isNotNull();
            assertThat(server.getRequestCount()).isEqualTo(2);
        } else {
            assertThatThrownBy(() -> call(config())).isInstanceOf(ApiConnectionException.class);
            assertThat(server.getRequestCount()).isEqualTo(1);
        }
    }

    @Test
    void noResponseHitsTheReadTimeout() {
        for (int i = 0; i < 3; i++) {
            server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
        }
        ClientConfig config = configBuilder().readTimeout(READ_TIMEOUT).build();
        int attempts = repeatable() ? 3 : 1;
        long start = System.nanoTime();
        assertThatThrownBy(() -> call(config)).isExactlyInstanceOf(ApiTimeoutException.class)
                .hasMessageContaining("read timeout")
                .satisfies(e -> assertThat(((ApiTimeoutException) e).limit()).isEqualTo(ApiTimeoutException.Limit.READ));
        assertThat(elapsedMillis(start)).isLessThan(attempts * READ_TIMEOUT.toMillis() + MARGIN_MILLIS);
        assertThat(server.getRequestCount()).isEqualTo(attempts);
    }

    @Test
    void noResponseEndsAtTheCallDeadline() {
        for (int i = 0; i < 3; i++) {
            server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
        }
        ClientConfig config = configBuilder().callTimeout(DEADLINE).build();
        long start = System.nanoTime();
        assertThatThrownBy(() -> call(config)).isExactlyInstanceOf(ApiTimeoutException.class)
                .hasMessageContaining("call deadline of " + DEADLINE.toMillis() + " ms exceeded")
                .satisfies(e -> assertThat(((ApiTimeoutException) e).limit())
                        .isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE));
        assertThat(elapsedMillis(start)).isBetween(DEADLINE.toMillis() - 50, DEADLINE.toMillis() + MARGIN_MILLIS);
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void aThrottledBodyWithinTheDeadlineStillSucceeds() {
        server.enqueue(success().throttleBody(64, 5, TimeUnit.MILLISECONDS).build());
        assertThat(call(config())).isNotNull();
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void aThrottledBodyPastTheDeadlineEndsAtTheDeadline() {
        server.enqueue(success().throttleBody(1, 200, TimeUnit.MILLISECONDS).build());
        ClientConfig config = configBuilder().callTimeout(DEADLINE).build();
        long start = System.nanoTime();
        assertThatThrownBy(() -> call(config)).isExactlyInstanceOf(ApiTimeoutException.class)
                .satisfies(e -> assertThat(((ApiTimeoutException) e).limit())
                        .isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE));
        assertThat(elapsedMillis(start)).isLessThan(DEADLINE.toMillis() + MARGIN_MILLIS);
        // MockWebServer throttles its reading of a request body too, so a POST may not be recorded yet; what
        // matters is that nothing was sent twice.
        assertThat(server.getRequestCount()).isLessThanOrEqualTo(1);
        assertThat(sleeps).isEmpty();
    }

    @Test
    void anHtml502FromAProxy() {
        for (int i = 0; i < 3; i++) {
            server.enqueue(new MockResponse.Builder().code(502).setHeader("Content-Type", "text/html")
                    .body("<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>").build());
        }
        int attempts = repeatable() ? 3 : 1;
        assertThatThrownBy(() -> call(config())).isExactlyInstanceOf(ServerException.class)
                .hasMessageContaining("HTTP 502").hasMessageContaining("502 Bad Gateway");
        assertThat(server.getRequestCount()).isEqualTo(attempts);
        assertThat(sleeps).hasSize(attempts - 1);
    }

    @Test
    void truncatedJsonIsNeverRetried() {
        String body = successJson();
        server.enqueue(new MockResponse.Builder().code(successStatus()).setHeader("Content-Type", "application/json")
                .body(body.substring(0, body.length() / 2)).build());
        assertThatThrownBy(() -> call(config())).isExactlyInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("HTTP " + successStatus()).hasMessageContaining("has probably taken effect")
                .satisfies(e -> assertThat(((UnreadableResponseException) e).bodySnippet()).isNotEmpty());
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void tooManyRequestsWithRetryAfter() {
        enqueueFaultThenSuccess(new MockResponse.Builder().code(429).setHeader("Retry-After", "2")
                .setHeader("Content-Type", "application/json").body("{\"error\":{\"message\":\"slow down\"}}").build());
        if (repeatable()) {
            assertThat(call(config())).isNotNull();
            assertThat(sleeps).containsExactly(Duration.ofSeconds(2));
            assertThat(server.getRequestCount()).isEqualTo(2);
        } else {
            assertThatThrownBy(() -> call(config())).isExactlyInstanceOf(RateLimitException.class)
                    .satisfies(e -> assertThat(((ApiException) e).statusCode()).isEqualTo(429))
                    .satisfies(e -> assertThat(((RateLimitException) e).retryAfter()).contains(Duration.ofSeconds(2)));
            assertThat(server.getRequestCount()).isEqualTo(1);
        }
    }

    @Test
    void serviceUnavailableThenSuccess() {
        enqueueFaultThenSuccess(error(503));
        if (repeatable()) {
            assertThat(call(config())).isNotNull();
            assertThat(server.getRequestCount()).isEqualTo(2);
            assertThat(LogCapture.lines()).anyMatch(l -> l.startsWith("DEBUG dev.cloudsdk.http: retrying ")
                    && l.contains("(attempt 2 of 3) after HTTP 503; waiting "));
        } else {
            assertThatThrownBy(() -> call(config())).isExactlyInstanceOf(ServerException.class);
            assertThat(server.getRequestCount()).isEqualTo(1);
        }
    }

    @Test
    void serviceUnavailableWithRetryAfterZeroIsNotResentBehindTheSdksBack() {
        // OkHttp itself follows a 503 with "Retry-After: 0" by sending the request again, whatever the method.
        enqueueFaultThenSuccess(new MockResponse.Builder().code(503).setHeader("Retry-After", "0")
                .setHeader("Content-Type", "application/json").body("{\"error\":{\"message\":\"busy\"}}").build());
        if (repeatable()) {
            assertThat(call(config())).isNotNull();
            assertThat(server.getRequestCount()).isEqualTo(2);
        } else {
            assertThatThrownBy(() -> call(config())).isExactlyInstanceOf(ServerException.class)
                    .hasMessageContaining("HTTP 503");
            assertThat(server.getRequestCount()).isEqualTo(1);
        }
    }

    @Test
    void aRefusedConnectionIsRetriedEvenForAPostBecauseNothingWasSent() {
        String url = server.url("/api").toString();
        server.close();
        ClientConfig config = configBuilder().baseUrl(url).build();
        assertThatThrownBy(() -> call(config)).isExactlyInstanceOf(ApiConnectionException.class)
                .hasMessageContaining("could not connect")
                .satisfies(e -> assertThat(((ApiConnectionException) e).requestMayHaveBeenSent()).isFalse());
        assertThat(sleeps).hasSize(2);
    }

    private static long elapsedMillis(long startNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    }
}
