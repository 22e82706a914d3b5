package dev.cloudsdk.core.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.UnexpectedResponseException;
import dev.cloudsdk.core.UnreadableResponseException;
import dev.cloudsdk.core.internal.TestOperations;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.Endpoint.Operation;
import dev.cloudsdk.core.runtime.RegionHeader;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.LogCapture;
import dev.cloudsdk.core.testing.WireTest;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Server text is data: the token a server echoes is redacted from every text the SDK did not write, control
 * characters are shown as visible escapes, and server text in a message is bounded.
 */
class RedactionTest extends WireTest {
    static final Operation GET = TestOperations.get("TestGet", "v1/things/{}", RegionHeader.NOT_SENT);
    static final UUID ID = UUID.fromString("0b8e4c52-8f0c-4c1e-9d53-6a2b1f7e3d10");
    /** CR, LF, ESC, BEL and NEL: what it takes to forge a log line or repaint a terminal. */
    static final String FORGED = "ok\r\n2026-11-23 INFO fake line\u001b[31m red\u0007\u0085end";

    record Thing(UUID id, String displayName) {}

    private Thing get(ClientConfig config) {
        return Calls.call(
                ServiceContext.of(config),
                GET,
                new Object[] {ID},
                List.of(),
                null,
                ResponseShape.member("thing", DatabindOracle.reader(Thing.class)));
    }

    private ClientConfig noRetries() {
        return configBuilder().retryPolicy(RetryPolicy.none()).logBodies(true).build();
    }

    static Stream<Arguments> echoes() {
        return Stream.of(
                Arguments.of(
                        "error.message",
                        new MockResponse.Builder()
                                .code(400)
                                .setHeader("Content-Type", "application/json")
                                .body("{\"error\":{\"message\":\"bad token " + TOKEN + "\",\"nested\":{\"t\":\"" + TOKEN
                                        + "\"},\"list\":[\"" + TOKEN + "\"]}}")
                                .build()),
                Arguments.of(
                        "HTML error body",
                        new MockResponse.Builder()
                                .code(502)
                                .setHeader("Content-Type", "text/html")
                                .body("<html><body>Bad gateway for Bearer " + TOKEN + "</body></html>")
                                .build()),
                Arguments.of(
                        "Location",
                        new MockResponse.Builder()
                                .code(302)
                                .setHeader("Location", "https://elsewhere.example/login?token=" + TOKEN)
                                .build()),
                Arguments.of(
                        "X-Request-Id",
                        new MockResponse.Builder()
                                .code(404)
                                .setHeader("Content-Type", "application/json")
                                .setHeader("X-Request-Id", "id-" + TOKEN)
                                .body("{\"error\":{\"message\":\"no such thing\"}}")
                                .build()));
    }

