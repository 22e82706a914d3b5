package dev.cloudsdk.core;

import java.util.HashSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The items of a marker-paginated list, fetched lazily: no request is made until iteration starts, and the next
 * page is requested only when the current one is used up. Every iteration starts over from the first page.
 *
 * <p>The next page's marker is the id of the last item of the current page, as the API defines {@code marker}.
 * Iteration stops when the server says {@code has_more} is false, when a page is empty, or when the last item
 * has no id. A marker that was already used (a server looping A, B, A) throws
 * a {@link CloudSdkException} instead of looping forever.
 *
 * <pre>{@code
 * for (Recordset r : dns.recordsets().list(zoneId)) { ... }
 * long count = dns.recordsets().list(zoneId).stream().count();
 * for (Page<Recordset> page : dns.recordsets().list(zoneId).pages()) { ... }
 * long pageCount = dns.recordsets().list(zoneId).pages().stream().count();
 * }</pre>
 *
 * @param <T> the item type; never a nullable type, as in {@link Page}
 */
public final class PagedIterable<T> implements Iterable<T> {
    private final Function<@Nullable String, Page<T>> fetch;
    private final Function<T, @Nullable String> markerOf;
    private final @Nullable String startMarker;

    /**
     * Creates the iterable. Service modules call this; users get one from a {@code list(...)} method.
     *
     * @param startMarker the marker of the first request, or {@code null} to start at the beginning
     * @param fetch fetches the page after a marker ({@code null} for the first page)
     * @param markerOf the marker an item stands for (its id as text), or {@code null} when it has no id
     */
    public PagedIterable(@Nullable String startMarker, Function<@Nullable String, Page<T>> fetch,
                         Function<T, @Nullable String> markerOf) {
        this.startMarker = startMarker;
        this.fetch = Objects.requireNonNull(fetch, "fetch == null");
        this.markerOf = Objects.requireNonNull(markerOf, "markerOf == null");
    }

    /** @return an iterator over every item of every page, fetching pages as it goes */
    @Override
    public Iterator<T> iterator() {
        return new ItemIterator<>(new PageIterator<>(startMarker, fetch, markerOf));
    }

    /**
     * @return the pages, fetched lazily one at a time, to iterate or {@link Pages#stream() stream}; each page
     *     carries its {@link Page#meta() meta} and {@link Page#requestId() request id}
     */
    public Pages<T> pages() {
        return new Pages<>(() -> new PageIterator<>(startMarker, fetch, markerOf));
    }

    /**
     * @return a sequential stream of every item, fetching pages as the stream is consumed: no request before a
     *     terminal operation
     */
    public Stream<T> stream() {
        return Pages.lazyStream(this);
    }

    /**
     * The marker of the page after {@code page}, or {@code null} when the list ends there: {@code has_more} is
     * false, the page is empty, or its last item has no id.
     */
    static <T> @Nullable String nextMarker(Page<T> page, Function<T, @Nullable String> markerOf) {
        String marker = page.last().map(markerOf).orElse(null);
        if (!page.hasMore() || page.items().isEmpty() || marker == null || marker.isEmpty()) {
            return null;
        }
        return marker;
    }

    static CloudSdkException repeated(String marker) {
        return new CloudSdkException("the server's pages repeat: marker " + marker
                + " was already used; stopping instead of looping");
    }

    private static final class PageIterator<T> implements Iterator<Page<T>> {
        private final Function<@Nullable String, Page<T>> fetch;
        private final Function<T, @Nullable String> markerOf;
        private final Set<String> usedMarkers = new HashSet<>();
        private @Nullable String nextMarker;
        private boolean done;
        private boolean first = true;

        PageIterator(@Nullable String startMarker, Function<@Nullable String, Page<T>> fetch,
                     Function<T, @Nullable String> markerOf) {
            this.nextMarker = startMarker;
            this.fetch = fetch;
            this.markerOf = markerOf;
        }

        @Override
        public boolean hasNext() {
            return !done;
        }

        @Override
        public Page<T> next() {
            if (done) {
                throw new NoSuchElementException();
            }
            if (nextMarker != null && !usedMarkers.add(nextMarker)) {
                done = true;
                throw repeated(nextMarker);
            }
            Page<T> page = fetch.apply(first ? nextMarker : Objects.requireNonNull(nextMarker));
            first = false;
            advance(page);
            return page;
        }

        private void advance(Page<T> page) {
            nextMarker = nextMarker(page, markerOf);
            done = nextMarker == null;
        }
    }

    private static final class ItemIterator<T> implements Iterator<T> {
        private final PageIterator<T> pages;
        private Iterator<T> current = java.util.Collections.emptyIterator();

        ItemIterator(PageIterator<T> pages) {
            this.pages = pages;
        }

        @Override
        public boolean hasNext() {
            while (!current.hasNext()) {
                if (!pages.hasNext()) {
                    return false;
                }
                current = pages.next().items().iterator();
            }
            return true;
        }

        @Override
        public T next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return current.next();
        }
    }
}
