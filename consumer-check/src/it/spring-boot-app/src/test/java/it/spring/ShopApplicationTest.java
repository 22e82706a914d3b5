package it.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.micrometer.CloudSdkMetrics;
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.testkit.ApiOperation;
import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.InstanceStatus;
import dev.cloudsdk.testkit.SeededLoadBalancer;
import dev.cloudsdk.testkit.SeededZone;
import io.micrometer.core.instrument.MeterRegistry;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.net.URL;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import okhttp3.OkHttp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.json.JsonMapper;

/**
 * The test a team writes, as the README shows it: the emulator's URL, token and region as the three properties. Then
 * what the application resolved: one OkHttp, cloudsdk's; Jackson 2 at Spring Boot's version, not the SDK's; Jackson 3
 * beside it, with Spring Boot's JsonMapper.
 */
@SpringBootTest
class ShopApplicationTest {
    static final CloudEmulator cloud = CloudEmulator.start();
    static final InMemorySpanExporter spans = InMemorySpanExporter.create();

    @DynamicPropertySource
    static void cloudsdk(DynamicPropertyRegistry registry) {
        registry.add("cloudsdk.base-url", cloud::baseUrl);
        registry.add("cloudsdk.token", cloud::token);
        registry.add("cloudsdk.region", cloud::region);
    }

    @AfterAll
    static void stop() {
        cloud.close();
    }

    @TestConfiguration
    static class Tracing {
        @Bean
        SdkTracerProvider sdkTracerProvider() {
            return SdkTracerProvider.builder()
                    .addSpanProcessor(SimpleSpanProcessor.create(spans))
                    .build();
        }
    }

    @Autowired
    ShopApplication.Hostnames hostnames;

    @Autowired
    LoadBalancerClient lb;

    @Autowired
    DatabaseClient db;

    @Autowired
    StorageClient storage;

    @Autowired
    MeterRegistry registry;

    @Test
    void theStartersClientsCallTheEmulatorWithMetricsAndTraces() {
        SeededZone zone = cloud.seedZone("shop.example.org");
        cloud.seedRecordset(zone, "www", "A", "192.0.2.10");
        assertEquals(List.of("www.shop.example.org."), hostnames.of(zone.id()));
        SeededLoadBalancer balancer = cloud.seedLoadBalancer();
        lb.pools()
                .create(
                        balancer.id(),
                        CreatePoolRequest.builder()
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .listenerId(balancer.listenerIds().get(0))
                                .build());
        assertEquals(1, cloud.pools(balancer.id()).size());
        db.backups()
                .restore(cloud.seedDatabaseBackup(BackupStatus.AVAILABLE), RestoreDatabaseBackupRequest.named("copy"));
        UUID instance = cloud.seedDatabaseInstance("orders", InstanceStatus.ACTIVE);
        db.instances().restart(instance);
        assertEquals(InstanceStatus.REBOOT, cloud.databaseInstance(instance).status());
        storage.backups().restore(cloud.seedVolumeBackup(BackupStatus.AVAILABLE));

        // Each call made above, once each: one timer in Spring Boot's MeterRegistry, one call span (a root, its
        // attempts under it) from its OpenTelemetry, one request in the emulator.
        List<String> timed = registry.get(CloudSdkMetrics.CALLS).timers().stream()
                .map(timer -> timer.getId().getTag("operation"))
                .sorted()
                .collect(Collectors.toList());
        List<String> traced = spans.getFinishedSpanItems().stream()
                .filter(s -> !s.getParentSpanContext().isValid())
                .map(SpanData::getName)
                .sorted()
                .collect(Collectors.toList());
        assertEquals(traced, timed);
        assertTrue(timed.contains("ListRecordsets"), timed.toString());
        assertEquals(
                Stream.of(ApiOperation.values()).mapToInt(cloud::requestCount).sum(), timed.size());
    }

    @Autowired
    JsonMapper springsJsonMapper;

    @Test
    void oneOkHttpTheSdksVersionBesideSpringBoot() throws Exception {
        List<URL> okhttp = Collections.list(getClass().getClassLoader().getResources("okhttp3/OkHttp.class"));
        assertEquals(1, okhttp.size(), okhttp.toString());
        assertTrue(
                okhttp.get(0).toString().contains("okhttp-jvm-" + System.getProperty("expected.okhttp") + ".jar"),
                okhttp.toString());
        assertEquals(
                System.getProperty("expected.okhttp"),
                OkHttp.class.getField("VERSION").get(null));
    }

    @Test
    void jackson2IsSpringBootsVersionAndJackson3IsBesideIt() throws Exception {
        // Spring Boot's BOM manages Jackson 2 (jackson-2-bom); cloudsdk's BOM does not, so Spring Boot's wins over
        // the version cloudsdk is built with, in every module the SDK reads.
        String jackson = System.getProperty("expected.jackson");
        assertEquals(jackson, com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString());
        assertEquals(jackson, com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString());
        assertEquals(jackson, com.fasterxml.jackson.datatype.jsr310.PackageVersion.VERSION.toString());
        // Jackson 3, in its own packages, with Spring Boot's mapper made from it.
        assertEquals(
                System.getProperty("expected.jackson3"), tools.jackson.databind.cfg.PackageVersion.VERSION.toString());
        assertEquals("{\"zone\":\"www\"}", springsJsonMapper.writeValueAsString(Map.of("zone", "www")));
    }
}
