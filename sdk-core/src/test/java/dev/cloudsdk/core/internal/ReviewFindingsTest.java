package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;

/** Found by review of the edges work: each test failed before its fix. */
class ReviewFindingsTest extends WireTest {
    private static final String PAGE = "{\"items\":[]}";

    private static CompletableFuture<Page<TestApi.Thing>> get(ServiceContext ctx) {
        return Calls.callAsync(ctx, TestApi.GET, new Object[] {TestApi.ID}, List.of(), null,
                ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)));
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void aCallbackThatBlocksOnADeadlineNeverStallsTheOtherCallsOfTheConfig() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        // The first call waits for its token past its deadline, so only the SDK's timer can end it.
        ClientConfig config = configBuilder().tokenProvider(() -> {
            if (asked.incrementAndGet() == 1) {
                sleep(3_000);
            }
            return "token-" + asked.get();
        }).build();
        ServiceContext ctx = ServiceContext.of(config);
        server.enqueue(new MockResponse.Builder().code(503).setHeader("Retry-After", "1").build());
        server.enqueue(json(200, PAGE));
        CompletableFuture<Page<TestApi.Thing>> a = get(ctx.withOptions(RequestOptions.builder()
                .callTimeout(Duration.ofMillis(300)).build()));
        sleep(50);
        CompletableFuture<Page<TestApi.Thing>> b = get(ctx);
        // A caller's stage that blocks until b is done, run by whatever thread completes a.
        CompletableFuture<Object> blocked = a.handle((v, e) -> b.join());
        assertThat(b.get(5, TimeUnit.SECONDS).items()).isEmpty();
        assertThat(blocked.get(5, TimeUnit.SECONDS)).isNotNull();
        assertThat(a).isCompletedExceptionally();
    }

    @Test
    void anAsyncCallEndedByItsDeadlineInterruptsItsTokenProvider() throws Exception {
        CountDownLatch interrupted = new CountDownLatch(1);
        ClientConfig config = configBuilder().callTimeout(Duration.ofMillis(300)).tokenProvider(() -> {
            try {
                Thread.sleep(20_000);
            } catch (InterruptedException e) {
                interrupted.countDown();
                Thread.currentThread().interrupt();
            }
            return "late";
        }).build();
        CompletableFuture<Page<TestApi.Thing>> f = get(ServiceContext.of(config));
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS)).hasCauseInstanceOf(ApiTimeoutException.class);
        assertThat(interrupted.await(2, TimeUnit.SECONDS)).as("the provider was interrupted").isTrue();
    }

    @Test
    void aDeadlineAfterAnAttemptThatReachedTheServerSaysSo() {
        AtomicInteger asked = new AtomicInteger();
        ClientConfig config = configBuilder().callTimeout(Duration.ofMillis(800)).tokenProvider(() -> {
            if (asked.incrementAndGet() == 2) {
                sleep(3_000);
            }
            return "token";
        }).retryPolicy(RetryPolicy.builder().baseDelay(Duration.ZERO).build()).build();
        server.enqueue(error(503));
        assertThatThrownBy(() -> TestApi.getItems(ServiceContext.of(config)))
                .isInstanceOfSatisfying(ApiTimeoutException.class, e -> {
                    assertThat(e.requestMayHaveBeenSent()).as("attempt 1 reached the server").isTrue();
                    assertThat(e.getMessage()).contains("while waiting for the token provider")
                            .doesNotContain("never reached the server");
                });
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void configsSharingOneHttpClientShareItsConnections() {
        server.enqueue(json(200, PAGE));
        server.enqueue(json(200, PAGE));
        TestApi.getItems(ServiceContext.of(config()));
        TestApi.getItems(ServiceContext.of(config()));
        assertThat(pool.connectionCount()).as("one pooled connection for both configs").isEqualTo(1);
    }
}
