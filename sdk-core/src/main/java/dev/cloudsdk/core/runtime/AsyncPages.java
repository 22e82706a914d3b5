package dev.cloudsdk.core.runtime;

import dev.cloudsdk.core.AsyncPage;
import dev.cloudsdk.core.ItemPublisher;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.internal.InternalBridge;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * The async lists of the service modules: the door to {@link AsyncPage}'s first page and to {@link ItemPublisher},
 * which core's public package does not open to users. The generated async facades call {@link #first} and
 * {@link #publisher}; the blocking ones reach {@code PagedIterable} through {@link ServiceContext#list}.
 */
public final class AsyncPages {
    private AsyncPages() {}

    /**
     * Fetches the first page of an async walk.
     *
     * @param startMarker the marker of the first request, or {@code null} to start at the beginning
     * @param fetch fetches the page after a marker ({@code null} for the first page) without blocking
     * @param markerOf the marker an item stands for (its id as text), or {@code null} when it has no id
     * @param <T> the item type
     * @return the first page, later
     */
    public static <T> CompletableFuture<AsyncPage<T>> first(
            String startMarker, Function<String, CompletableFuture<Page<T>>> fetch, Function<T, String> markerOf) {
        return InternalBridge.CORE.first(startMarker, fetch, markerOf);
    }

    /**
     * The items of a list as a publisher whose walks fetch pages as their subscriber asks, up to the view's
     * {@code prefetchPages} beyond the page delivered; a subscription to a view of a closed config fails at once.
     *
     * @param ctx the view whose calls {@code fetch} makes
     * @param startMarker the marker of each walk's first request, or {@code null} to start at the beginning
     * @param fetch fetches the page after a marker ({@code null} for the first page) without blocking
     * @param markerOf the marker an item stands for (its id as text), or {@code null} when it has no id
     * @param <T> the item type
     * @return the publisher; no request is made until a subscriber asks for items
     */
    public static <T> ItemPublisher<T> publisher(
            ServiceContext ctx,
            String startMarker,
            Function<String, CompletableFuture<Page<T>>> fetch,
            Function<T, String> markerOf) {
        return InternalBridge.CORE.publisher(ctx::ensureOpen, startMarker, fetch, markerOf, ctx.prefetchPages());
    }
}
