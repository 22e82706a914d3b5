package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.AsyncPage;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ContextPropagator;
import dev.cloudsdk.core.ItemPublisher;
import dev.cloudsdk.core.OperationName;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.PagedIterable;
import dev.cloudsdk.core.RequestOptions;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Lets the service modules reach the one {@link Transport} a {@link ClientConfig} owns without a public accessor
 * on the config (the JDK's "shared secrets" pattern). {@code ClientConfig} installs the accessor when its class
 * initialises, which is always before any config instance exists.
 */
public final class InternalBridge {
    private static volatile Function<ClientConfig, Transport> transportOf;
    private static volatile Function<RequestOptions, TokenSource> tokensOf;
    private static volatile Paging paging;
    private static volatile Function<String, OperationName> operationNames;

    /**
     * What core's public package lends its internals for lists, whose constructors it keeps to itself;
     * {@code ClientConfig} installs it.
     */
    public interface Paging {
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
        <T> PagedIterable<T> list(String startMarker, Function<String, Page<T>> fetch,
                                  Function<String, CompletableFuture<Page<T>>> fetchAhead,
                                  Function<T, String> markerOf, int prefetchPages, ContextPropagator context);

        /**
         * @param startMarker the marker of the first request, or {@code null}
         * @param fetch fetches a page without blocking
         * @param markerOf the marker an item stands for, or {@code null}
         * @param <T> the item type
         * @return the first page of an async walk, later
         */
        <T> CompletableFuture<AsyncPage<T>> first(String startMarker,
                                                  Function<String, CompletableFuture<Page<T>>> fetch,
                                                  Function<T, String> markerOf);

        /**
         * @param ready run at each subscribe; what it throws fails that subscription at once
         * @param startMarker the marker of each walk's first request, or {@code null}
         * @param fetch fetches a page without blocking
         * @param markerOf the marker an item stands for, or {@code null}
         * @param prefetchPages how many pages a walk may hold or have in flight beyond the one it delivers
         * @param <T> the item type
         * @return the publisher; no request is made until a subscriber asks for items
         */
        <T> ItemPublisher<T> publisher(Runnable ready, String startMarker,
                                       Function<String, CompletableFuture<Page<T>>> fetch,
                                       Function<T, String> markerOf, int prefetchPages);

        /**
         * @param config a config
         * @return the pages ahead it was given, or {@code null} when it was given none
         */
        Integer prefetchPages(ClientConfig config);
    }

    private InternalBridge() {
    }

    /**
     * Called once, by {@code ClientConfig}'s static initialiser.
     *
     * @param accessor returns a config's transport
     */
    public static synchronized void install(Function<ClientConfig, Transport> accessor) {
        if (transportOf != null) {
            throw new IllegalStateException("already installed");
        }
        transportOf = accessor;
    }

    /**
     * @param config a config
     * @return the transport it owns
     */
    public static Transport transport(ClientConfig config) {
        return transportOf.apply(config);
    }

    /**
     * Called once, by {@code RequestOptions}' static initialiser.
     *
     * @param accessor returns the options' own token source, or {@code null}
     */
    public static synchronized void installTokens(Function<RequestOptions, TokenSource> accessor) {
        if (tokensOf != null) {
            throw new IllegalStateException("already installed");
        }
        tokensOf = accessor;
    }

    /**
     * Called once, by {@code ClientConfig}'s static initialiser.
     *
     * @param lists makes the lazy lists
     */
    public static synchronized void installPaging(Paging lists) {
        if (paging != null) {
            throw new IllegalStateException("already installed");
        }
        paging = lists;
    }

    /** @return what makes the lazy lists */
    public static Paging paging() {
        return paging;
    }

    /**
     * Called once, by {@code OperationName}'s static initialiser.
     *
     * @param factory checks and makes a name
     */
    public static synchronized void installOperationNames(Function<String, OperationName> factory) {
        if (operationNames != null) {
            throw new IllegalStateException("already installed");
        }
        operationNames = factory;
    }

    /**
     * Declares an operation's name: the only way to make an {@link OperationName}, so that applications hold only
     * the service modules' constants. The generated {@code *Operations} classes reach it through
     * {@code dev.cloudsdk.core.runtime.OperationNames}.
     *
     * @param value the name in UpperCamelCase, such as {@code CreatePool}
     * @return the name
     * @throws IllegalArgumentException when not UpperCamelCase letters and digits
     * @throws NullPointerException when null
     */
    public static OperationName operationName(String value) {
        Function<String, OperationName> factory = operationNames;
        if (factory == null) {
            // No name was made yet, so OperationName may not be initialised: its initialiser installs the factory.
            try {
                Class.forName(OperationName.class.getName(), true, OperationName.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
            factory = operationNames;
        }
        return factory.apply(value);
    }

    /**
     * @param options the options of a view
     * @return the per-call token of the options, or {@code null} to use the config's
     */
    public static TokenSource tokens(RequestOptions options) {
        return tokensOf.apply(options);
    }
}
