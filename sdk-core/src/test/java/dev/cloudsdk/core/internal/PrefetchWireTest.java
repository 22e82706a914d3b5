package dev.cloudsdk.core.internal;

import static dev.cloudsdk.core.internal.TestApi.ID;
import static dev.cloudsdk.core.internal.TestApi.LIST;
import static dev.cloudsdk.core.internal.TestApi.id;
import static dev.cloudsdk.core.internal.TestApi.page;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.PagedIterable;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.internal.TestApi.Thing;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A list walk that fetches ahead, on the wire: what the wire and the listener see at each step, with and without
 * prefetch; a walk that stops inside its first page sends one request; closing it cancels the page in flight (the
 * server's exchange is torn down, and no connection stays in use: WireTest's after-each check); a dropped walk leaves
 * only the page ahead to finish; and who sets how many pages ahead. The same walk through a service's generated
 * list: sdk-dns's {@code ListRecordsetsWireTest} (filters carried on each page, with and without prefetch) and
 * {@code ListRecordsetsPrefetchWireTest} (errors at their page, async pages).
 */
class PrefetchWireTest extends WireTest {
    /** Each call's end, as "operation failure-type-or-ok", in the order the calls ended. */
    private final LinkedBlockingQueue<String> ends = new LinkedBlockingQueue<>();

    private final List<String> starts = new CopyOnWriteArrayList<>();
    private final CallListener listener = call -> {
        starts.add(call.operation().value() + " async=" + call.async());
        return new CallListener.Observer() {
            @Override
            public void callEnd(int attempts, Duration elapsed, Throwable failure) {
                ends.add(call.operation().value() + " "
                        + (failure == null ? "ok" : failure.getClass().getSimpleName()));
            }
        };
    };

    private static PagedIterable<Thing> list(ServiceContext ctx) {
        return ctx.list(LIST, null, m -> m, t -> t.id().toString(), ID);
    }

    private ServiceContext context() {
        return ServiceContext.of(configBuilder().callListener(listener).build());
    }

    private String nextEnd() throws InterruptedException {
        String end = ends.poll(5, TimeUnit.SECONDS);
        assertThat(end).as("a call ended within 5 s").isNotNull();
        return end;
    }

