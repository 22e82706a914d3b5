package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ConflictException;
import dev.cloudsdk.core.NotFoundException;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.UnexpectedResponseException;
import dev.cloudsdk.core.UnreadableResponseException;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every HTTP error exception says the attempt the call ended on, out of how many when the policy would have tried
 * that failure again, after how long, and carries the response headers and the error object's code and message
 * typed, all cleaned like any server text.
 */
class ErrorDetailsTest extends WireTest {
    private static Object get(ServiceContext ctx) {
        return TestApi.getItems(ctx);
    }

    private static Object post(ServiceContext ctx) {
        return TestApi.postThing(ctx);
    }

    private static MockResponse unavailable(int n) {
        return new MockResponse.Builder()
                .code(503)
                .setHeader("Content-Type", "application/json")
                .setHeader("X-Request-Id", "r-" + n)
                .addHeader("X-Trace", "a")
                .addHeader("x-trace", "b")
                .body("{\"error\":{\"code\":\"busy\",\"message\":\"try later\",\"extra\":[1]}}")
                .build();
    }

    @Test
    void threeServerErrorsEndWithAttempt3Of3TheHeadersAndTheTypedError() {
        for (int i = 1; i <= 3; i++) {
            server.enqueue(unavailable(i));
        }
        assertThatThrownBy(() -> get(ServiceContext.of(config()))).isInstanceOfSatisfying(ServerException.class, e -> {
            assertThat(e.getMessage())
                    .matches("HTTP 503 on GET /api/v1/things/" + TestApi.ID
                            + "/items: try later \\(request id r-3; attempt 3 of 3, after \\d+ ms\\)");
            assertThat(e.attempts()).isEqualTo(3);
            assertThat(e.errorCode()).contains("busy");
            assertThat(e.errorMessage()).contains("try later");
            assertThat(e.error()).containsEntry("extra", List.of(1));
            assertThat(e.headers().get("x-trace")).containsExactly("a", "b");
            assertThat(e.header("X-REQUEST-ID")).contains("r-3");
            assertThat(e.headers()).containsKey("content-type").doesNotContainKey("X-Trace");
        });
        assertThat(server.getRequestCount()).isEqualTo(3);
    }

