package dev.cloudsdk.core;

import java.util.ArrayDeque;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
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
    ItemPublisher(
            Runnable ready,
            @Nullable String startMarker,
            Function<@Nullable String, CompletableFuture<Page<T>>> fetch,
            Function<T, @Nullable String> markerOf,
            int prefetchPages) {
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
        PublisherWalk<T> walk = new PublisherWalk<>(this, subscriber);
        try {
            ready.run();
        } catch (RuntimeException refused) {
            // Failed before it starts: onSubscribe, then onError (rule 1.9), on a walk cancelled first.
            walk.cancel();
            subscriber.onSubscribe(walk);
            subscriber.onError(refused);
            return;
        }
        walk.start();
    }

    /** @return how many pages a walk may hold or have in flight beyond the one it delivers */
    public int prefetchPages() {
        return prefetchPages;
    }

    @Override
    public String toString() {
        return "ItemPublisher{prefetchPages=" + prefetchPages + (startMarker == null ? "" : ", from a marker") + '}';
    }

    /**
     * One subscription of an {@link ItemPublisher}: one walk over the pages, driven by its subscriber's demand.
     *
     * <p>Threads: {@code request} and {@code cancel} come from any thread, a page arrives on the thread that completed
     * its call. Each of them records what happened (demand, the cancel) in an atomic or volatile field, or completes
     * the page call's future, and then runs {@link #drain()}, a loop that one thread at a time enters (the
     * {@code wip} counter): that thread takes the arrived page into the buffer, starts the next page call, signals
     * the subscriber, and loops again as long as another thread recorded something meanwhile. So signals are
     * serialized (rule 1.3), and a {@code request} made inside {@code onNext} only adds demand for the running loop
     * to serve, never a nested {@code onNext} (rule 3.3). The fields below the loop marker are touched by the loop's
     * thread only.
     *
     * <p>Invariant: at most one page call is in flight (the next marker is the last item of the page before), and a
     * call starts only when the demand exceeds the buffered items and the buffered pages are at most
     * {@code prefetchPages}: memory is at most {@code prefetchPages + 1} pages.
     */
    static final class PublisherWalk<T> implements Flow.Subscription {
        /** The list walked: its fetch, its marker rule and its pages ahead. */
        private final ItemPublisher<T> publisher;
        /** Null once the walk is cancelled or terminated: a cancelled walk drops its subscriber (rule 3.13). */
        private volatile Flow.@Nullable Subscriber<? super T> subscriber;

        private final AtomicLong demand = new AtomicLong();
        private final AtomicInteger wip = new AtomicInteger();
        /** Its page calls: the markers used, and the call in flight, which {@link #cancel()} cancels. */
        private final PagedIterable.Walk<T> pages;
        /** The page call in flight, or arrived and not yet taken by the loop; {@code null} when there is none. */
        private volatile @Nullable CompletableFuture<Page<T>> inFlight;

        private volatile @Nullable IllegalArgumentException badRequest;

        // The loop's own state.
        private final ArrayDeque<Page<T>> buffer = new ArrayDeque<>();
        /** Index of the next item of the buffer's head page. */
        private int index;

        private long buffered;
        /** The marker of the next page to fetch; before the first page, the start marker (null: the beginning). */
        private @Nullable String nextMarker;

        private boolean ended;
        private @Nullable Throwable failure;

        PublisherWalk(ItemPublisher<T> publisher, Flow.Subscriber<? super T> subscriber) {
            this.publisher = publisher;
            this.subscriber = subscriber;
            this.nextMarker = publisher.startMarker;
            this.pages = new PagedIterable.Walk<>(publisher.fetch, publisher.markerOf, ContextPropagator.Captured.NONE);
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                badRequest =
                        new IllegalArgumentException("request(n) needs n > 0 (Reactive Streams rule 3.9), was " + n);
            } else {
                demand.getAndAccumulate(n, (current, more) -> current + more < 0 ? Long.MAX_VALUE : current + more);
            }
            drain();
        }

        @Override
        public void cancel() {
            subscriber = null;
            pages.close();
            drain();
        }

        /**
         * Signals {@code onSubscribe} with the loop held: a page that arrives on another thread while the subscriber
         * is still in {@code onSubscribe} (having asked for items there) is delivered after it returns, not during it
         * (rule 1.3).
         */
        void start() {
            wip.incrementAndGet();
            try {
                Objects.requireNonNull(subscriber).onSubscribe(this);
            } catch (RuntimeException | Error e) {
                // A subscriber must not throw (rule 2.13): the walk is cancelled, and the error goes up.
                cancel();
                throw e;
            }
            loop();
        }

        private void drain() {
            if (wip.getAndIncrement() == 0) {
                loop();
            }
        }

        private void loop() {
            int missed = 1;
            do {
                pass();
                missed = wip.addAndGet(-missed);
            } while (missed != 0);
        }

        private void pass() {
            for (; ; ) {
                Flow.Subscriber<? super T> s = subscriber;
                if (s == null) {
                    discard();
                    return;
                }
                IllegalArgumentException bad = badRequest;
                if (bad != null) {
                    // Cancelled first: the loop's next pass finds no subscriber and discards what it holds.
                    cancel();
                    s.onError(bad);
                    return;
                }
                takeArrival();
                // Before delivering: with demand left beyond this page, the next page is fetched while it is delivered.
                fetchIfWanted();
                long wanted = demand.get();
                long sent = 0;
                while (sent < wanted && buffered > 0 && subscriber != null) {
                    T item = next();
                    sent++;
                    try {
                        s.onNext(item);
                    } catch (RuntimeException | Error e) {
                        // A subscriber must not throw (rule 2.13): the walk is cancelled, and the error goes up.
                        cancel();
                        discard();
                        throw e;
                    }
                }
                if (subscriber == null) {
                    discard();
                    return;
                }
                if (sent > 0 && wanted != Long.MAX_VALUE) {
                    // Long.MAX_VALUE is unbounded demand (rule 3.17): never counted down.
                    demand.addAndGet(-sent);
                }
                if (buffered == 0 && (failure != null || ended)) {
                    Throwable f = failure;
                    subscriber = null;
                    discard();
                    if (f != null) {
                        s.onError(f);
                    } else {
                        s.onComplete();
                    }
                    return;
                }
                fetchIfWanted();
                if (sent == 0) {
                    return;
                }
            }
        }

        private void takeArrival() {
            CompletableFuture<Page<T>> call = inFlight;
            if (call == null || !call.isDone()) {
                return;
            }
            inFlight = null;
            Page<T> page;
            try {
                page = call.join();
            } catch (CancellationException | CompletionException e) {
                failure = unwrap(e);
                return;
            }
            if (!page.items().isEmpty()) {
                buffer.add(page);
                buffered += page.items().size();
            }
            nextMarker = PagedIterable.nextMarker(page, publisher.markerOf);
            ended = nextMarker == null;
        }

        private void fetchIfWanted() {
            if (ended
                    || failure != null
                    || inFlight != null
                    || buffer.size() > publisher.prefetchPages
                    || demand.get() <= buffered) {
                return;
            }
            // A repeated marker, a closed config: the call fails, and the walk with it, as a blocking fetch would
            // throw.
            CompletableFuture<Page<T>> call = pages.fetch(nextMarker);
            inFlight = call;
            call.whenComplete((page, error) -> drain());
        }

        private T next() {
            Page<T> head = buffer.element();
            T item = head.items().get(index++);
            buffered--;
            if (index == head.items().size()) {
                buffer.remove();
                index = 0;
            }
            return item;
        }

        private void discard() {
            buffer.clear();
            buffered = 0;
        }

        private static Throwable unwrap(Throwable error) {
            Throwable e = error;
            while (e instanceof CompletionException && e.getCause() != null) {
                e = e.getCause();
            }
            return e;
        }
    }
}
