package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The context a walk carries to the pages it fetches ahead: captured when the walk starts, attached around each
 * request of a page ahead, even one made on the thread that completed the page before (here a "server" thread
 * with no context of its own), and taken off that thread after.
 */
class PageAheadContextTest {
    private static final ThreadLocal<String> CONTEXT = new ThreadLocal<>();
    /** A propagator of {@link #CONTEXT}, as an application would write one for its own thread context. */
    private static final ContextPropagator PROPAGATOR = () -> {
        String captured = CONTEXT.get();
        return () -> {
            String before = CONTEXT.get();
            CONTEXT.set(captured);
            return () -> CONTEXT.set(before);
        };
    };

    private final ExecutorService server = Executors.newSingleThreadExecutor();
    private final Map<String, String> contextAtRequest = new ConcurrentHashMap<>();
    private final Map<String, Page<String>> pages = Map.of(
            "", page(true, "a", "b"), "b", page(true, "c", "d"), "d", page(true, "e", "f"), "f", page(false, "g"));

    @AfterEach
    void stop() {
        server.shutdownNow();
    }

    private static Page<String> page(boolean hasMore, String... items) {
        return new Page<>(
                List.of(items),
                PageMeta.builder().limit(items.length).hasMore(hasMore).build());
    }

    /** A page ahead: the context its request was made in, answered later on the server thread. */
    private CompletableFuture<Page<String>> fetchAhead(String marker) {
        contextAtRequest.put(marker, String.valueOf(CONTEXT.get()));
        CompletableFuture<Page<String>> answer = new CompletableFuture<>();
        server.execute(() -> answer.complete(pages.get(marker)));
        return answer;
    }

    @Test
    void everyPageAheadIsRequestedInTheContextTheWalkStartedIn() throws Exception {
        PagedIterable<String> list = new PagedIterable<>(
                null, m -> pages.get(m == null ? "" : m), this::fetchAhead, Function.identity(), 2, PROPAGATOR);
        List<String> items = new ArrayList<>();
        CONTEXT.set("walker");
        try {
            for (String item : list) {
                // The caller's context moves on; the walk's pages stay in the one it started in.
                CONTEXT.set("later-" + item);
                items.add(item);
            }
        } finally {
            CONTEXT.remove();
        }
        assertThat(items).containsExactly("a", "b", "c", "d", "e", "f", "g");
        assertThat(contextAtRequest)
                .as("pages b and d requested on the caller's thread or the server's," + " f on the server's")
                .containsOnlyKeys("b", "d", "f");
        assertThat(contextAtRequest.values())
                .as("the context each was requested in")
                .containsOnly("walker");
        assertThat(server.submit(CONTEXT::get).get(5, TimeUnit.SECONDS))
                .as("the server thread's context after")
                .isNull();
    }

    @ParameterizedTest
    @CsvSource({"0, 0", "1, 1", "2, 1"})
    void aWalkAsksThePropagatorOnceWhenItFetchesAheadAndNeverWithout(int ahead, int captures) {
        AtomicInteger asked = new AtomicInteger();
        ContextPropagator counting = () -> {
            asked.incrementAndGet();
            return PROPAGATOR.capture();
        };
        PagedIterable<String> list = new PagedIterable<>(
                null, m -> pages.get(m == null ? "" : m), this::fetchAhead, Function.identity(), ahead, counting);
        List<String> items = new ArrayList<>();
        list.forEach(items::add);
        assertThat(items).containsExactly("a", "b", "c", "d", "e", "f", "g");
        assertThat(asked).as("captures by a walk of depth " + ahead).hasValue(captures);
    }
}
