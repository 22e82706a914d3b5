package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The walk that fetches ahead, against a fake whose pages the test holds back or fails at will: when each page is
 * requested, which items come out in which order, where a failure is thrown, and what closing cancels.
 */
class PageAheadTest {
    /** A fake server: marker ({@code null} for the first page) to page, or to the failure it answers with. */
    private final Map<String, Page<String>> pages = new HashMap<>();

    private final Map<String, RuntimeException> failures = new HashMap<>();
    /** Markers whose page stays in flight until the test completes it. */
    private final Set<String> held = new HashSet<>();
    /** Every marker asked for, in order, and the future each got. */
    private final List<String> asked = new CopyOnWriteArrayList<>();

    private final Map<String, CompletableFuture<Page<String>>> calls = new HashMap<>();

    private final Function<String, CompletableFuture<Page<String>>> fetchAhead = m -> {
        asked.add(m);
        CompletableFuture<Page<String>> f = new CompletableFuture<>();
        synchronized (calls) {
            calls.put(m, f);
        }
        if (!held.contains(m)) {
            answer(m);
        }
        return f;
    };

    private final Function<String, Page<String>> blocking = m -> {
        asked.add(m);
        if (failures.containsKey(m)) {
            throw failures.get(m);
        }
        return pages.get(m);
    };

    private void answer(String marker) {
        CompletableFuture<Page<String>> f;
        synchronized (calls) {
            f = calls.get(marker);
        }
        if (failures.containsKey(marker)) {
            f.completeExceptionally(failures.get(marker));
        } else {
            f.complete(pages.get(marker));
        }
    }

    private static Page<String> page(boolean hasMore, String... items) {
        return new Page<>(
                List.of(items),
                PageMeta.builder().limit(items.length).hasMore(hasMore).build());
    }

    private PagedIterable<String> list(int ahead) {
        return new PagedIterable<>(null, blocking, fetchAhead, Function.identity(), ahead, ContextPropagator.NONE);
    }

