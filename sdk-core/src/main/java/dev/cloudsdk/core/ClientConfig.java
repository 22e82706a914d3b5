package dev.cloudsdk.core;

import dev.cloudsdk.core.internal.ConfigCalls;
import dev.cloudsdk.core.internal.ProxySettings;
import dev.cloudsdk.core.internal.TokenSource;
import java.time.Clock;
import java.time.Duration;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.jspecify.annotations.Nullable;

/**
 * Everything a client needs to reach the API: base URL, credentials, default region, time limits, retry policy.
 * Immutable and thread-safe. Every service client made from one config shares one HTTP client (one connection
 * pool, one dispatcher), so make one config per endpoint and credential and reuse it.
 *
 * <pre>{@code
 * ClientConfig config = ClientConfig.builder()
 *         .baseUrl("https://api.example.cloud")
 *         .token(System.getenv("CLOUD_TOKEN"))
 *         .region("eu-1")
 *         .build();
 * }</pre>
 *
 * <p>Or from the environment ({@code CLOUD_BASE_URL}, {@code CLOUD_TOKEN}, {@code CLOUD_REGION}, and the proxy):
 * {@link #fromEnv()}, or {@code ClientConfig.builder().fromEnv()} followed by other settings.
 *
 * <p>A config owns its HTTP client. {@link #close()} releases it: it ends calls still in flight and evicts the
 * connection pool of a client the SDK built. The SDK's threads (timer, token, callback and dispatcher threads) are
 * shared by every config of the process and end by themselves when idle, so a config costs no thread of its own,
 * and closing it shuts none down. It never shuts down an {@link OkHttpClient} the caller supplied with
 * {@link ClientConfigBuilder#httpClient(OkHttpClient)}: that one stays the caller's. Closing is optional: every
 * thread the SDK starts is a daemon named {@code cloudsdk-...}, so a program whose {@code main} returns exits at
 * once without it. The threads of a supplied client are the
 * caller's: see {@link ClientConfigBuilder#httpClient(OkHttpClient)} for how to keep them from holding up the exit.
 * A call on a closed config fails with {@link IllegalStateException}.
 *
 * <p>{@link #toString()} never shows the token.
 */
public final class ClientConfig implements AutoCloseable {
    /** Every setting as set, a copy of the builder's: a new setting is a field there and a getter here. */
    final ClientConfigBuilder.Settings s;

    private final TokenSource tokens;
    /** The proxy decided for the base URL, or {@code null} to leave the HTTP client's own. */
    private final @Nullable ProxySettings proxy;

    final ConfigCalls calls;

    ClientConfig(ClientConfigBuilder.Settings s, HttpUrl baseUrl, TokenSource tokens, @Nullable ProxySettings proxy) {
        this.s = s;
        this.tokens = tokens;
        this.proxy = proxy;
        // Built here, once: a bad setting fails at build(), and no call pays for a start.
        this.calls = new ConfigCalls(this, baseUrl, RequestOptions.configBase(this, tokens), s.callListener, proxy);
    }

    /** @return a new builder */
    public static ClientConfigBuilder builder() {
        return new ClientConfigBuilder();
    }

    /**
     * A config from the environment alone: {@code CLOUD_BASE_URL}, {@code CLOUD_TOKEN} and, if set,
     * {@code CLOUD_REGION}, and the proxy from the system properties or the environment, as
     * {@link ClientConfigBuilder#fromEnv()} says; every other setting at its default. A variable that is empty or
     * blank counts as not set ({@code CLOUD_REGION=} means no default region). Short for
     * {@code ClientConfig.builder().fromEnv().build()}; use that form to add settings.
     *
     * @return the config
     * @throws IllegalArgumentException naming the variable (or system property) that is not set (or empty) or
     *     malformed (never quoting the token or a proxy password)
     * @throws IllegalStateException as {@link ClientConfigBuilder#build()} throws it
     * @see ClientConfigBuilder#fromEnv()
     */
    public static ClientConfig fromEnv() {
        return builder().fromEnv().build();
    }

