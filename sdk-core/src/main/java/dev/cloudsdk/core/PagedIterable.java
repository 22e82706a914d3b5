package dev.cloudsdk.core;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.jspecify.annotations.Nullable;

/**
 * The items of a marker-paginated list, fetched lazily: no request is made until iteration starts. Every
 * iteration starts over from the first page.
 *
 * <p>A list from a service client fetches the next page while the caller works on the current one, once the
 * caller has shown that it walks on: the first page is fetched on the caller's thread, and nothing is requested
 * ahead of it until the caller takes its last item; then page 2 is requested, and from then on, when the caller
 * takes page N, page N+1 is (at most {@link ClientConfigBuilder#prefetchPages(int) prefetchPages} ahead, by
 * default 1), as an async call of the SDK with the retries, deadline, listener events and metrics of any page
 * call. So a walk that stops inside its first page, before its last item ({@code findFirst()}, {@code limit(3)},
 * a {@code break} at the first match), sends exactly the one request it sends without prefetch. The items, their
 * order, and each exception and the item where it is thrown are those of a walk without prefetch: a page that
 * failed throws when the caller reaches it, after every item of the page before. With {@code prefetchPages(0)}
 * the next page is requested on the caller's thread only when the current one is used up.
 *
 * <p>To stop early, close the stream: {@code try (Stream<Recordset> s = list.stream()) { ... }} cancels the page
 * in flight at once, if there is one. An iterator or stream simply dropped (a {@code break} out of a for-each)
 * leaves at most the pages ahead in flight, none before the first page's last item was taken, each ending within
 * its call deadline; a page that arrives is read in full and its connection released, so none stays taken.
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
    /** Fetches a page without blocking, for the pages requested ahead; {@code null} when none are. */
    private final @Nullable Function<@Nullable String, CompletableFuture<Page<T>>> fetchAhead;

    private final int prefetchPages;
    /** What caller context a walk captures when it starts and carries to the pages it requests ahead. */
    private final ContextPropagator context;

    /**
     * Service modules reach this through core's internals; users get one from a {@code list(...)} method.
     *
     * @param startMarker the marker of the first request, or {@code null} to start at the beginning
     * @param fetch fetches the page after a marker ({@code null} for the first page) on the caller's thread
     * @param fetchAhead fetches a page without blocking, for the pages requested ahead; unused with 0 of them
     * @param markerOf the marker an item stands for (its id as text), or {@code null} when it has no id
     * @param prefetchPages how many pages a walk requests ahead of the caller; with 0, each page is fetched with
     *     {@code fetch} when the one before is used up
     * @param context what caller context a walk captures when it starts and attaches around each page ahead
     */
    PagedIterable(
            @Nullable String startMarker,
            Function<@Nullable String, Page<T>> fetch,
            @Nullable Function<@Nullable String, CompletableFuture<Page<T>>> fetchAhead,
            Function<T, @Nullable String> markerOf,
            int prefetchPages,
            ContextPropagator context) {
        this.startMarker = startMarker;
        this.fetch = Objects.requireNonNull(fetch, "fetch == null");
        this.fetchAhead = prefetchPages == 0 ? null : Objects.requireNonNull(fetchAhead, "fetchAhead == null");
        this.markerOf = Objects.requireNonNull(markerOf, "markerOf == null");
        this.prefetchPages = prefetchPages;
        this.context = Objects.requireNonNull(context, "context == null");
    }

    /**
     * Every item of every page, fetching pages as it goes (and, for a service's list, the next page while the
     * caller works on this one, from the first page's last item on). To stop early and cancel the page in flight,
     * if any, use {@link #stream()} in a try-with-resources block instead.
     *
     * @return an iterator over every item of every page
     */
    @Override
    public Iterator<T> iterator() {
        return new ItemIterator<>(new PageAhead<>(this));
    }

    /**
     * @return the pages, fetched as the items are: the first two on the caller's thread, since a page walk cannot
     *     tell where the caller is inside the first, then the next one ahead (unless prefetch is off), to iterate or
     *     {@link Pages#stream() stream}; each page carries its {@link Page#meta() meta} and
     *     {@link Page#requestId() request id}
     */
    public Pages<T> pages() {
        return new Pages<>(() -> new PageAhead<>(this));
    }

    /**
     * A stream of every item. Closing it (try-with-resources) cancels the page requested ahead, if one is in
     * flight; a stream that is consumed to its end, or that stopped before the first page's last item, has
     * nothing to cancel.
     *
     * @return a sequential stream of every item, fetching pages as the stream is consumed: no request before a
     *     terminal operation
     */
    public Stream<T> stream() {
        return WalkIterator.stream(() -> new ItemIterator<>(new PageAhead<>(this)));
    }

    /** An iterator of a walk, whose requests in flight a closed stream stops. */
    interface WalkIterator<E> extends Iterator<E> {
        /** Stops the walk: cancels the requests in flight; {@link #hasNext()} is false from then on. Idempotent. */
        void close();

        /**
         * A stream over the iterator {@code walks} makes, which it does not even ask for before a terminal
         * operation; closing the stream closes that iterator.
         */
        static <E> Stream<E> stream(Supplier<? extends WalkIterator<E>> walks) {
            int characteristics = Spliterator.ORDERED | Spliterator.NONNULL;
            AtomicReference<@Nullable WalkIterator<E>> made = new AtomicReference<>();
            Stream<E> stream = StreamSupport.stream(
                    () -> {
                        WalkIterator<E> it = walks.get();
                        made.set(it);
                        return Spliterators.spliteratorUnknownSize(it, characteristics);
                    },
                    characteristics,
                    false);
            return stream.onClose(() -> {
                WalkIterator<E> it = made.get();
                if (it != null) {
                    it.close();
                }
            });
        }
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

    /**
     * The paging step every walk takes before it requests a page: the marker is recorded as used.
     *
     * @throws CloudSdkException when the walk used it already (a server looping A, B, A)
     */
    static void use(Set<String> usedMarkers, @Nullable String marker) {
        if (marker != null && !usedMarkers.add(marker)) {
            throw repeated(marker);
        }
    }

    static CloudSdkException repeated(String marker) {
        return new CloudSdkException(
                "the server's pages repeat: marker " + marker + " was already used; stopping instead of looping");
    }

    private static final class ItemIterator<T> implements WalkIterator<T> {
        private final PageAhead<T> pages;
        private Iterator<T> current = Collections.emptyIterator();

        ItemIterator(PageAhead<T> pages) {
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
            T item = current.next();
            if (!current.hasNext()) {
                // The caller took the last item of its page: it walks on, so the next page may go ahead now
                // (a no-op past the first page, whose successors went ahead when it was handed out).
                pages.requestAhead();
            }
            return item;
        }

        @Override
        public void close() {
            pages.close();
        }
    }

    /**
     * The pages of one walk of a {@link PagedIterable}, requested ahead of the caller once the caller has shown that it
     * walks on. The first page is fetched on the caller's thread, as a walk without prefetch fetches every page, and
     * nothing is requested ahead of it until {@link #requestAhead()} (the item walk calls it when the caller takes the
     * first page's last item), so that a walk that stops before then costs exactly the one request it costs without
     * prefetch. A page walk, which cannot see the caller inside a page, fetches page 2 on the caller's thread too
     * when it is asked for. From then on, when the caller takes page N, the pages up to N + {@code prefetchPages} are
     * requested, each as soon as the one before it has arrived (its last item is the next marker). Each page ahead
     * is the service's async call, so it has the retries, the deadline, the listener events and the metrics of any
     * call. A failure stays in its page's future and is thrown when the caller reaches that page, never earlier.
     * Memory is the caller's page and {@code prefetchPages} pages ahead. With a {@code prefetchPages} of 0 (prefetch
     * off) nothing is requested ahead: each page is fetched on the caller's thread when the one before is used up.
     *
     * <p>{@link #close()} cancels what is in flight (the HTTP call ends and its connection is released). A walk that
     * is dropped without being closed leaves at most {@code prefetchPages} requests to finish by themselves, each
     * within its call deadline: a response is read in full and closed on arrival, so no connection stays taken. The
     * callbacks that request the next page hold the {@link Walk}, never this iterator.
     *
     * <p>Not thread-safe, as no iterator is; {@link #close()} alone may come from another thread.
     */
    static final class PageAhead<T> implements WalkIterator<Page<T>> {
        private final PagedIterable<T> list;
        private final Walk<T> walk;
        /** The pages requested and not yet handed out, in order; the head is the next one. */
        private final ArrayDeque<CompletableFuture<@Nullable Page<T>>> ahead = new ArrayDeque<>();

        /** The page handed out last, whose successors {@link #requestAhead()} requests; null before the first. */
        private @Nullable Page<T> current;

        private volatile boolean done;
        /** What the walk failed with; a failed walk throws again rather than seem to end. */
        private @Nullable RuntimeException failed;

        PageAhead(PagedIterable<T> list) {
            // Only a walk that requests pages ahead carries the caller's context to them; one without asks nothing.
            this.list = list;
            this.walk = new Walk<>(
                    list.fetchAhead,
                    list.markerOf,
                    list.prefetchPages == 0 ? ContextPropagator.Captured.NONE : list.context.capture());
        }

        @Override
        public boolean hasNext() {
            return !done || failed != null;
        }

        @Override
        public Page<T> next() {
            if (failed != null) {
                throw new CloudSdkException(
                        "this walk already failed (" + failed.getClass().getSimpleName()
                                + "); start a new iteration to list again",
                        failed);
            }
            if (done) {
                throw new NoSuchElementException();
            }
            Page<T> page;
            boolean first = current == null;
            try {
                if (first || ahead.isEmpty()) {
                    // The first page, needed at once, or nothing was requested ahead (a page walk asking for page 2):
                    // fetched on the caller's thread, as without prefetch.
                    String marker = first ? list.startMarker : nextMarker(current, list.markerOf);
                    use(walk.usedMarkers, marker);
                    page = list.fetch.apply(marker);
                } else {
                    page = await(ahead.remove());
                }
            } catch (RuntimeException e) {
                close();
                failed = e;
                throw e;
            } catch (Error e) {
                close();
                throw e;
            }
            if (page == null) {
                // Only a page after the last one resolves to null, and the walk ends at the last one: not reached.
                done = true;
                throw new NoSuchElementException();
            }
            current = page;
            if (nextMarker(page, list.markerOf) == null) {
                done = true;
                ahead.clear();
            } else if (!first) {
                // Past the first page the caller has shown that it walks on: keep prefetchPages pages ahead of it.
                requestAhead();
            }
            return page;
        }

        /**
         * Requests the pages after the one handed out last, up to {@code prefetchPages} ahead of it, unless they are
         * requested already or the walk ended: the caller is about to need them. Idempotent.
         */
        void requestAhead() {
            Page<T> page = current;
            if (done || list.prefetchPages == 0 || page == null || nextMarker(page, list.markerOf) == null) {
                return;
            }
            CompletableFuture<@Nullable Page<T>> tail =
                    ahead.isEmpty() ? CompletableFuture.completedFuture(page) : ahead.getLast();
            while (ahead.size() < list.prefetchPages) {
                tail = walk.after(tail);
                ahead.add(tail);
            }
        }

        @Override
        public void close() {
            done = true;
            walk.close();
        }

        private @Nullable Page<T> await(CompletableFuture<@Nullable Page<T>> page) {
            try {
                return page.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CloudSdkException("interrupted while waiting for the next page; the walk is stopped", e);
            } catch (CancellationException e) {
                throw closed(e);
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof CancellationException) {
                    throw closed((CancellationException) cause);
                }
                // The page's own exception, as a blocking fetch would have thrown it; beside it, where the caller was.
                cause.addSuppressed(new WaitedHere());
                if (cause instanceof RuntimeException) {
                    throw (RuntimeException) cause;
                }
                if (cause instanceof Error) {
                    throw (Error) cause;
                }
                throw new CloudSdkException("fetching a page failed: " + cause, cause);
            }
        }

        private static CancellationException closed(CancellationException cause) {
            CancellationException e = new CancellationException("the walk was closed while waiting for a page");
            e.initCause(cause);
            return e;
        }

        /** Shows, under a page's exception thrown on an SDK thread, the caller's stack where it waited for the page. */
        private static final class WaitedHere extends Exception {
            private static final long serialVersionUID = 1L;

            WaitedHere() {
                super("the caller waited for the page here");
            }
        }
    }

    /**
     * What the requests of one walk share with the threads that complete them: the markers used so far (a marker used
     * again fails the walk, {@link #use}) and the page calls in flight, which {@link #close()} cancels. The walk of an
     * iterator requests its pages ahead through it, the walk of an {@link ItemPublisher} every page;
     * an {@link AsyncPage} shares its fetch, marker rule and used markers, and requests each page itself.
     */
    @SuppressWarnings("try") // a context scope is only closed, never read
    static final class Walk<T> {
        /** Fetches a page without blocking; {@code null} for an iterator's walk that requests nothing ahead. */
        final @Nullable Function<@Nullable String, CompletableFuture<Page<T>>> fetch;

        final Function<T, @Nullable String> markerOf;
        /** Markers requested so far, added on the threads that complete the pages, one page after another. */
        final Set<String> usedMarkers = ConcurrentHashMap.newKeySet();

        private final Set<CompletableFuture<Page<T>>> inFlight = ConcurrentHashMap.newKeySet();
        private volatile boolean closed;
        /** The context of the thread that started the walk, attached around each request it makes. */
        private final ContextPropagator.Captured context;

        Walk(
                @Nullable Function<@Nullable String, CompletableFuture<Page<T>>> fetch,
                Function<T, @Nullable String> markerOf,
                ContextPropagator.Captured context) {
            this.fetch = fetch;
            this.markerOf = markerOf;
            this.context = context;
        }

        /** @return the page after {@code previous}, requested when it arrives; {@code null} when the list ends */
        CompletableFuture<@Nullable Page<T>> after(CompletableFuture<@Nullable Page<T>> previous) {
            return previous.thenCompose(page -> {
                String marker = page == null ? null : nextMarker(page, markerOf);
                return marker == null ? CompletableFuture.completedFuture(null) : fetch(marker);
            });
        }

        /**
         * @return the page after {@code marker}, requested now; failed, never thrown, with what a blocking fetch
         *     would throw (a repeated marker, a closed config), or with {@link CancellationException} once closed
         */
        CompletableFuture<@Nullable Page<T>> fetch(@Nullable String marker) {
            if (closed) {
                return CompletableFuture.failedFuture(new CancellationException("closed"));
            }
            CompletableFuture<Page<T>> call;
            // The request may be made on the thread that completed the page before (an SDK thread): it is made,
            // and so captures its own context, in the walk's; the thread's own is back after.
            try (ContextPropagator.Scope scope = context.attach()) {
                use(usedMarkers, marker);
                call = Objects.requireNonNull(fetch).apply(marker);
            } catch (RuntimeException e) {
                return CompletableFuture.failedFuture(e);
            }
            inFlight.add(call);
            call.whenComplete((page, failure) -> inFlight.remove(call));
            if (closed) {
                // close() may have run between the check above and the add: it did not see this call.
                call.cancel(true);
            }
            return call;
        }

        /** Stops the walk: cancels the calls in flight, and any requested from now on. Idempotent. */
        void close() {
            closed = true;
            for (CompletableFuture<Page<T>> call : inFlight) {
                // The service's call future: cancelling it cancels the HTTP call and releases its connection.
                call.cancel(true);
            }
        }
    }
}
