package dev.cloudsdk.core.internal;

import static dev.cloudsdk.core.internal.TestApi.ID;
import static dev.cloudsdk.core.internal.TestApi.LIST;
import static dev.cloudsdk.core.internal.TestApi.id;
import static dev.cloudsdk.core.internal.TestApi.page;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.AsyncSettings;
import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.ContextPropagator;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.internal.TestApi.Thing;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.LogCapture;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Queue;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;

/**
 * 32 callers at once, each with its own MDC, its own region view and its own completion executor: every listener
 * event of its calls (on OkHttp's, the callback and the caller's threads), every completion of its futures, and
 * every page its walk fetched ahead saw exactly its MDC; its futures completed on its executor; and afterwards no
 * pool thread, the SDK's or the application's, holds any caller's MDC. The test MDC keeps its map in an
 * {@code InheritableThreadLocal}: a thread that inherited a caller's map would show it here.
 */
class AsyncContextTest extends WireTest {
    private static final int CALLERS = 32;
    private static final int ROUNDS = 5;
    /** How the async calls' path ids start; the server fails each caller's first with a 503 (a retry). */
    private static final String ASYNC_IDS = "6a0f1d6e-3b7c-4d1e-";

    private static final Pattern ASYNC_ID = Pattern.compile(ASYNC_IDS + "[0-9a-f]{4}-([0-9a-f]{12})");
    private static final ResponseShape<?> ITEMS = ResponseShape.page("items", DatabindOracle.reader(Thing.class));

    /** Every event whose MDC was not its caller's: what, whose call, what it saw, on which thread. */
    private final Queue<String> wrong = new ConcurrentLinkedQueue<>();

    private final Map<String, AtomicInteger> events = new ConcurrentHashMap<>();
    private final List<ExecutorService> executors = new ArrayList<>();

    private final CallListener listener = call -> {
        seen("callStart async=" + call.async(), call.region());
        return new CallListener.Observer() {
            @Override
            public void attemptStart(int attempt, int maxAttempts, BiConsumer<String, String> h) {
                seen("attemptStart", call.region());
            }

            @Override
            public void attemptEnd(CallListener.Attempt result) {
                seen("attemptEnd", call.region());
            }

            @Override
            public void backoff(int nextAttempt, Duration wait) {
                seen("backoff", call.region());
            }

            @Override
            public void callEnd(int attempts, Duration elapsed, Throwable failure) {
                seen("callEnd " + call.operation().value() + (failure == null ? "" : " " + failure), call.region());
            }
        };
    };

    /** Records that {@code what} ran for the caller whose region is {@code region}, and whether its MDC was. */
    private void seen(String what, String region) {
        events.computeIfAbsent(what, k -> new AtomicInteger()).incrementAndGet();
        String caller = region.substring("r-".length());
        if (!caller.equals(MDC.get("caller")) || !Objects.equals(MDC.get("request"), "req-" + caller)) {
            wrong.add(what + " of caller " + caller + " saw " + MDC.getCopyOfContextMap() + " on "
                    + Thread.currentThread().getName());
        }
        if (Thread.currentThread().getName().startsWith("app-")) {
            // The SDK's own work (here a page ahead started in the stage of the page before) never runs there.
            wrong.add(what + " of caller " + caller + " ran on the application's executor");
        }
    }

    @AfterEach
    void stopExecutors() {
        executors.forEach(ExecutorService::shutdownNow);
    }

    /** An application's executor: one thread named {@code app-<caller>}, inheriting nothing from who starts it. */
    static ExecutorService appExecutor(String name) {
        return Executors.newSingleThreadExecutor(r -> new Thread(null, r, name, 0, false));
    }

    private final Map<String, Semaphore> letGo = new ConcurrentHashMap<>();

    private Semaphore letGo(String region) {
        return letGo.computeIfAbsent(region, r -> new Semaphore(0));
    }

