package dev.cloudsdk.core;

import dev.cloudsdk.core.internal.BaseUrls;
import dev.cloudsdk.core.internal.ProxySettings;
import dev.cloudsdk.core.internal.Settings;
import dev.cloudsdk.core.runtime.Checks;
import dev.cloudsdk.core.runtime.HeaderChecks;
import dev.cloudsdk.core.runtime.Json;
import dev.cloudsdk.core.runtime.RuntimeDependencies;
import java.time.Clock;
import java.util.function.Function;
import java.util.function.Supplier;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.jspecify.annotations.Nullable;

/**
 * What a {@link ClientConfigBuilder} holds: each setting so far, at its default until set, with the name
 * {@link #build()}'s messages give the settings that can come from the environment; and the checks that need
 * every setting together. The builder's setters check what they can alone. Not thread-safe, as the builder.
 */
final class ConfigValues {
    private static final String ENV_BASE_URL = "CLOUD_BASE_URL";
    private static final String ENV_TOKEN = "CLOUD_TOKEN";
    private static final String ENV_REGION = "CLOUD_REGION";
    private static final String FROM_ENV = " (from the environment)";

    private @Nullable String baseUrl;
    private @Nullable Supplier<String> tokenProvider;
    private boolean dynamicToken;
    private @Nullable String region;
    Timeouts timeouts = Timeouts.DEFAULTS;
    @Nullable OkHttpClient httpClient;
    RetryPolicy retryPolicy = RetryPolicy.defaults();
    boolean allowInsecureHttp;
    private long maxResponseBytes = 32L * 1024 * 1024;
    private int maxPageItems = Json.DEFAULT_MAX_PAGE_ITEMS;
    boolean logBodies;
    @Nullable String userAgentSuffix;
    Clock clock = Clock.systemUTC();
    CallListener callListener = CallListener.NONE;
    @Nullable Integer prefetchPages;
    /** What {@code proxy(...)} set, and what {@code fromEnv()} read of the proxy; {@code null} until then. */
    @Nullable ProxySettings proxy;
    private ProxySettings.@Nullable Sources proxySources;
    AsyncSettings asyncSettings = AsyncSettings.UNSET;
    /** What {@link #build()}'s messages call a setting: its setter, or the environment variable it came from. */
    private String baseUrlName = "baseUrl";
    private String tokenName = "token";
    private String regionName = "region";
    private boolean readEnv;

    /**
     * Sets what {@code env} holds of {@code CLOUD_BASE_URL}, {@code CLOUD_TOKEN} and {@code CLOUD_REGION}, each
     * named by its variable, and keeps the proxy settings of both ({@link ProxySettings.Sources#read}); a variable
     * that is not set, empty or blank changes nothing.
     *
     * @param env a variable's value, {@code null} when not set
     * @param props a system property's value, {@code null} when not set
     */
    void fromEnv(Function<String, @Nullable String> env, Function<String, @Nullable String> props) {
        readEnv = true;
        proxySources = ProxySettings.Sources.read(env, props);
        String base = set(env.apply(ENV_BASE_URL));
        if (base != null) {
            baseUrl(base, ENV_BASE_URL + FROM_ENV);
        }
        String fixedToken = set(env.apply(ENV_TOKEN));
        if (fixedToken != null) {
            token(fixedToken, ENV_TOKEN + FROM_ENV);
        }
        String defaultRegion = set(env.apply(ENV_REGION));
        if (defaultRegion != null) {
            region(defaultRegion, ENV_REGION + FROM_ENV);
        }
    }

    /** One rule for every variable: empty or blank ({@code CLOUD_REGION=} in a template) is not set. */
    private static @Nullable String set(@Nullable String value) {
        return value == null || value.isBlank() ? null : value;
    }

    /** @param name what {@link #build()}'s messages call it */
    void baseUrl(@Nullable String baseUrl, String name) {
        this.baseUrl = baseUrl;
        this.baseUrlName = name;
    }

    /** Sets a fixed token, replacing any provider; {@code null} unsets it. */
    void token(@Nullable String token, String name) {
        this.tokenProvider = token == null ? null : new Checks.FixedToken(token);
        this.dynamicToken = false;
        this.tokenName = name;
    }

    /** Sets a provider asked on every request, replacing any fixed token; {@code null} unsets it. */
    void tokenProvider(@Nullable Supplier<String> provider) {
        this.tokenProvider = provider;
        this.dynamicToken = provider != null;
        this.tokenName = "token";
    }

    void region(@Nullable String region, String name) {
        this.region = region;
        this.regionName = name;
    }

    /** @throws IllegalArgumentException when not positive */
    void maxResponseBytes(long bytes) {
        if (bytes <= 0) {
            throw new IllegalArgumentException("maxResponseBytes must be positive, was " + bytes);
        }
        this.maxResponseBytes = bytes;
    }

    /** @throws IllegalArgumentException when not positive */
    void maxPageItems(int items) {
        if (items <= 0) {
            throw new IllegalArgumentException("maxPageItems must be positive, was " + items);
        }
        this.maxPageItems = items;
    }

    /**
     * Checks every setting together, as {@link ClientConfigBuilder#build()} documents, and builds the config.
     *
     * @throws IllegalArgumentException naming the setting that is missing, blank or malformed (or the environment
     *     variable it came from), never quoting the token
     * @throws IllegalStateException when the class path holds two OkHttp versions, or an OkHttp or Jackson older
     *     than supported
     */
    ClientConfig build() {
        RuntimeDependencies.check();
        if (baseUrl == null && readEnv) {
            throw new IllegalArgumentException(ENV_BASE_URL + " is not set or empty, and no baseUrl was given");
        }
        HttpUrl url = BaseUrls.baseUrl(baseUrl, allowInsecureHttp, baseUrlName,
                tokenProvider == null || dynamicToken ? null : tokenProvider.get());
        if (tokenProvider == null) {
            throw new IllegalArgumentException(readEnv ? ENV_TOKEN + " is not set or empty, and no token or"
                    + " tokenProvider was given" : "token or tokenProvider is required");
        }
        if (!dynamicToken) {
            Checks.token(tokenProvider.get(), tokenName);
        }
        if (region != null) {
            HeaderChecks.headerValue(region, regionName);
        }
        if (userAgentSuffix != null) {
            HeaderChecks.headerValue(userAgentSuffix, "userAgentSuffix");
        }
        return new ClientConfig(new Settings(url, tokenProvider, dynamicToken, region, timeouts, httpClient,
                retryPolicy, allowInsecureHttp, maxResponseBytes, maxPageItems, logBodies, userAgentSuffix, clock,
                callListener, prefetchPages, ProxySettings.resolve(proxy, proxySources, url, httpClient),
                asyncSettings));
    }
}
