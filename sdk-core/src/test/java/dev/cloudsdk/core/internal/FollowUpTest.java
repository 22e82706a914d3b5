package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.AuthenticationException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.UnexpectedResponseException;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.LogCapture;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * OkHttp sends follow-up requests on its own (a 503 with {@code Retry-After: 0}, a 408, a 421, an authenticator's
 * answer to 401 or 407, redirects). The SDK alone decides every re-send: one request on the wire per attempt,
 * each logged with its attempt number.
 */
class FollowUpTest extends WireTest {
    private static final String OK = "{\"thing\":{\"id\":\"" + TestApi.ID + "\"}}";

    private static Object get(ServiceContext ctx) {
        return TestApi.getItems(ctx);
    }

    private static Object post(ServiceContext ctx) {
        return TestApi.postThing(ctx);
    }

    private ClientConfig noRetries() {
        return configBuilder().retryPolicy(RetryPolicy.none()).build();
    }

    private static MockResponse status(int code, String header, String value) {
        return new MockResponse.Builder().code(code).setHeader(header, value).setHeader("Content-Type",
                "application/json").body("{\"error\":{\"message\":\"m\"}}").build();
    }

    private void enqueueMany(MockResponse response, int n) {
        for (int i = 0; i < n; i++) {
            server.enqueue(response);
        }
    }

    private List<String> wireLines() {
        return LogCapture.lines().stream().filter(l -> l.contains(" -> ")).toList();
    }

    @Test
    void noRetriesMeansOneGetOnTheWireAfterA503WithRetryAfterZero() {
        enqueueMany(status(503, "Retry-After", "0"), 5);
        assertThatThrownBy(() -> get(ServiceContext.of(noRetries()))).isExactlyInstanceOf(ServerException.class);
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void aPersistent503WithRetryAfterZeroMeansExactlyMaxAttemptsRequestsEachLogged() {
        enqueueMany(status(503, "Retry-After", "0"), 10);
        assertThatThrownBy(() -> get(ServiceContext.of(config()))).isExactlyInstanceOf(ServerException.class);
        assertThat(server.getRequestCount()).isEqualTo(3);
        assertThat(wireLines()).hasSize(3);
        assertThat(wireLines().get(0)).contains("attempt 1 of 3").contains("-> 503");
        assertThat(wireLines().get(2)).contains("attempt 3 of 3").contains("-> 503");
    }

    @Test
    void retryAfterZeroStillReachesTheRetryRulesAsNoWait() {
        server.enqueue(status(503, "Retry-After", "0"));
        server.enqueue(json(200, "{\"items\":[]}"));
        get(ServiceContext.of(config()));
        assertThat(server.getRequestCount()).isEqualTo(2);
        // The SDK's retry, after the server's wait of zero, logged as its second attempt.
        assertThat(sleeps).containsExactly(Duration.ZERO);
        assertThat(wireLines()).hasSize(2);
        assertThat(wireLines().get(1)).contains("attempt 2 of 3").contains("-> 200");
    }

    @ParameterizedTest
    @ValueSource(ints = {408, 421})
    void statusesOkHttpMayFollowUpOnItsOwnAreOneRequest(int code) {
        enqueueMany(status(code, "Retry-After", "0"), 5);
        assertThatThrownBy(() -> get(ServiceContext.of(noRetries()))).isInstanceOf(ApiException.class)
                .hasMessageContaining("HTTP " + code);
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void aCallersAuthenticatorNeverAnswersA401ForTheSdk() {
        AtomicInteger asked = new AtomicInteger();
        OkHttpClient withAuthenticator = http.newBuilder().authenticator((route, response) -> {
            asked.incrementAndGet();
            return response.request().newBuilder().header("Authorization", "Bearer other").build();
        }).build();
        enqueueMany(error(401), 70);
        ClientConfig config = configBuilder().httpClient(withAuthenticator).build();
        assertThatThrownBy(() -> get(ServiceContext.of(config))).isExactlyInstanceOf(AuthenticationException.class);
        assertThat(server.getRequestCount()).isEqualTo(1);
        assertThat(asked).hasValue(0);
    }

    @Test
    void aCallersProxyAuthenticatorNeverReplaysARequestAfterA407() {
        AtomicInteger asked = new AtomicInteger();
        // The server acts as an HTTP proxy for a remote host, and answers 407 to the request itself.
        OkHttpClient viaProxy = http.newBuilder().proxy(server.getProxyAddress()).proxyAuthenticator((route, r) -> {
            asked.incrementAndGet();
            return r.request().newBuilder().header("Proxy-Authorization", "Basic dXNlcjpwYXNz").build();
        }).build();
        enqueueMany(status(407, "Proxy-Authenticate", "Basic realm=\"proxy\""), 5);
        ClientConfig config = configBuilder().baseUrl("http://api.cloud.invalid/").allowInsecureHttp(true)
                .httpClient(viaProxy).retryPolicy(RetryPolicy.none()).build();
        assertThatThrownBy(() -> get(ServiceContext.of(config))).isInstanceOf(ApiException.class)
                .hasMessageContaining("HTTP 407");
        assertThat(server.getRequestCount()).isEqualTo(1);
        assertThat(asked).hasValue(0);
    }

    @ParameterizedTest
    @ValueSource(ints = {300, 301, 302, 303, 307, 308})
    void noRedirectIsFollowedForAGetOrAPost(int code) {
        OkHttpClient following = http.newBuilder().followRedirects(true).followSslRedirects(true).build();
        ClientConfig config = configBuilder().httpClient(following).retryPolicy(RetryPolicy.none()).build();
        enqueueMany(new MockResponse.Builder().code(code).setHeader("Location", server.url("/elsewhere")).build(), 4);
        assertThatThrownBy(() -> get(ServiceContext.of(config))).isExactlyInstanceOf(UnexpectedResponseException.class)
                .hasMessageContaining("redirect");
        assertThatThrownBy(() -> post(ServiceContext.of(config))).isExactlyInstanceOf(UnexpectedResponseException.class)
                .hasMessageContaining("redirect");
        assertThat(server.getRequestCount()).isEqualTo(2);
    }

    @Test
    void aCallersInterceptorThatSendsTwiceIsRefused() {
        // An application interceptor may call proceed() twice (OkHttp refuses that of a network interceptor).
        OkHttpClient twice = http.newBuilder().addInterceptor(chain -> {
            chain.proceed(chain.request()).close();
            return chain.proceed(chain.request());
        }).build();
        enqueueMany(json(202, OK), 3);
        ClientConfig config = configBuilder().httpClient(twice).retryPolicy(RetryPolicy.none()).build();
        assertThatThrownBy(() -> post(ServiceContext.of(config)))
                .isInstanceOf(ApiConnectionException.class)
                .hasMessageContaining("second request");
        assertThat(server.getRequestCount()).isEqualTo(1);
    }
}
