package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;

/** The call deadline counts from the moment the call is made, whatever the call waits for. */
class DeadlineTest extends WireTest {
    private static final String PAGE = "{\"items\":[]}";

    private static CompletableFuture<Page<TestApi.Thing>> get(ServiceContext ctx) {
        return Calls.callAsync(ctx, TestApi.GET, new Object[] {TestApi.ID}, List.of(), null,
                ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)));
    }

    private static long millisSince(long startNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    }

    @Test
    void anAsyncCallQueuedBehindThePerHostLimitEndsAtItsDeadline() throws Exception {
        // The caller's client keeps OkHttp's default of 5 calls per host: 25 of the 30 calls wait in its queue.
        for (int i = 0; i < 30; i++) {
            server.enqueue(new MockResponse.Builder().headersDelay(1, TimeUnit.SECONDS)
                    .setHeader("Content-Type", "application/json").body(PAGE).build());
        }
        ClientConfig config = configBuilder().callTimeout(Duration.ofSeconds(3)).build();
        ServiceContext ctx = ServiceContext.of(config);
        long start = System.nanoTime();
        List<CompletableFuture<Page<TestApi.Thing>>> calls = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            calls.add(get(ctx));
        }
        List<Long> ended = new ArrayList<>();
        int timedOut = 0;
        for (CompletableFuture<Page<TestApi.Thing>> f : calls) {
            try {
                f.get(20, TimeUnit.SECONDS);
            } catch (ExecutionException e) {
                assertThat(e.getCause()).isInstanceOf(ApiTimeoutException.class);
                assertThat(((ApiTimeoutException) e.getCause()).limit())
                        .isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE);
                timedOut++;
            }
            ended.add(millisSince(start));
        }
        assertThat(timedOut).as("calls that met their deadline in the queue").isGreaterThan(0);
        // 3 s deadline, with a margin for a loaded 2-core machine; before the fix the last call ended at ~6.3 s.
        assertThat(ended).allSatisfy(ms -> assertThat(ms).isLessThan(4_500));
        // Drain what OkHttp still sends for the cancelled calls so the next test starts clean.
        server.close();
    }

    @Test
    void aSlowTokenProviderRunsInsideTheDeadlineOfABlockingCall() {
        ClientConfig config = configBuilder().callTimeout(Duration.ofMillis(500)).retryPolicy(RetryPolicy.none())
                .tokenProvider(() -> {
                    sleepQuietly(3_000);
                    return "late-token";
                }).build();
        long start = System.nanoTime();
        assertThatThrownBy(() -> Calls.call(ServiceContext.of(config), TestApi.GET, new Object[] {TestApi.ID},
                List.of(), null, ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class))))
                .isInstanceOfSatisfying(ApiTimeoutException.class, e -> {
                    assertThat(e.limit()).isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE);
                    assertThat(e.requestMayHaveBeenSent()).isFalse();
                    assertThat(e).hasMessageContaining("token provider");
                });
        assertThat(millisSince(start)).isLessThan(2_000);
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void anAsyncCallNeverRunsTheTokenProviderOnTheCallersThread() throws Exception {
        Thread caller = Thread.currentThread();
        List<Thread> askedOn = new CopyOnWriteArrayList<>();
        ClientConfig config = configBuilder().callTimeout(Duration.ofMillis(500)).retryPolicy(RetryPolicy.none())
                .tokenProvider(() -> {
                    askedOn.add(Thread.currentThread());
                    sleepQuietly(3_000);
                    return "late-token";
                }).build();
        long start = System.nanoTime();
        CompletableFuture<Page<TestApi.Thing>> f = get(ServiceContext.of(config));
        assertThat(millisSince(start)).as("callAsync returned without waiting for the provider").isLessThan(400);
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS)).cause().isInstanceOfSatisfying(
                ApiTimeoutException.class, e -> assertThat(e.limit())
                .isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE));
        assertThat(millisSince(start)).isLessThan(2_000);
        assertThat(askedOn).isNotEmpty().doesNotContain(caller);
        assertThat(server.getRequestCount()).isZero();
    }

    private static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
