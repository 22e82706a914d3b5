package dev.cloudsdk.core.runtime;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ContextPropagator;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.PagedIterable;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.internal.CallSpec;
import dev.cloudsdk.core.internal.ConfigCalls;
import dev.cloudsdk.core.internal.HeaderChecks;
import dev.cloudsdk.core.internal.InternalBridge;
import dev.cloudsdk.core.internal.TokenSource;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.stream.Stream;
import okhttp3.OkHttpClient;

/**
 * What a service client holds: what every call of its config shares ({@link ConfigCalls}), the region its calls
 * use, and its time limits. Immutable; {@link #withRegion(String)} and {@link #withOptions(RequestOptions)} return
 * views that share the config's. This is the only door from a service module to the network.
 */
public final class ServiceContext {
    private final ConfigCalls calls;
    private final String region;
    /** What this view and the views it came from set, laid over each other; never the config's values. */
    private final RequestOptions options;
    /** The options' headers as name/value pairs, flattened once per view for the request builder. */
    private final List<String> headers;

    // The view's settings: its options laid over the config's (ConfigCalls.base()), resolved.
    private final OkHttpClient http;
    private final Duration callTimeout;
    private final TokenSource tokens;
    private final int prefetchPages;
    private final Executor completion;
    private final ContextPropagator context;

    private ServiceContext(ConfigCalls calls, String region, RequestOptions options) {
        this.calls = calls;
        this.region = region;
        this.options = options;
        // name, value, name, value...: what each call adds to its request
        this.headers = options.headers().entrySet().stream()
                .flatMap(e -> e.getValue().stream().flatMap(v -> Stream.of(e.getKey(), v)))
                .toList();
        RequestOptions view = calls.base().overriddenBy(options);
        this.http = calls.http(view);
        this.callTimeout = view.callTimeout();
        this.tokens = InternalBridge.CORE.tokens(view);
        this.prefetchPages = tokens.prefetchPages(view.prefetchPages());
        this.completion = view.asyncSettings().executor();
        this.context =
                view.asyncSettings().context() != null ? view.asyncSettings().context() : ContextPropagator.NONE;
    }

    /**
     * @param config the settings
     * @return the context of a new service client
     * @throws NullPointerException when config is null
     * @throws IllegalStateException when the config was closed
     */
    public static ServiceContext of(ClientConfig config) {
        ConfigCalls calls = InternalBridge.CORE.calls(Objects.requireNonNull(config, "config == null"));
        calls.ensureOpen();
        return new ServiceContext(calls, config.region(), RequestOptions.none());
    }

    /**
     * @param region the {@code X-Region} for the view's regional calls
     * @return a view on the same config
     * @throws IllegalArgumentException when the region is blank, has whitespace around it or is not header-safe
     *     ({@link HeaderChecks#headerValue})
     */
    public ServiceContext withRegion(String region) {
        Objects.requireNonNull(region, "region == null");
        HeaderChecks.headerValue(region, "region");
        return new ServiceContext(calls, region, options);
    }

    /**
     * @param overrides the options of the new view, laid over this view's ({@link RequestOptions#overriddenBy})
     * @return a view on the same config
     * @throws NullPointerException when null
     */
    public ServiceContext withOptions(RequestOptions overrides) {
        return new ServiceContext(
                calls, region, options.overriddenBy(Objects.requireNonNull(overrides, "options == null")));
    }

    /** @return what this view and the views it came from set, laid over each other */
    public RequestOptions options() {
        return options;
    }

    /** @return the region of this view, or {@code null} */
    public String region() {
        return region;
    }

    /**
     * Sends a call to a declared operation and returns its result.
     *
     * @param endpoint the operation
     * @param request the request: its JSON body for a POST or PUT, its query for a GET, {@code null} for none
     * @param path one value per variable path segment, in order (an id, a name), sent as one encoded segment
     * @param <Q> the request type
     * @param <R> the result type
     * @return the result
     * @throws IllegalStateException when the operation needs a region and none is configured
     */
    public <Q, R> R call(Endpoint<Q, R> endpoint, Q request, Object... path) {
        return calls.execute(prepare(endpoint, request, path, completion));
    }

    /**
     * Sends a call to a declared operation without blocking. Arguments are checked, and a missing region reported,
     * before this returns: those are thrown at once. Everything after (HTTP errors, connection failures, timeouts, an
     * unreadable body, a failing token provider) completes the future exceptionally with the same exception types as
     * {@link #call}. Cancelling the returned future cancels the HTTP call.
     *
     * @param endpoint the operation
     * @param request the request: its JSON body for a POST or PUT, its query for a GET, {@code null} for none
     * @param path one value per variable path segment, in order (an id, a name), sent as one encoded segment
     * @param <Q> the request type
     * @param <R> the result type
     * @return the result, later
     * @throws IllegalStateException when the operation needs a region and none is configured
     */
    public <Q, R> CompletableFuture<R> callAsync(Endpoint<Q, R> endpoint, Q request, Object... path) {
        return calls.executeAsync(prepare(endpoint, request, path, completion));
    }

