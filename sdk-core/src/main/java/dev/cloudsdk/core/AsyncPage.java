package dev.cloudsdk.core;

import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * One page of a marker-paginated list fetched without blocking, and the way to the next one. The paging rules are
 * those of {@link PagedIterable}: the next marker is the id of this page's last item, the list ends on
 * {@code has_more} false, an empty page or a last item without id, and a marker already used fails instead of
 * looping.
 *
 * <pre>{@code
 * dns.async().recordsets().list(zoneId, request)
 *         .thenCompose(first -> first.forEachRemaining(r -> System.out.println(r.name())))
 *         .join();
 * }</pre>
 *
 * @param <T> the item type; never a nullable type, as in {@link Page}
 */
public final class AsyncPage<T> {
    private final Page<T> page;
    private final @Nullable String nextMarker;
    /** The fetch, marker rule and used markers, shared along one walk, whose pages may be asked on any thread. */
    private final PagedIterable.Walk<T> walk;

    private @Nullable CompletableFuture<AsyncPage<T>> next;

    private AsyncPage(Page<T> page, PagedIterable.Walk<T> walk) {
        this.page = page;
        this.walk = walk;
        this.nextMarker = PagedIterable.nextMarker(page, walk.markerOf);
    }

    /**
     * Fetches the first page of a walk; what {@code fetch} throws is thrown here, as {@link #nextPage()} throws it.
     *
     * @param startMarker the marker of the first request, or {@code null} to start at the beginning
     * @param fetch fetches the page after a marker without blocking
     * @param markerOf the marker an item stands for, or {@code null} when it has none
     */
    static <T> CompletableFuture<AsyncPage<T>> first(
            @Nullable String startMarker,
            Function<@Nullable String, CompletableFuture<Page<T>>> fetch,
            Function<T, @Nullable String> markerOf) {
        PagedIterable.Walk<T> walk = new PagedIterable.Walk<>(
                Objects.requireNonNull(fetch, "fetch == null"),
                Objects.requireNonNull(markerOf, "markerOf == null"),
                ContextPropagator.Captured.NONE);
        PagedIterable.use(walk.usedMarkers, startMarker);
        return fetch.apply(startMarker).thenApply(p -> new AsyncPage<>(p, walk));
    }

    /** @return this page's items */
    public List<T> items() {
        return page.items();
    }

    /** @return this page's metadata */
    public PageMeta meta() {
        return page.meta();
    }

    /** @return this page as a plain {@link Page} */
    public Page<T> page() {
        return page;
    }

    /** @return whether another page should be requested */
    public boolean hasNextPage() {
        return nextMarker != null;
    }

    /**
     * Requests the next page; asking again returns the same future.
     *
     * @return the next page, later; a future failed with {@link NoSuchElementException} when there is none, or
     *         with {@link CloudSdkException} when the server repeats a marker
     */
    public synchronized CompletableFuture<AsyncPage<T>> nextPage() {
        if (next != null) {
            // Asked twice: the same page, not a second request (and not a false "repeat").
            return next;
        }
        if (nextMarker == null) {
            next = CompletableFuture.failedFuture(new NoSuchElementException("this is the last page"));
        } else if (!walk.usedMarkers.add(nextMarker)) {
            next = CompletableFuture.failedFuture(PagedIterable.repeated(nextMarker));
        } else {
            // The walk's fetch itself, not Walk.fetch: what it throws (a closed config) is thrown here, at once.
            next = Objects.requireNonNull(walk.fetch).apply(nextMarker).thenApply(p -> new AsyncPage<>(p, walk));
        }
        return next;
    }

    /**
     * Hands every item of this page and of every following page to {@code action}, one page at a time.
     *
     * @param action called for each item, on the thread that completed the page's fetch
     * @return completes (with {@code null}, the only {@link Void}) when the last page was handled, or fails with the
     *     first failure
     */
    public CompletableFuture<@Nullable Void> forEachRemaining(Consumer<? super T> action) {
        Objects.requireNonNull(action, "action == null");
        page.items().forEach(action);
        if (!hasNextPage()) {
            return CompletableFuture.completedFuture(null);
        }
        return nextPage().thenCompose(next -> next.forEachRemaining(action));
    }
}
