package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.testing.WireTest;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

/**
 * One connection pool, 32 threads, 20,000 calls, each thread on its own region view of its own config (its own
 * token): every answer must be the one for the thread's own region, zone and token. The server echoes what it
 * received, and refuses a token that does not belong to the region. (A token provider runs on the SDK's token
 * threads, so per-thread tokens come from per-thread configs sharing one {@code OkHttpClient}.)
 */
class ConcurrencyTest extends WireTest {
    private static final int THREADS = 32;
    private static final int CALLS = 20_000;

    record Echo(UUID id, String displayName) {
    }

    /** Echoes region, path id and the token's thread number; 401 when the token is not the region's. */
    private static final class EchoDispatcher extends Dispatcher {
        @Override
        public MockResponse dispatch(RecordedRequest r) {
            String region = r.getHeaders().get("X-Region");
            String auth = r.getHeaders().get("Authorization");
            String thread = region == null ? "?" : region.substring("region-".length());
            if (!("Bearer token-" + thread).equals(auth)) {
                return new MockResponse.Builder().code(401).body("{\"error\":{\"message\":\"wrong token\"}}").build();
            }
            String id = r.getUrl().pathSegments().get(3);
            return new MockResponse.Builder().code(200).setHeader("Content-Type", "application/json")
                    .body("{\"items\":[{\"id\":\"" + id + "\",\"display_name\":\"" + region + "\"}],"
                            + "\"meta\":{\"has_more\":false}}").build();
        }
    }

    @Test
    void oneClientFrom32ThreadsNeverMixesRegionsOrTokens() throws Exception {
        server.setDispatcher(new EchoDispatcher());
        AtomicInteger remaining = new AtomicInteger(CALLS);
        AtomicInteger failures = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<Integer>> done = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int n = t;
                ClientConfig own = configBuilder().token("token-" + n).build();
                done.add(pool.submit(() -> callsOf(n, ServiceContext.of(own).withRegion("region-" + n), remaining,
                        failures)));
            }
            int total = 0;
            for (Future<Integer> f : done) {
                total += f.get(120, TimeUnit.SECONDS);
            }
            assertThat(failures).hasValue(0);
            assertThat(total).isEqualTo(CALLS);
            assertThat(server.getRequestCount()).isEqualTo(CALLS);
        } finally {
            pool.shutdownNow();
        }
    }

    private static int callsOf(int n, ServiceContext view, AtomicInteger remaining, AtomicInteger failures) {
        int made = 0;
        while (remaining.getAndDecrement() > 0) {
            UUID id = UUID.randomUUID();
            Page<Echo> page = view.call(TransportTest.GET, new Object[] {id}, List.of(), null,
                    ResponseShape.page("items", Echo.class));
            Echo echo = page.items().get(0);
            if (!echo.id().equals(id) || !echo.displayName().equals("region-" + n)) {
                failures.incrementAndGet();
            }
            made++;
        }
        return made;
    }
}
