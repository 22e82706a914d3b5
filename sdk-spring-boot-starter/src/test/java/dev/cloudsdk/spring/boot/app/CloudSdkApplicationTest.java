package dev.cloudsdk.spring.boot.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.loadbalancer.LoadBalancerOperations;
import dev.cloudsdk.loadbalancer.model.Pool;
import dev.cloudsdk.micrometer.CloudSdkMetrics;
import dev.cloudsdk.testkit.ApiOperation;
import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.InstanceStatus;
import dev.cloudsdk.testkit.SeededLoadBalancer;
import dev.cloudsdk.testkit.SeededZone;
import io.micrometer.core.instrument.MeterRegistry;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A Spring Boot application started against the emulator, wired the way the starter README shows a Spring team: the
 * emulator's URL, token and region as the three {@code cloudsdk.*} properties, through
 * {@code @DynamicPropertySource}. The application's calls go through the injected clients; Spring Boot's own
 * {@code MeterRegistry} and {@code OpenTelemetry} see each of them, and the log, at TRACE for the SDK, never shows
 * the token.
 */
@SpringBootTest(properties = {"logging.level.dev.cloudsdk=TRACE", "logging.level.org.springframework.boot=DEBUG"})
@ExtendWith(OutputCaptureExtension.class)
class CloudSdkApplicationTest {
    static final CloudEmulator cloud =
            CloudEmulator.builder().token("app-token-8c41d2e7").start();

    @DynamicPropertySource
    static void cloudsdk(DynamicPropertyRegistry registry) {
        registry.add("cloudsdk.base-url", cloud::baseUrl);
        registry.add("cloudsdk.token", cloud::token);
        registry.add("cloudsdk.region", cloud::region);
    }

    @AfterAll
    static void stopEmulator() {
        cloud.close();
    }

    @Autowired
    InventoryService inventory;

    @Autowired
    MeterRegistry registry;

    @Autowired
    ClientConfig config;

    @Test
    void theInjectedClientsCallTheEmulatorWithMetricsAndTracesAndNoTokenInTheLog(CapturedOutput output) {
        SeededLoadBalancer lb = cloud.seedLoadBalancer();
        SeededZone zone = cloud.seedZone("shop.example.org");
        cloud.seedRecordset(zone, "www", "A", "192.0.2.10");
        UUID dbBackup = cloud.seedDatabaseBackup(BackupStatus.AVAILABLE);
        UUID instance = cloud.seedDatabaseInstance("orders", InstanceStatus.ACTIVE);
        UUID volumeBackup = cloud.seedVolumeBackup(BackupStatus.AVAILABLE);

        Pool pool = inventory.addWebPool(lb.id(), lb.listenerIds().get(0));
        assertThat(cloud.pools(lb.id())).containsExactly(pool.id());
        assertThat(inventory.recordNames(zone.id())).containsExactly("www.shop.example.org.");
        DatabaseInstance copy = inventory.restoreDatabase(dbBackup);
        assertThat(cloud.databaseInstance(copy.id()).name()).isEqualTo("orders-copy");
        assertThat(inventory.restartDatabase(instance)).isNotBlank();
        assertThat(cloud.databaseInstance(instance).status()).isEqualTo(InstanceStatus.REBOOT);
        UUID volume = inventory.restoreVolume(volumeBackup);
        assertThat(cloud.volume(volume).id()).isEqualTo(volume);

        // Each call the application made, once each: one request in the emulator, one timer in Spring Boot's
        // MeterRegistry, one call span (a root here, its attempts under it) from Spring Boot's OpenTelemetry.
        List<String> timed = registry.get(CloudSdkMetrics.CALLS).timers().stream()
                .map(timer -> timer.getId().getTag("operation"))
                .toList();
        List<String> traced = InventoryApplication.SPANS.getFinishedSpanItems().stream()
                .filter(span -> !span.getParentSpanContext().isValid())
                .map(SpanData::getName)
                .toList();
        assertThat(timed)
                .contains(LoadBalancerOperations.CREATE_POOL.value())
                .containsExactlyInAnyOrderElementsOf(traced)
                .hasSize(Stream.of(ApiOperation.values())
                        .mapToInt(cloud::requestCount)
                        .sum());
        assertThat(config.baseUrl()).isEqualTo(cloud.baseUrl());
        assertThat(output.getAll())
                .contains("CreatePool POST", "CloudSdkMetricsAutoConfiguration matched")
                .doesNotContain(cloud.token());
        assertThat(traced)
                .allSatisfy(
                        call -> assertThat(output.getAll()).as("the TRACE log").contains(call + " "));
    }
}
