package dev.cloudsdk.spring.boot.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.database.model.DatabaseInstance;
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
import java.util.UUID;
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
 * {@code @DynamicPropertySource}. Every operation goes through the injected clients; Spring Boot's own
 * {@code MeterRegistry} and {@code OpenTelemetry} see them, and the log, at TRACE for the SDK, never shows the token.
 */
@SpringBootTest(properties = {"logging.level.dev.cloudsdk=TRACE", "logging.level.org.springframework.boot=DEBUG"})
@ExtendWith(OutputCaptureExtension.class)
class CloudSdkApplicationTest {
    static final CloudEmulator cloud = CloudEmulator.builder().token("app-token-8c41d2e7").start();

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
    void theInjectedClientsCallAllFiveOperationsWithMetricsAndTracesAndNoTokenInTheLog(CapturedOutput output) {
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
        for (ApiOperation operation : ApiOperation.values()) {
            assertThat(cloud.requestCount(operation)).as("%s reached the emulator", operation).isEqualTo(1);
        }

        assertThat(registry.get(CloudSdkMetrics.CALLS).timers()).hasSize(5);
        assertThat(InventoryApplication.SPANS.getFinishedSpanItems()).extracting(SpanData::getName)
                .contains("CreatePool", "ListRecordsets", "RestoreDatabaseBackup", "RestartDatabaseInstance",
                        "RestoreVolumeBackup");
        assertThat(config.baseUrl()).isEqualTo(cloud.baseUrl());
        assertThat(output.getAll())
                .contains("CreatePool POST", "ListRecordsets GET", "CloudSdkMetricsAutoConfiguration matched")
                .doesNotContain(cloud.token());
    }
}