    @Test
    void anEchoedTokenInAnUnreadable200IsInNoMessageSnippetRequestIdOrLogLine() {
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .setHeader("Content-Type", "application/json")
                .setHeader("X-Request-Id", TOKEN)
                .setHeader("Location", "/x/" + TOKEN)
                .body("{\"thing\":{\"display_name\":\"" + TOKEN + "\"},\"oops\":")
                .build());
        assertThatThrownBy(() -> get(noRetries())).isInstanceOfSatisfying(UnreadableResponseException.class, e -> {
            assertThat(e.getMessage()).doesNotContain(TOKEN).doesNotContain("canary");
            assertThat(e.toString()).doesNotContain(TOKEN);
            assertThat(e.bodySnippet()).doesNotContain(TOKEN).contains("<redacted>");
            assertThat(e.requestId().orElse("")).doesNotContain(TOKEN);
        });
        assertThat(takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer " + TOKEN);
        assertThat(LogCapture.lines()).as("log lines at TRACE").isNotEmpty().noneMatch(l -> l.contains(TOKEN));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("echoes")
    void anEchoedTokenIsInNoMessageSnippetRequestIdErrorValueOrLogLine(String where, MockResponse response) {
        server.enqueue(response);
        assertThatThrownBy(() -> get(noRetries())).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.getMessage()).doesNotContain(TOKEN).doesNotContain("canary");
            assertThat(e.toString()).doesNotContain(TOKEN);
            assertThat(e.bodySnippet()).doesNotContain(TOKEN);
            assertThat(e.requestId().orElse("")).doesNotContain(TOKEN);
            assertThat(e.error().toString()).doesNotContain(TOKEN);
        });
        assertThat(takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer " + TOKEN);
        assertThat(LogCapture.lines()).as("log lines at TRACE").isNotEmpty().noneMatch(l -> l.contains(TOKEN));
    }

    @Test
    void aParserMessageQuotingTheTokenIsNotKeptAsTheCause() {
        // Jackson quotes an unquoted word whole when it is identifier-like; this token is.
        String token = "plainIdentToken7f3e9a1c";
        server.enqueue(json(200, "{\"thing\":{\"display_name\":" + token + "}}"));
        ClientConfig config =
                configBuilder().token(token).retryPolicy(RetryPolicy.none()).build();
        assertThatThrownBy(() -> get(config)).isInstanceOfSatisfying(UnreadableResponseException.class, e -> {
            assertThat(e.getMessage()).contains("<redacted>").doesNotContain(token);
            for (Throwable t = e; t != null; t = t.getCause()) {
                assertThat(String.valueOf(t.getMessage()))
                        .as("message of %s", t.getClass())
                        .doesNotContain(token);
            }
        });
        takeRequest();
        assertThat(LogCapture.lines()).noneMatch(l -> l.contains(token));
    }

    @Test
    void aTokenEchoedJsonEscapedInAnErrorBodyIsRedactedToo() {
        String token = "abc/def+ghi==";
        server.enqueue(new MockResponse.Builder()
                .code(401)
                .setHeader("Content-Type", "application/json")
                .body("{\"error\":{\"seen\":\"Bearer abc\\/def\\u002bghi==\",\"other\":\"abc\\u002Fdef+ghi==\"}}")
                .build());
        ClientConfig config =
                configBuilder().token(token).retryPolicy(RetryPolicy.none()).build();
        assertThatThrownBy(() -> get(config)).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.getMessage())
                    .doesNotContain("def\\u002bghi")
                    .doesNotContain("abc\\u002Fdef")
                    .doesNotContain("abc\\/def");
            assertThat(e.bodySnippet()).doesNotContain("ghi==").contains("<redacted>");
        });
        takeRequest();
    }

    @Test
    void theRedactedTextSaysSo() {
        server.enqueue(new MockResponse.Builder()
                .code(409)
                .setHeader("Content-Type", "application/json")
                .setHeader("X-Request-Id", "r-" + TOKEN)
                .body("{\"error\":{\"message\":\"token " + TOKEN + " is busy\"}}")
                .build());
        assertThatThrownBy(() -> get(noRetries())).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.getMessage())
                    .matches(Pattern.quote("HTTP 409 on GET /api/v1/things/" + ID
                                    + ": token <redacted> is busy (request id r-<redacted>; attempt 1, after ")
                            + "\\d+ ms\\)");
            assertThat(e.error()).containsEntry("message", "token <redacted> is busy");
        });
    }

    @Test
    void controlCharactersInServerTextAreShownAsEscapesInMessagesAndLogs() {
        server.enqueue(new MockResponse.Builder()
                .code(400)
                .setHeader("Content-Type", "application/json")
                .addHeaderLenient("X-Request-Id", "id\u001b[2J\u0007")
                .addHeaderLenient("Location", "/x\u001b]0;title\u0007")
                .body("{\"error\":{\"message\":\""
                        + FORGED.replace("\r", "\\r")
                                .replace("\n", "\\n")
                                .replace("\u001b", "\\u001b")
                                .replace("\u0007", "\\u0007")
                        + "\"}}")
                .build());
        assertThatThrownBy(() -> get(noRetries())).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.getMessage())
                    .doesNotContain("\r", "\n", "\u001b", "\u0007", "\u0085")
                    .contains("ok\\r\\n2026-11-23 INFO fake line\\u001b[31m red\\u0007\\u0085end")
                    .contains("(request id id\\u001b[2J\\u0007; attempt 1, after ");
            assertThat(e.bodySnippet()).doesNotContain("\r", "\n", "\u001b", "\u0007");
            assertThat(e.requestId()).hasValue("id\\u001b[2J\\u0007");
            // The error object is the server's, whole and unescaped.
            assertThat(e.error()).containsEntry("message", FORGED);
        });
        takeRequest();
        assertThat(LogCapture.lines())
                .as("log lines at TRACE")
                .isNotEmpty()
                .noneMatch(l -> l.contains("\u001b") || l.contains("\u0007") || l.contains("\r") || l.contains("\n"))
                .anyMatch(l -> l.contains("id\\u001b[2J\\u0007"));
    }

    @Test
    void aLongServerMessageIsCutInTheMessageAndWholeInTheErrorObject() {
        String longText = "x".repeat(60_000);
        server.enqueue(new MockResponse.Builder()
                .code(400)
                .setHeader("Content-Type", "application/json")
                .setHeader("X-Request-Id", "r".repeat(5_000))
                .body("{\"error\":{\"message\":\"" + longText + "\"}}")
                .build());
        assertThatThrownBy(() -> get(noRetries())).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.getMessage()).hasSizeLessThan(1_500).contains("...(cut, 60000 characters)");
            assertThat(e.error()).isEqualTo(Map.of("message", longText));
            assertThat(e.bodySnippet()).hasSizeLessThan(600);
        });
        takeRequest();
        assertThat(LogCapture.lines()).allSatisfy(l -> assertThat(l).hasSizeLessThan(6_000));
    }

    @Test
    void aLongRedirectTargetIsCut() {
        server.enqueue(new MockResponse.Builder()
                .code(301)
                .setHeader("Location", "/" + "y".repeat(20_000))
                .build());
        assertThatThrownBy(() -> get(noRetries()))
                .isInstanceOfSatisfying(
                        UnexpectedResponseException.class,
                        e -> assertThat(e.getMessage()).hasSizeLessThan(1_500).contains("...(cut, 20001 characters)"));
        takeRequest();
    }
}
