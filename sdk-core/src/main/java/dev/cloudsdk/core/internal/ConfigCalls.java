package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.runtime.Json;
import dev.cloudsdk.core.runtime.ServiceContext;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.jspecify.annotations.Nullable;

/**
 * What every call of one {@code ClientConfig} shares (OkHttp is the transport), and the door through which a
 * {@link ServiceContext} makes a call. The parts a {@link CallLifecycle} steps through are package-private final
 * fields, each thread-safe, which the lifecycle and its drivers read directly: reading a part is no call back up
 * into this class. The order of a call's steps is {@link CallLifecycle}'s; the request's own pipeline (user
 * agent, auth, region, body) is {@link AttemptCodec}'s; what reaches the wire is {@link NetworkInterceptor}'s.
 * Thread-safe. Unless the caller supplied the HTTP client, it owns it: {@link #close()} ends the config's calls and
 * evicts that client's connections. The threads it uses are the process's shared {@link SdkExecutors} (OkHttp's
 * dispatcher included), so a config costs no thread of its own, and closing it shuts none down.
 *
 * <p>Retries are a loop of the SDK rather than an OkHttp interceptor because the decision needs what only the SDK
 * knows: whether the operation may be repeated, whether the request may already have reached the server, and how
 * much of the call deadline is left for a backoff.
 */
public final class ConfigCalls {
    private final OkHttpClient http;
    private final boolean ownsHttp;
    private final HttpUrl baseUrl;
    private final TokenSource tokenSource;
    private final Duration callTimeout;
    /** Builds each attempt's request and reads its response. */
    final AttemptCodec codec;
    /** Asks a call's token source for the token of each attempt. */
    final Tokens tokens = new Tokens();
    final RetryPolicy retryPolicy;
    /** The retry budget every call of the config draws on. */
    final RetryRules.Budget retryBudget;
    /** For deadlines and {@code Retry-After}. */
    final Clock clock;
    final HttpLog log;
    /** The config's call listener. */
    final Telemetry telemetry;
    /** The calls in flight, which closing the config ends. */
    final InFlightCalls inFlight = new InFlightCalls();

    /**
     * Builds what the calls of one config share from its settings. Called by the {@code ClientConfig} constructor only.
     *
     * @param config the config, whose settings are checked
     * @param baseUrl the config's base URL, ending with {@code /}
     * @param tokenSource the config's token source
     * @param listener hears every call; {@link CallListener#NONE} for none
     * @param proxy the proxy decided for the base URL, or {@code null} to leave the HTTP client's own
     */
    public ConfigCalls(ClientConfig config, HttpUrl baseUrl, TokenSource tokenSource, CallListener listener,
                     @Nullable ProxySettings proxy) {
        this.baseUrl = baseUrl;
        this.tokenSource = tokenSource;
        this.callTimeout = config.callTimeout();
        this.http = HttpClients.create(config, baseUrl.isHttps(), proxy);
        this.ownsHttp = config.httpClient() == null;
        this.retryPolicy = config.retryPolicy();
        this.retryBudget = RetryRules.Budget.of(retryPolicy.retryBudget());
        this.clock = config.clock();
        this.telemetry = new Telemetry(listener);
        this.log = new HttpLog(config.logBodies());
        Json json = new Json(config.maxResponseBytes(), config.maxPageItems());
        this.codec = new AttemptCodec(json, log, UserAgent.of(config.userAgentSuffix()), config.maxResponseBytes(),
                clock, telemetry);
    }

    /** @return the config's base URL */
    public HttpUrl baseUrl() {
        return baseUrl;
    }

    /** @return the config's JSON readers and writer */
    public Json json() {
        return codec.json();
    }

    /** @return the config's token source, used by every view without a token of its own */
    public TokenSource tokenSource() {
        return tokenSource;
    }

    /**
     * @param options a view's options
     * @return the HTTP client of a view: the config's, or one derived with the view's socket limits
     */
    public OkHttpClient http(RequestOptions options) {
        return options.timeouts().setsSocketLimits() ? HttpClients.derive(http, options.timeouts()) : http;
    }

    /**
     * @param options a view's options
     * @return the deadline of a view's calls
     */
    public Duration callTimeout(RequestOptions options) {
        return options.timeouts().call() != null ? options.timeouts().call() : callTimeout;
    }

    /** @throws IllegalStateException when the config was closed */
    public void ensureOpen() {
        inFlight.ensureOpen();
    }

    /** A blocking call, run to its end on the caller's thread; refused on a closed config ({@code begin}). */
    public <T> T execute(CallSpec<T> spec) {
        return new BlockingCall<T, T>(this, spec, CallLifecycle::value).run();
    }

    public <T> Response<T> executeWithResponse(CallSpec<T> spec) {
        return new BlockingCall<T, Response<T>>(this, spec, CallLifecycle::withResponse).run();
    }

    /** An async call, started on the caller's thread. */
    public <T> CompletableFuture<T> executeAsync(CallSpec<T> spec) {
        return new AsyncCall<T, T>(this, spec, CallLifecycle::value).start();
    }

    public <T> CompletableFuture<Response<T>> executeWithResponseAsync(CallSpec<T> spec) {
        return new AsyncCall<T, Response<T>>(this, spec, CallLifecycle::withResponse).start();
    }

    /**
     * Ends every call in flight and, for a client the SDK built, evicts its pool. Idempotent. The shared threads,
     * OkHttp's dispatcher among them, stay for the process's other configs; idle, they end by themselves.
     */
    public void close() {
        if (inFlight.close() && ownsHttp) {
            http.connectionPool().evictAll();
        }
    }
}