    @Test
    void closingTheStreamCancelsThePageInFlightOnTheWire() throws Exception {
        // Page 2's answer is taken by the server before the close, so the call after the close gets the answer
        // queued for it, not page 2's (30 s late); a request more gets a 400 at once. See answerTaken.
        CountDownLatch page2Answered = answerTaken(r -> id(2).equals(r.getUrl().queryParameter("marker")));
        server.enqueue(json(200, page(true, 1, 2)));
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .setHeader("Content-Type", "application/json")
                .headersDelay(30, TimeUnit.SECONDS)
                .body(page(false, 3))
                .build());
        server.enqueue(json(200, page(false, 9)));
        ServiceContext ctx = context();
        try (Stream<Thing> things = list(ctx).stream()) {
            Iterator<Thing> it = things.iterator();
            assertThat(it.next().id().toString()).isEqualTo(id(1));
            assertThat(it.next().id().toString())
                    .as("page 1's last item: page 2 goes ahead")
                    .isEqualTo(id(2));
            takeRequest();
            assertThat(takeRequest().getUrl().queryParameter("marker"))
                    .as("page 2 is on the server")
                    .isEqualTo(id(2));
            assertThat(page2Answered.await(5, TimeUnit.SECONDS))
                    .as("the server is answering page 2, 30 s late")
                    .isTrue();
            assertThat(nextEnd()).isEqualTo("TestList ok");
        }
        assertThat(nextEnd())
                .as("page 2's call ended by the close, not by its response 30 s later")
                .isEqualTo("TestList CancellationException");
        // The cancelled exchange's connection was torn down: the next call needs a new one. Its own deadline is
        // short: should the server ever answer it late, the test fails in 5 s, not the default 60.
        ctx.withOptions(RequestOptions.builder()
                        .callTimeout(Duration.ofSeconds(5))
                        .build())
                .call(LIST, null, ID);
        RecordedRequest after = takeRequest();
        assertThat(after.getConnectionIndex())
                .as("a new connection after the cancelled exchange")
                .isEqualTo(1);
        assertThat(server.getRequestCount()).isEqualTo(3);
    }

    /** Four ways to stop a walk inside its first page, each returning the ids it took: ids 1 to {@code taken}. */
    enum EarlyStop {
        FIND_FIRST(1) {
            @Override
            List<String> walk(PagedIterable<Thing> list) {
                return list.stream()
                        .findFirst()
                        .map(t -> List.of(t.id().toString()))
                        .orElse(List.of());
            }
        },
        LIMIT_3(3) {
            @Override
            List<String> walk(PagedIterable<Thing> list) {
                return list.stream().limit(3).map(t -> t.id().toString()).collect(Collectors.toList());
            }
        },
        BREAK_AFTER_THE_FIRST_ITEM(1) {
            @Override
            List<String> walk(PagedIterable<Thing> list) {
                List<String> seen = new ArrayList<>();
                for (Thing t : list) {
                    seen.add(t.id().toString());
                    break;
                }
                return seen;
            }
        },
        BREAK_AT_THE_FIRST_MATCH(4) {
            @Override
            List<String> walk(PagedIterable<Thing> list) {
                List<String> seen = new ArrayList<>();
                for (Thing t : list) {
                    seen.add(t.id().toString());
                    if (t.id().toString().equals(id(4))) {
                        break;
                    }
                }
                return seen;
            }
        };

        private final int taken;

        EarlyStop(int taken) {
            this.taken = taken;
        }

        abstract List<String> walk(PagedIterable<Thing> list);
    }

    @ParameterizedTest
    @EnumSource(EarlyStop.class)
    void aWalkThatStopsInsideItsFirstPageSendsExactlyOneRequest(EarlyStop stop) throws Exception {
        server.enqueue(json(200, page(true, 1, 2, 3, 4, 5)));
        server.enqueue(json(200, page(false, 6)));
        List<String> seen = stop.walk(list(context()));
        assertThat(seen)
                .containsExactlyElementsOf(IntStream.rangeClosed(1, stop.taken)
                        .mapToObj(TestApi::id)
                        .toList());
        // Deterministic: a page ahead starts its call, and the listener hears it, on the caller's thread, inside
        // the next() that requests it; none was started by the time the walk returned.
        assertThat(starts).as("the walk's calls").containsExactly("TestList async=false");
        assertThat(nextEnd()).isEqualTo("TestList ok");
        // And on the wire, after a bounded wait: the page 1 request, then nothing.
        assertThat(takeRequest().getUrl().queryParameter("marker")).isNull();
        assertThat(server.takeRequest(300, TimeUnit.MILLISECONDS))
                .as("no request for page 2")
                .isNull();
        assertThat(ends.poll()).as("and no call followed it").isNull();
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void aWalkThroughThreePagesStillRequestsEachNextPageBeforeTheCallerReachesIt() throws Exception {
        server.enqueue(json(200, page(true, 1, 2)));
        server.enqueue(json(200, page(true, 3, 4)));
        server.enqueue(json(200, page(false, 5)));
        Iterator<Thing> it = list(context()).iterator();
        assertThat(server.getRequestCount())
                .as("no request before the walk starts")
                .isZero();
        assertThat(it.next().id().toString()).isEqualTo(id(1));
        assertThat(takeRequest().getUrl().queryParameter("marker")).isNull();
        assertThat(starts)
                .as("nothing ahead while the caller may still stop inside page 1")
                .containsExactly("TestList async=false");
        assertThat(it.next().id().toString()).isEqualTo(id(2));
        assertThat(takeRequest().getUrl().queryParameter("marker"))
                .as("page 2 on the wire before the caller asks for its first item")
                .isEqualTo(id(2));
        assertThat(List.of(nextEnd(), nextEnd())).containsExactly("TestList ok", "TestList ok");
        assertThat(server.getRequestCount())
                .as("page 2 arrived; page 3 waits for the caller to take it")
                .isEqualTo(2);
        assertThat(it.next().id().toString()).isEqualTo(id(3));
        assertThat(takeRequest().getUrl().queryParameter("marker"))
                .as("page 3 requested as page 2 is handed out, before the caller reaches its last item")
                .isEqualTo(id(4));
        assertThat(it.next().id().toString()).isEqualTo(id(4));
        assertThat(it.next().id().toString()).isEqualTo(id(5));
        assertThat(it.hasNext()).isFalse();
        assertThat(starts).containsExactly("TestList async=false", "TestList async=true", "TestList async=true");
        assertThat(server.getRequestCount()).isEqualTo(3);
    }

    @Test
    void aWalkLeftAfterItsFirstPagesLastItemFinishesOnlyThePageAheadAndReleasesItsConnection() throws Exception {
        server.enqueue(json(200, page(true, 1, 2)));
        server.enqueue(json(200, page(true, 3, 4)));
        server.enqueue(json(200, page(false, 5)));
        List<String> seen = new ArrayList<>();
        for (Thing t : list(context())) {
            seen.add(t.id().toString());
            if (seen.size() == 2) {
                break;
            }
        }
        assertThat(seen).containsExactly(id(1), id(2));
        assertThat(nextEnd()).isEqualTo("TestList ok");
        assertThat(nextEnd()).as("the page ahead completes by itself").isEqualTo("TestList ok");
        assertThat(ends.poll(200, TimeUnit.MILLISECONDS))
                .as("and nothing follows it")
                .isNull();
        assertThat(server.getRequestCount()).isEqualTo(2);
        assertThat(pool.connectionCount()).isEqualTo(pool.idleConnectionCount());
    }

    @Test
    void aPageFetchedAheadIsAnAsyncCallThatTheListenerHears() throws Exception {
        server.enqueue(json(200, page(true, 1)));
        server.enqueue(json(200, page(false, 2)));
        assertThat(list(context())).hasSize(2);
        assertThat(starts)
                .as("the first page on the caller's thread, the one fetched ahead async")
                .containsExactly("TestList async=false", "TestList async=true");
        assertThat(List.of(nextEnd(), nextEnd())).containsExactly("TestList ok", "TestList ok");
    }

    @Test
    void withATokenProviderTheDefaultIsNoPrefetchAndTheProviderRunsOnTheCallersThread() {
        List<String> threads = new CopyOnWriteArrayList<>();
        ClientConfig config = configBuilder()
                .tokenProvider(() -> {
                    threads.add(Thread.currentThread().getName());
                    return TOKEN;
                })
                .callListener(listener)
                .build();
        assertThat(config.prefetchPages()).isZero();
        server.enqueue(json(200, page(true, 1, 2)));
        server.enqueue(json(200, page(false, 3)));
        Iterator<Thing> it = list(ServiceContext.of(config)).iterator();
        it.next();
        it.next();
        assertThat(server.getRequestCount())
                .as("the next page only when the current one is used up")
                .isEqualTo(1);
        it.next();
        assertThat(server.getRequestCount()).isEqualTo(2);
        assertThat(threads).containsOnly(Thread.currentThread().getName()).hasSize(2);
        assertThat(starts).containsOnly("TestList async=false");
    }

    @Test
    void whoSetsThePagesAhead() {
        ClientConfig fixed = configBuilder().build();
        ClientConfig provider = configBuilder().tokenProvider(() -> TOKEN).build();
        assertThat(ServiceContext.of(fixed).prefetchPages()).isEqualTo(1);
        assertThat(ServiceContext.of(provider).prefetchPages()).isZero();
        assertThat(ServiceContext.of(configBuilder()
                                .tokenProvider(() -> TOKEN)
                                .prefetchPages(2)
                                .build())
                        .prefetchPages())
                .as("set on the config, it holds for a provider too")
                .isEqualTo(2);
        assertThat(ServiceContext.of(configBuilder().prefetchPages(0).build()).prefetchPages())
                .isZero();
        assertThat(ServiceContext.of(fixed)
                        .withOptions(RequestOptions.builder().prefetchPages(0).build())
                        .prefetchPages())
                .as("a view's own setting wins")
                .isZero();
        assertThat(ServiceContext.of(provider)
                        .withOptions(
                                RequestOptions.builder().token("tenant-token").build())
                        .prefetchPages())
                .as("a view with a fixed token of its own fetches ahead")
                .isEqualTo(1);
        assertThat(ServiceContext.of(fixed)
                        .withOptions(RequestOptions.builder()
                                .tokenProvider(() -> TOKEN)
                                .build())
                        .prefetchPages())
                .as("a view with a provider of its own does not")
                .isZero();
        assertThat(ServiceContext.of(fixed).withRegion("eu-2").prefetchPages()).isEqualTo(1);
    }

    @Test
    void prefetchPagesIsZeroToSixteenAndPartOfAViewsOptions() {
        assertThatThrownBy(() -> configBuilder().prefetchPages(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("prefetchPages must be 0 to 16, was -1");
        assertThatThrownBy(() -> RequestOptions.builder().prefetchPages(17))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("prefetchPages must be 0 to 16, was 17");
        assertThat(configBuilder().prefetchPages(16).build().prefetchPages()).isEqualTo(16);
        RequestOptions off = RequestOptions.builder().prefetchPages(0).build();
        assertThat(off.prefetchPages()).isZero();
        assertThat(RequestOptions.none().prefetchPages()).isNull();
        assertThat(off)
                .isNotEqualTo(RequestOptions.none())
                .isEqualTo(RequestOptions.builder().prefetchPages(0).build());
        assertThat(off.toString()).endsWith(", prefetchPages=0}");
        assertThat(configBuilder().prefetchPages(2).build().toString()).contains("prefetchPages=2");
    }

    @Test
    void aViewWithPrefetchOffAsksForEachPageOnlyWhenItIsNeeded() throws Exception {
        server.enqueue(json(200, page(true, 1, 2)));
        server.enqueue(json(200, page(false, 3)));
        ServiceContext off =
                context().withOptions(RequestOptions.builder().prefetchPages(0).build());
        Iterator<Thing> it = list(off).iterator();
        assertThat(server.getRequestCount()).isZero();
        it.next();
        assertThat(server.getRequestCount()).isEqualTo(1);
        it.next();
        assertThat(server.getRequestCount()).isEqualTo(1);
        it.next();
        assertThat(server.getRequestCount()).isEqualTo(2);
        assertThat(it.hasNext()).isFalse();
        assertThat(starts).containsExactly("TestList async=false", "TestList async=false");
        assertThat(List.of(nextEnd(), nextEnd())).containsExactly("TestList ok", "TestList ok");
    }
}