    /** @return the base URL every path goes under, always ending with {@code /} */
    public String baseUrl() {
        return calls.baseUrl().toString();
    }

    /** @return the default {@code X-Region}, or {@code null} when none was configured */
    public @Nullable String region() {
        return s.region;
    }

    /** @return whether the token comes from a provider asked on every request (rather than a fixed string) */
    public boolean hasTokenProvider() {
        return tokens.dynamic();
    }

    /** @return the connect timeout */
    public Duration connectTimeout() {
        return s.timeouts.connect();
    }

    /** @return the read timeout */
    public Duration readTimeout() {
        return s.timeouts.read();
    }

    /** @return the write timeout */
    public Duration writeTimeout() {
        return s.timeouts.write();
    }

    /** @return the four time limits, all set */
    public Timeouts timeouts() {
        return s.timeouts;
    }

    /** @return the deadline for one whole call, every attempt and backoff included */
    public Duration callTimeout() {
        return s.timeouts.call();
    }

    /** @return the caller's HTTP client that the SDK derives its own from, or {@code null} */
    public @Nullable OkHttpClient httpClient() {
        return s.httpClient;
    }

    /** @return the retry policy */
    public RetryPolicy retryPolicy() {
        return s.retryPolicy;
    }

    /** @return whether a token may be sent over plain http to a host that is not loopback */
    public boolean allowInsecureHttp() {
        return s.allowInsecureHttp;
    }

    /** @return the largest successful response body the SDK reads, in bytes */
    public long maxResponseBytes() {
        return s.maxResponseBytes;
    }

    /** @return the most items one page may hold */
    public int maxPageItems() {
        return s.maxPageItems;
    }

    /**
     * @return how many pages a list walk requests ahead of the caller, for calls with this config's token: as
     *     set with {@link ClientConfigBuilder#prefetchPages(int)}, else 1, or 0 with a token provider
     */
    public int prefetchPages() {
        return tokens.prefetchPages(s.prefetchPages);
    }

    /**
     * @return where async futures complete and what caller context travels with a call, as set with
     *     {@link ClientConfigBuilder#asyncSettings(AsyncSettings)}; {@link AsyncSettings#UNSET} when not set
     */
    public AsyncSettings asyncSettings() {
        return s.asyncSettings;
    }

    /** @return whether request and response bodies are logged at DEBUG */
    public boolean logBodies() {
        return s.logBodies;
    }

    /** @return the text appended to the User-Agent header, or {@code null} */
    public @Nullable String userAgentSuffix() {
        return s.userAgentSuffix;
    }

    /** @return the clock for deadlines and {@code Retry-After} dates */
    public Clock clock() {
        return s.clock;
    }

    /**
     * Releases what this config owns. Calls still in flight end with an {@code ApiConnectionException} that says
     * the config was closed (its {@code requestMayHaveBeenSent()} tells whether the server may have acted); an
     * async call waiting to retry ends the same way. The connection pool of a client the SDK built is evicted; its
     * dispatcher's threads are shared by every config of the process and are not shut down (idle, they end by
     * themselves). A caller-supplied {@link OkHttpClient} is left running, and so is an executor named with
     * {@link AsyncSettings#withExecutor}. Idempotent.
     */
    @Override
    public void close() {
        calls.close();
    }

    /** Never shows the token. */
    @Override
    public String toString() {
        return "ClientConfig{baseUrl=" + calls.baseUrl() + ", token=" + tokens + ", region=" + s.region
                + ", timeouts=" + s.timeouts + ", retryPolicy=" + s.retryPolicy + ", allowInsecureHttp="
                + s.allowInsecureHttp + ", customHttpClient=" + (s.httpClient != null)
                + (s.prefetchPages == null ? "" : ", prefetchPages=" + s.prefetchPages)
                + (proxy == null ? "" : ", proxy=" + proxy)
                + (s.asyncSettings.equals(AsyncSettings.UNSET) ? "" : ", asyncSettings=" + s.asyncSettings) + '}';
    }
}
