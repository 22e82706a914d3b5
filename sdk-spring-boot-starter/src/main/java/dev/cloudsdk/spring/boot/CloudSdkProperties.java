package dev.cloudsdk.spring.boot;

import java.time.Duration;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * The {@code cloudsdk.*} properties: what {@link CloudSdkAutoConfiguration} builds the {@code ClientConfig} from.
 * Each one sets the {@code ClientConfigBuilder} setting of the same name, and the SDK checks it when the application
 * starts: a value it refuses stops the start with its message, naming the property. The defaults are the SDK's. The
 * field comments are the descriptions an IDE shows: Spring Boot's configuration processor copies them, with the
 * defaults, into {@code META-INF/spring-configuration-metadata.json}.
 *
 * <p>A mutable bean, as Spring Boot's own properties are, so that a property added later adds a getter and a setter
 * and changes nothing else. {@link #toString()} never shows the token.
 */
@ConfigurationProperties(CloudSdkProperties.PREFIX)
public class CloudSdkProperties {
    /** The prefix of every property: {@value}. */
    public static final String PREFIX = "cloudsdk";

    /** Whether to configure cloudsdk at all. When false, no cloudsdk bean is defined. */
    private boolean enabled = true;

    /**
     * Base URL of the API, such as https://api.example.cloud, possibly with a path prefix. Plain http is refused to a
     * host that is not loopback, unless allow-insecure-http is set.
     */
    private @Nullable String baseUrl;

    /**
     * Bearer token. Ignored when the application defines a CloudSdkTokenProvider bean. Never shown in logs, messages
     * or the actuator's env and configprops endpoints.
     */
    private @Nullable String token;

    /**
     * Default X-Region for the operations that send it. None by default (empty is none too): those operations then
     * need a client's withRegion(...).
     */
    private @Nullable String region;

    /** Connect timeout of one attempt. */
    private Duration connectTimeout = Duration.ofSeconds(10);

    /** Read timeout of one attempt. */
    private Duration readTimeout = Duration.ofSeconds(30);

    /** Write timeout of one attempt. */
    private Duration writeTimeout = Duration.ofSeconds(30);

    /** Deadline of a whole call, every attempt and backoff included. */
    private Duration callTimeout = Duration.ofSeconds(60);

    /** Largest successful response body the SDK reads. */
    private DataSize maxResponseSize = DataSize.ofMegabytes(32);

    /** When failed calls are tried again. */
    private final Retry retry = new Retry();

    /** Most items one page of a listing may hold. */
    private int maxPageItems = 10_000;

    /**
     * Whether the token may be sent over plain http to a host that is not loopback. Anyone on the path could read
     * it.
     */
    private boolean allowInsecureHttp;

    /**
     * Whether request and response bodies are logged at DEBUG (logger dev.cloudsdk.http). They may hold names and
     * addresses, never the token.
     */
    private boolean logBodies;

    /** Text appended to the User-Agent header, such as my-app/1.2. None by default (empty is none too). */
    private @Nullable String userAgentSuffix;

    /** Micrometer metrics of every call. */
    private final Metrics metrics = new Metrics();

    /** OpenTelemetry spans of every call. */
    private final Tracing tracing = new Tracing();

    /** Properties bound by Spring Boot; defaults as the SDK's. */
    public CloudSdkProperties() {}

    /** @return whether to configure cloudsdk at all */
    public boolean isEnabled() {
        return enabled;
    }

    /** @param enabled whether to configure cloudsdk at all */
    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    /** @return base URL of the API, such as https://api.example.cloud, possibly with a path prefix (or null) */
    public @Nullable String getBaseUrl() {
        return baseUrl;
    }

    /** @param baseUrl base URL of the API, such as https://api.example.cloud, possibly with a path prefix */
    public void setBaseUrl(@Nullable String baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** @return bearer token (or null) */
    public @Nullable String getToken() {
        return token;
    }

    /** @param token bearer token */
    public void setToken(@Nullable String token) {
        this.token = token;
    }

    /** @return default X-Region for the operations that send it (or null) */
    public @Nullable String getRegion() {
        return region;
    }

    /** @param region default X-Region for the operations that send it */
    public void setRegion(@Nullable String region) {
        this.region = region;
    }

    /** @return connect timeout of one attempt */
    public Duration getConnectTimeout() {
        return connectTimeout;
    }

    /** @param connectTimeout connect timeout of one attempt */
    public void setConnectTimeout(Duration connectTimeout) {
        this.connectTimeout = connectTimeout;
    }

    /** @return read timeout of one attempt */
    public Duration getReadTimeout() {
        return readTimeout;
    }

    /** @param readTimeout read timeout of one attempt */
    public void setReadTimeout(Duration readTimeout) {
        this.readTimeout = readTimeout;
    }

    /** @return write timeout of one attempt */
    public Duration getWriteTimeout() {
        return writeTimeout;
    }

    /** @param writeTimeout write timeout of one attempt */
    public void setWriteTimeout(Duration writeTimeout) {
        this.writeTimeout = writeTimeout;
    }

    /** @return deadline of a whole call, every attempt and backoff included */
    public Duration getCallTimeout() {
        return callTimeout;
    }

    /** @param callTimeout deadline of a whole call, every attempt and backoff included */
    public void setCallTimeout(Duration callTimeout) {
        this.callTimeout = callTimeout;
    }

    /** @return largest successful response body the SDK reads */
    public DataSize getMaxResponseSize() {
        return maxResponseSize;
    }

    /** @param maxResponseSize largest successful response body the SDK reads */
    public void setMaxResponseSize(DataSize maxResponseSize) {
        this.maxResponseSize = maxResponseSize;
    }

    /** @return most items one page of a listing may hold */
    public int getMaxPageItems() {
        return maxPageItems;
    }

    /** @param maxPageItems most items one page of a listing may hold */
    public void setMaxPageItems(int maxPageItems) {
        this.maxPageItems = maxPageItems;
    }

    /** @return whether the token may be sent over plain http to a host that is not loopback */
    public boolean isAllowInsecureHttp() {
        return allowInsecureHttp;
    }

    /** @param allowInsecureHttp whether the token may be sent over plain http to a host that is not loopback */
    public void setAllowInsecureHttp(boolean allowInsecureHttp) {
        this.allowInsecureHttp = allowInsecureHttp;
    }

    /** @return whether request and response bodies are logged at DEBUG (logger dev.cloudsdk.http) */
    public boolean isLogBodies() {
        return logBodies;
    }

    /** @param logBodies whether request and response bodies are logged at DEBUG (logger dev.cloudsdk.http) */
    public void setLogBodies(boolean logBodies) {
        this.logBodies = logBodies;
    }

    /** @return text appended to the User-Agent header, such as my-app/1.2 (or null) */
    public @Nullable String getUserAgentSuffix() {
        return userAgentSuffix;
    }

    /** @param userAgentSuffix text appended to the User-Agent header, such as my-app/1.2 */
    public void setUserAgentSuffix(@Nullable String userAgentSuffix) {
        this.userAgentSuffix = userAgentSuffix;
    }

    /** @return the {@code cloudsdk.retry.*} properties */
    public Retry getRetry() {
        return retry;
    }

    /** @return the {@code cloudsdk.metrics.*} properties */
    public Metrics getMetrics() {
        return metrics;
    }

    /** @return the {@code cloudsdk.tracing.*} properties */
    public Tracing getTracing() {
        return tracing;
    }

    @Override
    public String toString() {
        return "CloudSdkProperties{enabled=" + enabled + ", baseUrl=" + baseUrl
                + ", token=" + (token == null ? "null" : "****") + ", region=" + region
                + ", connectTimeout=" + connectTimeout + ", readTimeout=" + readTimeout + ", writeTimeout="
                + writeTimeout + ", callTimeout=" + callTimeout + ", retry=" + retry + ", maxResponseSize="
                + maxResponseSize + ", maxPageItems=" + maxPageItems + ", allowInsecureHttp=" + allowInsecureHttp
                + ", logBodies=" + logBodies + ", userAgentSuffix=" + userAgentSuffix + ", metrics=" + metrics
                + ", tracing=" + tracing + '}';
    }

    /** The {@code cloudsdk.retry.*} properties: the {@code RetryPolicy}. */
    public static class Retry {
        /** Attempts a call may make, the first included. 1 turns retries off. */
        private int maxAttempts = 3;

        /** Wait before the first retry, before jitter. Waits grow exponentially from it. */
        private Duration baseDelay = Duration.ofMillis(200);

        /** Longest wait between two attempts, a Retry-After included. */
        private Duration maxDelay = Duration.ofSeconds(10);

        /**
         * Size, in tokens, of the retry budget that all clients of the config share (a retry takes 5, or 10 after a
         * timeout or a connection failure). At least 10, or 0 to turn the budget off.
         */
        private int budget = 500;

        /** Defaults as the SDK's. */
        public Retry() {}

        /** @return attempts a call may make, the first included */
        public int getMaxAttempts() {
            return maxAttempts;
        }

        /** @param maxAttempts attempts a call may make, the first included */
        public void setMaxAttempts(int maxAttempts) {
            this.maxAttempts = maxAttempts;
        }

        /** @return wait before the first retry, before jitter */
        public Duration getBaseDelay() {
            return baseDelay;
        }

        /** @param baseDelay wait before the first retry, before jitter */
        public void setBaseDelay(Duration baseDelay) {
            this.baseDelay = baseDelay;
        }

        /** @return longest wait between two attempts, a Retry-After included */
        public Duration getMaxDelay() {
            return maxDelay;
        }

        /** @param maxDelay longest wait between two attempts, a Retry-After included */
        public void setMaxDelay(Duration maxDelay) {
            this.maxDelay = maxDelay;
        }

        /** @return size, in tokens, of the retry budget; 0 when it is off */
        public int getBudget() {
            return budget;
        }

        /** @param budget size, in tokens, of the retry budget: at least 10, or 0 to turn it off */
        public void setBudget(int budget) {
            this.budget = budget;
        }

        @Override
        public String toString() {
            return "Retry{maxAttempts=" + maxAttempts + ", baseDelay=" + baseDelay + ", maxDelay=" + maxDelay
                    + ", budget=" + budget + '}';
        }
    }

    /** The {@code cloudsdk.metrics.*} properties. */
    public static class Metrics {
        /**
         * Whether the application's MeterRegistry records the metrics of every cloudsdk call (with sdk-micrometer on
         * the class path).
         */
        private boolean enabled = true;

        /** Enabled by default. */
        public Metrics() {}

        /** @return whether the application's MeterRegistry records the metrics of every call */
        public boolean isEnabled() {
            return enabled;
        }

        /** @param enabled whether the application's MeterRegistry records the metrics of every call */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        @Override
        public String toString() {
            return "Metrics{enabled=" + enabled + '}';
        }
    }

    /** The {@code cloudsdk.tracing.*} properties. */
    public static class Tracing {
        /**
         * Whether the application's OpenTelemetry traces every cloudsdk call (with sdk-opentelemetry on the class
         * path).
         */
        private boolean enabled = true;

        /** Enabled by default. */
        public Tracing() {}

        /** @return whether the application's OpenTelemetry traces every call */
        public boolean isEnabled() {
            return enabled;
        }

        /** @param enabled whether the application's OpenTelemetry traces every call */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        @Override
        public String toString() {
            return "Tracing{enabled=" + enabled + '}';
        }
    }
}
