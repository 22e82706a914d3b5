package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.AsyncPage;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ContextPropagator;
import dev.cloudsdk.core.ErrorResponse;
import dev.cloudsdk.core.ItemPublisher;
import dev.cloudsdk.core.OperationName;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.PagedIterable;
import dev.cloudsdk.core.RequestOptions;
import java.lang.reflect.Constructor;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * How the engine and the runtime reach what core's public package keeps to itself (what a config's calls share, a
 * view's token, the constructors of names and lists) without a public accessor: one {@link Core}, core's
 * package-private {@code CoreAccess}, made when this class initialises. Both are in this module, so nothing installs
 * anything, and it is there before any caller asks.
 */
public final class InternalBridge {
    /** Core's {@code CoreAccess}: the one way in. */
    public static final Core CORE = core();

    /** What core's public package lends the engine and the runtime; implemented by its {@code CoreAccess}. */
    public interface Core {
        /**
         * @param config a config
         * @return what its calls share, which it owns
         */
        ConfigCalls calls(ClientConfig config);

        /**
         * @param options the options of a view
         * @return the per-call token of the options, or {@code null} to use the config's
         */
        TokenSource tokens(RequestOptions options);

        /**
         * Declares an operation's name: the only way to make an {@link OperationName}, so that applications hold
         * only the service modules' constants. The generated {@code *Operations} classes reach it through
         * {@code dev.cloudsdk.core.runtime.OperationNames}.
         *
         * @param value the name in UpperCamelCase, such as {@code CreatePool}
         * @return the name
         * @throws IllegalArgumentException when not UpperCamelCase letters and digits
         * @throws NullPointerException when null
         */
        OperationName operationName(String value);

        /**
         * @param startMarker the marker of the first request, or {@code null}
         * @param fetch fetches a page on the caller's thread (the walk without prefetch)
         * @param fetchAhead fetches a page without blocking (the pages requested ahead)
         * @param markerOf the marker an item stands for, or {@code null}
         * @param prefetchPages how many pages to request ahead; 0 for none
         * @param context what caller context a walk captures when it starts and attaches around each page ahead
         * @param <T> the item type
         * @return the lazy list
         */
        <T> PagedIterable<T> list(
                String startMarker,
                Function<String, Page<T>> fetch,
                Function<String, CompletableFuture<Page<T>>> fetchAhead,
                Function<T, String> markerOf,
                int prefetchPages,
                ContextPropagator context);

        /**
         * @param startMarker the marker of the first request, or {@code null}
         * @param fetch fetches a page without blocking
         * @param markerOf the marker an item stands for, or {@code null}
         * @param <T> the item type
         * @return the first page of an async walk, later
         */
        <T> CompletableFuture<AsyncPage<T>> first(
                String startMarker, Function<String, CompletableFuture<Page<T>>> fetch, Function<T, String> markerOf);

        /**
         * @param ready run at each subscribe; what it throws fails that subscription at once
         * @param startMarker the marker of each walk's first request, or {@code null}
         * @param fetch fetches a page without blocking
         * @param markerOf the marker an item stands for, or {@code null}
         * @param prefetchPages how many pages a walk may hold or have in flight beyond the one it delivers
         * @param <T> the item type
         * @return the publisher; no request is made until a subscriber asks for items
         */
        <T> ItemPublisher<T> publisher(
                Runnable ready,
                String startMarker,
                Function<String, CompletableFuture<Page<T>>> fetch,
                Function<T, String> markerOf,
                int prefetchPages);

        /**
         * @param e an exception the SDK made in this run
         * @return the response it was made of; {@code null} for one that was serialized and read back
         */
        ErrorResponse response(ApiException e);
    }

    private InternalBridge() {}

    private static Core core() {
        try {
            // Package-private in core's public package, and in this module: reflection needs no opens.
            Constructor<?> made = Class.forName("dev.cloudsdk.core.CoreAccess").getDeclaredConstructor();
            made.setAccessible(true);
            return (Core) made.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
}
