package dev.cloudsdk.core;

import java.util.Iterator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The pages of a {@link PagedIterable}, fetched lazily one at a time, with the same rules as its items: no request
 * until iteration starts (for a stream, until a terminal operation consumes it), and the next page only when the
 * current one has been handed out. Every iteration, and every stream, starts over from the first page.
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
    private final Supplier<Iterator<Page<T>>> iterators;

    Pages(Supplier<Iterator<Page<T>>> iterators) {
        this.iterators = Objects.requireNonNull(iterators, "iterators == null");
    }

    /** @return an iterator over the pages, fetching each one when {@code next()} or {@code hasNext()} needs it */
    @Override
    public Iterator<Page<T>> iterator() {
        return iterators.get();
    }

    /**
     * @return a sequential stream of the pages, fetching each one as the stream is consumed; {@code limit(2)}
     *     fetches two pages at most
     */
    public Stream<Page<T>> stream() {
        return lazyStream(this);
    }

    /** A stream over {@code source} that does not even ask for an iterator before a terminal operation. */
    static <E> Stream<E> lazyStream(Iterable<E> source) {
        int characteristics = Spliterator.ORDERED | Spliterator.NONNULL;
        return StreamSupport.stream(() -> Spliterators.spliteratorUnknownSize(source.iterator(), characteristics),
                characteristics, false);
    }
}
