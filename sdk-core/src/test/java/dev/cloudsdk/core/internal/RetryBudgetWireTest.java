package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RateLimitException;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.internal.BudgetCalls.Mode;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.WireTest;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import mockwebserver3.MockResponse;
import mockwebserver3.QueueDispatcher;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The retry budget over the wire, blocking and async: an outage drains it in exactly 100 retries, a refused retry
 * ends the call with the real error saying why, successes refund it, and it recovers by itself.
 */
class RetryBudgetWireTest extends WireTest {
    private static final String SPENT = "not retried: the retry budget of this ClientConfig is spent";

    private final BudgetCalls.Service service = new BudgetCalls.Service();

    {
        server.setDispatcher(service);
    }

    private RetryPolicy.Builder policy() {
        return RetryPolicy.builder().sleeper(sleeps::add).baseDelay(Duration.ZERO);
    }

    private ClientConfig config(RetryPolicy.Builder policy) {
        return configBuilder().retryPolicy(policy.build()).build();
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void anOutageDrainsTheBudgetInExactly100RetriesThenEachCallMakesOneRequest(Mode mode) {
        ClientConfig config = config(policy());
        ServiceContext ctx = ServiceContext.of(config);
        service.answer(503);
        List<RuntimeException> failures = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            failures.add(mode.failure(ctx));
        }
        // 50 calls of 3 attempts pay 100 retries of 5 tokens; the 100 calls after them are not retried.
        assertThat(service.requests()).isEqualTo(150 + 100);
        assertThat(Internals.available(BudgetCalls.budget(config))).isZero();
        assertThat(failures).allMatch(e -> e.getClass() == ServerException.class);
        assertThat(failures.subList(0, 50)).noneMatch(e -> e.getMessage().contains(SPENT));
        assertThat(failures.subList(50, 150))
                .allMatch(e -> e.getMessage().contains("; attempt 1 of 3, after ")
                        && e.getMessage().contains(SPENT));
        if (mode == Mode.SYNC) {
            assertThat(sleeps).hasSize(100);
        }
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void theRefusedCallEndsWithTheRealErrorWhoseMessageSaysTheBudgetIsSpent(Mode mode) {
        ClientConfig config = config(policy().retryBudget(10));
        ServiceContext ctx = ServiceContext.of(config);
        service.answer(503);
        ServerException retried = (ServerException) mode.failure(ctx);
        ServerException refused = (ServerException) mode.failure(ctx);
        assertThat(service.requests()).isEqualTo(3 + 1);
        assertThat(retried.getMessage())
                .matches(Pattern.quote("HTTP 503 on GET /api/v1/things/" + TestApi.ID
                                + "/items: problem 503 (request id req-503; attempt 3 of 3, after ")
                        + "\\d+ ms\\)");
        assertThat(refused.getMessage())
                .matches(Pattern.quote("HTTP 503 on GET /api/v1/things/" + TestApi.ID
                                + "/items: problem 503; " + SPENT
                                + " (10 tokens; it refills as calls succeed) (request id req-503;"
                                + " attempt 1 of 3, after ")
                        + "\\d+ ms\\)");
        assertThat(refused).isExactlyInstanceOf(ServerException.class);
        assertThat(refused.statusCode()).isEqualTo(503);
        assertThat(refused.requestId()).contains("req-503");
        assertThat(refused.error()).isEqualTo(retried.error()).containsEntry("code", "E503");
        assertThat(refused.bodySnippet()).isEqualTo(retried.bodySnippet());
        assertThat(refused.method()).isEqualTo("GET");
        assertThat(refused.path()).isEqualTo(retried.path());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aRetryAfterAConnectionFailureCosts10(Mode mode) throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        ClientConfig config = configBuilder()
                .baseUrl("http://127.0.0.1:" + port + "/")
                .retryPolicy(policy().retryBudget(10).build())
                .build();
        RuntimeException e = mode.failure(ServiceContext.of(config));
        // 10 tokens pay one retry after a refused connection (a 503 would get two): the second attempt's ends it.
        assertThat(e).isExactlyInstanceOf(ApiConnectionException.class);
        assertThat(((ApiConnectionException) e).requestMayHaveBeenSent()).isFalse();
        assertThat(e.getCause()).isInstanceOf(ConnectException.class);
        assertThat(e.getMessage())
                .startsWith("GET /v1/things/" + TestApi.ID + "/items: could not connect: ")
                .matches("(?s).* \\(attempt 2 of 3, after \\d+ ms\\); the request never reached the server; "
                        + Pattern.quote(SPENT + " (10 tokens; it refills as calls succeed)"));
        assertThat(Internals.available(BudgetCalls.budget(config))).isZero();
    }

    @Test
    void aRetryAfterAReadTimeoutCosts10() {
        server.setDispatcher(new QueueDispatcher());
        for (int i = 0; i < 2; i++) {
            server.enqueue(new MockResponse.Builder()
                    .onResponseStart(SocketEffect.Stall.INSTANCE)
                    .build());
        }
        ClientConfig config = config(policy().retryBudget(10));
        ServiceContext ctx = ServiceContext.of(config)
                .withOptions(RequestOptions.builder()
                        .readTimeout(Duration.ofMillis(200))
                        .build());
        RuntimeException e = Mode.SYNC.failure(ctx);
        assertThat(e).isExactlyInstanceOf(ApiTimeoutException.class);
        assertThat(((ApiTimeoutException) e).limit()).isEqualTo(ApiTimeoutException.Limit.READ);
        assertThat(((ApiTimeoutException) e).requestMayHaveBeenSent()).isTrue();
        assertThat(e.getMessage())
                .contains("read timeout of 200 ms exceeded while waiting for the server" + " (attempt 2 of 3, after ")
                .endsWith(SPENT + " (10 tokens; it refills as calls succeed)");
        assertRequestCount(2);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aSuccessPutsBackWhatItsLastRetryTookOrOneWithoutARetryAndAFailureNothing(Mode mode) {
        ClientConfig config = config(policy().retryBudget(10));
        ServiceContext ctx = ServiceContext.of(config);
        RetryRules.Budget budget = BudgetCalls.budget(config);
        List<Integer> levels = new ArrayList<>();
        service.script(503, 503);
        mode.call(ctx); // 10 - 5 - 5, then 5 back
        levels.add(Internals.available(budget));
        service.script(503);
        mode.call(ctx); // 5 - 5, then 5 back
        levels.add(Internals.available(budget));
        mode.call(ctx); // no retry: 1 back
        levels.add(Internals.available(budget));
        service.script(503, 503);
        assertThat(mode.failure(ctx).getMessage())
                .contains("; attempt 2 of 3, after ")
                .contains(SPENT);
        levels.add(Internals.available(budget)); // 6 - 5; 1 cannot pay the second retry; a failure puts nothing back
        assertThat(levels).containsExactly(5, 5, 6, 1);
        assertThat(service.requests()).isEqualTo(3 + 2 + 1 + 2);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void afterAnOutageSuccessesRefillTheBudgetAndRetriesComeBack(Mode mode) {
        ClientConfig config = config(policy());
        ServiceContext ctx = ServiceContext.of(config);
        RetryRules.Budget budget = BudgetCalls.budget(config);
        service.answer(503);
        for (int i = 0; i < 50; i++) {
            mode.failure(ctx);
        }
        assertThat(Internals.available(budget)).isZero();
        assertThat(mode.failure(ctx).getMessage()).contains(SPENT);
        assertThat(service.requests()).isEqualTo(150 + 1);

        service.answer(200);
        for (int i = 0; i < 5; i++) {
            mode.call(ctx);
        }
        assertThat(Internals.available(budget)).isEqualTo(5);
        service.answer(503);
        assertThat(mode.failure(ctx).getMessage())
                .as("one retry paid, the second refused")
                .contains("; attempt 2 of 3, after ")
                .contains(SPENT);
        assertThat(service.requests()).isEqualTo(151 + 5 + 2);

        service.answer(200);
        for (int i = 0; i < 10; i++) {
            mode.call(ctx);
        }
        service.script(503, 503);
        assertThat(mode.call(ctx)).as("both retries paid again").isNotNull();
        assertThat(service.requests()).isEqualTo(158 + 10 + 3);
        assertThat(Internals.available(budget)).isEqualTo(5);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aNewTokenAfterA401IsNoRetryAndTakesNothingEvenFromAnEmptyBudget(Mode mode) {
        ClientConfig config = configBuilder()
                .tokenProvider(() -> "rotated")
                .retryPolicy(policy().retryBudget(10).build())
                .build();
        ServiceContext ctx = ServiceContext.of(config);
        service.script(503, 503, 503);
        mode.failure(ctx);
        assertThat(Internals.available(BudgetCalls.budget(config))).isZero();
        service.script(401);
        assertThat(mode.call(ctx)).isNotNull();
        assertThat(service.requests()).isEqualTo(3 + 2);
        assertThat(Internals.available(BudgetCalls.budget(config)))
                .as("a success without a retry: 1 back")
                .isEqualTo(1);
    }

    @Test
    void aRetryThePolicyWouldNotMakeTakesNothing() {
        ClientConfig config = configBuilder()
                .callTimeout(Duration.ofSeconds(5))
                .retryPolicy(policy().maxAttempts(2).retryBudget(10).build())
                .build();
        ServiceContext ctx = ServiceContext.of(config);
        RetryRules.Budget budget = BudgetCalls.budget(config);
        service.answer(503);
        Mode.SYNC.failure(ctx); // two attempts: one retry paid, none after the last attempt
        assertThat(Internals.available(budget)).isEqualTo(5);
        assertThatThrownBy(() -> TestApi.postThing(ctx))
                .isExactlyInstanceOf(ServerException.class); // a POST that reached the server: no retry
        assertThat(Internals.available(budget)).isEqualTo(5);
        server.setDispatcher(new QueueDispatcher());
        server.enqueue(new MockResponse.Builder()
                .code(503)
                .setHeader("Retry-After", "8")
                .build());
        Mode.SYNC.failure(ctx); // a wait past the deadline: no retry
        assertThat(Internals.available(budget)).isEqualTo(5);
        assertThat(server.getRequestCount()).isEqualTo(2 + 1 + 1);
    }

    @ParameterizedTest
    @ValueSource(ints = {429, 503})
    void retryAfterIsStillHonouredAndCappedByTheMaxDelay(int status) {
        server.setDispatcher(new QueueDispatcher());
        ClientConfig config = config(policy().maxDelay(Duration.ofSeconds(3)));
        ServiceContext ctx = ServiceContext.of(config);
        server.enqueue(new MockResponse.Builder()
                .code(status)
                .setHeader("Retry-After", "2")
                .build());
        server.enqueue(json(200, "{\"items\":[]}"));
        server.enqueue(new MockResponse.Builder()
                .code(status)
                .setHeader("Retry-After", "120")
                .build());
        server.enqueue(json(200, "{\"items\":[]}"));
        Mode.SYNC.call(ctx);
        Mode.SYNC.call(ctx);
        assertThat(sleeps).containsExactly(Duration.ofSeconds(2), Duration.ofSeconds(3));
        assertThat(Internals.available(BudgetCalls.budget(config))).isEqualTo(500);
    }

    @Test
    void a429RefusedByTheBudgetKeepsTheWaitTheServerAskedFor() {
        ClientConfig config = config(policy().retryBudget(10));
        ServiceContext ctx = ServiceContext.of(config);
        service.answer(503);
        Mode.SYNC.failure(ctx);
        server.setDispatcher(new QueueDispatcher());
        server.enqueue(new MockResponse.Builder()
                .code(429)
                .setHeader("Retry-After", "7")
                .build());
        RuntimeException e = Mode.SYNC.failure(ctx);
        assertThat(e).isExactlyInstanceOf(RateLimitException.class).hasMessageContaining(SPENT);
        assertThat(((RateLimitException) e).retryAfter()).contains(Duration.ofSeconds(7));
        assertThat(((RateLimitException) e).statusCode()).isEqualTo(429);
    }

    @Test
    void withTheBudgetOffAnOutageMakesEveryAttempt() {
        ClientConfig config = config(policy().noRetryBudget());
        ServiceContext ctx = ServiceContext.of(config);
        service.answer(503);
        for (int i = 0; i < 150; i++) {
            assertThat(Mode.SYNC.failure(ctx).getMessage()).doesNotContain(SPENT);
        }
        assertThat(service.requests()).isEqualTo(450);
    }
}