    private void threePages() {
        pages.put(null, page(true, "a", "b"));
        pages.put("b", page(true, "c", "d"));
        pages.put("d", page(false, "e"));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 16})
    void theItemsAndTheirOrderAreTheSameWhateverThePagesAhead(int ahead) {
        threePages();
        assertThat(list(ahead)).containsExactly("a", "b", "c", "d", "e");
        assertThat(list(ahead).stream()).containsExactly("a", "b", "c", "d", "e");
        assertThat(list(ahead).pages())
                .extracting(Page::items)
                .containsExactly(List.of("a", "b"), List.of("c", "d"), List.of("e"));
        assertThat(asked)
                .as("each page once per walk, in order")
                .containsExactly(null, "b", "d", null, "b", "d", null, "b", "d");
    }

    @Test
    void nothingIsRequestedAheadUntilTheCallerTakesTheLastItemOfTheFirstPage() {
        threePages();
        held.add("b");
        Iterator<String> it = list(1).iterator();
        assertThat(asked).isEmpty();
        assertThat(it.next()).isEqualTo("a");
        assertThat(asked)
                .as("a walk that may stop inside page 1 costs page 1 alone")
                .containsExactly((String) null);
        assertThat(it.next()).isEqualTo("b");
        assertThat(asked)
                .as("page 2 requested once the caller took page 1's last item, before it asks for 'c'")
                .containsExactly(null, "b");
        answer("b");
        assertThat(asked)
                .as("page 3 only when the caller takes page 2, not when page 2 arrives")
                .containsExactly(null, "b");
        assertThat(it.next()).isEqualTo("c");
        assertThat(asked)
                .as("past page 1, the page after the one handed out goes ahead at once")
                .containsExactly(null, "b", "d");
        assertThat(it.next()).isEqualTo("d");
        assertThat(it.next()).isEqualTo("e");
        assertThat(it.hasNext()).isFalse();
        assertThat(asked).as("nothing after the last page").containsExactly(null, "b", "d");
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 16})
    void aWalkThatEndsInsideItsFirstPageCostsOneRequestAsWithoutPrefetch(int ahead) {
        pages.put(null, page(true, "a", "b", "c", "d", "e"));
        pages.put("e", page(false, "f"));
        assertThat(list(ahead).stream().findFirst()).contains("a");
        assertThat(list(ahead).stream().limit(3).toList()).containsExactly("a", "b", "c");
        for (String item : list(ahead)) {
            if (item.equals("d")) {
                break;
            }
        }
        try (Stream<String> items = list(ahead).stream()) {
            assertThat(items.filter(i -> i.compareTo("c") > 0).findFirst()).contains("d");
        }
        assertThat(list(ahead).pages().stream().findFirst())
                .map(Page::items)
                .contains(pages.get(null).items());
        assertThat(asked)
                .as("five walks that stopped inside page 1: one request each")
                .containsExactly(null, null, null, null, null);
    }

    @Test
    void aPageWalkFetchesPageTwoWhenAskedAndPrefetchesFromThere() {
        threePages();
        held.add("d");
        Iterator<Page<String>> it = list(1).pages().iterator();
        assertThat(it.next().items()).containsExactly("a", "b");
        assertThat(asked)
                .as("a page walk cannot see the caller inside a page: nothing ahead of page 1")
                .containsExactly((String) null);
        assertThat(it.next().items()).containsExactly("c", "d");
        assertThat(asked).as("page 2 on the caller's thread, then page 3 ahead").containsExactly(null, "b", "d");
        assertThat(calls).as("only page 3 was an async call").containsOnlyKeys("d");
        answer("d");
        assertThat(it.next().items()).containsExactly("e");
        assertThat(it.hasNext()).isFalse();
    }

    @Test
    void twoAheadRequestsTheSecondWhenTheFirstArrives() {
        threePages();
        pages.put("d", page(true, "e", "f"));
        pages.put("f", page(false, "g"));
        held.add("b");
        Iterator<String> it = list(2).iterator();
        assertThat(it.next()).isEqualTo("a");
        assertThat(it.next()).isEqualTo("b");
        assertThat(asked).containsExactly(null, "b");
        answer("b");
        assertThat(asked).as("page 3 follows page 2's arrival").containsExactly(null, "b", "d");
        assertThat(it.next()).isEqualTo("c");
        assertThat(asked).as("taking page 2 asks for page 4").containsExactly(null, "b", "d", "f");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void aFailedPageIsThrownWhenTheCallerReachesItAfterEveryItemBefore(int ahead) {
        threePages();
        pages.put("d", page(true, "e", "f"));
        CloudSdkException boom = new CloudSdkException("HTTP 500 on page 3");
        failures.put("d", boom);
        List<String> delivered = new ArrayList<>();
        Iterator<String> it = list(ahead).iterator();
        for (int i = 0; i < 4; i++) {
            delivered.add(it.next());
            if (ahead > 0 && i == 2) {
                assertThat(asked)
                        .as("page 3 was requested, and failed, while the caller was on page 2")
                        .contains("d");
            }
        }
        assertThat(delivered).containsExactly("a", "b", "c", "d");
        assertThatThrownBy(it::hasNext).isSameAs(boom);
        assertThat(boom.getSuppressed()).hasSize(ahead == 0 ? 0 : 1);
        assertThatThrownBy(it::hasNext)
                .as("a failed walk does not seem to end")
                .isInstanceOf(CloudSdkException.class)
                .isNotSameAs(boom)
                .hasMessageStartingWith("this walk already failed (CloudSdkException); start a new iteration")
                .hasCause(boom);
    }

    @Test
    void aFetchThatThrowsAtOnceIsThrownAtItsPage() {
        threePages();
        IllegalStateException closedConfig = new IllegalStateException("this ClientConfig is closed");
        PagedIterable<String> list = new PagedIterable<>(
                null,
                blocking,
                m -> {
                    if ("b".equals(m)) {
                        throw closedConfig;
                    }
                    return fetchAhead.apply(m);
                },
                Function.identity(),
                1,
                ContextPropagator.NONE);
        Iterator<String> it = list.iterator();
        assertThat(it.next()).isEqualTo("a");
        assertThat(it.next()).isEqualTo("b");
        assertThatThrownBy(it::next).isSameAs(closedConfig);
    }

    @Test
    void aRepeatedMarkerFailsAtThePageThatRepeatsIt() {
        pages.put(null, page(true, "a", "b"));
        pages.put("b", page(true, "c", "d"));
        pages.put("d", page(true, "b"));
        Iterator<String> it = list(1).iterator();
        for (int i = 0; i < 5; i++) {
            it.next();
        }
        assertThatThrownBy(it::hasNext)
                .isInstanceOf(CloudSdkException.class)
                .hasMessageContaining("marker b was already used");
        assertThat(asked).containsExactly(null, "b", "d");
    }

    @Test
    void closingTheItemStreamCancelsThePageInFlightAndRequestsNoMore() {
        threePages();
        held.add("b");
        try (Stream<String> items = list(2).stream()) {
            Iterator<String> it = items.iterator();
            assertThat(it.next()).isEqualTo("a");
            assertThat(it.next()).isEqualTo("b");
        }
        assertThat(calls.get("b"))
                .as("page 2, in flight when the stream closed")
                .isCancelled();
        assertThat(asked).containsExactly(null, "b");
    }

    @Test
    void closingAPageStreamAfterLimitCancelsThePageAhead() {
        threePages();
        held.add("d");
        try (Stream<Page<String>> two = list(1).pages().stream()) {
            assertThat(two.limit(2).count()).isEqualTo(2);
        }
        assertThat(asked).as("two pages handed out, the third requested ahead").containsExactly(null, "b", "d");
        assertThat(calls.get("d")).isCancelled();
    }

    @Test
    void aDroppedWalkLeavesAtMostThePagesAheadAndNothingFollowsThem() {
        threePages();
        held.add("b");
        for (String item : list(1)) {
            if (item.equals("b")) {
                break;
            }
        }
        answer("b");
        assertThat(asked)
                .as("page 2 finishes by itself; page 3 is never asked for")
                .containsExactly(null, "b");
    }

    @Test
    void anInterruptWhileWaitingStopsTheWalkAndKeepsTheFlag() throws Exception {
        threePages();
        held.add("b");
        Iterator<String> it = list(1).iterator();
        it.next();
        it.next();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicReference<Boolean> flag = new AtomicReference<>();
        Thread caller = new Thread(() -> {
            try {
                it.next();
            } catch (RuntimeException e) {
                thrown.set(e);
                flag.set(Thread.currentThread().isInterrupted());
            }
        });
        caller.start();
        caller.interrupt();
        caller.join(TimeUnit.SECONDS.toMillis(5));
        assertThat(thrown.get())
                .isInstanceOf(CloudSdkException.class)
                .hasMessageContaining("interrupted")
                .hasCauseInstanceOf(InterruptedException.class);
        assertThat(flag.get()).isTrue();
        assertThat(calls.get("b")).isCancelled();
    }
}
