package dev.cloudsdk.core.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ClientConfigBuilder;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.RetryPolicy;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.QueueDispatcher;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * Base of every wire test: a fresh loopback MockWebServer per test, a config pointing at it under a path prefix,
 * a sleeper that records instead of sleeping, and a check after each test that no connection is left in use.
 */
public abstract class WireTest {
    /** A canary: a test fails if it appears in any message, string or log line. */
    public static final String TOKEN = "canary-token-7f3e9a1c";
    /** The default region of {@link #config()}. */
    public static final String REGION = "eu-1";
    /** The request id of {@link #success(int, String)}. */
    public static final String SUCCESS_REQUEST_ID = "req-success";

    @StartStop
    public final MockWebServer server = new MockWebServer();

    {
        server.setServerSocketFactory(new NoDelayServerSockets()); // ~44 ms per exchange without (Nagle)
    }

    protected final ConnectionPool pool = new ConnectionPool();
    protected final OkHttpClient http =
            new OkHttpClient.Builder().connectionPool(pool).build();
    protected final List<Duration> sleeps = new CopyOnWriteArrayList<>();

    /** @return a builder pointing at the server under {@code /api}, with token, region and a recording sleeper */
    protected ClientConfigBuilder configBuilder() {
        return ClientConfig.builder()
                .baseUrl(server.url("/api").toString())
                .token(TOKEN)
                .region(REGION)
                .httpClient(http)
                .retryPolicy(RetryPolicy.builder().sleeper(sleeps::add).build());
    }

    /** @return the default test config */
    protected ClientConfig config() {
        return configBuilder().build();
    }

    /** The number of the first log line this test may have written: {@link LogCapture#begin()}. */
    private long firstLogLine;

    @BeforeEach
    void forgetEarlierLogLines() {
        firstLogLine = LogCapture.begin();
    }

    @AfterEach
    void theTokenIsInNoLogLine() {
        try {
            assertThat(logLines()).as("log lines, captured at TRACE").noneMatch(line -> line.contains(TOKEN));
        } finally {
            LogCapture.end();
        }
    }

    /** @return the log lines written since this test began, those of tests running at the same time included */
    protected List<String> logLines() {
        return LogCapture.linesSince(firstLogLine);
    }

