package dev.cloudsdk.spring.boot.app;

import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A small Spring Boot application as a team writes one: it depends on the starter, sets three properties, and
 * injects the clients into its own service. Its tracer provider keeps the spans in memory for the test to read;
 * Spring Boot makes the {@code OpenTelemetry} and the {@code MeterRegistry} around it.
 */
@SpringBootApplication
public class InventoryApplication {
    /** The spans of the application's OpenTelemetry, for the test to read. */
    public static final InMemorySpanExporter SPANS = InMemorySpanExporter.create();

    @Bean
    SdkTracerProvider sdkTracerProvider() {
        return SdkTracerProvider.builder()
                .addSpanProcessor(SimpleSpanProcessor.create(SPANS))
                .build();
    }
}
