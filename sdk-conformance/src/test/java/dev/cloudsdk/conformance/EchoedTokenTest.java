package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.testing.LogCapture;
import dev.cloudsdk.core.testing.TokenSpellings;
import dev.cloudsdk.core.testing.WireTest;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import java.util.stream.Stream;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A server that echoes the caller's token back, in every spelling an encoder may give it (percent-encoded in either
 * case with any characters left alone, form-encoded, encoded twice, JSON-escaped as PHP, .NET and Gson write it,
 * HTML references, ...), for tokens of the shapes real services issue, in the body, the error object and the
 * headers of every answer that fails a call: each error status the reference documents and 429, an HTML page from a
 * proxy, a redirect, a success whose body cannot be read, a broken status line. Every operation takes its turn.
 * Nothing the SDK shows (the message, {@code toString()}, each accessor, the printed stack trace with its causes,
 * the log lines at TRACE with bodies logged) holds any spelling of the token.
 */
class EchoedTokenTest extends WireTest {
    /** An answer that fails the call, echoing {@code spelled} (as JSON string content, and as header text). */
    private record Echo(String name, BiFunction<OperationRow, Spelled, MockResponse> answer) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** A spelling, as it goes into a JSON string's source and into a header. */
    private record Spelled(String json, String text) {}

    private static final Echo UNREADABLE = new Echo(
            "unreadable success",
            (row, s) -> headers(new MockResponse.Builder().code(row.successStatus()), s)
                    .setHeader("Content-Type", "application/json")
                    .body("{\"echo\":\"" + s.json() + "\",,")
                    .build());
    private static final List<Echo> ECHOES = List.of(
            echoedIn(400),
            echoedIn(401),
            echoedIn(404),
            echoedIn(409),
            echoedIn(429),
            echoedIn(500),
            new Echo(
                    "HTML 502",
                    (row, s) -> headers(new MockResponse.Builder().code(502), s)
                            .setHeader("Content-Type", "text/html")
                            .body("<p>Bad gateway for Bearer " + s.text() + "</p>")
                            .build()),
            new Echo(
                    "redirect",
                    (row, s) -> headers(new MockResponse.Builder().code(302), s)
                            .setHeader("Location", "https://elsewhere.example/cb?access_token=" + s.text())
                            .build()),
            UNREADABLE,
            new Echo(
                    "broken status line",
                    (row, s) -> new MockResponse.Builder()
                            .status("HTTP/1.1 2x0 token " + s.text())
                            .build()));

    private static Echo echoedIn(int status) {
        return new Echo(
                String.valueOf(status),
                (row, s) -> headers(new MockResponse.Builder().code(status), s)
                        .setHeader("Content-Type", "application/json")
                        .body("{\"error\":{\"message\":\"the token " + s.json() + " is invalid\",\"code\":\"" + s.json()
                                + "\",\"seen\":{\"tokens\":[\"" + s.json() + "\"]}}}")
                        .build());
    }

    private static MockResponse.Builder headers(MockResponse.Builder b, Spelled s) {
        return b.setHeader("X-Request-Id", "req-" + s.text())
                .setHeader("X-Echo", s.text())
                .setHeader(
                        "WWW-Authenticate",
                        "Bearer error=\"invalid_token\", error_description=\"" + s.text() + " expired\"");
    }

    static Stream<Arguments> spellings() {
        return TokenSpellings.tokens().stream().flatMap(token -> {
            Map<String, String> json = TokenSpellings.json(token);
            return TokenSpellings.text(token).entrySet().stream()
                    .map(e -> Arguments.of(
                            token,
                            e.getKey(),
                            new Spelled(
                                    json.containsKey(e.getKey()) ? e.getValue() : jsonContent(e.getValue()),
                                    e.getValue())));
        });
    }

    /** The text as the content of a JSON string: what a JSON writer makes of a text spelling. */
    private static String jsonContent(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("spellings")
    void nothingShownHoldsAnySpellingOfTheToken(String token, String how, Spelled spelled) {
        List<OperationRow> rows = FaultMatrixRows.rows();
        ClientConfig fixed = configBuilder()
                .token(token)
                .retryPolicy(RetryPolicy.none())
                .logBodies(true)
                .callTimeout(Duration.ofSeconds(5))
                .build();
        ClientConfig provided = configBuilder()
                .tokenProvider(() -> token)
                .retryPolicy(RetryPolicy.none())
                .logBodies(true)
                .callTimeout(Duration.ofSeconds(5))
                .build();
        AtomicReference<Supplier<MockResponse>> answer = new AtomicReference<>();
        // Every request gets the echo: a 401 is asked once more with the provider's token.
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return answer.get().get();
            }
        });
        int turn = how.length();
        for (Echo echo : ECHOES) {
            OperationRow next = rows.get(turn++ % rows.size());
            // A 204 cannot carry the unreadable body (OkHttp refuses it before the SDK reads it): the next row's turn.
            for (int tries = 0; echo == UNREADABLE && next.successStatus() == 204 && tries < rows.size(); tries++) {
                next = rows.get(turn++ % rows.size());
            }
            OperationRow row = next;
            ClientConfig config = turn % 2 == 0 ? fixed : provided;
            LogCapture.clear();
            answer.set(() -> echo.answer().apply(row, spelled));
            Throwable e = catchThrowable(() -> row.call().apply(config));
            String where = row + ", " + echo + ", " + how;
            assertThat(e).as(where).isNotNull();
            assertThat(e.getMessage()).as(where).contains("<redacted>");
            for (Map.Entry<String, String> shown : shown(e).entrySet()) {
                TokenSpellings.assertNoSpelling(where + ": " + shown.getKey(), shown.getValue(), token);
            }
            assertThat(LogCapture.lines())
                    .as(where + ": log lines")
                    .isNotEmpty()
                    .allSatisfy(line -> TokenSpellings.assertNoSpelling(where + ": a log line", line, token));
        }
    }

    /** Every text the SDK shows of a failure, by what it is. */
    private static Map<String, String> shown(Throwable e) {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        if (!(e instanceof ApiException a)) {
            return Map.of("getMessage()", e.getMessage(), "toString()", e.toString(), "stack trace", trace.toString());
        }
        return Map.of(
                "getMessage()",
                e.getMessage(),
                "toString()",
                e.toString(),
                "stack trace",
                trace.toString(),
                "errorMessage()",
                a.errorMessage().orElse(""),
                "errorCode()",
                a.errorCode().orElse(""),
                "error()",
                a.error().toString(),
                "bodySnippet()",
                a.bodySnippet(),
                "headers()",
                a.headers().toString(),
                "requestId()",
                a.requestId().orElse(""));
    }
}
