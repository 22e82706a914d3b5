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
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.Endpoint;
import dev.cloudsdk.core.runtime.RegionHeader;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.LogCapture;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What is resent, and who resends it. PUT and DELETE are idempotent (RFC 9110 9.2.2), so they are resent on faults
 * like a GET; a POST never is once it may have reached the server. OkHttp sends follow-up requests on its own (a 503
 * with {@code Retry-After: 0}, a 408, a 421, an authenticator's answer to 401 or 407, redirects); the SDK alone
 * decides every re-send: one request on the wire per attempt, each logged with its attempt number.
 */
class ResendTest extends WireTest {
    static final Endpoint<EndpointShapesTest.Server, EndpointShapesTest.Server> POST = Endpoint.post(
            InternalBridge.CORE.operationName("TestCreateServer"),
            "v1/servers",
            RegionHeader.NOT_SENT,
            DatabindOracle.writer(),
            ResponseShape.whole(DatabindOracle.reader(EndpointShapesTest.Server.class)));
    static final EndpointShapesTest.Server BODY = new EndpointShapesTest.Server("n1", 1);

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
        return new MockResponse.Builder()
                .code(code)
                .setHeader(header, value)
                .setHeader("Content-Type", "application/json")
                .body("{\"error\":{\"message\":\"m\"}}")
                .build();
    }

    private void enqueueMany(MockResponse response, int n) {
        for (int i = 0; i < n; i++) {
            server.enqueue(response);
        }
    }

    private List<String> wireLines() {
        return LogCapture.lines().stream().filter(l -> l.contains(" -> ")).toList();
    }

    static Stream<Arguments> faults() {
        return Stream.of(
                Arguments.of("503", error(503)),
                Arguments.of(
                        "reset after the request was read",
                        new MockResponse.Builder()
                                .onResponseStart(new SocketEffect.CloseSocket())
                                .build()));
    }

    static Stream<Arguments> idempotentCalls() {
        Function<ServiceContext, Object> put = ctx -> ctx.call(EndpointShapesTest.PUT_SERVER, BODY, "n1");
        Function<ServiceContext, Object> delete = ctx -> ctx.call(EndpointShapesTest.DELETE_SERVER, null, "n1");
        return faults().flatMap(f -> Stream.of(
                Arguments.of("PUT", put, f.get()[0], f.get()[1]),
                Arguments.of("DELETE", delete, f.get()[0], f.get()[1])));
    }

    @ParameterizedTest(name = "{0} after {2}")
    @MethodSource("idempotentCalls")
    void putAndDeleteAreResentAfterAFault(
            String method, Function<ServiceContext, Object> call, String fault, MockResponse failure) {
        server.enqueue(failure);
        server.enqueue(
                method.equals("PUT")
                        ? json(200, "{\"name\":\"n1\",\"size\":1}")
                        : new MockResponse.Builder().code(204).build());
        Object result = call.apply(ServiceContext.of(config()));
        assertThat(result).isEqualTo(method.equals("PUT") ? BODY : null);
        assertThat(server.getRequestCount()).isEqualTo(2);
        for (int i = 0; i < 2; i++) {
            var r = takeRequest();
            assertThat(r.getMethod()).isEqualTo(method);
            assertThat(bodyOf(r)).isEqualTo(method.equals("PUT") ? "{\"name\":\"n1\",\"size\":1}" : "");
        }
        assertThat(sleeps).hasSize(1);
    }

    @Test
    void aPostIsNotResentAfterA503() {
        server.enqueue(error(503));
        server.enqueue(json(201, "{\"name\":\"n1\"}"));
        assertThatThrownBy(() -> ServiceContext.of(config()).call(POST, BODY))
                .isExactlyInstanceOf(ServerException.class);
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void aPostIsNotResentAfterTheConnectionIsResetOnceItWasSent() {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(new SocketEffect.CloseSocket())
                .build());
        server.enqueue(json(201, "{\"name\":\"n1\"}"));
        assertThatThrownBy(() -> ServiceContext.of(config()).call(POST, BODY))
                .isInstanceOf(ApiConnectionException.class)
                .hasMessageContaining("TestCreateServer may have started");
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void theRuleIsGetPutAndDelete() {
        assertThat(TestOperations.get("Get", "v1/x", RegionHeader.NOT_SENT).idempotent())
                .isTrue();
        assertThat(TestOperations.put("Put", "v1/x", RegionHeader.NOT_SENT).idempotent())
                .isTrue();
        assertThat(TestOperations.delete("Delete", "v1/x", RegionHeader.NOT_SENT)
                        .idempotent())
                .isTrue();
        assertThat(TestOperations.post("Post", "v1/x", RegionHeader.NOT_SENT).idempotent())
                .isFalse();
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
        assertThatThrownBy(() -> get(ServiceContext.of(noRetries())))
                .isInstanceOf(ApiException.class)
                .hasMessageContaining("HTTP " + code);
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void aCallersAuthenticatorNeverAnswersA401ForTheSdk() {
        AtomicInteger asked = new AtomicInteger();
        OkHttpClient withAuthenticator = http.newBuilder()
                .authenticator((route, response) -> {
                    asked.incrementAndGet();
                    return response.request()
                            .newBuilder()
                            .header("Authorization", "Bearer other")
                            .build();
                })
                .build();
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
        OkHttpClient viaProxy = http.newBuilder()
                .proxy(server.getProxyAddress())
                .proxyAuthenticator((route, r) -> {
                    asked.incrementAndGet();
                    return r.request()
                            .newBuilder()
                            .header("Proxy-Authorization", "Basic dXNlcjpwYXNz")
                            .build();
                })
                .build();
        enqueueMany(status(407, "Proxy-Authenticate", "Basic realm=\"proxy\""), 5);
        ClientConfig config = configBuilder()
                .baseUrl("http://api.cloud.invalid/")
                .allowInsecureHttp(true)
                .httpClient(viaProxy)
                .retryPolicy(RetryPolicy.none())
                .build();
        assertThatThrownBy(() -> get(ServiceContext.of(config)))
                .isInstanceOf(ApiException.class)
                .hasMessageContaining("HTTP 407");
        assertThat(server.getRequestCount()).isEqualTo(1);
        assertThat(asked).hasValue(0);
    }

    @ParameterizedTest
    @ValueSource(ints = {300, 301, 302, 303, 307, 308})
    void noRedirectIsFollowedForAGetOrAPost(int code) {
        OkHttpClient following =
                http.newBuilder().followRedirects(true).followSslRedirects(true).build();
        ClientConfig config = configBuilder()
                .httpClient(following)
                .retryPolicy(RetryPolicy.none())
                .build();
        enqueueMany(
                new MockResponse.Builder()
                        .code(code)
                        .setHeader("Location", server.url("/elsewhere"))
                        .build(),
                4);
        assertThatThrownBy(() -> get(ServiceContext.of(config)))
                .isExactlyInstanceOf(UnexpectedResponseException.class)
                .hasMessageContaining("redirect");
        assertThatThrownBy(() -> post(ServiceContext.of(config)))
                .isExactlyInstanceOf(UnexpectedResponseException.class)
                .hasMessageContaining("redirect");
        assertThat(server.getRequestCount()).isEqualTo(2);
    }

    @Test
    void aCallersInterceptorThatSendsTwiceIsRefused() {
        // An application interceptor may call proceed() twice (OkHttp refuses that of a network interceptor).
        OkHttpClient twice = http.newBuilder()
                .addInterceptor(chain -> {
                    chain.proceed(chain.request()).close();
                    return chain.proceed(chain.request());
                })
                .build();
        enqueueMany(json(202, OK), 3);
        ClientConfig config = configBuilder()
                .httpClient(twice)
                .retryPolicy(RetryPolicy.none())
                .build();
        assertThatThrownBy(() -> post(ServiceContext.of(config)))
                .isInstanceOf(ApiConnectionException.class)
                .hasMessageContaining("second request");
        assertThat(server.getRequestCount()).isEqualTo(1);
    }
}
