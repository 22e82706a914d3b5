package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ConflictException;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.TokenProviderException;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.Test;

class AsyncTest extends WireTest {
    private static final String OK = "{\"thing\":{\"id\":\"" + TestApi.ID + "\"}}";

    private CompletableFuture<TestApi.Thing> post(ServiceContext ctx) {
        return Calls.callAsync(
                ctx,
                TestApi.POST,
                new Object[] {TestApi.ID},
                List.of(),
                new TestApi.Body("n", 1),
                ResponseShape.member("thing", DatabindOracle.reader(TestApi.Thing.class)));
    }

    private CompletableFuture<Page<TestApi.Thing>> get(ServiceContext ctx) {
        return Calls.callAsync(
                ctx,
                TestApi.GET,
                new Object[] {TestApi.ID},
                List.of(),
                null,
                ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)));
    }

    @Test
    void aSuccessCompletesTheFutureWithTheSameRequestOnTheWire() throws Exception {
        server.enqueue(json(202, OK));
        assertThat(post(ServiceContext.of(config())).get(5, TimeUnit.SECONDS).id())
                .isEqualTo(TestApi.ID);
        assertThat(bodyOf(takeRequest())).isEqualTo("{\"name\":\"n\",\"size\":1}");
    }

    @Test
    void errorsArriveAsFailedFuturesOfTheSameTypes() {
        server.enqueue(error(409));
        CompletableFuture<TestApi.Thing> f = post(ServiceContext.of(config()));
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .cause()
                .isExactlyInstanceOf(ConflictException.class)
                .hasMessageContaining("HTTP 409");
    }

    @Test
    void aGetIsRetriedWithoutBlockingAThread() throws Exception {
        server.enqueue(error(503));
        server.enqueue(error(503));
        server.enqueue(json(200, "{\"items\":[]}"));
        // A sleeper that would block whatever thread called it: async calls must schedule instead.
        List<String> blockedThreads = new CopyOnWriteArrayList<>();
        ClientConfig config = configBuilder()
                .retryPolicy(RetryPolicy.builder()
                        .baseDelay(Duration.ofMillis(5))
                        .maxDelay(Duration.ofMillis(20))
                        .sleeper(d -> {
                            blockedThreads.add(Thread.currentThread().getName());
                            Thread.sleep(d.toMillis());
                        })
                        .build())
                .build();
        assertThat(get(ServiceContext.of(config)).get(5, TimeUnit.SECONDS).items())
                .isEmpty();
        assertThat(server.getRequestCount()).isEqualTo(3);
        assertThat(blockedThreads).isEmpty();
    }

    @Test
    void aPostIsNotRetriedAsync() {
        server.enqueue(error(503));
        server.enqueue(json(202, OK));
        CompletableFuture<TestApi.Thing> f = post(ServiceContext.of(config()));
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS)).cause().isExactlyInstanceOf(ServerException.class);
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void cancellingTheFutureCancelsTheHttpCall() throws Exception {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(SocketEffect.Stall.INSTANCE)
                .build());
        CompletableFuture<TestApi.Thing> f = post(ServiceContext.of(config()));
        takeRequest();
        assertThat(f.cancel(true)).isTrue();
        assertThatThrownBy(() -> f.get(1, TimeUnit.SECONDS)).isInstanceOf(CancellationException.class);
        // The cancelled call gives its connection up; nothing stays in use.
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while ((pool.connectionCount() != pool.idleConnectionCount()
                        || http.dispatcher().runningCallsCount() > 0)
                && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        assertThat(http.dispatcher().runningCallsCount()).isZero();
    }

    @Test
    void theDeadlineFiresWhileInFlight() {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(SocketEffect.Stall.INSTANCE)
                .build());
        ClientConfig config =
                configBuilder().callTimeout(Duration.ofMillis(500)).build();
        long start = System.nanoTime();
        CompletableFuture<TestApi.Thing> f = post(ServiceContext.of(config));
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS))
                .cause()
                .isExactlyInstanceOf(ApiTimeoutException.class)
                .satisfies(e -> assertThat(((ApiTimeoutException) e).limit())
                        .isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE));
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(2000);
    }

    @Test
    void aFailingTokenProviderFailsTheFutureAndAMissingRegionThrowsAtOnce() {
        ServiceContext failing = ServiceContext.of(configBuilder()
                .tokenProvider(() -> {
                    throw new IllegalStateException("vault down");
                })
                .build());
        assertThatThrownBy(() -> post(failing).get(5, TimeUnit.SECONDS))
                .cause()
                .isExactlyInstanceOf(TokenProviderException.class)
                .hasMessageContaining("TestPost: the token provider failed on an SDK thread \"cloudsdk-token-")
                .hasMessageEndingWith(": java.lang.IllegalStateException (its message is not shown: a token"
                        + " provider's text may name a credential)")
                .cause()
                .isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageNotContaining("vault down");
        ServiceContext noRegion = ServiceContext.of(configBuilder().region(null).build());
        assertThatThrownBy(() -> get(noRegion)).isInstanceOf(IllegalStateException.class);
        assertThat(server.getRequestCount()).isZero();
    }
}
