package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.PinnedEvent;
import dev.cloudsdk.core.testing.PinningRecorder;
import dev.cloudsdk.core.testing.VirtualThreads;
import dev.cloudsdk.core.testing.WireTest;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

/**
 * One connection pool, 32 threads, 20,000 calls, each thread on its own region view of its own config (its own
 * token): every answer must be the one for the thread's own region, zone and token. The server echoes what it
 * received, and refuses a token that does not belong to the region. (A token provider runs on the SDK's token
 * threads, so per-thread tokens come from per-thread configs sharing one {@code OkHttpClient}.)
 *
 * <p>On Java 17 the 32 workers are platform threads. On a runtime with virtual threads (21 and later; compat-jdk25
 * runs this on 25) they are virtual threads, and JFR records every {@code jdk.VirtualThreadPinned} event of the
 * run: the test fails on any that comes from SDK code ({@link PinnedEvent#fromSdkCode()} says what counts), and
 * prints every event's stack to its output.
 */
class ConcurrencyTest extends WireTest {
    private static final int THREADS = 32;
    private static final int CALLS = 20_000;

    record Echo(UUID id, String displayName) {}

    /** Echoes region, path id and the token's thread number; 401 when the token is not the region's. */
    private static final class EchoDispatcher extends Dispatcher {
        @Override
        public MockResponse dispatch(RecordedRequest r) {
            String region = r.getHeaders().get("X-Region");
            String auth = r.getHeaders().get("Authorization");
            String thread = region == null ? "?" : region.substring("region-".length());
            if (!("Bearer token-" + thread).equals(auth)) {
                return new MockResponse.Builder()
                        .code(401)
                        .body("{\"error\":{\"message\":\"wrong token\"}}")
                        .build();
            }
            String id = r.getUrl().pathSegments().get(3);
            return new MockResponse.Builder()
                    .code(200)
                    .setHeader("Content-Type", "application/json")
                    .body("{\"items\":[{\"id\":\"" + id + "\",\"display_name\":\"" + region + "\"}],"
                            + "\"meta\":{\"has_more\":false}}")
                    .build();
        }
    }

    @Test
    void oneClientFrom32ThreadsNeverMixesRegionsOrTokens() throws Exception {
        server.setDispatcher(new EchoDispatcher());
        if (!VirtualThreads.available()) {
            callFromThreads(Executors.newFixedThreadPool(THREADS), false);
            return;
        }
        List<PinnedEvent> pinned;
        try (PinningRecorder recorder = PinningRecorder.start()) {
            warmUpOnOneVirtualThread();
            callFromThreads(VirtualThreads.newThreadPerTaskExecutor("cloudsdk-stress-"), true);
            pinned = recorder.stop();
        }
        List<PinnedEvent> fromSdk =
                pinned.stream().filter(PinnedEvent::fromSdkCode).collect(Collectors.toList());
        // Every pin, the libraries' too, goes to the test's output file: what the JDK saw, not only what failed.
        System.out.printf(
                "%d calls on %d virtual threads, Java %s: %d jdk.VirtualThreadPinned events, %d from " + "SDK code%n",
                CALLS, THREADS, Runtime.version(), pinned.size(), fromSdk.size());
        pinned.forEach(System.out::println);
        assertThat(fromSdk)
                .as("virtual threads pinned in SDK code (see PinnedEvent for what counts)")
                .isEmpty();
    }

    /**
     * One call, alone, before the 32 threads. The JVM loads, links and initializes a class on its first use, and
     * 32 virtual threads doing that at once wait for each other pinned ("Waited for initialization of ... by
     * another thread", or a contended class loading lock under the JVM's native frame: 54 such events on 25),
     * each charged to whichever code touched the class first. Those waits are the JVM's, once per class. The
     * warm-up is recorded too, but a thread alone only pins where it blocks while it cannot unmount (an
     * initializer that blocks, a native frame): the pins this test is for.
     */
    private void warmUpOnOneVirtualThread() throws Exception {
        ServiceContext view =
                ServiceContext.of(configBuilder().token("token-0").build()).withRegion("region-0");
        AtomicInteger failures = new AtomicInteger();
        ExecutorService one = VirtualThreads.newThreadPerTaskExecutor("cloudsdk-warm-up-");
        try {
            assertThat(one.submit(() -> callsOf(0, view, new AtomicInteger(1), failures))
                            .get(60, TimeUnit.SECONDS))
                    .isEqualTo(1);
        } finally {
            one.shutdownNow();
        }
        assertThat(failures).hasValue(0);
    }

    /** Makes the calls from {@code THREADS} tasks on {@code workers}, then shuts it down. */
    private void callFromThreads(ExecutorService workers, boolean virtual) throws Exception {
        AtomicInteger remaining = new AtomicInteger(CALLS);
        AtomicInteger failures = new AtomicInteger();
        AtomicInteger otherKind = new AtomicInteger();
        int before = server.getRequestCount();
        try {
            List<Future<Integer>> done = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int n = t;
                ClientConfig own = configBuilder().token("token-" + n).build();
                ServiceContext view = ServiceContext.of(own).withRegion("region-" + n);
                done.add(workers.submit(() -> {
                    otherKind.addAndGet(VirtualThreads.isVirtual(Thread.currentThread()) == virtual ? 0 : 1);
                    return callsOf(n, view, remaining, failures);
                }));
            }
            int total = 0;
            for (Future<Integer> f : done) {
                total += f.get(120, TimeUnit.SECONDS);
            }
            assertThat(otherKind)
                    .as("workers that were not %s threads", virtual ? "virtual" : "platform")
                    .hasValue(0);
            assertThat(failures).hasValue(0);
            assertThat(total).isEqualTo(CALLS);
            assertThat(server.getRequestCount() - before).isEqualTo(CALLS);
        } finally {
            workers.shutdownNow();
        }
    }

    private static int callsOf(int n, ServiceContext view, AtomicInteger remaining, AtomicInteger failures) {
        int made = 0;
        while (remaining.getAndDecrement() > 0) {
            UUID id = UUID.randomUUID();
            Page<Echo> page = Calls.call(
                    view,
                    TestApi.GET,
                    new Object[] {id},
                    List.of(),
                    null,
                    ResponseShape.page("items", DatabindOracle.reader(Echo.class)));
            Echo echo = page.items().get(0);
            if (!echo.id().equals(id) || !echo.displayName().equals("region-" + n)) {
                failures.incrementAndGet();
            }
            made++;
        }
        return made;
    }
}