    @AfterEach
    void noConnectionLeftInUse() throws InterruptedException {
        // A response body that was not closed keeps its connection out of the idle set. A call ended by its
        // deadline or a close releases its connection on OkHttp's thread a moment later: allow it 2 s.
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
        while (pool.connectionCount() - pool.idleConnectionCount() > 0 && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        assertThat(pool.connectionCount() - pool.idleConnectionCount())
                .as("connections still in use after the test")
                .isZero();
    }

    /** @return the next request the server received; fails when none arrives within 5 s */
    protected RecordedRequest takeRequest() {
        try {
            RecordedRequest r = server.takeRequest(5, TimeUnit.SECONDS);
            assertThat(r).as("a request reached the server").isNotNull();
            return r;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /**
     * Asserts how many requests the server saw, for a test whose call ended without an answer to its last request
     * (a read timeout, a call deadline). MockWebServer counts a request once the connection's thread has read it,
     * and on a loaded machine that thread can run later than the client gives up, though the request was sent: a
     * count read at once can lack the last request. This waits up to 5 s for the count to reach {@code expected},
     * then asserts it is exactly that, so a request too many still fails, and one too few after 5 s.
     *
     * @param expected how many requests the call sent
     */
    protected void assertRequestCount(int expected) {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        try {
            while (server.getRequestCount() < expected && System.nanoTime() < until) {
                Thread.sleep(10);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        assertThat(server.getRequestCount()).as("requests the server saw").isEqualTo(expected);
    }

    /**
     * For a test that makes its next call while an earlier request is still in flight (a delayed answer that it
     * cancels, say): tells when the server has taken that request's answer, and answers at once a request that
     * no answer was queued for. Call it before enqueueing the answers.
     *
     * <p>MockWebServer records a request, so that {@link #takeRequest()} returns it, before the connection's thread
     * takes the request's answer from the queue, and the queue hands out answers in the order those threads take
     * them, not in the order the requests came. A next call made as soon as {@code takeRequest()} returned can
     * be answered first, with the answer queued for the request in flight; waiting on the returned latch instead
     * rules that out. A request with no answer left gets a 400 that says so, rather than MockWebServer's wait for
     * an answer, which the SDK takes for a server that does not answer and waits out to the call deadline.
     *
     * @param which the request in flight
     * @return a latch that opens once the server has taken the answer of the first request {@code which} matches
     */
    protected CountDownLatch answerTaken(Predicate<RecordedRequest> which) {
        CountDownLatch taken = new CountDownLatch(1);
        QueueDispatcher answers = new QueueDispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                MockResponse answer = super.dispatch(request);
                if (which.test(request)) {
                    taken.countDown();
                }
                return answer;
            }
        };
        answers.setFailFast(new MockResponse.Builder()
                .code(400)
                .setHeader("Content-Type", "application/json")
                .body("{\"error\":{\"code\":\"UNEXPECTED_REQUEST\",\"message\":\"the test queued no answer for"
                        + " this request\"}}")
                .build());
        server.setDispatcher(answers);
        return taken;
    }

    /** @return the body of a request as UTF-8 text, empty when it had none */
    protected static String bodyOf(RecordedRequest r) {
        return r.getBody() == null ? "" : r.getBody().utf8();
    }

    /**
     * @param code the status
     * @param json the body
     * @return a JSON response
     */
    protected static MockResponse json(int code, String json) {
        return new MockResponse.Builder()
                .code(code)
                .setHeader("Content-Type", "application/json")
                .body(json)
                .build();
    }

    /**
     * @param code the status
     * @return a response in the API's error shape, with a request id
     */
    protected static MockResponse error(int code) {
        return new MockResponse.Builder()
                .code(code)
                .setHeader("Content-Type", "application/json")
                .setHeader("X-Request-Id", "req-" + code)
                .body("{\"error\":{\"code\":\"E" + code + "\",\"message\":\"problem " + code + "\"}}")
                .build();
    }

    /**
     * @param code a success status
     * @param json the body
     * @return a JSON response with the headers {@link #assertResponse} reads: {@link #SUCCESS_REQUEST_ID} as
     *     {@code X-Request-Id}, {@code X-Multi} sent twice ({@code a}, {@code b}) and {@code X-Echo} holding the
     *     token ({@code Bearer} {@link #TOKEN})
     */
    protected static MockResponse success(int code, String json) {
        return successBuilder(code)
                .setHeader("Content-Type", "application/json")
                .body(json)
                .build();
    }

    /**
     * @param code a success status without a body, such as 204
     * @return a response without a body, with the headers of {@link #success(int, String)}
     */
    protected static MockResponse success(int code) {
        return successBuilder(code).build();
    }

    private static MockResponse.Builder successBuilder(int code) {
        return new MockResponse.Builder()
                .code(code)
                .setHeader("X-Request-Id", SUCCESS_REQUEST_ID)
                .addHeader("X-Echo", "Bearer " + TOKEN)
                .addHeader("X-Multi", "a")
                .addHeader("X-Multi", "b");
    }

    /**
     * Asserts the metadata of a {@code ...WithResponse} call's answer to {@link #success(int, String)} (its value is
     * the caller's to check): the status, the request id, a header looked up in any case, a header's two values in
     * order, the token redacted from the headers and absent from {@code toString()}, the attempts and an elapsed
     * time that is not negative.
     *
     * @param response what the call returned
     * @param status the status the server answered
     * @param attempts how many requests the call made, the successful one included
     */
    protected static void assertResponse(Response<?> response, int status, int attempts) {
        assertThat(response.statusCode()).as("status").isEqualTo(status);
        assertThat(response.requestId()).as("request id").isEqualTo(SUCCESS_REQUEST_ID);
        assertThat(response.header("x-request-id")).contains(SUCCESS_REQUEST_ID);
        assertThat(response.header("X-REQUEST-ID")).contains(SUCCESS_REQUEST_ID);
        assertThat(response.headers().get("x-multi")).as("a header sent twice").containsExactly("a", "b");
        assertThat(response.headers().get("x-echo"))
                .as("a header holding the token")
                .containsExactly("Bearer <redacted>");
        assertThat(response.toString()).doesNotContain(TOKEN);
        assertThat(response.attempts()).as("attempts").isEqualTo(attempts);
        assertThat(response.elapsed().isNegative()).as("elapsed is negative").isFalse();
    }

    /**
     * Asserts what a call answered with {@link #error(int)} ends in: exactly {@code type}, with the status, the
     * request id and the error object of that answer, after {@code attempts} requests and a recorded wait between
     * each two, and its message word for word: {@code HTTP 404 on GET /api/v1/...: problem 404 (request id req-404;
     * attempt 1, after 3 ms)}, the method and path those of the requests the server saw, {@code attempt 3 of 3} when
     * the status is one the policy retries (429, 500, 502, 503, 504) and the method idempotent, {@code ; not resent:
     * a POST} when only the method kept it from being retried. It takes the call's requests from the server.
     *
     * @param call the call
     * @param status the status the server answered
     * @param type the exception the status maps to
     * @param attempts how many requests the call makes: 1 unless the status is retried
     */
    protected void assertFailsWith(
            ThrowingCallable call, int status, Class<? extends ApiException> type, int attempts) {
        Throwable thrown = catchThrowable(call);
        assertThat(thrown).isExactlyInstanceOf(type);
        ApiException e = (ApiException) thrown;
        assertThat(e.statusCode()).as("status").isEqualTo(status);
        assertThat(e.requestId()).as("request id").contains("req-" + status);
        assertThat(e.error())
                .as("the error object")
                .containsEntry("code", "E" + status)
                .containsEntry("message", "problem " + status);
        assertThat(server.getRequestCount()).as("attempts").isEqualTo(attempts);
        assertThat(sleeps).as("the waits between attempts").hasSize(attempts - 1);
        RecordedRequest last = null;
        for (int i = 0; i < attempts; i++) {
            last = takeRequest();
        }
        String method = last.getMethod();
        boolean retriedStatus = List.of(429, 500, 502, 503, 504).contains(status);
        boolean idempotent = List.of("GET", "PUT", "DELETE").contains(method);
        assertThat(e)
                .as("the message")
                .hasMessageMatching(Pattern.quote("HTTP " + status + " on " + method + " "
                                + last.getUrl().encodedPath() + ": problem " + status + " (request id req-" + status
                                + "; attempt "
                                + attempts + (retriedStatus && idempotent ? " of " + attempts : "") + ", after ")
                        + "\\d+ ms"
                        + Pattern.quote((retriedStatus && !idempotent ? "; not resent: a " + method : "") + ")"));
    }

    /**
     * @param path a resource path such as {@code loadbalancer/pool.json}
     * @return its text
     */
    protected static String fixture(String path) {
        try (InputStream in = WireTest.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
