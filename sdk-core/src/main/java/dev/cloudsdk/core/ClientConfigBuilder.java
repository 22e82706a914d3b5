package dev.cloudsdk.core;

import dev.cloudsdk.core.internal.HeaderChecks;
import dev.cloudsdk.core.internal.ProxySettings;
import dev.cloudsdk.core.internal.TokenSource;
import dev.cloudsdk.core.runtime.Json;
import dev.cloudsdk.core.runtime.RuntimeDependencies;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link ClientConfig}: get one from {@link ClientConfig#builder()}. Setters check what they can at once
 * (a time limit's range); {@link #build()} checks every setting together. Not thread-safe; the config it builds is.
 * {@link #fromEnv()} reads the base URL, token and region from the environment, and the proxy.
 */
public final class ClientConfigBuilder {
    /** The most pages a list walk may request ahead of its caller: each one more page held in memory. */
    static final int MAX_PREFETCH_PAGES = 16;

    private static final String ENV_BASE_URL = "CLOUD_BASE_URL";
    private static final String ENV_TOKEN = "CLOUD_TOKEN";
    private static final String ENV_REGION = "CLOUD_REGION";
    private static final String FROM_ENV = " (from the environment)";

    /**
     * The settings a config keeps, each at its default until set: declared here once, set by the builder's setters
     * and read by {@link ClientConfig}'s getters. {@link #build()} hands the config a copy of its own. Each value is
     * immutable or the caller's (an {@code OkHttpClient}, a clock, a listener), so a shallow copy is the whole copy.
     */
    static final class Settings implements Cloneable {
        @Nullable
        String region;

        Timeouts timeouts = Timeouts.DEFAULTS;

        @Nullable
        OkHttpClient httpClient;

        RetryPolicy retryPolicy = RetryPolicy.defaults();
        boolean allowInsecureHttp;
        long maxResponseBytes = 32L * 1024 * 1024;
        int maxPageItems = Json.DEFAULT_MAX_PAGE_ITEMS;
        boolean logBodies;

        @Nullable
        String userAgentSuffix;

        Clock clock = Clock.systemUTC();
        CallListener callListener = CallListener.NONE;
        /** As set, or {@code null} for the default ({@link TokenSource#prefetchPages(Integer)}). */
        @Nullable
        Integer prefetchPages;

        AsyncSettings asyncSettings = AsyncSettings.UNSET;

        @Override
        protected Settings clone() {
            try {
                return (Settings) super.clone();
            } catch (Exception e) {
                // Never thrown (the class is Cloneable). Caught as Exception: naming CloneNotSupportedException would
                // make the verifier load it on the first call, one class more than before Settings (measurement 4).
                throw new AssertionError(e);
            }
        }
    }

    private final Settings s = new Settings();
    // The settings build() derives the config's base URL, credentials and proxy from.
    private @Nullable String baseUrl;
    /** A fixed token, or a provider: setting one unsets the other. */
    private @Nullable String token;

    private @Nullable Supplier<String> tokenProvider;
    /** What {@code proxy(...)} set, and what {@code fromEnv()} read of the proxy; {@code null} until then. */
    private @Nullable ProxySettings proxy;

    private @Nullable Map<String, String> proxySources;
    /** What {@link #build()}'s messages call a setting: its setter, or the environment variable it came from. */
    private String baseUrlName = "baseUrl";

    private String tokenName = "token";
    private String regionName = "region";
    private boolean readEnv;

    ClientConfigBuilder() {}

    /**
     * Reads the settings the environment holds: {@code CLOUD_BASE_URL} the base URL, {@code CLOUD_TOKEN} a fixed
     * token, {@code CLOUD_REGION} the default region. A variable that is set replaces what an earlier step set, and
     * a later step replaces it; one that is not set changes nothing. A variable that is empty or blank counts as
     * not set, as deployment templates write {@code CLOUD_REGION=} for "none" (the Spring Boot starter reads an
     * empty {@code cloudsdk.region} the same way). {@link #build()} checks them as it checks any setting, naming
     * the variable ({@code CLOUD_BASE_URL is not set or empty} when no base URL came from anywhere; the others in
     * docs/configuration.md), and never quotes the token. Other settings can follow:
     * {@code ClientConfig.builder().fromEnv().callTimeout(Duration.ofSeconds(10)).build()}.
     *
     * <p>It reads the proxy as curl and the JVM do (docs/configuration.md, "Proxy", has every rule): for an https
     * base URL the system properties {@code https.proxyHost} and {@code https.proxyPort} with
     * {@code http.nonProxyHosts}, else the variables {@code https_proxy} or {@code HTTPS_PROXY} with
     * {@code no_proxy} or {@code NO_PROXY}; for an http base URL {@code http.proxyHost}, {@code http.proxyPort}
     * and {@code http_proxy} or {@code HTTP_PROXY}. A loopback host never goes through them, and {@link #proxy}
     * wins over them. {@link #build()} refuses a malformed value, naming it, and never shows a proxy password.
     *
     * @return this builder
     */
    public ClientConfigBuilder fromEnv() {
        return fromEnv(System::getenv, System::getProperty);
    }

    /** {@link #fromEnv()} from other variables and system properties (a value, {@code null} when not set). */
    ClientConfigBuilder fromEnv(Function<String, @Nullable String> env, Function<String, @Nullable String> props) {
        readEnv = true;
        proxySources = ProxySettings.read(env, props);
        String base = set(env.apply(ENV_BASE_URL));
        if (base != null) {
            baseUrl(base);
            baseUrlName = ENV_BASE_URL + FROM_ENV;
        }
        String fixedToken = set(env.apply(ENV_TOKEN));
        if (fixedToken != null) {
            token(fixedToken);
            tokenName = ENV_TOKEN + FROM_ENV;
        }
        String defaultRegion = set(env.apply(ENV_REGION));
        if (defaultRegion != null) {
            region(defaultRegion);
            regionName = ENV_REGION + FROM_ENV;
        }
        return this;
    }

    /** One rule for every variable: empty or blank ({@code CLOUD_REGION=} in a template) is not set. */
    private static @Nullable String set(@Nullable String value) {
        return value == null || value.isBlank() ? null : value;
    }

    /**
     * @param baseUrl absolute http or https URL, possibly with a path prefix such as {@code https://host/api}
     * @return this builder
     */
    public ClientConfigBuilder baseUrl(String baseUrl) {
        this.baseUrl = baseUrl;
        this.baseUrlName = "baseUrl";
        return this;
    }

    /**
     * Sets a fixed bearer token. Replaces any {@link #tokenProvider(Supplier)}.
     *
     * <p>{@link #build()} refuses a token that cannot travel in an {@code Authorization} header (a {@code Bearer }
     * prefix, a trailing line break, spaces around it) and names the likely mistake and its fix without quoting the
     * token (docs/configuration.md lists the messages). It never strips the token itself: a token that arrives so
     * comes from a misconfigured file or secret store, and a silent fix would hide that.
     *
     * @param token the access token
     * @return this builder
     */
    public ClientConfigBuilder token(String token) {
        this.token = token;
        this.tokenProvider = null;
        this.tokenName = "token";
        return this;
    }

    /**
     * Sets a token source asked on every request, so a rotated token is used at once. After a 401 the SDK asks
     * it once more and repeats the call once. Replaces any {@link #token(String)}.
     *
     * <p>A blocking call asks it on the caller's own thread, so it may read the caller's context (a tenant in a
     * {@code ThreadLocal}, a security context); its time counts against the call deadline, and a provider still
     * running at the deadline is interrupted. An async call asks it on the SDK's token threads, which inherit
     * nothing from the caller; give an async call a tenant's token with {@link RequestOptions.Builder#token}
     * instead. A provider that throws or returns no usable token fails the call with {@link TokenProviderException};
     * a token that cannot travel in a header is refused as {@link #token(String)} refuses it, never stripped.
     *
     * @param provider returns the current access token
     * @return this builder
     */
    public ClientConfigBuilder tokenProvider(Supplier<String> provider) {
        this.tokenProvider = provider;
        this.token = null;
        this.tokenName = "token";
        return this;
    }

    /**
     * Sets the default region. {@link #build()} checks it with the rule of every header value: refused, not
     * stripped, when blank, with whitespace around it ({@code " eu-1 "}), or holding a control character or one
     * outside ASCII; the message names the character and its index, never the value.
     *
     * @param region the default {@code X-Region} for the operations that send it, or {@code null} for none (the
     *     default): those operations then need a client's {@code withRegion(...)}
     * @return this builder
     */
    public ClientConfigBuilder region(@Nullable String region) {
        s.region = region;
        this.regionName = "region";
        return this;
    }

    /**
     * @param timeout connect timeout, default 10 s
     * @return this builder
     * @throws IllegalArgumentException when outside 1 ms to 1 day
     */
    public ClientConfigBuilder connectTimeout(Duration timeout) {
        s.timeouts = s.timeouts.withConnect(timeout);
        return this;
    }

    /**
     * @param timeout read timeout, default 30 s
     * @return this builder
     * @throws IllegalArgumentException when outside 1 ms to 1 day
     */
    public ClientConfigBuilder readTimeout(Duration timeout) {
        s.timeouts = s.timeouts.withRead(timeout);
        return this;
    }

    /**
     * @param timeout write timeout, default 30 s
     * @return this builder
     * @throws IllegalArgumentException when outside 1 ms to 1 day
     */
    public ClientConfigBuilder writeTimeout(Duration timeout) {
        s.timeouts = s.timeouts.withWrite(timeout);
        return this;
    }

    /**
     * @param timeout the deadline for a whole call, every attempt and backoff included; default 60 s
     * @return this builder
     * @throws IllegalArgumentException when outside 1 ms to 1 day
     */
    public ClientConfigBuilder callTimeout(Duration timeout) {
        s.timeouts = s.timeouts.withCall(timeout);
        return this;
    }

    /**
     * Sets every limit that {@code timeouts} sets; the others keep their this.
     *
     * @param timeouts the limits to set
     * @return this builder
     * @throws NullPointerException when null
     */
    public ClientConfigBuilder timeouts(Timeouts timeouts) {
        s.timeouts = Objects.requireNonNull(timeouts, "timeouts == null").orElse(s.timeouts);
        return this;
    }

    /**
     * Uses the caller's HTTP client (proxy, TLS, connection pool, interceptors). The SDK derives its own from
     * it with {@code newBuilder()}: it keeps the pool and dispatcher, and sets timeouts. In the SDK's view of
     * that client, every request OkHttp would send on its own is switched off, so the SDK alone decides each
     * re-send: redirects are not followed, OkHttp's silent retry after a connection failure is off, the
     * client's {@code authenticator} is not asked on a 401 (the SDK asks its token provider instead), and its
     * {@code proxyAuthenticator} answers only a proxy's 407 to a {@code CONNECT} (a tunnel, before the request
     * is sent), never by replaying the request. An interceptor that sends one request twice is refused. Its own
     * {@code proxy} or {@code proxySelector} wins over what {@link #fromEnv()} read, and {@link #proxy} over it.
     *
     * <p>{@link ClientConfig#close()} never shuts this client down, and its threads are not the SDK's: async calls
     * run on its dispatcher, and OkHttp's default dispatcher makes non-daemon threads that wait 60 s for more work,
     * so a program whose {@code main} returns after an async call stays alive that long. To exit at once, give the
     * client a dispatcher whose threads are daemons, as the SDK's own client has (docs/configuration.md, "Sharing
     * your own OkHttpClient", shows how), or release it when the program is done with it, after closing every
     * config that uses it: {@code shared.dispatcher().executorService().shutdown();
     * shared.connectionPool().evictAll();}
     *
     * @param client the caller's client, or {@code null} for one the SDK builds and owns (the default)
     * @return this builder
     */
    public ClientConfigBuilder httpClient(@Nullable OkHttpClient client) {
        s.httpClient = client;
        return this;
    }

    /**
     * Sends every call through this HTTP proxy, or directly. Precedence, highest first: this; the
     * {@link #httpClient}'s own {@code proxy} or {@code proxySelector}; after {@link #fromEnv()}, the JVM's system
     * properties, then the environment (the properties are set for this JVM, the environment for every process
     * the shell or container starts, so the narrower wins, as in the AWS SDK); else OkHttp's default, the JVM's
     * {@code ProxySelector}. Set here, it applies to loopback hosts too.
     *
     * <p>A user and password in the URL are sent as Basic {@code Proxy-Authorization}: for an https base URL only
     * in the tunnel's {@code CONNECT} (the proxy never sees the request or the token), for an http one on each
     * request, which the proxy reads whole, token included. No {@code toString()}, log or message shows the
     * password.
     *
     * @param url {@code http://[user[:password]@]host[:port]} (port 80 when absent), or {@code null} to connect
     *     directly, whatever the environment or the {@code httpClient} says
     * @return this builder
     * @throws IllegalArgumentException when {@code url} is not such a URL (https:// and SOCKS proxies are not
     *     supported)
     */
    public ClientConfigBuilder proxy(@Nullable String url) {
        this.proxy = ProxySettings.explicit(url);
        return this;
    }

    /**
     * @param policy the retry policy; {@link RetryPolicy#none()} turns retries off
     * @return this builder
     * @throws NullPointerException when null
     */
    public ClientConfigBuilder retryPolicy(RetryPolicy policy) {
        s.retryPolicy = Objects.requireNonNull(policy, "retryPolicy == null");
        return this;
    }

    /**
     * Allows sending the bearer token over plain {@code http://} to a host that is not loopback. Off by default: anyone
     * on the path could read the token.
     *
     * @param allow whether to allow it
     * @return this builder
     */
    public ClientConfigBuilder allowInsecureHttp(boolean allow) {
        s.allowInsecureHttp = allow;
        return this;
    }

    /**
     * @param bytes the largest successful response body to read; default 32 MiB
     * @return this builder
     * @throws IllegalArgumentException when not positive
     */
    public ClientConfigBuilder maxResponseBytes(long bytes) {
        if (bytes <= 0) {
            throw new IllegalArgumentException("maxResponseBytes must be positive, was " + bytes);
        }
        s.maxResponseBytes = bytes;
        return this;
    }

    /**
     * Bounds the items of one page, beside the byte, depth, string and number bounds every response has. A page
     * may hold more items than the {@code limit} a call asked for (a proxy or an older server may ignore it): it
     * is kept, and only a page over this bound is refused, with {@code UnreadableResponseException}, while it is
     * read. The bound does not depend on the limit asked for.
     *
     * @param items the most items one page may hold; default 10,000
     * @return this builder
     * @throws IllegalArgumentException when not positive
     */
    public ClientConfigBuilder maxPageItems(int items) {
        if (items <= 0) {
            throw new IllegalArgumentException("maxPageItems must be positive, was " + items);
        }
        s.maxPageItems = items;
        return this;
    }

    /**
     * Sets how many pages a list walk ({@code list(...)}, its items, pages and streams) requests ahead of the caller,
     * so that the next page travels while the caller works on the current one. Each page ahead is one more page in
     * memory; 1 already hides the round trip whenever the caller's work on a page takes longer than it, and more only
     * evens out pages that take uneven times. The first page is fetched on the caller's thread, and the walk requests
     * nothing ahead until the caller takes its last item, so a walk that stops inside its first page sends one
     * request, as with 0 ({@code PagedIterable} has the details); the pages ahead are async calls (the retries,
     * deadline per page, listener events and metrics of any call; the listener's {@code Call.async()} is true), so
     * a {@link #tokenProvider(Supplier)} is asked on the SDK's token threads for them, not the caller's.
     * {@code listPage} and {@code AsyncPage} never fetch ahead; {@code listPublisher} holds at most this many pages
     * past the one it delivers ({@link ItemPublisher}). Per view: {@link RequestOptions.Builder#prefetchPages(int)}.
     *
     * @param pages 0 to fetch each page on the caller's thread only when it is needed, up to 16; by default 1, or 0
     *     when the token comes from a {@link #tokenProvider(Supplier)}, since a provider may read the caller's thread
     * @return this builder
     * @throws IllegalArgumentException when below 0 or above 16
     */
    public ClientConfigBuilder prefetchPages(int pages) {
        s.prefetchPages = checkPrefetchPages(pages);
        return this;
    }

    /**
     * @return {@code pages}, for the config and for a view
     * @throws IllegalArgumentException when below 0 or above {@value #MAX_PREFETCH_PAGES}
     */
    static int checkPrefetchPages(int pages) {
        if (pages < 0 || pages > MAX_PREFETCH_PAGES) {
            throw new IllegalArgumentException("prefetchPages must be 0 to " + MAX_PREFETCH_PAGES + ", was " + pages);
        }
        return pages;
    }

    /**
     * @param enabled log request and response bodies at DEBUG (they may hold names and addresses; never the
     *     token); off by default
     * @return this builder
     */
    public ClientConfigBuilder logBodies(boolean enabled) {
        s.logBodies = enabled;
        return this;
    }

    /**
     * Sets what follows the SDK's own {@code User-Agent}. {@link #build()} checks it as it checks the region.
     *
     * @param suffix appended to the User-Agent header, for example {@code my-app/1.2}; {@code null} for none
     *     (the default)
     * @return this builder
     */
    public ClientConfigBuilder userAgentSuffix(@Nullable String suffix) {
        s.userAgentSuffix = suffix;
        return this;
    }

    /**
     * @param clock the clock for deadlines and {@code Retry-After} dates; tests inject one
     * @return this builder
     * @throws NullPointerException when null
     */
    public ClientConfigBuilder clock(Clock clock) {
        s.clock = Objects.requireNonNull(clock, "clock == null");
        return this;
    }

    /**
     * Sets who hears every call the config's clients make (tracing, metrics): see {@link CallListener}. The
     * {@code sdk-opentelemetry} and {@code sdk-micrometer} modules provide ready ones.
     *
     * @param listener the listener; {@link CallListener#NONE} for none, the default
     * @return this builder
     * @throws NullPointerException when null
     */
    public ClientConfigBuilder callListener(CallListener listener) {
        s.callListener = Objects.requireNonNull(listener, "callListener == null");
        return this;
    }

    /**
     * Names the executor async calls' futures complete on, and the caller context (MDC, OpenTelemetry) that travels
     * with their callbacks and with the pages a list walk fetches ahead: {@link AsyncSettings} says what runs where.
     * A view may set its own with {@link RequestOptions.Builder#asyncSettings(AsyncSettings)}.
     *
     * @param settings the settings; by default {@link AsyncSettings#UNSET}: the SDK's threads, no context carried
     * @return this builder
     * @throws NullPointerException when null
     */
    public ClientConfigBuilder asyncSettings(AsyncSettings settings) {
        s.asyncSettings = Objects.requireNonNull(settings, "asyncSettings == null");
        return this;
    }

    /**
     * Checks every setting and builds the config.
     *
     * @return the config
     * @throws IllegalArgumentException naming the setting that is missing, blank or malformed (or the environment
     *     variable or system property it came from)
     * @throws IllegalStateException when the class path holds two OkHttp versions, or an OkHttp or Jackson older
     *     than supported (the message names them and the fix)
     */
    public ClientConfig build() {
        RuntimeDependencies.check();
        if (baseUrl == null && readEnv) {
            throw new IllegalArgumentException(ENV_BASE_URL + " is not set or empty, and no baseUrl was given");
        }
        HttpUrl url = checkedBaseUrl(baseUrl, s.allowInsecureHttp, baseUrlName, token);
        if (token == null && tokenProvider == null) {
            throw new IllegalArgumentException(
                    readEnv
                            ? ENV_TOKEN + " is not set or empty, and no token or" + " tokenProvider was given"
                            : "token or tokenProvider is required");
        }
        TokenSource tokens = token != null
                ? TokenSource.fixed(token, tokenName)
                : TokenSource.provider(tokenProvider, "tokenProvider");
        if (s.region != null) {
            HeaderChecks.headerValue(s.region, regionName);
        }
        if (s.userAgentSuffix != null) {
            HeaderChecks.headerValue(s.userAgentSuffix, "userAgentSuffix");
        }
        return new ClientConfig(s.clone(), url, tokens, ProxySettings.resolve(proxy, proxySources, url, s.httpClient));
    }

    /**
     * The base URL check of the config and the environment: an absolute http or https URL without user info, query
     * or fragment, https unless the host is loopback or plain http is allowed, ending with {@code /}.
     *
     * @param baseUrl the configured base URL, or {@code null}
     * @param allowInsecureHttp whether plain http to a remote host is allowed
     * @param name what to call it in the message: {@code baseUrl}, or the environment variable it came from
     * @param token the configured token, or {@code null}: a message that quotes the URL shows it as {@code ****}
     *     (two environment variables can be mixed up)
     * @return the parsed URL, ending with {@code /}
     * @throws IllegalArgumentException when missing, malformed, or plain http to a remote host unless allowed
     */
    private static HttpUrl checkedBaseUrl(
            @Nullable String baseUrl, boolean allowInsecureHttp, String name, @Nullable String token) {
        try {
            return parsedBaseUrl(baseUrl, allowInsecureHttp, name);
        } catch (IllegalArgumentException e) {
            if (token == null || token.isBlank() || !e.getMessage().contains(token)) {
                throw e;
            }
            throw new IllegalArgumentException(e.getMessage().replace(token, "****"));
        }
    }

    private static HttpUrl parsedBaseUrl(@Nullable String baseUrl, boolean allowInsecureHttp, String name) {
        if (baseUrl == null) {
            throw new IllegalArgumentException(name + " is required");
        }
        if (baseUrl.isBlank()) {
            throw new IllegalArgumentException(name + " must not be blank");
        }
        HttpUrl url = HttpUrl.parse(baseUrl.trim());
        if (url == null) {
            throw new IllegalArgumentException(
                    name + " must be an absolute http or https URL, was: " + withoutUserInfo(baseUrl));
        }
        if (!url.username().isEmpty() || !url.password().isEmpty()) {
            // OkHttp would not send it, and the SDK authenticates with the bearer token: refuse, never quote it.
            throw new IllegalArgumentException(name + " must not carry user info (user:password@): the SDK"
                    + " authenticates with the token. Was: " + withoutUserInfo(baseUrl));
        }
        if (url.query() != null || url.fragment() != null) {
            throw new IllegalArgumentException(name + " must not carry a query or fragment, was: " + baseUrl);
        }
        if (!url.isHttps() && !allowInsecureHttp && !ProxySettings.isLoopback(url.host())) {
            throw new IllegalArgumentException(name + " is plain http to a host that is not loopback (" + url
                    + "): the bearer token would travel unencrypted. Use https, or allowInsecureHttp(true)");
        }
        // A base URL with a path prefix is a directory: https://h/api and https://h/api/ are equal.
        return url.encodedPath().endsWith("/")
                ? url
                : url.newBuilder().addPathSegment("").build();
    }

    /** The text with anything between {@code //} and an {@code @} before the path masked. */
    private static String withoutUserInfo(String url) {
        return url.replaceAll("//[^/?#]*@", "//****@");
    }
}
