package dev.cloudsdk.core;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The items of a marker-paginated list as a {@link Flow.Publisher} that waits for its subscriber: a page is
 * requested only when the subscriber's outstanding demand exceeds the items already fetched and not yet delivered,
 * so subscribing alone sends nothing, and a subscriber that asks for 10 items of a list in pages of 1,000 costs one
 * request. While the subscriber works through a page with demand left beyond it, the next page is requested; the
 * pages fetched and not yet delivered, with the one in flight, are never more than the client's
 * {@link ClientConfigBuilder#prefetchPages(int) prefetchPages} (by default 1) beyond the page being delivered, so
 * memory stays bounded by a few pages even under unbounded demand ({@link Long#MAX_VALUE}).
 *
 * <p>Each {@link #subscribe} is a walk of its own, from the request's marker (so a walk resumes where a marker says)
 * with the paging rules of {@link PagedIterable}: the next marker is the id of the last item, the walk completes on
 * {@code has_more} false, an empty page or a last item without id, and a marker already used fails the walk
 * instead of looping. Each page is the service's async call, with its retries, deadline, listener events and
 * metrics. A failure arrives as {@code onError} with the exception the blocking iterator throws (an
 * {@link ApiException} such as {@link ServerException} once the retries are spent, {@link ApiConnectionException},
 * {@link UnreadableResponseException}, {@link CloudSdkException} for a repeated marker), after every item fetched
 * before it; a closed client fails a subscription at once with {@link IllegalStateException}.
 * {@link Flow.Subscription#cancel()} stops the walk and cancels the page call in flight (its HTTP call ends and
 * its connection is released); {@code request(n)} with {@code n <= 0} fails the walk with
 * {@link IllegalArgumentException} (Reactive Streams rule 3.9). Signals are serialized; {@code onNext} runs on the
 * thread that asked for it ({@code request}) or on the one that completed the page's call.
 *
 * <p>No reactive library is needed. To use one, adapt it: Reactor
 * {@code Flux.from(FlowAdapters.toPublisher(publisher))} ({@code org.reactivestreams.FlowAdapters}), RxJava
 * {@code Flowable.fromPublisher(FlowAdapters.toPublisher(publisher))}, Mutiny
 * {@code Multi.createFrom().publisher(publisher)}.
 *
 * <pre>{@code
 * Flux<Recordset> all = Flux.from(FlowAdapters.toPublisher(dns.async().recordsets().listPublisher(zoneId)));
 * }</pre>
 *
 * @param <T> the item type; never a nullable type, as in {@link Page}
 */
public final class ItemPublisher<T> implements Flow.Publisher<T> {
    private final Runnable ready;
    private final @Nullable String startMarker;
    private final Function<@Nullable String, CompletableFuture<Page<T>>> fetch;
    private final Function<T, @Nullable String> markerOf;
    private final int prefetchPages;

    /**
     * Service modules reach this through core's internals; users get one from an async {@code listPublisher(...)}.
     *
     * @param ready run at each subscribe; what it throws fails that subscription at once (a closed client)
     * @param startMarker the marker of each walk's first request, or {@code null} to start at the beginning
     * @param fetch fetches the page after a marker ({@code null} for the first page) without blocking
     * @param markerOf the marker an item stands for (its id as text), or {@code null} when it has no id
     * @param prefetchPages how many pages may be fetched or in flight beyond the one being delivered, 0 or more
     */
    ItemPublisher(Runnable ready, @Nullable String startMarker,
                  Function<@Nullable String, CompletableFuture<Page<T>>> fetch, Function<T, @Nullable String> markerOf,
                  int prefetchPages) {
        if (prefetchPages < 0) {
            throw new IllegalArgumentException("prefetchPages must not be negative, was " + prefetchPages);
        }
        this.ready = Objects.requireNonNull(ready, "ready == null");
        this.startMarker = startMarker;
        this.fetch = Objects.requireNonNull(fetch, "fetch == null");
        this.markerOf = Objects.requireNonNull(markerOf, "markerOf == null");
        this.prefetchPages = prefetchPages;
    }

    /**
     * Starts a new walk for {@code subscriber}: {@code onSubscribe} at once, then no request until it asks for items.
     *
     * @param subscriber receives the items
     * @throws NullPointerException when subscriber is null (Reactive Streams rule 1.9)
     */
    @Override
    public void subscribe(Flow.Subscriber<? super T> subscriber) {
        Objects.requireNonNull(subscriber, "subscriber == null");
        PublisherWalk<T> walk = new PublisherWalk<>(subscriber, startMarker, fetch, markerOf, prefetchPages);
        try {
            ready.run();
        } catch (RuntimeException refused) {
            walk.refuse(refused);
            return;
        }
        subscriber.onSubscribe(walk);
    }

    /** @return how many pages a walk may hold or have in flight beyond the one it delivers */
    public int prefetchPages() {
        return prefetchPages;
    }

    @Override
    public String toString() {
        return "ItemPublisher{prefetchPages=" + prefetchPages + (startMarker == null ? "" : ", from a marker") + '}';
    }
}
