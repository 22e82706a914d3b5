package dev.cloudsdk.core;

import java.util.Iterator;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The pages of a {@link PagedIterable}, fetched lazily with the same rules as its items: no request until
 * iteration starts (for a stream, until a terminal operation consumes it). A page walk cannot tell where its caller
 * is inside a page, so the first two pages are fetched on the caller's thread as they are asked for, and a walk
 * that takes only the first page sends one request; from the second page on, when a page is handed out, the next
 * one is requested ahead (unless prefetch is off, when every page is requested only as it is needed). Every
 * iteration, and every stream, starts over from the first page. Closing a stream cancels the page in flight.
 *
 * <pre>{@code
 * for (Page<Recordset> page : dns.recordsets().list(zoneId).pages()) { ... }
 * List<String> requestIds = dns.recordsets().list(zoneId).pages().stream()
 *         .map(Page::requestId).filter(Objects::nonNull).toList();
 * }</pre>
 *
 * @param <T> the item type; never a nullable type, as in {@link Page}
 */
public final class Pages<T> implements Iterable<Page<T>> {
    private final Supplier<? extends PagedIterable.WalkIterator<Page<T>>> iterators;

    Pages(Supplier<? extends PagedIterable.WalkIterator<Page<T>>> iterators) {
        this.iterators = Objects.requireNonNull(iterators, "iterators == null");
    }

    /**
     * @return an iterator over the pages, fetching the first when {@code next()} or {@code hasNext()} needs it,
     *     the second when {@code next()} asks for it, and each following one ahead (unless prefetch is off, when
     *     it is fetched as it is needed)
     */
    @Override
    public Iterator<Page<T>> iterator() {
        return iterators.get();
    }

    /**
     * A stream of the pages. {@code findFirst()} fetches one page. {@code limit(2)} hands out two pages; with
     * prefetch on, a third may have been requested ahead, and closing the stream (try-with-resources) cancels it.
     * With prefetch off, {@code limit(2)} fetches two pages at most.
     *
     * @return a sequential stream of the pages, fetching them as the stream is consumed
     */
    public Stream<Page<T>> stream() {
        return PagedIterable.WalkIterator.stream(iterators);
    }
}