    @Test
    void theAsyncPathCarriesTheSameAttempts() {
        for (int i = 1; i <= 3; i++) {
            server.enqueue(unavailable(i));
        }
        ClientConfig config = configBuilder()
                .retryPolicy(RetryPolicy.builder()
                        .baseDelay(Duration.ofMillis(1))
                        .maxDelay(Duration.ofMillis(5))
                        .build())
                .build();
        var f = Calls.callAsync(
                ServiceContext.of(config),
                TestApi.GET,
                new Object[] {TestApi.ID},
                List.of(),
                null,
                ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)));
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .cause()
                .isInstanceOfSatisfying(ServerException.class, e -> {
                    assertThat(e.attempts()).isEqualTo(3);
                    assertThat(e.getMessage()).contains("attempt 3 of 3, after ");
                });
    }

    @Test
    void anAnswerThatIsNeverRetriedSaysItsAttemptButNotOfHowMany() {
        server.enqueue(error(409));
        ClientConfig config = configBuilder()
                .retryPolicy(RetryPolicy.builder()
                        .maxAttempts(5)
                        .sleeper(sleeps::add)
                        .build())
                .build();
        assertThatThrownBy(() -> post(ServiceContext.of(config))).isInstanceOfSatisfying(ConflictException.class, e -> {
            // "of 5" would say that more attempts were possible: a 409 is never tried again.
            assertThat(e.getMessage())
                    .matches(".*: problem 409 \\(request id req-409; attempt 1, after" + " \\d+ ms\\)");
            assertThat(e.attempts()).isEqualTo(1);
            assertThat(e.errorCode()).contains("E409");
            assertThat(e.errorMessage()).contains("problem 409");
        });
    }

    /** Issue 36: a POST the server answered is never resent, so "attempt 1 of 3" was untrue. */
    @ParameterizedTest
    @ValueSource(ints = {429, 500, 502, 503, 504})
    void aPostAnsweredWithAStatusAGetWouldRetrySaysItWasNotResent(int status) {
        server.enqueue(error(status));
        assertThatThrownBy(() -> post(ServiceContext.of(config())))
                .isInstanceOfSatisfying(
                        ApiException.class,
                        e -> assertThat(e.getMessage())
                                .matches(".*: problem " + status + " \\(request id req-" + status
                                        + "; attempt 1, after \\d+ ms; not resent: a POST\\)"));
        assertThat(server.getRequestCount()).isEqualTo(1);
        assertThat(sleeps).isEmpty();
    }

    @Test
    void aPostThePolicyTreatsAsIdempotentIsResentAndSaysOfHowMany() {
        for (int i = 1; i <= 3; i++) {
            server.enqueue(unavailable(i));
        }
        ClientConfig config = configBuilder()
                .retryPolicy(RetryPolicy.builder()
                        .sleeper(sleeps::add)
                        .retryAsIdempotent(InternalBridge.CORE.operationName("TestPost"))
                        .build())
                .build();
        assertThatThrownBy(() -> post(ServiceContext.of(config)))
                .isInstanceOfSatisfying(
                        ServerException.class,
                        e -> assertThat(e.getMessage())
                                .endsWith("try later (request id r-3; attempt 3 of 3, after "
                                        + e.getMessage().replaceAll(".*after (\\d+) ms\\)$", "$1") + " ms)"));
        assertThat(server.getRequestCount()).isEqualTo(3);
    }

    @Test
    void aCodeIsReadAsTextFromAStringOrANumberAndIsAbsentOtherwise() {
        assertThat(codeAndMessage("{\"code\":4012,\"message\":\"m\"}")).containsExactly("4012", "m");
        assertThat(codeAndMessage("{\"code\":4.5}")).containsExactly("4.5", null);
        assertThat(codeAndMessage("{\"code\":{\"id\":1},\"message\":7}")).containsExactly(null, null);
        assertThat(codeAndMessage("{\"code\":true,\"message\":[\"a\"]}")).containsExactly(null, null);
        assertThat(codeAndMessage("{\"code\":null,\"message\":null}")).containsExactly(null, null);
        assertThat(codeAndMessage("{\"code\":\"  \",\"message\":\"\"}")).containsExactly(null, null);
        assertThat(codeAndMessage("{}")).containsExactly(null, null);
    }

    @Test
    void anErrorThatIsNoObjectHasNeitherCodeNorMessage() {
        server.enqueue(json(400, "{\"error\":\"boom\"}"));
        assertThatThrownBy(() -> post(ServiceContext.of(config()))).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.getMessage()).contains(": boom (attempt 1, after ");
            assertThat(e.errorCode()).isEmpty();
            assertThat(e.errorMessage()).isEmpty();
            assertThat(e.error()).isEmpty();
        });
    }

    @Test
    void theCodeMessageAndHeadersAreRedactedEscapedAndCutButTheErrorMapStaysWhole() {
        String longText = "x".repeat(5_000);
        server.enqueue(new MockResponse.Builder()
                .code(409)
                .setHeader("Content-Type", "application/json")
                .setHeader("X-Echo", "Bearer " + TOKEN)
                .setHeader("X-Long", longText)
                .body("{\"error\":{\"code\":\"c\\u001b" + TOKEN + "\",\"message\":\"" + longText + "\\n" + TOKEN
                        + "\"}}")
                .build());
        assertThatThrownBy(() -> post(ServiceContext.of(config()))).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.errorCode()).contains("c\\u001b<redacted>");
            assertThat(e.errorMessage())
                    .hasValueSatisfying(m -> assertThat(m)
                            .startsWith("xxx")
                            .endsWith("...(cut, " + (5_001 + "<redacted>".length()) + " characters)")
                            .doesNotContain(TOKEN)
                            .hasSizeLessThan(1_100));
            assertThat(e.header("x-echo")).contains("Bearer <redacted>");
            assertThat(e.header("x-long"))
                    .hasValueSatisfying(
                            v -> assertThat(v).hasSizeLessThan(1_100).endsWith("...(cut, 5000 characters)"));
            assertThat(e.error().get("message")).isEqualTo(longText + "\n<redacted>");
            assertThat(e.getMessage()).doesNotContain(TOKEN);
        });
    }

    @Test
    void aRedirectCarriesTheAttemptsAndTheLocationHeader() {
        server.enqueue(new MockResponse.Builder()
                .code(302)
                .setHeader("Location", "https://elsewhere.example/x")
                .build());
        ClientConfig config = configBuilder().retryPolicy(RetryPolicy.none()).build();
        assertThatThrownBy(() -> get(ServiceContext.of(config)))
                .isInstanceOfSatisfying(UnexpectedResponseException.class, e -> {
                    assertThat(e.getMessage()).contains("(attempt 1, after ");
                    assertThat(e.header("location")).contains("https://elsewhere.example/x");
                    assertThat(e.attempts()).isEqualTo(1);
                });
    }

    @Test
    void anUnreadableAnswerAfterARetryCarriesTheAttemptsAndHeaders() {
        server.enqueue(error(503));
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .setHeader("Content-Type", "application/json")
                .setHeader("X-Request-Id", "r-ok")
                .body("{\"items\":[{\"id\":")
                .build());
        assertThatThrownBy(() -> get(ServiceContext.of(config())))
                .isInstanceOfSatisfying(UnreadableResponseException.class, e -> {
                    assertThat(e.attempts()).isEqualTo(2);
                    assertThat(e.header("x-request-id")).contains("r-ok");
                    assertThat(e.getMessage()).matches("(?s).*\\(request id r-ok; attempt 2, after \\d+ ms\\)");
                });
        assertThat(sleeps).hasSize(1);
    }

    private List<String> codeAndMessage(String errorObject) {
        server.enqueue(json(409, "{\"error\":" + errorObject + "}"));
        try {
            post(ServiceContext.of(
                    configBuilder().retryPolicy(RetryPolicy.none()).build()));
            throw new AssertionError("no exception for " + errorObject);
        } catch (ConflictException e) {
            return Arrays.asList(e.errorCode().orElse(null), e.errorMessage().orElse(null));
        }
    }

    @Test
    void anErrorObjectKeepsItsCodeMessageAndValuesAndAnHtmlBodyMapsByStatus() {
        ServiceContext ctx = ServiceContext.of(config());
        server.enqueue(new MockResponse.Builder()
                .code(409)
                .setHeader("Content-Type", "application/json")
                .body("{\"error\":{\"code\":\"name_taken\",\"message\":\"the name is taken\",\"n\":[1,2.5]}}")
                .build());
        assertThatThrownBy(() -> get(ctx)).isInstanceOfSatisfying(ConflictException.class, e -> {
            assertThat(e.errorCode()).contains("name_taken");
            assertThat(e.errorMessage()).contains("the name is taken");
            assertThat(e.error()).containsEntry("n", List.of(1, 2.5));
            assertThat(e.getMessage()).contains("the name is taken");
        });
        server.enqueue(new MockResponse.Builder()
                .code(404)
                .setHeader("Content-Type", "text/html")
                .body("<html>not here</html>")
                .build());
        assertThatThrownBy(() -> get(ctx))
                .isInstanceOfSatisfying(
                        NotFoundException.class,
                        e -> assertThat(e.getMessage()).contains("text/html body: <html>not here</html>"));
    }
}
