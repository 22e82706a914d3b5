package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class PagedIterableTest {
    /** A fake server: marker (null for the first) to page; records every marker asked for. */
    private final Map<String, Page<String>> pages = new HashMap<>();

    private final List<String> asked = new ArrayList<>();
    private final Function<String, Page<String>> fetch = m -> {
        asked.add(m);
        Page<String> p = pages.get(m);
        if (p == null) {
            throw new AssertionError("unexpected marker " + m);
        }
        return p;
    };

    private static Page<String> page(Boolean hasMore, String... items) {
        return new Page<>(List.of(items), new PageMeta(null, items.length, null, hasMore, null));
    }

    private PagedIterable<String> iterable() {
        return new PagedIterable<>(null, fetch, null, Function.identity(), 0, ContextPropagator.NONE);
    }

    @Test
    void thePagingTypesOfferUsersNoWayToMakeThemOnlyToUseThem() {
        // The public package is free of plumbing (README): services reach these through core's internals.
        assertThat(PagedIterable.class.getConstructors())
                .as("PagedIterable's public constructors")
                .isEmpty();
        assertThat(Pages.class.getConstructors())
                .as("Pages' public constructors")
                .isEmpty();
        assertThat(AsyncPage.class.getConstructors())
                .as("AsyncPage's public constructors")
                .isEmpty();
        assertThat(Stream.of(PagedIterable.class, Pages.class, AsyncPage.class)
                        .flatMap(c -> Stream.of(c.getMethods()))
                        .filter(m -> Modifier.isStatic(m.getModifiers()))
                        .map(m -> m.getDeclaringClass().getSimpleName() + "." + m.getName()))
                .as("public static factories")
                .isEmpty();
    }

    @Test
    void nothingIsFetchedUntilIterationStarts() {
        PagedIterable<String> it = iterable();
        assertThat(asked).isEmpty();
        pages.put(null, page(false, "a"));
        it.iterator().hasNext();
        assertThat(asked).containsExactly((String) null);
    }

    @Test
    void followsTheLastIdOfEachPageUntilHasMoreIsFalse() {
        pages.put(null, page(true, "a", "b"));
        pages.put("b", page(true, "c", "d"));
        pages.put("d", page(false, "e"));
        assertThat(iterable()).containsExactly("a", "b", "c", "d", "e");
        assertThat(asked).containsExactly(null, "b", "d");
    }

    @Test
    void theNextPageIsFetchedOnlyWhenTheCurrentOneIsUsedUp() {
        pages.put(null, page(true, "a", "b"));
        pages.put("b", page(false, "c"));
        Iterator<String> it = iterable().iterator();
        assertThat(it.next()).isEqualTo("a");
        assertThat(it.next()).isEqualTo("b");
        assertThat(asked).hasSize(1);
        assertThat(it.next()).isEqualTo("c");
        assertThat(asked).hasSize(2);
        assertThat(it.hasNext()).isFalse();
    }

    @Test
    void stopsOnAnEmptyPageEvenWhenHasMoreSaysTrue() {
        pages.put(null, page(true, "a"));
        pages.put("a", page(true));
        assertThat(iterable()).containsExactly("a");
    }

    @Test
    void stopsWhenTheLastItemHasNoMarker() {
        pages.put(null, page(true, "a", ""));
        assertThat(iterable()).containsExactly("a", "");
        assertThat(asked).hasSize(1);
    }

    @Test
    void missingHasMoreKeepsGoingUntilAnEmptyPage() {
        pages.put(null, page(null, "a"));
        pages.put("a", page(null));
        assertThat(iterable()).containsExactly("a");
        assertThat(asked).containsExactly(null, "a");
    }

    @Test
    void aRepeatedMarkerThrowsInsteadOfLooping() {
        pages.put(null, page(true, "a", "b"));
        pages.put("b", page(true, "c", "d"));
        pages.put("d", page(true, "b"));
        Iterator<String> it = iterable().iterator();
        for (int i = 0; i < 5; i++) {
            it.next();
        }
        assertThatThrownBy(it::hasNext)
                .isInstanceOf(CloudSdkException.class)
                .hasMessageContaining("marker b was already used");
    }

    @Test
    void startsFromAGivenMarkerAndEveryIterationStartsOver() {
        pages.put("x", page(true, "y"));
        pages.put("y", page(false, "z"));
        PagedIterable<String> it =
                new PagedIterable<>("x", fetch, null, Function.identity(), 0, ContextPropagator.NONE);
        assertThat(it).containsExactly("y", "z");
        assertThat(it.stream()).containsExactly("y", "z");
        assertThat(asked).containsExactly("x", "y", "x", "y");
    }

    @Test
    void pagesExposeItemsAndMeta() {
        pages.put(null, page(true, "a"));
        pages.put("a", page(false, "b"));
        List<Page<String>> seen = new ArrayList<>();
        iterable().pages().forEach(seen::add);
        assertThat(seen).hasSize(2);
        assertThat(seen.get(0).items()).containsExactly("a");
        assertThat(seen.get(0).meta().hasMore()).isTrue();
        assertThat(seen.get(1).meta().hasMore()).isFalse();
    }

    @Test
    void thePagesStreamFetchesNothingBeforeATerminalOperationThenOnlyWhatItConsumes() {
        pages.put(null, page(true, "a"));
        pages.put("a", page(true, "b"));
        pages.put("b", page(false, "c"));
        Pages<String> all = iterable().pages();
        Stream<List<String>> items = all.stream().map(Page::items).filter(list -> !list.isEmpty());
        assertThat(asked).isEmpty();
        assertThat(items.findFirst()).contains(List.of("a"));
        assertThat(asked).containsExactly((String) null);
        asked.clear();
        assertThat(all.stream().limit(2).count()).isEqualTo(2);
        assertThat(asked)
                .as("a new stream starts over, and limit(2) fetches two pages")
                .containsExactly(null, "a");
        asked.clear();
        assertThat(all.stream().flatMap(p -> p.items().stream())).containsExactly("a", "b", "c");
        assertThat(asked).containsExactly(null, "a", "b");
    }

    @Test
    void theItemStreamFetchesNothingBeforeATerminalOperation() {
        pages.put(null, page(true, "a", "b"));
        pages.put("b", page(false, "c"));
        Stream<String> items = iterable().stream().map(String::toUpperCase);
        assertThat(asked).isEmpty();
        assertThat(items.limit(2)).containsExactly("A", "B");
        assertThat(asked).containsExactly((String) null);
    }

    @Test
    void aRepeatedMarkerEndsThePagesStreamWithTheSameException() {
        pages.put(null, page(true, "a"));
        pages.put("a", page(true, "a"));
        assertThatThrownBy(() -> iterable().pages().stream().count())
                .isInstanceOf(CloudSdkException.class)
                .hasMessageContaining("marker a was already used");
    }

    @Test
    void aFailingFetchPropagatesItsException() {
        PagedIterable<String> it = new PagedIterable<>(
                null,
                m -> {
                    throw new CloudSdkException("boom");
                },
                null,
                Function.identity(),
                0,
                ContextPropagator.NONE);
        assertThatThrownBy(() -> it.iterator().hasNext())
                .isInstanceOf(CloudSdkException.class)
                .hasMessage("boom");
    }
}
