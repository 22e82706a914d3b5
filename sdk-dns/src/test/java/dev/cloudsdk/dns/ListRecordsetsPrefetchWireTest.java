package dev.cloudsdk.dns;

import static dev.cloudsdk.dns.RecordsetPages.id;
import static dev.cloudsdk.dns.RecordsetPages.page;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.AsyncPage;
import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Listing recordsets with the next page fetched ahead (the default with a fixed token) against without: the same
 * recordsets, requests and exceptions at the same item; what the wire sees at each step; the listener; and a walk
 * closed or left early, which leaves no request in flight for long and no connection in use (WireTest checks the
 * pool after each test).
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
        return DnsClient.create(configBuilder().prefetchPages(prefetchPages).retryPolicy(RetryPolicy.none())
                .callListener(listener).build());
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
    @ValueSource(ints = {0, 1, 2})
    void theSameRecordsetsInTheSameOrderFromTheSameRequestsWithOrWithoutPrefetch(int prefetchPages) {
        server.enqueue(json(200, page(true, null, 1, 2, 3)));
        server.enqueue(json(200, page(true, null, 4, 5, 6)));
        server.enqueue(json(200, page(false, null, 7)));
        ListRecordsetsRequest filters = ListRecordsetsRequest.builder().limit(3).name("www*").build();
        assertThat(dns(prefetchPages).recordsets().list(ZONE, filters)).extracting(Recordset::id)
                .containsExactly(id(1), id(2), id(3), id(4), id(5), id(6), id(7));
        assertThat(takeRequest().getTarget()).isEqualTo(PATH + "?limit=3&name=www*");
        assertThat(takeRequest().getTarget()).isEqualTo(PATH + "?limit=3&marker=" + id(3) + "&name=www*");
        assertThat(takeRequest().getTarget()).isEqualTo(PATH + "?limit=3&marker=" + id(6) + "&name=www*");
        assertThat(server.getRequestCount()).isEqualTo(3);
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
                        .as("page 3 went out while the caller was still on page 2").isEqualTo(id(4).toString());
            }
        }
        assertThat(delivered).containsExactly(id(1), id(2), id(3), id(4));
        assertThatThrownBy(it::hasNext).isExactlyInstanceOf(ServerException.class)
                .hasMessageStartingWith("HTTP 500 on GET " + PATH
                        + ": problem 500 (request id req-500; attempt 1 of 1, after ");
        assertThat(server.getRequestCount()).isEqualTo(3);
    }

    @Test
    void asyncPagesThrowPageThreesErrorAfterHandingOutPageTwosItems() throws Exception {
        threePagesThenAnError();
        List<UUID> delivered = new CopyOnWriteArrayList<>();
        AsyncPage<Recordset> first = dns(1).async().recordsets().list(ZONE).get(5, TimeUnit.SECONDS);
        assertThatThrownBy(() -> first.forEachRemaining(r -> delivered.add(r.id())).get(5, TimeUnit.SECONDS))
                .cause().isExactlyInstanceOf(ServerException.class).hasMessageContaining("HTTP 500");
        assertThat(delivered).containsExactly(id(1), id(2), id(3), id(4));
        assertThat(starts).as("async pages are not fetched ahead: one call per page asked for").hasSize(3);
    }

    @Test
    void withPrefetchTheWireSeesPageTwoOnceTheCallerTookPageOnesLastItemThenThePageAfterTheOneHandedOut()
            throws Exception {
        server.enqueue(json(200, page(true, null, 1, 2)));
        server.enqueue(json(200, page(true, null, 3, 4)));
        server.enqueue(json(200, page(false, null, 5)));
        Iterator<Recordset> it = dns(1).recordsets().list(ZONE).iterator();
        assertThat(server.getRequestCount()).as("no request before the walk starts").isZero();
        assertThat(it.next().id()).isEqualTo(id(1));
        assertThat(takeRequest().getUrl().queryParameter("marker")).isNull();
        assertThat(starts).as("nothing ahead while the caller may still stop inside page 1")
                .containsExactly("ListRecordsets async=false");
        assertThat(it.next().id()).isEqualTo(id(2));
        assertThat(takeRequest().getUrl().queryParameter("marker"))
                .as("page 2, once the caller took page 1's last item").isEqualTo(id(2).toString());
        assertThat(List.of(nextEnd(), nextEnd())).containsExactly("ok", "ok");
        assertThat(server.getRequestCount()).as("page 2 arrived; page 3 waits for the caller to take it")
                .isEqualTo(2);
        assertThat(it.next().id()).isEqualTo(id(3));
        assertThat(takeRequest().getUrl().queryParameter("marker")).isEqualTo(id(4).toString());
        assertThat(it.next().id()).isEqualTo(id(4));
        assertThat(it.next().id()).isEqualTo(id(5));
        assertThat(it.hasNext()).isFalse();
        assertThat(server.getRequestCount()).isEqualTo(3);
    }

    @Test
    void withoutPrefetchTheWireSeesOneRequestPerPageOnlyWhenItIsNeeded() {
        server.enqueue(json(200, page(true, null, 1, 2)));
        server.enqueue(json(200, page(true, null, 3, 4)));
        server.enqueue(json(200, page(false, null, 5)));
        Iterator<Recordset> it = dns(0).recordsets().list(ZONE).iterator();
        int[] expected = {1, 1, 2, 2, 3};
        assertThat(server.getRequestCount()).isZero();
        for (int i = 0; i < 5; i++) {
            assertThat(it.next().id()).isEqualTo(id(i + 1));
            assertThat(server.getRequestCount()).as("requests after item %d", i + 1).isEqualTo(expected[i]);
        }
        assertThat(it.hasNext()).isFalse();
        assertThat(server.getRequestCount()).isEqualTo(3);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1})
    void theListenerHearsEveryPageCallTheSameWayAsAnyCall(int prefetchPages) throws Exception {
        server.enqueue(json(200, page(true, null, 1)));
        server.enqueue(json(200, page(true, null, 2)));
        server.enqueue(json(200, page(false, null, 3)));
        assertThat(dns(prefetchPages).recordsets().list(ZONE)).hasSize(3);
        String ahead = "ListRecordsets async=" + (prefetchPages > 0);
        assertThat(starts).as("the first page on the caller's thread; those fetched ahead as async calls")
                .containsExactly("ListRecordsets async=false", ahead, ahead);
        assertThat(List.of(nextEnd(), nextEnd(), nextEnd())).containsOnly("ok");
    }

    @Test
    void closingTheStreamMidWalkCancelsThePageInFlight() throws Exception {
        // Page 2's answer is taken by the server before the close, so the call after the close gets the answer
        // queued for it, not page 2's (30 s late); a request more gets a 400 at once. See answerTaken.
        CountDownLatch page2Answered = answerTaken(r -> id(2).toString().equals(r.getUrl().queryParameter("marker")));
        server.enqueue(json(200, page(true, null, 1, 2)));
        server.enqueue(new MockResponse.Builder().code(200).setHeader("Content-Type", "application/json")
                .headersDelay(30, TimeUnit.SECONDS).body(page(false, null, 3)).build());
        server.enqueue(json(200, page(false, null, 9)));
        DnsClient dns = dns(1);
        try (Stream<Recordset> all = dns.recordsets().list(ZONE).stream()) {
            // Collected here, not by AssertJ, which closes the stream it is given.
            assertThat(all.limit(2).map(Recordset::id).toList()).as("page 1's last item: page 2 goes ahead")
                    .containsExactly(id(1), id(2));
            takeRequest();
            assertThat(takeRequest().getUrl().queryParameter("marker")).isEqualTo(id(2).toString());
            assertThat(page2Answered.await(5, TimeUnit.SECONDS)).as("the server is answering page 2, 30 s late")
                    .isTrue();
        }
        assertThat(List.of(nextEnd(), nextEnd())).as("page 2's call ends with the close, not 30 s later")
                .containsExactly("ok", "CancellationException");
        // Its own deadline is short: should the server ever answer it late, the test fails in 5 s, not 60.
        dns.withOptions(RequestOptions.builder().callTimeout(Duration.ofSeconds(5)).build()).recordsets()
                .listPage(ZONE, ListRecordsetsRequest.all());
        assertThat(takeRequest().getConnectionIndex()).as("the cancelled exchange's connection was dropped")
                .isEqualTo(1);
    }

    @Test
    void aForEachLeftWithBreakInsidePageOneSendsOneRequestAndFindFirstToo() throws Exception {
        // Three answers for the two requests expected, so that an extra request is seen, not waited out.
        for (int i = 0; i < 3; i++) {
            server.enqueue(json(200, page(true, null, 1, 2)));
        }
        for (Recordset r : dns(1).recordsets().list(ZONE)) {
            assertThat(r.id()).isEqualTo(id(1));
            break;
        }
        assertThat(dns(1).recordsets().list(ZONE).stream().findFirst()).map(Recordset::id).contains(id(1));
        assertThat(starts).as("one call per walk, none ahead")
                .containsExactly("ListRecordsets async=false", "ListRecordsets async=false");
        assertThat(List.of(nextEnd(), nextEnd())).containsExactly("ok", "ok");
        assertThat(ends.poll(200, TimeUnit.MILLISECONDS)).as("no page 2").isNull();
        assertThat(server.getRequestCount()).isEqualTo(2);
    }

    @Test
    void aForEachLeftWithBreakAfterPageOnesLastItemLeavesOnlyThePageAheadToFinish() throws Exception {
        server.enqueue(json(200, page(true, null, 1, 2)));
        server.enqueue(json(200, page(true, null, 3, 4)));
        server.enqueue(json(200, page(false, null, 5)));
        for (Recordset r : dns(1).recordsets().list(ZONE)) {
            if (r.id().equals(id(2))) {
                break;
            }
        }
        assertThat(List.of(nextEnd(), nextEnd())).containsExactly("ok", "ok");
        assertThat(ends.poll(200, TimeUnit.MILLISECONDS)).as("no page after the one ahead").isNull();
        assertThat(server.getRequestCount()).isEqualTo(2);
        assertThat(pool.connectionCount()).as("the page ahead was read and its connection released")
                .isEqualTo(pool.idleConnectionCount());
    }

    @Test
    void anAsyncWalkLeftAfterTwoPagesHasNothingInFlight() throws Exception {
        server.enqueue(json(200, page(true, null, 1)));
        server.enqueue(json(200, page(true, null, 2)));
        server.enqueue(json(200, page(false, null, 3)));
        AsyncPage<Recordset> first = dns(1).async().recordsets().list(ZONE).get(5, TimeUnit.SECONDS);
        assertThat(first.nextPage().get(5, TimeUnit.SECONDS).items()).extracting(Recordset::id).containsExactly(id(2));
        assertThat(List.of(nextEnd(), nextEnd())).containsExactly("ok", "ok");
        assertThat(ends.poll(200, TimeUnit.MILLISECONDS)).isNull();
        assertThat(server.getRequestCount()).isEqualTo(2);
        assertThat(pool.connectionCount()).isEqualTo(pool.idleConnectionCount());
    }
}
