package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ClientConfigBuilder;
import dev.cloudsdk.core.RateLimitException;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.UnreadableResponseException;
import dev.cloudsdk.core.testing.WireTest;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The fault matrix: every operation (a row of {@link #rows()}) against every fault (a test method below). For each
 * socket fault and each malformed answer it asserts the exception type, how many requests the server saw (exactly
 * one for a POST once sent), the time taken against the limits, and (through {@link WireTest}) that no connection
 * is left in use and no log line holds the token. A new operation gets its row from the document.
 */
class FaultMatrixTest extends WireTest {
    /** A read timeout short enough for tests, long enough for a loaded 2-core machine. */
    private static final Duration READ_TIMEOUT = Duration.ofMillis(400);

    private static final Duration DEADLINE = Duration.ofMillis(900);
    /** How far past a limit a call may end: scheduling on a busy machine, never another attempt. */
    private static final long MARGIN_MILLIS = 1500;

    /**
     * @return one row per operation (generated from the document: {@link FaultMatrixRows}), and one more per policy
     *     that changes how an operation is retried (hand-written: {@link PolicyRows})
     */
    static List<OperationRow> rows() {
        List<OperationRow> rows = new ArrayList<>(FaultMatrixRows.rows());
        rows.addAll(PolicyRows.rows());
        rows.stream().filter(r -> !r.complete()).findFirst().ifPresent(r -> {
            throw new IllegalStateException("fault-matrix row " + r + " lacks its call, success or resend rule");
        });
        return rows;
    }

    /**
     * @return the rows whose success has a body (all but those of an operation answering 204): the cases that cut,
     *     slow or truncate the success body run on these only, since a success without a body has none to spoil
     */
    static List<OperationRow> rowsWithABody() {
        return rows().stream().filter(OperationRow::hasBody).toList();
    }

    /** Runs a fault case once per row of {@link #rows()}, each on a fresh server, named for the operation. */
    @Target(ElementType.METHOD)
    @Retention(RetentionPolicy.RUNTIME)
    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    @ExtendWith(RowNamedOnFailure.class)
    @interface EveryOperation {}

    /** Runs a fault case once per row of {@link #rowsWithABody()}, as {@link EveryOperation} does. */
    @Target(ElementType.METHOD)
    @Retention(RetentionPolicy.RUNTIME)
    @ParameterizedTest(name = "{0}")
    @MethodSource("rowsWithABody")
    @ExtendWith(RowNamedOnFailure.class)
    @interface EveryOperationWithABody {}

    /**
     * A case that waits out a read timeout or the call deadline on every row: its rows run at once, each on its own
     * server, client and sleeper, while the other cases run one by one (junit-platform.properties enables this).
     * The log lines a case checks are its own: {@link WireTest#logLines()} keeps those of every case still running.
     */
    @Target(ElementType.METHOD)
    @Retention(RetentionPolicy.RUNTIME)
    @Execution(ExecutionMode.CONCURRENT)
    @interface WaitsOutALimit {}

    /** @return the test's config (loopback server, token, region, recording sleeper) with the row's policy */
    private ClientConfigBuilder configBuilder(OperationRow row) {
        return configBuilder()
                .retryPolicy(row.policy()
                        .apply(RetryPolicy.builder().sleeper(sleeps::add))
                        .build());
    }

    private Object call(OperationRow row) {
        return call(row, configBuilder(row).build());
    }

    private static Object call(OperationRow row, ClientConfig config) {
        return row.call().apply(config);
    }

    /** @return the row's success: its JSON body, or no body and no {@code Content-Type} (a 204) */
    private static MockResponse.Builder success(OperationRow row) {
        MockResponse.Builder success = new MockResponse.Builder().code(row.successStatus());
        return row.hasBody()
                ? success.setHeader("Content-Type", "application/json").body(row.successJson())
                : success;
    }

    private void enqueueFaultThenSuccess(OperationRow row, MockResponse fault) {
        server.enqueue(fault);
        server.enqueue(success(row).build());
    }

    @EveryOperation
    void disconnectBeforeTheRequestIsRead(OperationRow row) {
        enqueueFaultThenSuccess(
                row,
                new MockResponse.Builder()
                        .onRequestStart(new SocketEffect.CloseSocket())
                        .build());
        if (row.repeatable()) {
            assertThat(call(row)).isNotNull();
            assertThat(sleeps).hasSize(1);
        } else {
            assertThatThrownBy(() -> call(row))
                    .isExactlyInstanceOf(ApiConnectionException.class)
                    .satisfies(e -> assertThat(((ApiConnectionException) e).requestMayHaveBeenSent())
                            .isTrue());
            assertThat(server.getRequestCount()).isLessThanOrEqualTo(1);
            assertThat(sleeps).isEmpty();
        }
    }

    @EveryOperation
    void disconnectAfterTheRequestWasRead(OperationRow row) {
        enqueueFaultThenSuccess(
                row,
                new MockResponse.Builder()
                        .onResponseStart(new SocketEffect.CloseSocket())
                        .build());
        if (row.repeatable()) {
            assertThat(call(row)).isNotNull();
            assertThat(server.getRequestCount()).isEqualTo(2);
        } else {
            assertThatThrownBy(() -> call(row))
                    .isExactlyInstanceOf(ApiConnectionException.class)
                    .hasMessageContaining("may have been sent")
                    .satisfies(e -> assertThat(((ApiConnectionException) e).requestMayHaveBeenSent())
                            .isTrue());
            assertThat(server.getRequestCount()).isEqualTo(1);
        }
    }

    @EveryOperationWithABody
    void disconnectInTheMiddleOfTheBody(OperationRow row) {
        enqueueFaultThenSuccess(
                row, success(row).onResponseBody(new SocketEffect.CloseSocket()).build());
        if (row.repeatable()) {
            assertThat(call(row)).isNotNull();
            assertThat(server.getRequestCount()).isEqualTo(2);
        } else {
            assertThatThrownBy(() -> call(row)).isInstanceOf(ApiConnectionException.class);
            assertThat(server.getRequestCount()).isEqualTo(1);
        }
    }

    @WaitsOutALimit
    @EveryOperation
    void noResponseHitsTheReadTimeout(OperationRow row) {
        for (int i = 0; i < 3; i++) {
            server.enqueue(new MockResponse.Builder()
                    .onResponseStart(SocketEffect.Stall.INSTANCE)
                    .build());
        }
        ClientConfig config = configBuilder(row).readTimeout(READ_TIMEOUT).build();
        int attempts = row.repeatable() ? 3 : 1;
        long start = System.nanoTime();
        assertThatThrownBy(() -> call(row, config))
                .isExactlyInstanceOf(ApiTimeoutException.class)
                .hasMessageContaining("read timeout")
                .satisfies(
                        e -> assertThat(((ApiTimeoutException) e).limit()).isEqualTo(ApiTimeoutException.Limit.READ));
        assertThat(elapsedMillis(start)).isLessThan(attempts * READ_TIMEOUT.toMillis() + MARGIN_MILLIS);
        assertRequestCount(attempts);
    }

    @WaitsOutALimit
    @EveryOperation
    void noResponseEndsAtTheCallDeadline(OperationRow row) {
        for (int i = 0; i < 3; i++) {
            server.enqueue(new MockResponse.Builder()
                    .onResponseStart(SocketEffect.Stall.INSTANCE)
                    .build());
        }
        ClientConfig config = configBuilder(row).callTimeout(DEADLINE).build();
        long start = System.nanoTime();
        assertThatThrownBy(() -> call(row, config))
                .isExactlyInstanceOf(ApiTimeoutException.class)
                .hasMessageContaining("call deadline of " + DEADLINE.toMillis() + " ms exceeded")
                .satisfies(e -> assertThat(((ApiTimeoutException) e).limit())
                        .isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE));
        assertThat(elapsedMillis(start)).isBetween(DEADLINE.toMillis() - 50, DEADLINE.toMillis() + MARGIN_MILLIS);
        assertRequestCount(1);
    }

    @EveryOperation
    void aThrottledBodyWithinTheDeadlineStillSucceeds(OperationRow row) {
        server.enqueue(success(row).throttleBody(64, 5, TimeUnit.MILLISECONDS).build());
        assertThat(call(row)).isNotNull();
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @WaitsOutALimit
    @EveryOperationWithABody
    void aThrottledBodyPastTheDeadlineEndsAtTheDeadline(OperationRow row) {
        server.enqueue(success(row).throttleBody(1, 200, TimeUnit.MILLISECONDS).build());
        ClientConfig config = configBuilder(row).callTimeout(DEADLINE).build();
        long start = System.nanoTime();
        assertThatThrownBy(() -> call(row, config))
                .isExactlyInstanceOf(ApiTimeoutException.class)
                .satisfies(e -> assertThat(((ApiTimeoutException) e).limit())
                        .isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE));
        assertThat(elapsedMillis(start)).isLessThan(DEADLINE.toMillis() + MARGIN_MILLIS);
        // MockWebServer throttles its reading of a request body too, so a POST may not be recorded yet; what
        // matters is that nothing was sent twice.
        assertThat(server.getRequestCount()).isLessThanOrEqualTo(1);
        assertThat(sleeps).isEmpty();
    }

    @EveryOperation
    void anHtml502FromAProxy(OperationRow row) {
        for (int i = 0; i < 3; i++) {
            server.enqueue(new MockResponse.Builder()
                    .code(502)
                    .setHeader("Content-Type", "text/html")
                    .body("<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>")
                    .build());
        }
        int attempts = row.repeatable() ? 3 : 1;
        assertThatThrownBy(() -> call(row))
                .isExactlyInstanceOf(ServerException.class)
                .hasMessageContaining("HTTP 502")
                .hasMessageContaining("502 Bad Gateway")
                // A POST answered 502 is not resent, so its message does not say "of 3" (issue 36).
                .hasMessageContaining(row.repeatable() ? "(attempt 3 of 3, after " : "(attempt 1, after ")
                .hasMessageEndingWith(row.repeatable() ? " ms)" : " ms; not resent: a POST)")
                .satisfies(e -> assertThat(((ServerException) e).attempts()).isEqualTo(attempts));
        assertThat(server.getRequestCount()).isEqualTo(attempts);
        assertThat(sleeps).hasSize(attempts - 1);
    }

    @EveryOperationWithABody
    void truncatedJsonIsNeverRetried(OperationRow row) {
        String body = row.successJson();
        server.enqueue(new MockResponse.Builder()
                .code(row.successStatus())
                .setHeader("Content-Type", "application/json")
                .body(body.substring(0, body.length() / 2))
                .build());
        Throwable thrown = catchThrowable(() -> call(row));
        assertThat(thrown)
                .isExactlyInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("HTTP " + row.successStatus())
                .hasMessageContaining("(attempt 1, after ")
                .satisfies(e -> assertThat(((UnreadableResponseException) e).bodySnippet())
                        .isNotEmpty());
        // A read changed nothing and a PUT or DELETE is idempotent, so it can be repeated; a POST was accepted, so
        // it probably took effect.
        assertThat(thrown)
                .hasMessageContaining(
                        Set.of("GET", "PUT", "DELETE").contains(takeRequest().getMethod())
                                ? "can simply be repeated"
                                : "has probably taken effect: check the resource");
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @EveryOperation
    void tooManyRequestsWithRetryAfter(OperationRow row) {
        enqueueFaultThenSuccess(
                row,
                new MockResponse.Builder()
                        .code(429)
                        .setHeader("Retry-After", "2")
                        .setHeader("Content-Type", "application/json")
                        .body("{\"error\":{\"message\":\"slow down\"}}")
                        .build());
        if (row.repeatable()) {
            assertThat(call(row)).isNotNull();
            assertThat(sleeps).containsExactly(Duration.ofSeconds(2));
            assertThat(server.getRequestCount()).isEqualTo(2);
        } else {
            assertThatThrownBy(() -> call(row))
                    .isExactlyInstanceOf(RateLimitException.class)
                    .satisfies(e -> assertThat(((ApiException) e).statusCode()).isEqualTo(429))
                    .satisfies(e ->
                            assertThat(((RateLimitException) e).retryAfter()).contains(Duration.ofSeconds(2)));
            assertThat(server.getRequestCount()).isEqualTo(1);
        }
    }

    @EveryOperation
    void serviceUnavailableThenSuccess(OperationRow row) {
        enqueueFaultThenSuccess(row, error(503));
        if (row.repeatable()) {
            assertThat(call(row)).isNotNull();
            assertThat(server.getRequestCount()).isEqualTo(2);
            assertThat(logLines())
                    .anyMatch(l -> l.startsWith("DEBUG dev.cloudsdk.http: retrying ")
                            && l.contains("(attempt 2 of 3) after HTTP 503; waiting "));
        } else {
            assertThatThrownBy(() -> call(row)).isExactlyInstanceOf(ServerException.class);
            assertThat(server.getRequestCount()).isEqualTo(1);
        }
    }

    @EveryOperation
    void serviceUnavailableWithRetryAfterZeroIsNotResentBehindTheSdksBack(OperationRow row) {
        // OkHttp itself follows a 503 with "Retry-After: 0" by sending the request again, whatever the method.
        enqueueFaultThenSuccess(
                row,
                new MockResponse.Builder()
                        .code(503)
                        .setHeader("Retry-After", "0")
                        .setHeader("Content-Type", "application/json")
                        .body("{\"error\":{\"message\":\"busy\"}}")
                        .build());
        if (row.repeatable()) {
            assertThat(call(row)).isNotNull();
            assertThat(server.getRequestCount()).isEqualTo(2);
        } else {
            assertThatThrownBy(() -> call(row))
                    .isExactlyInstanceOf(ServerException.class)
                    .hasMessageContaining("HTTP 503");
            assertThat(server.getRequestCount()).isEqualTo(1);
        }
    }

    @EveryOperation
    void aRefusedConnectionIsRetriedEvenForAPostBecauseNothingWasSent(OperationRow row) {
        String url = server.url("/api").toString();
        server.close();
        ClientConfig config = configBuilder(row).baseUrl(url).build();
        assertThatThrownBy(() -> call(row, config))
                .isExactlyInstanceOf(ApiConnectionException.class)
                .hasMessageContaining("could not connect")
                .satisfies(e -> assertThat(((ApiConnectionException) e).requestMayHaveBeenSent())
                        .isFalse());
        assertThat(sleeps).hasSize(2);
    }

    private static long elapsedMillis(long startNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    }
}
