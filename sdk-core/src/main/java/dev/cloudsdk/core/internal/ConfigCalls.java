package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.Timeouts;
import dev.cloudsdk.core.internal.CallLifecycle.AsyncCall;
import dev.cloudsdk.core.internal.CallLifecycle.BlockingCall;
import dev.cloudsdk.core.runtime.Json;
import dev.cloudsdk.core.runtime.RuntimeDependencies;
import dev.cloudsdk.core.runtime.ServiceContext;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import okhttp3.Authenticator;
import okhttp3.Dispatcher;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Route;
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
    /** Calls at once on the SDK's own dispatcher; OkHttp's default of 5 per host queues a busy async user. */
    private static final int MAX_REQUESTS = 64;

    private final OkHttpClient http;
    private final boolean ownsHttp;
    private final HttpUrl baseUrl;
    /** The config's socket timeouts, which a view's options override one by one. */
    private final Timeouts socketTimeouts;
    /** The config's call deadline, credentials, pages ahead and async settings, which a view's options override. */
    private final RequestOptions base;
    /** Builds each attempt's request and reads its response. */
    final AttemptCodec codec;

    final RetryPolicy retryPolicy;
    /** The retry budget every call of the config draws on. */
    final RetryRules.Budget retryBudget;
    /** For deadlines and {@code Retry-After}. */
    final Clock clock;

    /** The log lines and the call listener's events. */
    final CallEvents events;
    /** The calls in flight and whether the config is closed: what {@link #close()} ends. */
    final CallLifecycle.InFlight inFlight = new CallLifecycle.InFlight();

    /**
     * Builds what the calls of one config share from its settings. Called by the {@code ClientConfig} constructor only.
     *
     * @param config the config, whose settings are checked
     * @param baseUrl the config's base URL, ending with {@code /}
     * @param base the config's call deadline, credentials, pages ahead and async settings
     * @param listener hears every call; {@link CallListener#NONE} for none
     * @param proxy the proxy decided for the base URL, or {@code null} to leave the HTTP client's own
     */
    public ConfigCalls(
            ClientConfig config,
            HttpUrl baseUrl,
            RequestOptions base,
            CallListener listener,
            @Nullable ProxySettings proxy) {
        this.baseUrl = baseUrl;
        this.base = base;
        this.socketTimeouts = config.timeouts();
        this.http = httpClient(config, baseUrl.isHttps(), proxy);
        this.ownsHttp = config.httpClient() == null;
        this.retryPolicy = config.retryPolicy();
        this.retryBudget = RetryRules.Budget.of(retryPolicy.retryBudget());
        this.clock = config.clock();
        this.events = new CallEvents(config.logBodies(), listener);
        Json json = new Json(config.maxResponseBytes(), config.maxPageItems());
        String userAgent = RuntimeDependencies.userAgent(config.userAgentSuffix());
        this.codec = new AttemptCodec(json, events, userAgent, config.maxResponseBytes(), clock);
    }

    /** @return the config's base URL */
    public HttpUrl baseUrl() {
        return baseUrl;
    }

    /** @return the config's JSON readers and writer */
    public Json json() {
        return codec.json();
    }

    /** @return the config's call deadline, credentials, pages ahead and async settings, under a view's options */
    public RequestOptions base() {
        return base;
    }

    /**
     * @param options a view's options
     * @return the HTTP client of a view: the config's, or one derived with the view's socket limits
     */
    public OkHttpClient http(RequestOptions options) {
        if (!options.timeouts().setsSocketLimits()) {
            return http;
        }
        // Other socket timeouts, the same pool and dispatcher.
        Timeouts t = options.timeouts().orElse(socketTimeouts);
        return http.newBuilder()
                .connectTimeout(t.connect())
                .readTimeout(t.read())
                .writeTimeout(t.write())
                .build();
    }

    /** @throws IllegalStateException when the config was closed: a new call or client is refused before it starts */
    public void ensureOpen() {
        inFlight.ensureOpen();
    }

    /**
     * The SDK's OkHttp client, made from the config: a caller's pool, dispatcher, proxy (unless the config decides
     * one: {@link ProxySettings}) and TLS are kept, and every request OkHttp would send on its own is switched off:
     * the SDK alone decides each re-send.
     */
    private static OkHttpClient httpClient(ClientConfig config, boolean https, @Nullable ProxySettings proxy) {
        OkHttpClient supplied = config.httpClient();
        OkHttpClient.Builder b =
                supplied != null ? supplied.newBuilder() : new OkHttpClient.Builder().dispatcher(ownDispatcher());
        Authenticator proxyAuth = supplied != null ? supplied.proxyAuthenticator() : Authenticator.NONE;
        if (proxy != null) {
            proxyAuth = proxy.applyTo(b, https, proxyAuth);
        }
        return b.connectTimeout(config.connectTimeout())
                .readTimeout(config.readTimeout())
                .writeTimeout(config.writeTimeout())
                // The call deadline is the SDK's (Deadlines, AsyncCall): OkHttp's call timeout would take Okio's
                // process-wide timeout lock and wake its watchdog on every call.
                .callTimeout(Duration.ZERO)
                // OkHttp would silently re-send a request after some connection failures (and after a 408); for
                // a restore that can mean two restores. The SDK decides retries itself, knowing the operation.
                .retryOnConnectionFailure(false)
                // A restore must not be replayed to another URL; a 3xx becomes an error that says so.
                .followRedirects(false)
                .followSslRedirects(false)
                // A 401 is the SDK's to answer (it asks its token provider once more); an authenticator would
                // replay the request behind its back.
                .authenticator(Authenticator.NONE)
                // A proxy's 407 to CONNECT comes before anything is sent, so a tunnel may authenticate; a 407 to
                // the request itself would mean replaying it.
                .proxyAuthenticator(proxyAuth == Authenticator.NONE ? Authenticator.NONE : new TunnelOnly(proxyAuth))
                .addNetworkInterceptor(new NetworkInterceptor())
                .build();
    }

    /**
     * A caller's proxy authenticator, asked only for a tunnel's {@code CONNECT}. A record, so equal for equal
     * delegates: OkHttp pools connections by an address that includes the proxy authenticator, and configs that
     * share one {@code OkHttpClient} must also share its connections.
     *
     * @param delegate the caller's proxy authenticator
     */
    record TunnelOnly(Authenticator delegate) implements Authenticator {
        @Override
        public Request authenticate(Route route, okhttp3.Response response) throws IOException {
            return "CONNECT".equals(response.request().method()) ? delegate.authenticate(route, response) : null;
        }
    }

    /**
     * OkHttp's default dispatcher, but on the SDK's shared executor (daemon threads named {@code cloudsdk-http-N},
     * reused by every config of the process) and with a higher limit.
     */
    private static Dispatcher ownDispatcher() {
        Dispatcher d = new Dispatcher(SdkExecutors.http());
        d.setMaxRequests(MAX_REQUESTS);
        d.setMaxRequestsPerHost(MAX_REQUESTS);
        return d;
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
