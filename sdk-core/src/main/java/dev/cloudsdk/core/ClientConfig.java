package dev.cloudsdk.core;

import dev.cloudsdk.core.internal.Checks;
import dev.cloudsdk.core.internal.InternalBridge;
import dev.cloudsdk.core.internal.Settings;
import dev.cloudsdk.core.internal.Transport;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Supplier;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

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
 * <p>A config owns its HTTP client. {@link #close()} releases it: it ends calls still in flight, shuts down the
 * dispatcher's threads and evicts the connection pool of a client the SDK built. It never shuts down an
 * {@link OkHttpClient} the caller supplied with {@link Builder#httpClient(OkHttpClient)}: that one stays the
 * caller's. Closing is optional: every thread the SDK starts is a daemon named {@code cloudsdk-...}, so a program
 * whose {@code main} returns exits at once without it. A call on a closed config fails with
 * {@link IllegalStateException}.
 *
 * <p>{@link #toString()} never shows the token.
 */
public final class ClientConfig implements AutoCloseable {
    static {
        InternalBridge.install(ClientConfig::transport);
    }

    private final Settings settings;
    private final Transport transport;

    private ClientConfig(Settings settings) {
        this.settings = settings;
        // Built here, once, from the plain settings: a bad setting fails at build(), and no call pays for a start.
        this.transport = new Transport(settings);
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the base URL every path goes under, always ending with {@code /} */
    public String baseUrl() {
        return settings.baseUrl().toString();
    }

    /** @return the default {@code X-Region}, or {@code null} when none was configured */
    public String region() {
        return settings.region();
    }

    /** @return whether the token comes from a provider asked on every request (rather than a fixed string) */
    public boolean hasTokenProvider() {
        return settings.dynamicToken();
    }

    /** @return the connect timeout */
    public Duration connectTimeout() {
        return settings.timeouts().connect();
    }

    /** @return the read timeout */
    public Duration readTimeout() {
        return settings.timeouts().read();
    }

    /** @return the write timeout */
    public Duration writeTimeout() {
        return settings.timeouts().write();
    }

    /** @return the four time limits, all set */
    public Timeouts timeouts() {
        return settings.timeouts();
    }

    /** @return the deadline for one whole call, every attempt and backoff included */
    public Duration callTimeout() {
        return settings.timeouts().call();
    }

    /** @return the caller's HTTP client that the SDK derives its own from, or {@code null} */
    public OkHttpClient httpClient() {
        return settings.httpClient();
    }

    /** @return the retry policy */
    public RetryPolicy retryPolicy() {
        return settings.retryPolicy();
    }

    /** @return whether a token may be sent over plain http to a host that is not loopback */
    public boolean allowInsecureHttp() {
        return settings.allowInsecureHttp();
    }

    /** @return the largest successful response body the SDK reads, in bytes */
    public long maxResponseBytes() {
        return settings.maxResponseBytes();
    }

    /** @return whether request and response bodies are logged at DEBUG */
    public boolean logBodies() {
        return settings.logBodies();
    }

    /** @return the text appended to the User-Agent header, or {@code null} */
    public String userAgentSuffix() {
        return settings.userAgentSuffix();
    }

    /** @return the clock for deadlines and {@code Retry-After} dates */
    public Clock clock() {
        return settings.clock();
    }

    private Transport transport() {
        return transport;
    }

    /**
     * Releases what this config owns. Calls still in flight end with an {@code ApiConnectionException} that says
     * the config was closed (its {@code requestMayHaveBeenSent()} tells whether the server may have acted); an
     * async call waiting to retry ends the same way. The SDK's own dispatcher is shut down and its connection
     * pool evicted; a caller-supplied {@link OkHttpClient} is left running. Idempotent.
     */
    @Override
    public void close() {
        transport.close();
    }


    @Override
    public String toString() {
        return "ClientConfig{" + settings + '}';
    }

    /** Builds a {@link ClientConfig}; {@link #build()} checks every setting. */
    public static final class Builder {
        private String baseUrl;
        private Supplier<String> tokenProvider;
        private boolean dynamicToken;
        private String region;
        private Timeouts timeouts = Timeouts.DEFAULTS;
        private OkHttpClient httpClient;
        private RetryPolicy retryPolicy = RetryPolicy.defaults();
        private boolean allowInsecureHttp;
        private long maxResponseBytes = 32L * 1024 * 1024;
        private boolean logBodies;
        private String userAgentSuffix;
        private Clock clock = Clock.systemUTC();

        private Builder() {
        }

        /**
         * @param baseUrl absolute http or https URL, possibly with a path prefix such as {@code https://host/api}
         * @return this builder
         */
        public Builder baseUrl(String baseUrl) {
            this.baseUrl = baseUrl;
            return this;
        }

        /**
         * Sets a fixed bearer token. Replaces any {@link #tokenProvider(Supplier)}.
         *
         * @param token the access token
         * @return this builder
         */
        public Builder token(String token) {
            this.tokenProvider = token == null ? null : new Checks.FixedToken(token);
            this.dynamicToken = false;
            return this;
        }

        /**
         * Sets a token source asked on every request, so a rotated token is used at once. After a 401 the SDK asks
         * it once more and repeats the call once. Replaces any {@link #token(String)}.
         *
         * @param provider returns the current access token
         * @return this builder
         */
        public Builder tokenProvider(Supplier<String> provider) {
            this.tokenProvider = provider;
            this.dynamicToken = provider != null;
            return this;
        }

        /**
         * @param region the default {@code X-Region} for the operations that send it
         * @return this builder
         */
        public Builder region(String region) {
            this.region = region;
            return this;
        }

        /**
         * @param timeout connect timeout, default 10 s
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder connectTimeout(Duration timeout) {
            this.timeouts = timeouts.withConnect(timeout);
            return this;
        }

        /**
         * @param timeout read timeout, default 30 s
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder readTimeout(Duration timeout) {
            this.timeouts = timeouts.withRead(timeout);
            return this;
        }

        /**
         * @param timeout write timeout, default 30 s
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder writeTimeout(Duration timeout) {
            this.timeouts = timeouts.withWrite(timeout);
            return this;
        }

        /**
         * @param timeout the deadline for a whole call, every attempt and backoff included; default 60 s
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder callTimeout(Duration timeout) {
            this.timeouts = timeouts.withCall(timeout);
            return this;
        }

        /**
         * Sets every limit that {@code timeouts} sets; the others keep their values.
         *
         * @param timeouts the limits to set
         * @return this builder
         * @throws NullPointerException when null
         */
        public Builder timeouts(Timeouts timeouts) {
            this.timeouts = Objects.requireNonNull(timeouts, "timeouts == null").orElse(this.timeouts);
            return this;
        }

        /**
         * Uses the caller's HTTP client (proxy, TLS, connection pool, interceptors). The SDK derives its own from
         * it with {@code newBuilder()}: it keeps the pool and dispatcher, and sets timeouts. In the SDK's view of
         * that client, every request OkHttp would send on its own is switched off, so the SDK alone decides each
         * re-send: redirects are not followed, OkHttp's silent retry after a connection failure is off, the
         * client's {@code authenticator} is not asked on a 401 (the SDK asks its token provider instead), and its
         * {@code proxyAuthenticator} answers only a proxy's 407 to a {@code CONNECT} (a tunnel, before the request
         * is sent), never by replaying the request. An interceptor that sends one request twice is refused.
         * {@link ClientConfig#close()} never shuts this client down.
         *
         * @param client the caller's client
         * @return this builder
         */
        public Builder httpClient(OkHttpClient client) {
            this.httpClient = client;
            return this;
        }

        /**
         * @param policy the retry policy; {@link RetryPolicy#none()} turns retries off
         * @return this builder
         * @throws NullPointerException when null
         */
        public Builder retryPolicy(RetryPolicy policy) {
            this.retryPolicy = Objects.requireNonNull(policy, "retryPolicy == null");
            return this;
        }

        /**
         * Allows sending the bearer token over plain {@code http://} to a host that is not loopback. Off by
         * default: anyone on the path could read the token.
         *
         * @param allow whether to allow it
         * @return this builder
         */
        public Builder allowInsecureHttp(boolean allow) {
            this.allowInsecureHttp = allow;
            return this;
        }

        /**
         * @param bytes the largest successful response body to read; default 32 MiB
         * @return this builder
         * @throws IllegalArgumentException when not positive
         */
        public Builder maxResponseBytes(long bytes) {
            if (bytes <= 0) {
                throw new IllegalArgumentException("maxResponseBytes must be positive, was " + bytes);
            }
            this.maxResponseBytes = bytes;
            return this;
        }

        /**
         * @param enabled log request and response bodies at DEBUG (they may hold names and addresses; never
         *                the token); off by default
         * @return this builder
         */
        public Builder logBodies(boolean enabled) {
            this.logBodies = enabled;
            return this;
        }

        /**
         * @param suffix appended to the User-Agent header, for example {@code my-app/1.2}
         * @return this builder
         */
        public Builder userAgentSuffix(String suffix) {
            this.userAgentSuffix = suffix;
            return this;
        }

        /**
         * @param clock the clock for deadlines and {@code Retry-After} dates; tests inject one
         * @return this builder
         * @throws NullPointerException when null
         */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock == null");
            return this;
        }

        /**
         * Checks every setting and builds the config.
         *
         * @return the config
         * @throws IllegalArgumentException naming the setting that is missing, blank or malformed
         */
        public ClientConfig build() {
            dev.cloudsdk.core.internal.RuntimeDependencies.check();
            HttpUrl url = Checks.baseUrl(baseUrl, allowInsecureHttp);
            if (tokenProvider == null) {
                throw new IllegalArgumentException("token or tokenProvider is required");
            }
            if (!dynamicToken) {
                Checks.token(tokenProvider.get(), "token");
            }
            if (region != null) {
                Checks.headerValue(region, "region");
            }
            if (userAgentSuffix != null) {
                Checks.headerValue(userAgentSuffix, "userAgentSuffix");
            }
            return new ClientConfig(new Settings(url, tokenProvider, dynamicToken, region, timeouts, httpClient,
                    retryPolicy, allowInsecureHttp, maxResponseBytes, logBodies, userAgentSuffix, clock));
        }
    }
}
