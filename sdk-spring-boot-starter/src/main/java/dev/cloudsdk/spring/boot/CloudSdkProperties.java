package dev.cloudsdk.spring.boot;

import java.time.Duration;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * The {@code cloudsdk.*} properties: what {@link CloudSdkAutoConfiguration} builds the {@code ClientConfig} from.
 * Each one sets the {@code ClientConfigBuilder} setting of the same name, and the SDK checks it when the application
 * starts: a value it refuses stops the start with its message, naming the property. The defaults are the SDK's.
 *
 * <p>{@link #toString()} never shows the token.
 *
 * <p>The descriptions below are the ones an IDE shows (Spring Boot's configuration processor copies them into
 * {@code META-INF/spring-configuration-metadata.json}, with the defaults).
 *
 * @param enabled Whether to configure cloudsdk at all. When false, no cloudsdk bean is defined.
 * @param baseUrl Base URL of the API, such as https://api.example.cloud, possibly with a path prefix. Plain http is
 *     refused to a host that is not loopback, unless allow-insecure-http is set.
 * @param token Bearer token. Ignored when the application defines a CloudSdkTokenProvider bean. Never shown in logs,
 *     messages or the actuator's env and configprops endpoints.
 * @param region Default X-Region for the operations that send it. None by default: those operations then need a
 *     client's withRegion(...).
 * @param connectTimeout Connect timeout of one attempt.
 * @param readTimeout Read timeout of one attempt.
 * @param writeTimeout Write timeout of one attempt.
 * @param callTimeout Deadline of a whole call, every attempt and backoff included.
 * @param retry When failed calls are tried again.
 * @param maxResponseSize Largest successful response body the SDK reads.
 * @param maxPageItems Most items one page of a listing may hold.
 * @param allowInsecureHttp Whether the token may be sent over plain http to a host that is not loopback. Anyone on
 *     the path could read it.
 * @param logBodies Whether request and response bodies are logged at DEBUG (logger dev.cloudsdk.http). They may
 *     hold names and addresses, never the token.
 * @param userAgentSuffix Text appended to the User-Agent header, such as my-app/1.2.
 * @param metrics Micrometer metrics of every call.
 * @param tracing OpenTelemetry spans of every call.
 */
@ConfigurationProperties(CloudSdkProperties.PREFIX)
public record CloudSdkProperties(
        @DefaultValue("true") boolean enabled,
        @Nullable String baseUrl,
        @Nullable String token,
        @Nullable String region,
        @DefaultValue("10s") Duration connectTimeout,
        @DefaultValue("30s") Duration readTimeout,
        @DefaultValue("30s") Duration writeTimeout,
        @DefaultValue("60s") Duration callTimeout,
        @DefaultValue Retry retry,
        @DefaultValue("32MB") DataSize maxResponseSize,
        @DefaultValue("10000") int maxPageItems,
        @DefaultValue("false") boolean allowInsecureHttp,
        @DefaultValue("false") boolean logBodies,
        @Nullable String userAgentSuffix,
        @DefaultValue Metrics metrics,
        @DefaultValue Tracing tracing) {

    /** The prefix of every property: {@value}. */
    public static final String PREFIX = "cloudsdk";

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

    /**
     * The {@code cloudsdk.retry.*} properties: the {@code RetryPolicy}.
     *
     * @param maxAttempts Attempts a call may make, the first included. 1 turns retries off.
     * @param baseDelay Wait before the first retry, before jitter. Waits grow exponentially from it.
     * @param maxDelay Longest wait between two attempts, a Retry-After included.
     * @param budget Size, in tokens, of the retry budget that all clients of the config share (a retry takes 5, or
     *     10 after a timeout or a connection failure). At least 10, or 0 to turn the budget off.
     */
    public record Retry(
            @DefaultValue("3") int maxAttempts,
            @DefaultValue("200ms") Duration baseDelay,
            @DefaultValue("10s") Duration maxDelay,
            @DefaultValue("500") int budget) {
    }

    /**
     * The {@code cloudsdk.metrics.*} properties.
     *
     * @param enabled Whether the application's MeterRegistry records the metrics of every cloudsdk call (with
     *     sdk-micrometer on the class path).
     */
    public record Metrics(@DefaultValue("true") boolean enabled) {
    }

    /**
     * The {@code cloudsdk.tracing.*} properties.
     *
     * @param enabled Whether the application's OpenTelemetry traces every cloudsdk call (with sdk-opentelemetry
     *     on the class path).
     */
    public record Tracing(@DefaultValue("true") boolean enabled) {
    }
}
