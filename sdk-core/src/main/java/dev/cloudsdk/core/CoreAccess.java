package dev.cloudsdk.core;

import dev.cloudsdk.core.internal.ConfigCalls;
import dev.cloudsdk.core.internal.InternalBridge;
import dev.cloudsdk.core.internal.TokenSource;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Core's side of {@link InternalBridge}: what this package keeps from applications but lends the engine and the
 * runtime. {@code InternalBridge} makes the one instance, reflectively, when it initialises.
 */
final class CoreAccess implements InternalBridge.Core {
    @Override
    public ConfigCalls calls(ClientConfig config) {
        return config.calls;
    }

    @Override
    public @Nullable TokenSource tokens(RequestOptions options) {
        return options.tokens();
    }

    @Override
    public OperationName operationName(String value) {
        return OperationName.of(value);
    }

    @Override
    public <T> PagedIterable<T> list(
            @Nullable String startMarker,
            Function<@Nullable String, Page<T>> fetch,
            Function<@Nullable String, CompletableFuture<Page<T>>> fetchAhead,
            Function<T, @Nullable String> markerOf,
            int prefetchPages,
            ContextPropagator context) {
        return new PagedIterable<>(startMarker, fetch, fetchAhead, markerOf, prefetchPages, context);
    }

    @Override
    public <T> CompletableFuture<AsyncPage<T>> first(
            @Nullable String startMarker,
            Function<@Nullable String, CompletableFuture<Page<T>>> fetch,
            Function<T, @Nullable String> markerOf) {
        return AsyncPage.first(startMarker, fetch, markerOf);
    }

    @Override
    public <T> ItemPublisher<T> publisher(
            Runnable ready,
            @Nullable String startMarker,
            Function<@Nullable String, CompletableFuture<Page<T>>> fetch,
            Function<T, @Nullable String> markerOf,
            int prefetchPages) {
        return new ItemPublisher<>(ready, startMarker, fetch, markerOf, prefetchPages);
    }

    @Override
    public @Nullable ErrorResponse response(ApiException e) {
        return e.response;
    }
}
