package dev.cloudsdk.spring.boot;

import dev.cloudsdk.micrometer.CloudSdkMetrics;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.context.annotation.Bean;

/**
 * Micrometer metrics of every call: with {@code sdk-micrometer} on the class path and a {@code MeterRegistry} bean
 * (Spring Boot's actuator makes one), a {@code CloudSdkMetrics} call listener on that registry, which the
 * auto-configured {@code ClientConfig} hears. It runs after Spring Boot's registries are defined (Spring Boot 4's
 * and 3's auto-configuration of them), and {@code cloudsdk.metrics.enabled=false} turns it off.
 */
@AutoConfiguration(
        afterName = {
            "org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration",
            "org.springframework.boot.actuate.autoconfigure.metrics.CompositeMeterRegistryAutoConfiguration"
        })
@ConditionalOnClass({CloudSdkMetrics.class, MeterRegistry.class})
@ConditionalOnSingleCandidate(MeterRegistry.class)
@ConditionalOnProperty(
        name = {"cloudsdk.enabled", "cloudsdk.metrics.enabled"},
        havingValue = "true",
        matchIfMissing = true)
public class CloudSdkMetricsAutoConfiguration {
    /** For Spring Boot, which creates it. */
    public CloudSdkMetricsAutoConfiguration() {}

    /**
     * @param registry the application's registry
     * @return the listener that records each call's timers and retries there
     */
    @Bean
    @ConditionalOnMissingBean
    CloudSdkMetrics cloudSdkMetrics(MeterRegistry registry) {
        return CloudSdkMetrics.create(registry);
    }
}
