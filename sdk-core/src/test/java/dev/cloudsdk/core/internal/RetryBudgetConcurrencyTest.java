package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.internal.BudgetCalls.Mode;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * One config's retry budget under 32 threads, blocking and async: every request on the wire is a call or a retry
 * the budget paid for, and the bucket never goes below zero or above its size. A listener counts the paid retries
 * (each is a backoff event) and the refused ones, and reads the bucket at every event.
 */
class RetryBudgetConcurrencyTest extends WireTest {
    private static final int THREADS = 32;
    private static final int CALLS_PER_THREAD = 20;
    private static final int CALLS = THREADS * CALLS_PER_THREAD;
    private static final String SPENT = "not retried: the retry budget of this ClientConfig is spent";

    private final AtomicReference<RetryRules.Budget> budget = new AtomicReference<>();
    private final AtomicInteger paidRetries = new AtomicInteger();
    private final AtomicInteger refusedRetries = new AtomicInteger();
    private final List<Integer> levels = new CopyOnWriteArrayList<>();
    private final List<String> events = new CopyOnWriteArrayList<>();

    /** Counts paid and refused retries and reads the bucket at each event of every call. */
    private final CallListener counting = call -> new CallListener.Observer() {
        @Override
        public void attemptEnd(CallListener.Attempt result) {
            levels.add(Internals.available(budget.get()));
        }

        @Override
        public void backoff(int nextAttempt, Duration wait) {
            paidRetries.incrementAndGet();
            levels.add(Internals.available(budget.get()));
        }

        @Override
        public void retryBudgetSpent(int attempt, int cost) {
            refusedRetries.incrementAndGet();
            levels.add(Internals.available(budget.get()));
        }
    };

    /** Records one call's events as lines. */
    private final CallListener recording = call -> new CallListener.Observer() {
        @Override
        public void attemptEnd(CallListener.Attempt a) {
            events.add("end " + a.attempt() + "/" + a.maxAttempts() + " status " + a.statusCode());
        }

        @Override
        public void backoff(int nextAttempt, Duration wait) {
            events.add("backoff to " + nextAttempt);
        }

        @Override
        public void retryBudgetSpent(int attempt, int cost) {
            events.add("budget spent after attempt " + attempt + ", cost " + cost);
        }

        @Override
        public void callEnd(int attempts, Duration elapsed, Throwable failure) {
            events.add("done " + attempts + " "
                    + (failure == null
                            ? "ok"
                            : failure.getClass().getSimpleName()
                                    + (failure.getMessage().contains(SPENT) ? " spent" : "")));
        }
    };

    private ClientConfig config(CallListener listener) {
        ClientConfig config = configBuilder()
                .callListener(listener)
                .retryPolicy(RetryPolicy.builder()
                        .sleeper(sleeps::add)
                        .baseDelay(Duration.ZERO)
                        .build())
                .build();
        budget.set(BudgetCalls.budget(config));
        return config;
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void anOutageUnder32ThreadsPaysExactly100RetriesAndNoMore(Mode mode) throws Exception {
        BudgetCalls.Service service = new BudgetCalls.Service();
        service.answer(503);
        server.setDispatcher(service);
        ServiceContext ctx = ServiceContext.of(config(counting));
        ConcurrentLinkedQueue<RuntimeException> failures = new ConcurrentLinkedQueue<>();
        fromThreads(() -> failures.add(mode.failure(ctx)));

        assertThat(failures).hasSize(CALLS).allMatch(e -> e.getClass() == ServerException.class);
        assertThat(paidRetries.get()).isEqualTo(100);
        assertThat(service.requests()).isEqualTo(CALLS + paidRetries.get());
        assertThat(failures.stream().filter(e -> e.getMessage().contains(SPENT)).count())
                .isEqualTo(refusedRetries.get());
        assertThat(levels).isNotEmpty().allMatch(l -> l >= 0 && l <= 500);
        assertThat(Internals.available(budget.get())).isZero();
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aFlakyServiceUnder32ThreadsPutsEveryRequestOnTheBooks(Mode mode) throws Exception {
        AtomicInteger requests = new AtomicInteger();
        // Two requests out of three fail: retries drain the bucket while successes refill it.
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest r) {
                return requests.incrementAndGet() % 3 == 0 ? json(200, "{\"items\":[]}") : error(503);
            }
        });
        ServiceContext ctx = ServiceContext.of(config(counting));
        AtomicInteger succeeded = new AtomicInteger();
        ConcurrentLinkedQueue<RuntimeException> failed = new ConcurrentLinkedQueue<>();
        fromThreads(() -> {
            try {
                mode.call(ctx);
                succeeded.incrementAndGet();
            } catch (ServerException e) {
                failed.add(e);
            }
        });
        assertThat(succeeded.get() + failed.size()).isEqualTo(CALLS);
        assertThat(requests.get()).isEqualTo(CALLS + paidRetries.get());
        assertThat(failed.stream().filter(e -> e.getMessage().contains(SPENT)).count())
                .isEqualTo(refusedRetries.get());
        assertThat(refusedRetries.get()).as("the outage outlasts the budget").isPositive();
        assertThat(levels).allMatch(l -> l >= 0 && l <= 500);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void theListenerHearsARefusedRetryBetweenTheAttemptsEndAndTheCallsEnd(Mode mode) throws Exception {
        List<String> second = new CopyOnWriteArrayList<>();
        CallListener alsoHears = call -> new CallListener.Observer() {
            @Override
            public void retryBudgetSpent(int attempt, int cost) {
                second.add(attempt + "/" + cost);
            }
        };
        BudgetCalls.Service service = new BudgetCalls.Service();
        server.setDispatcher(service);
        ClientConfig config = configBuilder()
                .callListener(CallListener.all(recording, alsoHears))
                .retryPolicy(RetryPolicy.builder()
                        .sleeper(sleeps::add)
                        .baseDelay(Duration.ZERO)
                        .retryBudget(12)
                        .build())
                .build();
        ServiceContext ctx = ServiceContext.of(config);
        service.script(503, 503, 503);
        mode.failure(ctx); // two retries: 2 tokens left
        awaitDone();
        events.clear();
        service.script(503);
        mode.failure(ctx);
        awaitDone();
        assertThat(events)
                .containsExactly(
                        "end 1/3 status 503", "budget spent after attempt 1, cost 5", "done 1 ServerException spent");
        assertThat(second).containsExactly("1/5");
    }

    /** An async call's end is heard just after its future completes: wait for it. */
    private void awaitDone() throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while ((events.isEmpty() || !events.get(events.size() - 1).startsWith("done")) && System.nanoTime() < until) {
            Thread.sleep(5);
        }
    }

    /** Runs {@code call} {@value #CALLS_PER_THREAD} times on each of 32 threads released at once. */
    private static void fromThreads(Runnable call) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<?>> each = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                each.add(pool.submit(() -> {
                    go.await();
                    for (int i = 0; i < CALLS_PER_THREAD; i++) {
                        call.run();
                    }
                    return null;
                }));
            }
            go.countDown();
            for (Future<?> f : each) {
                f.get(60, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
