package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.WireTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

/**
 * The SDK's threads are the process's, not each config's: 0.2.0 started a timer thread per config on its first
 * async call (250 configs, 250 timer threads) and token threads per config.
 */
class SharedThreadsTest extends WireTest {
    private static final int CONFIGS = 250;

    @Test
    void twoHundredFiftyConfigsShareOneTimerAndBoundedTokenAndCallbackThreads() throws Exception {
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return json(202, "{\"thing\":{}}");
            }
        });
        List<ClientConfig> configs = new ArrayList<>();
        List<CompletableFuture<?>> calls = new ArrayList<>();
        for (int i = 0; i < CONFIGS; i++) {
            // A provider, so that every config's calls need a token thread.
            String token = "tenant-" + i;
            ClientConfig config = configBuilder().tokenProvider(() -> token).build();
            configs.add(config);
            ServiceContext ctx = ServiceContext.of(config);
            calls.add(Calls.callAsync(
                    ctx,
                    TestApi.POST,
                    new Object[] {TestApi.ID},
                    List.of(),
                    new TestApi.Body("n", 1),
                    ResponseShape.member("thing", DatabindOracle.reader(TestApi.Thing.class))));
        }
        CompletableFuture.allOf(calls.toArray(new CompletableFuture<?>[0])).get(30, TimeUnit.SECONDS);
        Map<String, Long> roles = Thread.getAllStackTraces().keySet().stream()
                .map(Thread::getName)
                .filter(n -> n.startsWith("cloudsdk-"))
                .collect(Collectors.groupingBy(n -> n.substring(0, n.lastIndexOf('-')), Collectors.counting()));
        assertThat(roles.getOrDefault("cloudsdk-timer", 0L))
                .as("timer threads: %s", roles)
                .isLessThanOrEqualTo(1);
        assertThat(roles.getOrDefault("cloudsdk-token", 0L))
                .as("token threads: %s", roles)
                .isLessThanOrEqualTo(SdkExecutors.MAX_TOKEN_THREADS);
        assertThat(roles.getOrDefault("cloudsdk-callback", 0L))
                .as("callback threads: %s", roles)
                .isLessThanOrEqualTo(SdkExecutors.MAX_CALLBACK_THREADS);
        assertThat(server.getRequestCount()).isEqualTo(CONFIGS);
        configs.forEach(ClientConfig::close);
    }

    @Test
    void anSdkThreadInheritsNoThreadLocalAndNotTheCallersClassLoader() throws Exception {
        InheritableThreadLocal<String> tenant = new InheritableThreadLocal<>();
        ClassLoader callers = new ClassLoader(getClass().getClassLoader()) {};
        Thread creator = new Thread(() -> {
            tenant.set("tenant-a");
            Thread.currentThread().setContextClassLoader(callers);
            Thread made = new SdkExecutors.Threads("test").newThread(() -> {});
            made.start();
            try {
                made.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            seen.add(made.getContextClassLoader());
        });
        creator.start();
        creator.join(5_000);
        assertThat(seen).hasSize(1).doesNotContain(callers);
        String[] inherited = {"unset"};
        Thread probe = new SdkExecutors.Threads("probe").newThread(() -> inherited[0] = tenant.get());
        tenant.set("tenant-b");
        try {
            probe.start();
            probe.join(5_000);
        } finally {
            tenant.remove();
        }
        assertThat(inherited[0]).isNull();
        assertThat(probe.isDaemon()).isTrue();
        assertThat(probe.getName()).startsWith("cloudsdk-probe-");
    }

    @Test
    void aBoundedPoolReusesAnIdleThreadAndQueuesOnlyBeyondItsBound() throws Exception {
        ThreadPoolExecutor pool = SdkExecutors.bounded(4, "probe-pool");
        try {
            for (int i = 0; i < 50; i++) {
                pool.submit(() -> {}).get(5, TimeUnit.SECONDS);
                Thread.sleep(5); // tasks a moment apart, as timer callbacks are, not back to back
                // A thread that finished a task takes the next (a second may start while the first is between
                // its task and its wait): a pool of core threads started a new one for each task up to its bound.
                assertThat(pool.getPoolSize())
                        .as("threads after %d tasks one after another", i + 1)
                        .isLessThanOrEqualTo(2);
            }
            CountDownLatch release = new CountDownLatch(1);
            AtomicInteger ran = new AtomicInteger();
            List<Future<?>> busy = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                busy.add(pool.submit(() -> {
                    release.await();
                    return ran.incrementAndGet();
                }));
            }
            assertThat(pool.getPoolSize()).isEqualTo(4);
            release.countDown();
            for (Future<?> f : busy) {
                f.get(5, TimeUnit.SECONDS);
            }
            assertThat(ran).hasValue(10);
        } finally {
            pool.shutdownNow();
        }
    }

    private final List<ClassLoader> seen = new CopyOnWriteArrayList<>();
}