    /**
     * A lazy list of a declared paged operation, walked page by page from {@code startMarker}. Its walks request
     * up to the view's {@code prefetchPages} pages ahead of the caller with
     * {@link #callAsync(Endpoint, Object, Object...)}, completed on the SDK's threads (never on the view's executor,
     * since no caller chains them) and carrying the context captured when the walk starts; with 0, each page is
     * fetched with {@link #call(Endpoint, Object, Object...)} on the caller's thread when it is needed.
     *
     * @param endpoint the operation, whose result is a page
     * @param startMarker the marker of the first request, or {@code null} to start at the beginning
     * @param pageRequest the request of the page after a marker ({@code null} for the first page)
     * @param markerOf the marker an item stands for, or {@code null} when it has none
     * @param path one value per variable path segment, in order, sent as one encoded segment
     * @param <Q> the request type
     * @param <T> the item type
     * @return the list; no request is made until a walk starts
     * @throws IllegalStateException when the operation needs a region and none is configured
     */
    public <Q, T> PagedIterable<T> list(
            Endpoint<Q, Page<T>> endpoint,
            String startMarker,
            Function<String, Q> pageRequest,
            Function<T, String> markerOf,
            Object... path) {
        checkRegion(endpoint);
        return InternalBridge.CORE.list(
                startMarker,
                marker -> call(endpoint, pageRequest.apply(marker), path),
                marker -> calls.executeAsync(prepare(endpoint, pageRequest.apply(marker), path, null)),
                markerOf,
                prefetchPages,
                context);
    }

    /** @throws IllegalStateException when the config was closed */
    void ensureOpen() {
        calls.ensureOpen();
    }

    /** @return how many pages this view's list walks request ahead of the caller */
    public int prefetchPages() {
        return prefetchPages;
    }

    /**
     * Sends a call to a declared operation and returns its result with what came back beside it.
     *
     * @param endpoint the operation
     * @param request the request: its JSON body for a POST or PUT, its query for a GET, {@code null} for none
     * @param path one value per variable path segment, in order (an id, a name), sent as one encoded segment
     * @param <Q> the request type
     * @param <R> the result type
     * @return the result, status, headers, request id, attempts and elapsed time
     * @throws IllegalStateException when the operation needs a region and none is configured
     */
    public <Q, R> Response<R> callWithResponse(Endpoint<Q, R> endpoint, Q request, Object... path) {
        return calls.executeWithResponse(prepare(endpoint, request, path, completion));
    }

    /**
     * {@link #callWithResponse(Endpoint, Object, Object...)} without blocking.
     *
     * @param endpoint the operation
     * @param request the request: its JSON body for a POST or PUT, its query for a GET, {@code null} for none
     * @param path one value per variable path segment, in order (an id, a name), sent as one encoded segment
     * @param <Q> the request type
     * @param <R> the result type
     * @return the result with its metadata, later
     * @throws IllegalStateException when the operation needs a region and none is configured
     */
    public <Q, R> CompletableFuture<Response<R>> callWithResponseAsync(
            Endpoint<Q, R> endpoint, Q request, Object... path) {
        return calls.executeWithResponseAsync(prepare(endpoint, request, path, completion));
    }

    /** @param completeOn the executor an async call's future completes on; {@code null} for the SDK's threads */
    private <Q, R> CallSpec<R> prepare(Endpoint<Q, R> endpoint, Q request, Object[] path, Executor completeOn) {
        checkRegion(endpoint);
        return new CallSpec<>(
                endpoint.operation(),
                endpoint.url(calls.baseUrl(), request, path),
                endpoint.operation().region() == RegionHeader.SENT ? region : null,
                endpoint.body(request, calls.json()),
                endpoint.result(request),
                http,
                callTimeout,
                headers,
                tokens,
                completeOn,
                context);
    }

    /**
     * Fails early, before any request, when the operation sends {@code X-Region} and this view has none.
     *
     * @param endpoint the operation
     * @throws IllegalStateException when a region is needed and none is set
     */
    public void checkRegion(Endpoint<?, ?> endpoint) {
        if (endpoint.operation().region() == RegionHeader.SENT && region == null) {
            throw new IllegalStateException(
                    endpoint.operation().name() + " sends the X-Region header, but no region is set:"
                            + " configure ClientConfig.builder().region(...) or use withRegion(...)");
        }
    }

    @Override
    public String toString() {
        return "ServiceContext{region=" + region + ", options=" + options + '}';
    }
}
