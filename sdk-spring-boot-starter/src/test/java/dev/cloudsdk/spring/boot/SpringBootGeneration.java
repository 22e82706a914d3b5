package dev.cloudsdk.spring.boot;

import java.util.Arrays;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.util.ClassUtils;

/**
 * Spring Boot's own auto-configurations that the tests run beside the starter's, by name: Spring Boot 4 moved the
 * metrics and OpenTelemetry ones to modules and packages of their own, and these tests run on Spring Boot 4 (this
 * module) and on Spring Boot 3.5 ({@code compat-spring-boot3}).
 */
final class SpringBootGeneration {
    private static final String BOOT4_METRICS = "org.springframework.boot.micrometer.metrics.autoconfigure.";
    private static final String BOOT3_METRICS = "org.springframework.boot.actuate.autoconfigure.metrics.";

    private SpringBootGeneration() {}

    /** @return whether the class path holds Spring Boot 4 rather than 3 */
    static boolean isFour() {
        return ClassUtils.isPresent(
                BOOT4_METRICS + "MetricsAutoConfiguration", SpringBootGeneration.class.getClassLoader());
    }

    /** @return the auto-configurations that define Spring Boot's {@code MeterRegistry} (a simple one) */
    static AutoConfigurations meterRegistry() {
        return isFour()
                ? of(
                        BOOT4_METRICS + "MetricsAutoConfiguration",
                        BOOT4_METRICS + "CompositeMeterRegistryAutoConfiguration",
                        BOOT4_METRICS + "export.simple.SimpleMetricsExportAutoConfiguration")
                : of(
                        BOOT3_METRICS + "MetricsAutoConfiguration",
                        BOOT3_METRICS + "CompositeMeterRegistryAutoConfiguration",
                        BOOT3_METRICS + "export.simple.SimpleMetricsExportAutoConfiguration");
    }

    /** @return the auto-configuration that defines Spring Boot's {@code OpenTelemetry} */
    static AutoConfigurations openTelemetry() {
        return isFour()
                ? of("org.springframework.boot.opentelemetry.autoconfigure.OpenTelemetrySdkAutoConfiguration")
                : of("org.springframework.boot.actuate.autoconfigure.opentelemetry.OpenTelemetryAutoConfiguration");
    }

    private static AutoConfigurations of(String... names) {
        return AutoConfigurations.of(Arrays.stream(names)
                .map(name -> ClassUtils.resolveClassName(name, SpringBootGeneration.class.getClassLoader()))
                .toArray(Class<?>[]::new));
    }
}
