package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.AuthenticationException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.CloudSdkException;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.LogCapture;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

class ResilienceTest extends WireTest {
    private static final ResponseShape<TestApi.Thing> THING =
            ResponseShape.member("thing", DatabindOracle.reader(TestApi.Thing.class));
    private static final String OK = "{\"thing\":{\"id\":\"" + TestApi.ID + "\"}}";

    private Object get(ServiceContext ctx) {
        return Calls.call(
                ctx,
                TestApi.GET,
                new Object[] {TestApi.ID},
                List.of(),
                null,
                ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)));
    }

    private Object post(ServiceContext ctx) {
        return Calls.call(ctx, TestApi.POST, new Object[] {TestApi.ID}, List.of(), new TestApi.Body("n", 1), THING);
    }

    private static MockResponse unavailable(String retryAfter) {
        return new MockResponse.Builder()
                .code(503)
                .setHeader("Retry-After", retryAfter)
                .build();
    }

    @Test
    void aRejectedTokenIsRefreshedOnceAndTheCallRepeatedOnce() {
        AtomicInteger asked = new AtomicInteger();
        ClientConfig config = configBuilder()
                .tokenProvider(() -> "token-" + asked.incrementAndGet())
                .build();
        server.enqueue(error(401));
        server.enqueue(json(202, OK));
        assertThat(post(ServiceContext.of(config))).isNotNull();
        assertThat(takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer token-1");
        assertThat(takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer token-2");
        assertThat(sleeps).isEmpty();
    }

    @Test
    void aSecond401IsAnAuthenticationException() {
        ClientConfig config = configBuilder().tokenProvider(() -> "rotating").build();
        server.enqueue(error(401));
        server.enqueue(error(401));
        assertThatThrownBy(() -> post(ServiceContext.of(config))).isExactlyInstanceOf(AuthenticationException.class);
        assertThat(server.getRequestCount()).isEqualTo(2);
    }

    @Test
    void aCallersAuthenticatorCannotReplayAPost() {
        // A caller's OkHttpClient may carry an authenticator; OkHttp would re-send the POST through it on 401.
        OkHttpClient withAuthenticator = http.newBuilder()
                .authenticator((route, response) -> response.request()
                        .newBuilder()
                        .header("Authorization", "Bearer other")
                        .build())
                .build();
        server.enqueue(error(401));
        server.enqueue(json(202, OK));
        ClientConfig config = configBuilder().httpClient(withAuthenticator).build();
        assertThatThrownBy(() -> post(ServiceContext.of(config))).isExactlyInstanceOf(AuthenticationException.class);
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void aFixedTokenIsNotRetriedOn401() {
        server.enqueue(error(401));
        assertThatThrownBy(() -> post(ServiceContext.of(config()))).isExactlyInstanceOf(AuthenticationException.class);
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void retryAfterAsAnHttpDateIsHonoured() {
        Instant now = Instant.parse("2026-11-23T03:00:00Z");
        String in7s = DateTimeFormatter.RFC_1123_DATE_TIME.format(
                ZonedDateTime.ofInstant(now.plusSeconds(7), ZoneOffset.UTC));
        ClientConfig config = configBuilder()
                .clock(Clock.fixed(now, ZoneOffset.UTC))
                .callTimeout(Duration.ofDays(1))
                .build();
        server.enqueue(unavailable(in7s));
        server.enqueue(json(200, "{\"items\":[]}"));
        get(ServiceContext.of(config));
        assertThat(sleeps).containsExactly(Duration.ofSeconds(7));
    }

    @Test
    void retryAfterIsCappedByTheMaxDelay() {
        ClientConfig config = configBuilder()
                .retryPolicy(RetryPolicy.builder()
                        .sleeper(sleeps::add)
                        .maxDelay(Duration.ofSeconds(3))
                        .build())
                .build();
        server.enqueue(unavailable("120"));
        server.enqueue(json(200, "{\"items\":[]}"));
        get(ServiceContext.of(config));
        assertThat(sleeps).containsExactly(Duration.ofSeconds(3));
    }

    @Test
    void aWaitThatWouldPassTheDeadlineEndsTheCallWithTheLastFailure() {
        ClientConfig config = configBuilder().callTimeout(Duration.ofSeconds(5)).build();
        server.enqueue(unavailable("8"));
        assertThatThrownBy(() -> get(ServiceContext.of(config)))
                .isExactlyInstanceOf(ServerException.class)
                .hasMessageContaining("HTTP 503");
        assertThat(sleeps).isEmpty();
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void backoffIsExponentialWithFullJitterUnderTheCap() {
        ClientConfig config = configBuilder()
                .retryPolicy(RetryPolicy.builder()
                        .sleeper(sleeps::add)
                        .maxAttempts(6)
                        .baseDelay(Duration.ofMillis(100))
                        .maxDelay(Duration.ofMillis(500))
                        .build())
                .build();
        for (int i = 0; i < 6; i++) {
            server.enqueue(error(503));
        }
        assertThatThrownBy(() -> get(ServiceContext.of(config))).isExactlyInstanceOf(ServerException.class);
        assertThat(server.getRequestCount()).isEqualTo(6);
        // Every backoff goes through the sleeper, a jittered wait of 0 ms included.
        assertThat(sleeps).hasSize(5);
        long[] bounds = {100, 200, 400, 500, 500};
        for (int i = 0; i < 5; i++) {
            assertThat(sleeps.get(i).toMillis()).isBetween(0L, bounds[i]);
        }
    }

    @Test
    void retriesCanBeSwitchedOff() {
        server.enqueue(error(503));
        ClientConfig config = configBuilder().retryPolicy(RetryPolicy.none()).build();
        assertThatThrownBy(() -> get(ServiceContext.of(config))).isExactlyInstanceOf(ServerException.class);
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void anInterruptedWaitStopsTheCallAndKeepsTheInterrupt() {
        ClientConfig config = configBuilder()
                .retryPolicy(RetryPolicy.builder()
                        .sleeper(d -> {
                            throw new InterruptedException();
                        })
                        .build())
                .build();
        server.enqueue(error(503));
        try {
            assertThatThrownBy(() -> get(ServiceContext.of(config)))
                    .isExactlyInstanceOf(CloudSdkException.class)
                    .hasMessageContaining("interrupted while waiting to retry TestGet")
                    .satisfies(e -> assertThat(e.getSuppressed()).hasSize(1));
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void aPerViewCallTimeoutOverridesTheConfig() {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(SocketEffect.Stall.INSTANCE)
                .build());
        ServiceContext ctx = ServiceContext.of(config())
                .withOptions(RequestOptions.builder()
                        .callTimeout(Duration.ofMillis(500))
                        .build());
        long start = System.nanoTime();
        assertThatThrownBy(() -> post(ctx))
                .isExactlyInstanceOf(ApiTimeoutException.class)
                .satisfies(e -> assertThat(((ApiTimeoutException) e).limit())
                        .isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE));
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(2000);
    }

    @Test
    void aPerViewReadTimeoutOverridesTheConfig() {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(SocketEffect.Stall.INSTANCE)
                .build());
        ServiceContext ctx = ServiceContext.of(config())
                .withOptions(RequestOptions.builder()
                        .readTimeout(Duration.ofMillis(300))
                        .build());
        assertThatThrownBy(() -> post(ctx))
                .isExactlyInstanceOf(ApiTimeoutException.class)
                .satisfies(
                        e -> assertThat(((ApiTimeoutException) e).limit()).isEqualTo(ApiTimeoutException.Limit.READ));
    }

    @Test
    void debugLogsMethodPathStatusDurationAndRequestIdAndTraceOnlyAllowedHeaders() {
        server.enqueue(new MockResponse.Builder()
                .code(202)
                .setHeader("Content-Type", "application/json")
                .setHeader("X-Request-Id", "rid-42")
                .setHeader("Set-Cookie", "session=secret-cookie")
                .body(OK)
                .build());
        post(ServiceContext.of(config()));
        List<String> lines = LogCapture.lines();
        assertThat(lines)
                .anyMatch(l -> l.matches("DEBUG dev\\.cloudsdk\\.http: TestPost POST /api/v1/things/" + TestApi.ID
                        + "/do \\(attempt 1 of 3\\) -> 202 in \\d+ ms \\(request id rid-42\\)"));
        assertThat(lines).anyMatch(l -> l.startsWith("TRACE") && l.contains("User-Agent=cloudsdk-java/"));
        assertThat(lines).noneMatch(l -> l.contains("Authorization") || l.contains("secret-cookie"));
        assertThat(lines).noneMatch(l -> l.contains("request body") || l.contains("response body"));
    }

    @Test
    void bodiesAreLoggedOnlyWhenTurnedOn() {
        server.enqueue(json(202, OK));
        post(ServiceContext.of(configBuilder().logBodies(true).build()));
        assertThat(LogCapture.lines())
                .anyMatch(l -> l.contains("TestPost request body: {\"name\":\"n\",\"size\":1}"))
                .anyMatch(l -> l.contains("TestPost response body: " + OK));
    }
}
