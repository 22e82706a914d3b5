package dev.cloudsdk.spring.boot;

import dev.cloudsdk.core.ClientConfigBuilder;

/**
 * Changes the auto-configured {@code ClientConfig} in ways no property reaches: the application's own
 * {@code OkHttpClient}, a {@code RetryPolicy} with {@code retryAsIdempotent(...)}, a {@code Clock}. Every bean of
 * this type is called, in order, after the {@code cloudsdk.*} properties are applied and before the SDK checks the
 * whole: what a customizer sets wins, and a value the SDK refuses stops the start as a bad property does.
 *
 * <pre>{@code
 * @Bean
 * CloudSdkClientConfigCustomizer sharedHttpClient(OkHttpClient okHttp) {
 *     return builder -> builder.httpClient(okHttp);
 * }
 * }</pre>
 */
@FunctionalInterface
public interface CloudSdkClientConfigCustomizer {
    /**
     * @param builder the builder, with the properties already applied
     */
    void customize(ClientConfigBuilder builder);
}
