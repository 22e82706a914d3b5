package dev.cloudsdk.dns;

import static dev.cloudsdk.dns.RecordsetPages.id;
import static dev.cloudsdk.dns.RecordsetPages.page;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.AsyncPage;
import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.dns.model.Recordset;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Listing recordsets with the next page fetched ahead (the default with a fixed token) against without: a failed page
 * thrown at its first item, with the operation's path in its message, blocking and async, and an async walk left early
 * with nothing in flight and no connection in use (WireTest checks the pool after each test). The marker and filters
 * on each page with and without prefetch: {@code ListRecordsetsWireTest}. What the wire and the listener see at each
 * step of a walk, and a walk closed or left early: core's {@code PrefetchWireTest}, the walk every generated list
 * runs; that the items are the same whatever the pages ahead: core's {@code PageAheadTest}.
 */
class ListRecordsetsPrefetchWireTest extends WireTest {
    private static final UUID ZONE = RecordsetPages.ZONE;
    private static final String PATH = "/api/v1/zones/" + ZONE + "/recordsets";

    private final List<String> starts = new CopyOnWriteArrayList<>();
    private final LinkedBlockingQueue<String> ends = new LinkedBlockingQueue<>();
    private final CallListener listener = call -> {
        starts.add(call.operation().value() + " async=" + call.async());
        return new CallListener.Observer() {
            @Override
            public void callEnd(int attempts, Duration elapsed, Throwable failure) {
                ends.add(failure == null ? "ok" : failure.getClass().getSimpleName());
            }
        };
    };

    private DnsClient dns(int prefetchPages) {
        return DnsClient.create(configBuilder()
                .prefetchPages(prefetchPages)
                .retryPolicy(RetryPolicy.none())
                .callListener(listener)
                .build());
    }

    private String nextEnd() throws InterruptedException {
        String end = ends.poll(5, TimeUnit.SECONDS);
        assertThat(end).as("a call ended within 5 s").isNotNull();
        return end;
    }

    private void threePagesThenAnError() {
        server.enqueue(json(200, page(true, null, 1, 2)));
        server.enqueue(json(200, page(true, null, 3, 4)));
        server.enqueue(error(500));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1})
    void anErrorOnPageThreeIsThrownAtItsFirstItemAfterEveryItemOfPageTwo(int prefetchPages) {
        threePagesThenAnError();
        List<UUID> delivered = new ArrayList<>();
        Iterator<Recordset> it = dns(prefetchPages).recordsets().list(ZONE).iterator();
        for (int i = 0; i < 4; i++) {
            delivered.add(it.next().id());
            if (prefetchPages == 1 && i == 2) {
                takeRequest();
                takeRequest();
                assertThat(takeRequest().getUrl().queryParameter("marker"))
                        .as("page 3 went out while the caller was still on page 2")
                        .isEqualTo(id(4).toString());
            }
        }
        assertThat(delivered).containsExactly(id(1), id(2), id(3), id(4));
        assertThatThrownBy(it::hasNext)
                .isExactlyInstanceOf(ServerException.class)
                .hasMessageStartingWith(
                        "HTTP 500 on GET " + PATH + ": problem 500 (request id req-500; attempt 1 of 1, after ");
        assertThat(server.getRequestCount()).isEqualTo(3);
    }

    @Test
    void asyncPagesThrowPageThreesErrorAfterHandingOutPageTwosItems() throws Exception {
        threePagesThenAnError();
        List<UUID> delivered = new CopyOnWriteArrayList<>();
        AsyncPage<Recordset> first = dns(1).async().recordsets().list(ZONE).get(5, TimeUnit.SECONDS);
        assertThatThrownBy(
                        () -> first.forEachRemaining(r -> delivered.add(r.id())).get(5, TimeUnit.SECONDS))
                .cause()
                .isExactlyInstanceOf(ServerException.class)
                .hasMessageContaining("HTTP 500");
        assertThat(delivered).containsExactly(id(1), id(2), id(3), id(4));
        assertThat(starts)
                .as("async pages are not fetched ahead: one call per page asked for")
                .hasSize(3);
    }

    @Test
    void anAsyncWalkLeftAfterTwoPagesHasNothingInFlight() throws Exception {
        server.enqueue(json(200, page(true, null, 1)));
        server.enqueue(json(200, page(true, null, 2)));
        server.enqueue(json(200, page(false, null, 3)));
        AsyncPage<Recordset> first = dns(1).async().recordsets().list(ZONE).get(5, TimeUnit.SECONDS);
        assertThat(first.nextPage().get(5, TimeUnit.SECONDS).items())
                .extracting(Recordset::id)
                .containsExactly(id(2));
        assertThat(List.of(nextEnd(), nextEnd())).containsExactly("ok", "ok");
        assertThat(ends.poll(200, TimeUnit.MILLISECONDS)).isNull();
        assertThat(server.getRequestCount()).isEqualTo(2);
        assertThat(pool.connectionCount()).isEqualTo(pool.idleConnectionCount());
    }
}
