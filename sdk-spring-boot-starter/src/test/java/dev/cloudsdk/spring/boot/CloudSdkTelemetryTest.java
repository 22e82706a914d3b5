package dev.cloudsdk.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.micrometer.CloudSdkMetrics;
import dev.cloudsdk.opentelemetry.CloudSdkTelemetry;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.SeededZone;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;

/** A MeterRegistry wires the metrics, an OpenTelemetry the tracing, and the application's own listeners join them. */
class CloudSdkTelemetryTest {
    static CloudEmulator emulator;
    static SeededZone zone;

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(
                    CloudSdkAutoConfiguration.class,
                    CloudSdkClientsAutoConfiguration.class,
                    CloudSdkMetricsAutoConfiguration.class,
                    CloudSdkTracingAutoConfiguration.class))
            .withPropertyValues(
                    "cloudsdk.base-url=" + emulator.baseUrl(),
                    "cloudsdk.token=" + emulator.token(),
                    "cloudsdk.region=" + emulator.region());

    @BeforeAll
    static void startEmulator() {
        emulator = CloudEmulator.start();
        zone = emulator.seedZone("example.org");
        emulator.seedRecordset(zone, "www", "A", "192.0.2.10");
    }

    @AfterAll
    static void stopEmulator() {
        emulator.close();
    }

    private static void listOnce(ApplicationContext context) {
        assertThat(context.getBean(DnsClient.class).recordsets().list(zone.id()).stream())
                .hasSize(1);
    }

    @Test
    void aMeterRegistryBeanRecordsEveryCall() {
        runner.withBean(SimpleMeterRegistry.class).run(context -> {
            assertThat(context).hasSingleBean(CloudSdkMetrics.class).doesNotHaveBean(CloudSdkTelemetry.class);
            listOnce(context);
            MeterRegistry registry = context.getBean(MeterRegistry.class);
            assertThat(registry.get(CloudSdkMetrics.CALLS)
                            .tag("operation", "ListRecordsets")
                            .timer()
                            .count())
                    .isEqualTo(1);
        });
    }

    @Test
    void springBootsOwnRegistryIsFoundThoughItIsDefinedByAnotherAutoConfiguration() {
        runner.withConfiguration(SpringBootGeneration.meterRegistry()).run(context -> {
            assertThat(context).hasSingleBean(CloudSdkMetrics.class);
            listOnce(context);
            assertThat(context.getBean(MeterRegistry.class)
                            .get(CloudSdkMetrics.CALLS)
                            .timer()
                            .count())
                    .isEqualTo(1);
        });
    }

    @Test
    void noMetricsWithoutARegistryWithoutTheModuleOrWhenTurnedOff() {
        runner.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(CloudSdkMetrics.class));
        runner.withBean(SimpleMeterRegistry.class)
                .withClassLoader(new FilteredClassLoader(CloudSdkMetrics.class))
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(CloudSdkMetrics.class.getName()));
        runner.withClassLoader(new FilteredClassLoader(MeterRegistry.class))
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(CloudSdkMetrics.class.getName()));
        runner.withBean(SimpleMeterRegistry.class)
                .withPropertyValues("cloudsdk.metrics.enabled=false")
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(CloudSdkMetrics.class));
    }

    @Test
    void theApplicationsOwnMetricsListenerReplacesOurs() {
        SimpleMeterRegistry mine = new SimpleMeterRegistry();
        runner.withBean(SimpleMeterRegistry.class)
                .withBean("myMetrics", CloudSdkMetrics.class, () -> CloudSdkMetrics.create(mine))
                .run(context -> {
                    assertThat(context).hasSingleBean(CloudSdkMetrics.class).hasBean("myMetrics");
                    listOnce(context);
                    assertThat(mine.get(CloudSdkMetrics.CALLS).timer().count()).isEqualTo(1);
                });
    }

    @Test
    void anOpenTelemetryBeanTracesEveryCall() {
        InMemorySpanExporter spans = InMemorySpanExporter.create();
        runner.withBean(OpenTelemetry.class, () -> sdk(spans)).run(context -> {
            assertThat(context).hasSingleBean(CloudSdkTelemetry.class).doesNotHaveBean(CloudSdkMetrics.class);
            listOnce(context);
            assertThat(spans.getFinishedSpanItems())
                    .extracting(SpanData::getName)
                    .contains("ListRecordsets");
        });
    }

    @Test
    void springBootsOwnOpenTelemetryIsFoundThoughItIsDefinedByAnotherAutoConfiguration() {
        InMemorySpanExporter spans = InMemorySpanExporter.create();
        runner.withConfiguration(SpringBootGeneration.openTelemetry())
                .withBean(SdkTracerProvider.class, () -> tracerProvider(spans))
                .run(context -> {
                    assertThat(context).hasSingleBean(CloudSdkTelemetry.class);
                    listOnce(context);
                    assertThat(spans.getFinishedSpanItems())
                            .extracting(SpanData::getName)
                            .contains("ListRecordsets");
                });
    }

    @Test
    void noTracingWithoutOpenTelemetryWithoutTheModuleOrWhenTurnedOff() {
        InMemorySpanExporter spans = InMemorySpanExporter.create();
        runner.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(CloudSdkTelemetry.class));
        runner.withBean(OpenTelemetry.class, () -> sdk(spans))
                .withClassLoader(new FilteredClassLoader(CloudSdkTelemetry.class))
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(CloudSdkTelemetry.class.getName()));
        runner.withBean(OpenTelemetry.class, () -> sdk(spans))
                .withPropertyValues("cloudsdk.tracing.enabled=false")
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(CloudSdkTelemetry.class));
    }

    @Test
    void theApplicationsListenersJoinMetricsAndTracingInOrder() {
        InMemorySpanExporter spans = InMemorySpanExporter.create();
        runner.withBean(SimpleMeterRegistry.class)
                .withBean(OpenTelemetry.class, () -> sdk(spans))
                .withUserConfiguration(Listeners.class)
                .run(context -> {
                    listOnce(context);
                    assertThat(context.getBean(Heard.class).calls)
                            .containsExactly("first ListRecordsets", "second ListRecordsets");
                    assertThat(spans.getFinishedSpanItems())
                            .extracting(SpanData::getName)
                            .contains("ListRecordsets");
                    assertThat(context.getBean(MeterRegistry.class)
                                    .get(CloudSdkMetrics.CALLS)
                                    .timer()
                                    .count())
                            .isEqualTo(1);
                });
    }

    private static SdkTracerProvider tracerProvider(InMemorySpanExporter spans) {
        return SdkTracerProvider.builder()
                .addSpanProcessor(SimpleSpanProcessor.create(spans))
                .build();
    }

    private static OpenTelemetry sdk(InMemorySpanExporter spans) {
        return OpenTelemetrySdk.builder()
                .setTracerProvider(tracerProvider(spans))
                .build();
    }

    /** What the application's own listeners heard. */
    static final class Heard {
        final List<String> calls = new CopyOnWriteArrayList<>();
    }

    @Configuration(proxyBeanMethods = false)
    static class Listeners {
        @Bean
        Heard heard() {
            return new Heard();
        }

        @Bean
        @Order(2)
        CallListener second(Heard heard) {
            return call -> {
                heard.calls.add("second " + call.operation());
                return CallListener.Observer.NONE;
            };
        }

        @Bean
        @Order(1)
        CallListener first(Heard heard) {
            return call -> {
                heard.calls.add("first " + call.operation());
                return CallListener.Observer.NONE;
            };
        }
    }
}