    /** Answers the list's three pages by marker; the async path with a 503 the first time per region, then a page. */
    private void serve() {
        Set<String> failedOnce = ConcurrentHashMap.newKeySet();
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                String marker = request.getUrl().queryParameter("marker");
                if (request.getUrl().encodedPath().contains(ASYNC_IDS)) {
                    String region = request.getHeaders().get("X-Region");
                    if (failedOnce.add(region)) {
                        return error(503);
                    }
                    // Answered once the caller has put its stage on the future (callAsCaller): the stage then runs
                    // where the future completes, never on the caller's thread for a future already done.
                    assertThat(letGo(region).tryAcquire(10, TimeUnit.SECONDS))
                            .as("let go")
                            .isTrue();
                    return json(200, page(false, 7));
                }
                return json(
                        200,
                        marker == null
                                ? page(true, 1, 2)
                                : marker.equals(id(2)) ? page(true, 3, 4) : page(false, 5, 6));
            }
        });
    }

    @Test
    void thirtyTwoCallersEachSeeOnlyTheirOwnMdcOnTheirOwnExecutor() throws Exception {
        serve();
        // The SDK's own HTTP client (SdkExecutors.Threads: nothing inherited); the test's supplied one would make
        // OkHttp's dispatcher threads inherit the first caller's map, which is the application's client's business.
        // Two pages ahead: page 3 is requested in a stage of page 2's future, on the thread that completes it.
        ServiceContext base = ServiceContext.of(configBuilder()
                .httpClient(null)
                .callListener(listener)
                .prefetchPages(2)
                .retryPolicy(
                        RetryPolicy.builder().baseDelay(Duration.ofMillis(5)).build())
                .asyncSettings(AsyncSettings.UNSET.withContext(ContextPropagator.mdc()))
                .build());
        CyclicBarrier start = new CyclicBarrier(CALLERS);
        ExecutorService callers = Executors.newFixedThreadPool(CALLERS, r -> new Thread(null, r, "caller", 0, false));
        executors.add(callers);
        List<Future<List<String>>> results = new ArrayList<>();
        for (int i = 0; i < CALLERS; i++) {
            ExecutorService app = appExecutor("app-" + i);
            executors.add(app);
            String caller = String.valueOf(i);
            ServiceContext view = base.withRegion("r-" + i)
                    .withOptions(RequestOptions.builder()
                            .asyncSettings(AsyncSettings.UNSET.withExecutor(app))
                            .build());
            results.add(callers.submit(() -> {
                MDC.put("caller", caller);
                MDC.put("request", "req-" + caller);
                try {
                    start.await(10, TimeUnit.SECONDS);
                    return callAsCaller(view, caller);
                } finally {
                    MDC.clear();
                }
            }));
        }
        for (int i = 0; i < CALLERS; i++) {
            assertThat(results.get(i).get(60, TimeUnit.SECONDS))
                    .as("caller %d's completions", i)
                    .containsOnly("app-" + i + " caller=" + i);
        }
        // A call's end event follows its future's completion (its stages run first): wait for the last ones.
        assertThat(count("callEnd TestList", CALLERS * 3))
                .as("each walk's three pages ended")
                .isEqualTo(CALLERS * 3);
        assertThat(count("callEnd TestGet", CALLERS * ROUNDS)).isEqualTo(CALLERS * ROUNDS);
        assertThat(wrong)
                .as("listener events and pages ahead that saw another caller's MDC, or none")
                .isEmpty();
        assertThat(count("callStart async=true", 0))
                .as("async calls: each caller's rounds and its walk's two pages" + " ahead")
                .isEqualTo(CALLERS * (ROUNDS + 2));
        assertThat(count("callStart async=false", 0))
                .as("each walk's first page")
                .isEqualTo(CALLERS);
        assertThat(count("backoff", 0))
                .as("one retry per caller, on the SDK's timer")
                .isEqualTo(CALLERS);
        everyLogLineHasItsCallersMdc();
        noPoolThreadHoldsAContext();
    }

    /** @return how many {@code what} events were seen, once there are {@code atLeast} or 5 s have passed */
    private int count(String what, int atLeast) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (events.getOrDefault(what, new AtomicInteger()).get() < atLeast && System.nanoTime() < until) {
            Thread.sleep(5);
        }
        return events.getOrDefault(what, new AtomicInteger()).get();
    }

    /** @return the path id of a caller's async calls, which its log lines name */
    private static UUID asyncId(String caller) {
        return new UUID(0x6a0f1d6e3b7c4d1eL, 0x8000_0000_0000_0000L | Integer.parseInt(caller));
    }

    /**
     * Every log line of an async call (its request and response, on the caller's, OkHttp's and the callback
     * threads) carries exactly the MDC of the caller whose path id it names.
     */
    private void everyLogLineHasItsCallersMdc() {
        int lines = 0;
        for (String line : LogCapture.lines()) {
            Matcher id = ASYNC_ID.matcher(line);
            if (id.find()) {
                String caller = String.valueOf(Long.parseLong(id.group(1), 16) & 0xffff);
                assertThat(line)
                        .as("a log line of caller %s's call", caller)
                        .endsWith(" mdc={caller=" + caller + ", request=req-" + caller + "}");
                lines++;
            }
        }
        assertThat(lines)
                .as("log lines of the async calls: at least a request and a response per attempt")
                .isGreaterThanOrEqualTo(CALLERS * (ROUNDS + 1) * 2);
    }

    /** One caller's work: async rounds, then a blocking walk of three pages, two of them fetched ahead. */
    private List<String> callAsCaller(ServiceContext view, String caller) throws Exception {
        List<String> completions = new ArrayList<>();
        for (int k = 0; k < ROUNDS; k++) {
            CompletableFuture<?> call =
                    Calls.callAsync(view, TestApi.GET, new Object[] {asyncId(caller)}, List.of(), null, ITEMS);
            CompletableFuture<String> seen = call.handle((value, failed) -> Thread.currentThread()
                            .getName() + " caller=" + MDC.get("caller") + (failed == null ? "" : " " + failed));
            letGo("r-" + caller).release();
            completions.add(seen.get(30, TimeUnit.SECONDS));
        }
        List<String> ids = view.list(LIST, null, m -> m, t -> t.id().toString(), ID).stream()
                .map(t -> t.id().toString())
                .collect(Collectors.toList());
        assertThat(ids).containsExactly(id(1), id(2), id(3), id(4), id(5), id(6));
        assertThat(MDC.get("caller")).as("the caller's own MDC, untouched").isEqualTo(caller);
        return completions;
    }

    /** Every thread of the SDK's pools and each application executor's thread, asked for its MDC now. */
    private void noPoolThreadHoldsAContext() throws Exception {
        for (ExecutorService app : executors.subList(1, executors.size())) {
            assertThat(app.submit(MDC::getCopyOfContextMap).get(5, TimeUnit.SECONDS))
                    .as("an app thread's MDC after")
                    .isNullOrEmpty();
        }
        for (ThreadPoolExecutor pool :
                List.of((ThreadPoolExecutor) SdkExecutors.http(), (ThreadPoolExecutor) SdkExecutors.callbacks())) {
            assertThat(everyThreadsMdc(pool))
                    .as("the MDC of every thread of %s after", pool)
                    .allSatisfy((thread, mdc) -> assertThat(mdc).as(thread).isEmpty());
        }
    }

    /** Occupies every thread of {@code pool} at once (a busy pool starts new ones) and reads each one's MDC. */
    static Map<String, Map<String, String>> everyThreadsMdc(ThreadPoolExecutor pool) throws InterruptedException {
        int threads = Math.max(1, pool.getPoolSize());
        CountDownLatch arrived = new CountDownLatch(threads);
        CountDownLatch release = new CountDownLatch(1);
        Map<String, Map<String, String>> seen = new ConcurrentHashMap<>();
        for (int i = 0; i < threads; i++) {
            pool.execute(() -> {
                Map<String, String> mdc = MDC.getCopyOfContextMap();
                seen.put(Thread.currentThread().getName(), mdc == null ? Map.of() : mdc);
                arrived.countDown();
                try {
                    release.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }
        assertThat(arrived.await(10, TimeUnit.SECONDS))
                .as("every thread of the pool took a probe")
                .isTrue();
        release.countDown();
        assertThat(seen).hasSize(threads);
        return seen;
    }
}
