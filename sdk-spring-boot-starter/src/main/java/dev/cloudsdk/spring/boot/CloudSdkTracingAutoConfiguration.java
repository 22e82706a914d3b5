package dev.cloudsdk.spring.boot;

import dev.cloudsdk.opentelemetry.CloudSdkTelemetry;
import io.opentelemetry.api.OpenTelemetry;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.context.annotation.Bean;

/**
 * OpenTelemetry spans of every call: with {@code sdk-opentelemetry} on the class path and an {@code OpenTelemetry}
 * bean (Spring Boot's OpenTelemetry support makes one), a {@code CloudSdkTelemetry} call listener on it, which the
 * auto-configured {@code ClientConfig} hears. It runs after Spring Boot's own {@code OpenTelemetry} is defined
 * (Spring Boot 4's and 3's auto-configuration of it), and {@code cloudsdk.tracing.enabled=false} turns it off.
 */
@AutoConfiguration(
        afterName = {
            "org.springframework.boot.opentelemetry.autoconfigure.OpenTelemetrySdkAutoConfiguration",
            "org.springframework.boot.actuate.autoconfigure.opentelemetry.OpenTelemetryAutoConfiguration"
        })
@ConditionalOnClass({CloudSdkTelemetry.class, OpenTelemetry.class})
@ConditionalOnSingleCandidate(OpenTelemetry.class)
@ConditionalOnProperty(
        name = {"cloudsdk.enabled", "cloudsdk.tracing.enabled"},
        havingValue = "true",
        matchIfMissing = true)
public class CloudSdkTracingAutoConfiguration {
    /** For Spring Boot, which creates it. */
    public CloudSdkTracingAutoConfiguration() {}

    /**
     * @param openTelemetry the application's OpenTelemetry
     * @return the listener that traces each call and attempt with it
     */
    @Bean
    @ConditionalOnMissingBean
    CloudSdkTelemetry cloudSdkTelemetry(OpenTelemetry openTelemetry) {
        return CloudSdkTelemetry.create(openTelemetry);
    }
}
