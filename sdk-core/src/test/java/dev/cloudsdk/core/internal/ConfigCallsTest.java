package dev.cloudsdk.core.internal;

import static dev.cloudsdk.core.internal.TestApi.GET;
import static dev.cloudsdk.core.internal.TestApi.ID;
import static dev.cloudsdk.core.internal.TestApi.POST;
import static dev.cloudsdk.core.internal.TestApi.getItems;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.AuthenticationException;
import dev.cloudsdk.core.BadRequestException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ConflictException;
import dev.cloudsdk.core.NotFoundException;
import dev.cloudsdk.core.RateLimitException;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.TokenProviderException;
import dev.cloudsdk.core.UnexpectedResponseException;
import dev.cloudsdk.core.UnreadableResponseException;
import dev.cloudsdk.core.internal.TestApi.Body;
import dev.cloudsdk.core.internal.TestApi.Thing;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ConfigCallsTest extends WireTest {
    private Thing post(ServiceContext ctx) {
        return Calls.call(
                ctx,
                POST,
                new Object[] {ID},
                List.of(),
                new Body("n", null),
                ResponseShape.member("thing", DatabindOracle.reader(Thing.class)));
    }

    @Test
    void sendsMethodPathUnderThePrefixHeadersAndBodyWithoutUnsetFields() {
        server.enqueue(json(202, "{\"thing\":{\"id\":\"" + ID + "\",\"display_name\":\"x\",\"extra\":[1]}}"));
        Thing t = post(ServiceContext.of(config()));
        assertThat(t).isEqualTo(new Thing(ID, "x"));
        RecordedRequest r = takeRequest();
        assertThat(r.getMethod()).isEqualTo("POST");
        assertThat(r.getTarget()).isEqualTo("/api/v1/things/" + ID + "/do");
        assertThat(r.getHeaders().get("Authorization")).isEqualTo("Bearer " + TOKEN);
        assertThat(r.getHeaders().get("X-Region")).isNull();
        assertThat(r.getHeaders().get("Content-Type")).isEqualTo("application/json");
        assertThat(r.getHeaders().get("User-Agent"))
                .matches("cloudsdk-java/\\d+\\.\\d+\\.\\d+ java/\\S+")
                .endsWith(" java/" + Runtime.version());
        assertThat(bodyOf(r)).isEqualTo("{\"name\":\"n\"}");
    }

    @Test
    void theUserAgentCarriesTheUsersSuffix() {
        server.enqueue(json(202, "{\"thing\":{}}"));
        post(ServiceContext.of(
                configBuilder().userAgentSuffix("orders-restorer/2.1").build()));
        assertThat(takeRequest().getHeaders().get("User-Agent"))
                .startsWith("cloudsdk-java/")
                .endsWith(" orders-restorer/2.1");
    }

    @Test
    void regionalGetSendsTheRegionAndQueryAndNoBody() {
        server.enqueue(json(200, "{\"items\":[],\"meta\":{\"has_more\":false}}"));
        ServiceContext ctx = ServiceContext.of(config()).withRegion("us-2");
        Calls.call(
                ctx,
                GET,
                new Object[] {ID},
                List.of("limit", "5", "name", "www*"),
                null,
                ResponseShape.page("items", DatabindOracle.reader(Thing.class)));
        RecordedRequest r = takeRequest();
        assertThat(r.getMethod()).isEqualTo("GET");
        assertThat(r.getTarget()).isEqualTo("/api/v1/things/" + ID + "/items?limit=5&name=www*");
        assertThat(r.getHeaders().get("X-Region")).isEqualTo("us-2");
        assertThat(r.getBodySize()).isZero();
    }

    @Test
    void aRegionalCallWithoutARegionFailsBeforeAnyRequest() {
        ServiceContext ctx = ServiceContext.of(configBuilder().region(null).build());
        assertThatThrownBy(() -> Calls.call(
                        ctx,
                        GET,
                        new Object[] {ID},
                        List.of(),
                        null,
                        ResponseShape.page("items", DatabindOracle.reader(Thing.class))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("X-Region");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void pathValuesArePercentEncodedAndDotSegmentsRefused() {
        server.enqueue(json(202, "{\"thing\":{}}"));
        ServiceContext ctx = ServiceContext.of(config());
        Calls.call(
                ctx,
                POST,
                new Object[] {"a/b c?"},
                List.of(),
                new Body("n", 1),
                ResponseShape.member("thing", DatabindOracle.reader(Thing.class)));
        assertThat(takeRequest().getTarget()).isEqualTo("/api/v1/things/a%2Fb%20c%3F/do");
        for (String bad : new String[] {".", "..", " "}) {
            assertThatThrownBy(() -> Calls.call(
                            ctx,
                            POST,
                            new Object[] {bad},
                            List.of(),
                            new Body("n", 1),
                            ResponseShape.member("thing", DatabindOracle.reader(Thing.class))))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("path segment");
        }
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    static Stream<Arguments> statuses() {
        return Stream.of(
                Arguments.of(400, BadRequestException.class),
                Arguments.of(401, AuthenticationException.class),
                Arguments.of(404, NotFoundException.class),
                Arguments.of(409, ConflictException.class),
                Arguments.of(500, ServerException.class),
                Arguments.of(503, ServerException.class),
                Arguments.of(422, ApiException.class),
                Arguments.of(429, RateLimitException.class));
    }

    @Test
    void a429CarriesTheWaitTheServerAskedFor() {
        server.enqueue(new MockResponse.Builder()
                .code(429)
                .setHeader("Retry-After", "7")
                .build());
        assertThatThrownBy(() -> post(ServiceContext.of(config())))
                .isInstanceOfSatisfying(
                        RateLimitException.class,
                        e -> assertThat(e.retryAfter()).contains(Duration.ofSeconds(7)));
        server.enqueue(new MockResponse.Builder().code(429).build());
        assertThatThrownBy(() -> post(ServiceContext.of(config())))
                .isInstanceOfSatisfying(
                        RateLimitException.class,
                        e -> assertThat(e.retryAfter()).isEmpty());
        assertThat(server.getRequestCount())
                .as("a POST is not retried after a 429")
                .isEqualTo(2);
    }

    @ParameterizedTest
    @MethodSource("statuses")
    void eachStatusMapsToItsExceptionWithErrorObjectAndRequestId(int status, Class<?> type) {
        server.enqueue(error(status));
        ServiceContext ctx = ServiceContext.of(config());
        assertThatThrownBy(() -> post(ctx))
                .isExactlyInstanceOf(type)
                .hasMessageMatching(Pattern.quote("HTTP " + status + " on POST /api/v1/things/" + ID + "/do: problem "
                                + status + " (request id req-" + status + "; attempt 1, after ")
                        + "\\d+ ms" + (status >= 500 || status == 429 ? "; not resent: a POST" : "") + "\\)")
                .satisfies(e -> {
                    ApiException api = (ApiException) e;
                    assertThat(api.statusCode()).isEqualTo(status);
                    assertThat(api.attempts()).isEqualTo(1);
                    assertThat(api.errorCode()).contains("E" + status);
                    assertThat(api.errorMessage()).contains("problem " + status);
                    assertThat(api.header("x-request-id")).contains("req-" + status);
                    assertThat(api.error())
                            .containsEntry("code", "E" + status)
                            .containsEntry("message", "problem " + status);
                    assertThat(api.requestId()).contains("req-" + status);
                    assertThat(api.bodySnippet()).contains("problem " + status);
                    assertThat(api.getMessage()).doesNotContain(TOKEN);
                });
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void anHtmlErrorFromAProxyStillMapsByStatus() {
        server.enqueue(new MockResponse.Builder()
                .code(502)
                .setHeader("Content-Type", "text/html")
                .body("<html><body><h1>502 Bad Gateway</h1></body></html>")
                .build());
        assertThatThrownBy(() -> post(ServiceContext.of(config())))
                .isExactlyInstanceOf(ServerException.class)
                .hasMessageContaining("HTTP 502")
                .hasMessageContaining("text/html body: <html>")
                .satisfies(e -> assertThat(((ApiException) e).error()).isEmpty());
    }

    @Test
    void anErrorThatIsAStringStillMapsWithItsText() {
        server.enqueue(json(409, "{\"error\":\"backup is busy\"}"));
        assertThatThrownBy(() -> post(ServiceContext.of(config())))
                .isExactlyInstanceOf(ConflictException.class)
                .hasMessageContaining("backup is busy")
                .satisfies(e -> assertThat(((ApiException) e).error()).isEmpty());
    }

    @Test
    void aLongErrorBodyIsReadOnlyUpToTheBoundAndTheSnippetIsShort() {
        server.enqueue(json(500, "{\"error\":{\"message\":\"" + "x".repeat(200_000) + "\"}}"));
        assertThatThrownBy(() -> post(ServiceContext.of(config())))
                .isExactlyInstanceOf(ServerException.class)
                .satisfies(e -> assertThat(((ApiException) e).bodySnippet()).hasSizeLessThan(600));
    }

    static Stream<Arguments> unreadableBodies() {
        return Stream.of(
                Arguments.of("{\"thing\":{\"id\":\"" + ID + "\",\"disp", "application/json", "could not be read"),
                Arguments.of("", "application/json", "the body is empty"),
                Arguments.of("{\"thing\":null}", "application/json", "no \"thing\" object"),
                Arguments.of("{\"other\":1}", "application/json", "no \"thing\" object"),
                Arguments.of("[1,2]", "application/json", "not a JSON object"),
                Arguments.of("{\"thing\":{\"id\":\"not-a-uuid\"}}", "application/json", "could not be read"),
                Arguments.of("<html>ok</html>", "text/html", "expected a JSON body"));
    }

    @ParameterizedTest
    @MethodSource("unreadableBodies")
    void anUnreadableSuccessBodyIsATypedExceptionWithStatusAndSnippet(String body, String type, String why) {
        server.enqueue(new MockResponse.Builder()
                .code(202)
                .setHeader("Content-Type", type)
                .body(body)
                .build());
        assertThatThrownBy(() -> post(ServiceContext.of(config())))
                .isExactlyInstanceOf(UnreadableResponseException.class)
                .hasMessageStartingWith("HTTP 202 on POST /api/v1/things/" + ID + "/do: ")
                .hasMessageContaining(why)
                .hasMessageContaining("TestPost has probably taken effect: check the resource before repeating it")
                .satisfies(e -> assertThat(((UnreadableResponseException) e).bodySnippet())
                        .isEqualTo(body.length() > 500 ? body.substring(0, 500) + "..." : body));
    }

    static Stream<Arguments> unreadablePages() {
        return Stream.of(
                Arguments.of("{\"items\":[{\"id\":\"" + ID + "\",\"disp", "application/json"),
                Arguments.of("", "application/json"),
                Arguments.of("[1,2]", "application/json"),
                Arguments.of("{\"items\":[{\"id\":\"not-a-uuid\"}]}", "application/json"),
                Arguments.of("<html>ok</html>", "text/html"));
    }

    @ParameterizedTest
    @MethodSource("unreadablePages")
    void anUnreadableAnswerToAReadSaysItCanSimplyBeRepeated(String body, String type) {
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .setHeader("Content-Type", type)
                .body(body)
                .build());
        assertThatThrownBy(() -> getItems(ServiceContext.of(config())))
                .isExactlyInstanceOf(UnreadableResponseException.class)
                .hasMessageStartingWith("HTTP 200 on GET /api/v1/things/" + ID + "/items: ")
                .hasMessageContaining("TestGet only reads, so nothing changed on the server: it can simply be repeated")
                .hasMessageNotContaining("probably")
                .hasMessageNotContaining("check the resource");
        assertThat(server.getRequestCount()).as("never retried by the SDK").isEqualTo(1);
    }

    @Test
    void aTooLargeBodyWithAContentLengthIsRefusedBeforeReading() {
        server.enqueue(json(202, "{\"pad\":\"" + "y".repeat(5000) + "\",\"thing\":{}}"));
        ServiceContext ctx =
                ServiceContext.of(configBuilder().maxResponseBytes(1000).build());
        assertThatThrownBy(() -> post(ctx))
                .isExactlyInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("over the limit of 1000");
    }

    @Test
    void aTooLargeChunkedBodyIsStoppedByJacksonsReadConstraints() {
        // No Content-Length: only the parser's maximum document length can stop it.
        server.enqueue(new MockResponse.Builder()
                .code(202)
                .setHeader("Content-Type", "application/json")
                .chunkedBody("{\"pad\":\"" + "y".repeat(50_000) + "\",\"thing\":{}}", 1024)
                .build());
        ServiceContext ctx =
                ServiceContext.of(configBuilder().maxResponseBytes(1000).build());
        assertThatThrownBy(() -> post(ctx))
                .isExactlyInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("could not be read")
                .hasMessageContaining("maximum allowed (1000");
    }

    @Test
    void aRedirectIsNotFollowedAndSaysSo() {
        server.enqueue(new MockResponse.Builder()
                .code(307)
                .setHeader("Location", "https://elsewhere.example/x")
                .build());
        assertThatThrownBy(() -> post(ServiceContext.of(config())))
                .isExactlyInstanceOf(UnexpectedResponseException.class)
                .hasMessageContaining("HTTP 307")
                .hasMessageContaining("does not follow redirects")
                .hasMessageContaining("https://elsewhere.example/x");
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void aTokenProviderIsAskedOnEveryRequest() {
        AtomicInteger n = new AtomicInteger();
        ClientConfig config = configBuilder()
                .tokenProvider(() -> "token-" + n.incrementAndGet())
                .build();
        server.enqueue(json(202, "{\"thing\":{}}"));
        server.enqueue(json(202, "{\"thing\":{}}"));
        ServiceContext ctx = ServiceContext.of(config);
        post(ctx);
        post(ctx);
        assertThat(takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer token-1");
        assertThat(takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer token-2");
    }

    @Test
    void aBlankTokenFromTheProviderFailsBeforeAnyRequest() {
        ServiceContext ctx =
                ServiceContext.of(configBuilder().tokenProvider(() -> "").build());
        assertThatThrownBy(() -> post(ctx))
                .isExactlyInstanceOf(TokenProviderException.class)
                .hasMessage("TestPost: the token provider returned a blank token on the caller's thread \""
                        + Thread.currentThread().getName() + "\"");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void aRefusedConnectionIsAConnectionExceptionThatWasNotSent() throws Exception {
        String url = server.url("/api").toString();
        server.close();
        ServiceContext ctx = ServiceContext.of(
                configBuilder().baseUrl(url).retryPolicy(RetryPolicy.none()).build());
        assertThatThrownBy(() -> post(ctx))
                .isExactlyInstanceOf(ApiConnectionException.class)
                .hasMessageContaining("POST /api/v1/things/" + ID + "/do: could not connect")
                .satisfies(e -> assertThat(((ApiConnectionException) e).requestMayHaveBeenSent())
                        .isFalse());
    }

    @Test
    void clientsOfOneConfigShareOneTransport() {
        ClientConfig config = config();
        assertThat(InternalBridge.CORE.calls(config)).isSameAs(InternalBridge.CORE.calls(config));
    }

    @Test
    void configsSharingOneHttpClientShareItsConnections() {
        server.enqueue(json(200, "{\"items\":[]}"));
        server.enqueue(json(200, "{\"items\":[]}"));
        getItems(ServiceContext.of(config()));
        getItems(ServiceContext.of(config()));
        assertThat(pool.connectionCount())
                .as("one pooled connection for both configs")
                .isEqualTo(1);
    }
}
