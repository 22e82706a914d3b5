package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

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
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import okhttp3.Call;
import okhttp3.EventListener;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * A call's deadline counts from the moment the call is made, whatever the call waits for (an async call, OkHttp's
 * per-host queue too). A blocking call's deadline is kept by {@link CallLifecycle.Deadlines} and not by OkHttp's call
 * timeout: it still ends an attempt wherever it is, one check serves calls whose deadlines arrive in any order, and
 * nothing stays watched. A token provider under a deadline: {@code TokenProviderTest}.
 */
class DeadlinesTest extends WireTest {
    private static final String PAGE = "{\"items\":[]}";

    private static MockResponse stalled(long seconds) {
        return new MockResponse.Builder()
                .headersDelay(seconds, TimeUnit.SECONDS)
                .setHeader("Content-Type", "application/json")
                .body(PAGE)
                .build();
    }

    private static Page<TestApi.Thing> get(ServiceContext ctx) {
        return Calls.call(
                ctx,
                TestApi.GET,
                new Object[] {TestApi.ID},
                List.of(),
                null,
                ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)));
    }

    private static CompletableFuture<Page<TestApi.Thing>> getAsync(ServiceContext ctx) {
        return Calls.callAsync(
                ctx,
                TestApi.GET,
                new Object[] {TestApi.ID},
                List.of(),
                null,
                ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)));
    }

    private static long millisSince(long startNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    }

    private static ServiceContext withDeadline(ServiceContext ctx, long millis) {
        return ctx.withOptions(
                RequestOptions.builder().callTimeout(Duration.ofMillis(millis)).build());
    }

    /**
     * Tells when each HTTP call starts: a blocking call's deadline is watched by then. A test that needs a call's
     * deadline watched before it makes the next call waits for this, not for the request on the server: a loaded
     * machine can take longer to send it than a 300 ms deadline allows, and the call then ends without sending it.
     */
    private static class StartSignal extends EventListener {
        private final Semaphore started = new Semaphore(0);

        @Override
        public void callStart(Call call) {
            started.release();
        }

        /** Waits until one more HTTP call has started. */
        void awaitStart() throws InterruptedException {
            assertThat(started.tryAcquire(5, TimeUnit.SECONDS))
                    .as("an HTTP call started")
                    .isTrue();
        }
    }

    @Test
    void anAsyncCallQueuedBehindThePerHostLimitEndsAtItsDeadline() throws Exception {
        // The caller's client keeps OkHttp's default of 5 calls per host: 25 of the 30 calls wait in its queue.
        for (int i = 0; i < 30; i++) {
            server.enqueue(new MockResponse.Builder()
                    .headersDelay(1, TimeUnit.SECONDS)
                    .setHeader("Content-Type", "application/json")
                    .body(PAGE)
                    .build());
        }
        ClientConfig config = configBuilder().callTimeout(Duration.ofSeconds(3)).build();
        ServiceContext ctx = ServiceContext.of(config);
        long start = System.nanoTime();
        List<CompletableFuture<Page<TestApi.Thing>>> calls = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            calls.add(getAsync(ctx));
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
    void aStalledBlockingCallEndsAtItsDeadlineAndOkHttpKeepsNoTimeoutOfItsOwn() {
        List<Long> okHttpTimeouts = new CopyOnWriteArrayList<>();
        OkHttpClient client = http.newBuilder()
                .addNetworkInterceptor(chain -> {
                    okHttpTimeouts.add(chain.call().timeout().timeoutNanos());
                    return chain.proceed(chain.request());
                })
                .build();
        server.enqueue(stalled(10));
        ClientConfig config = configBuilder()
                .httpClient(client)
                .callTimeout(Duration.ofMillis(400))
                .retryPolicy(RetryPolicy.none())
                .build();
        long start = System.nanoTime();
        assertThatThrownBy(() -> get(ServiceContext.of(config)))
                .isInstanceOfSatisfying(ApiTimeoutException.class, e -> {
                    assertThat(e.limit()).isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE);
                    assertThat(e.requestMayHaveBeenSent()).isTrue();
                    assertThat(e).hasMessageContaining("call deadline of 400 ms exceeded");
                });
        long took = millisSince(start);
        assertThat(took)
                .as("ended by the 400 ms deadline, not the server's 10 s")
                .isBetween(380L, 3_000L);
        assertThat(okHttpTimeouts)
                .as("OkHttp's call timeout on the wire: none, the SDK keeps the deadline")
                .containsExactly(0L);
        assertThat(Internals.watchedCalls())
                .as("calls still watched after the call ended")
                .isZero();
    }

    @Test
    void aShortDeadlineArrivingAfterALongOneIsNotHeldUpByTheCheckQueuedForTheLongOne() throws Exception {
        server.enqueue(stalled(3));
        server.enqueue(stalled(10));
        ServiceContext ctx = ServiceContext.of(
                configBuilder().retryPolicy(RetryPolicy.none()).build());
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            Future<Page<TestApi.Thing>> longCall = threads.submit(() -> get(withDeadline(ctx, 20_000)));
            takeRequest();
            long start = System.nanoTime();
            Future<Page<TestApi.Thing>> shortCall = threads.submit(() -> get(withDeadline(ctx, 300)));
            try {
                shortCall.get(5, TimeUnit.SECONDS);
                fail("the 300 ms call got an answer the server delays 10 s");
            } catch (ExecutionException e) {
                assertThat(e.getCause())
                        .isInstanceOfSatisfying(
                                ApiTimeoutException.class,
                                t -> assertThat(t.limit()).isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE));
            }
            assertThat(millisSince(start))
                    .as("the short call ended by its own deadline")
                    .isLessThan(2_500L);
            assertThat(longCall.isDone())
                    .as("the long call is still waiting for its answer")
                    .isFalse();
            assertThat(longCall.get(10, TimeUnit.SECONDS).items()).isEmpty();
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void aDeadlineFoundPassedDuringABackoffDoesNotCancelTheNextAttemptWhoseOwnDeadlineIsLater() {
        // A held clock (as tests use) gives every attempt a full second; the check runs in real time and finds the
        // first attempt's second over while the policy's sleeper waits. The second attempt must still run. The first
        // answer comes at 300 ms and the sleep ends at 1.2 s, so the second is crossed in the sleep with 700 ms to
        // spare
        // for a loaded machine (an answer at 800 ms, as before, left the first attempt 200 ms and failed under load).
        server.enqueue(new MockResponse.Builder()
                .code(503)
                .headersDelay(300, TimeUnit.MILLISECONDS)
                .build());
        server.enqueue(json(200, PAGE));
        ClientConfig config = configBuilder()
                .callTimeout(Duration.ofSeconds(1))
                .clock(Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC))
                .retryPolicy(RetryPolicy.builder()
                        .maxAttempts(2)
                        .sleeper(d -> Thread.sleep(900))
                        .build())
                .build();
        assertThat(get(ServiceContext.of(config)).items()).isEmpty();
        assertThat(server.getRequestCount()).isEqualTo(2);
    }

    @Test
    void aListenerThatThrowsOnCancelLeavesTheOtherCallsDeadlinesChecked() throws Exception {
        StartSignal listener = new StartSignal() {
            @Override
            public void canceled(Call call) {
                throw new IllegalStateException("the caller's listener fails");
            }
        };
        OkHttpClient client = http.newBuilder().eventListener(listener).build();
        server.enqueue(stalled(10));
        server.enqueue(stalled(10));
        ServiceContext ctx = ServiceContext.of(configBuilder()
                .httpClient(client)
                .retryPolicy(RetryPolicy.none())
                .build());
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            List<Future<Long>> ended = new ArrayList<>();
            for (long d : new long[] {300, 700}) {
                ended.add(threads.submit(() -> {
                    long start = System.nanoTime();
                    try {
                        get(withDeadline(ctx, d));
                    } catch (ApiTimeoutException e) {
                        return millisSince(start);
                    }
                    throw new AssertionError("a call with a " + d + " ms deadline got an answer delayed 10 s");
                }));
                listener.awaitStart();
            }
            assertThat(ended.get(0).get(5, TimeUnit.SECONDS)).isLessThan(2_000L);
            assertThat(ended.get(1).get(5, TimeUnit.SECONDS))
                    .as("the call checked after the listener threw")
                    .isLessThan(2_500L);
        } finally {
            threads.shutdownNow();
            server.close();
        }
    }

    @Test
    void callsWhoseDeadlinesArriveInAnyOrderEachEndAtTheirOwn() throws Exception {
        long[] deadlines = {2_500, 300, 1_800, 600, 3_000, 1_000};
        for (int i = 0; i < deadlines.length; i++) {
            server.enqueue(stalled(30));
        }
        StartSignal listener = new StartSignal();
        ServiceContext ctx = ServiceContext.of(configBuilder()
                .httpClient(http.newBuilder().eventListener(listener).build())
                .retryPolicy(RetryPolicy.none())
                .build());
        ExecutorService threads = Executors.newFixedThreadPool(deadlines.length);
        try {
            List<Future<Long>> ended = new ArrayList<>();
            for (long d : deadlines) {
                ended.add(threads.submit(() -> {
                    long start = System.nanoTime();
                    try {
                        get(withDeadline(ctx, d));
                    } catch (ApiTimeoutException e) {
                        assertThat(e.limit()).isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE);
                        return millisSince(start);
                    }
                    throw new AssertionError("a call with a " + d + " ms deadline got an answer delayed 30 s");
                }));
                // Each call's deadline watched before the next call starts: the next one's comes later.
                listener.awaitStart();
            }
            for (int i = 0; i < deadlines.length; i++) {
                long took = ended.get(i).get(10, TimeUnit.SECONDS);
                // A margin for a loaded 2-core machine; a check held up by another call's would show here.
                assertThat(took)
                        .as("call with a %d ms deadline", deadlines[i])
                        .isBetween(deadlines[i] - 20, deadlines[i] + 1_000);
            }
        } finally {
            threads.shutdownNow();
            server.close();
        }
        assertThat(Internals.watchedCalls()).isZero();
    }
}
