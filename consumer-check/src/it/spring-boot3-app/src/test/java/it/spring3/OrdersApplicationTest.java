package it.spring3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Pool;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.InstanceStatus;
import dev.cloudsdk.testkit.SeededLoadBalancer;
import dev.cloudsdk.testkit.SeededZone;
import java.net.URL;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import kotlin.KotlinVersion;
import okhttp3.OkHttp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A Spring Boot 3.5 application's test: the starter's clients call the emulator, on the class path that Spring Boot's
 * BOM gave the application (its Jackson and kotlin-stdlib, cloudsdk's OkHttp).
 */
@SpringBootTest
class OrdersApplicationTest {
    static final CloudEmulator cloud = CloudEmulator.start();

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

    @Autowired
    OrdersApplication.Hostnames hostnames;

    @Autowired
    LoadBalancerClient lb;

    @Autowired
    DatabaseClient db;

    @Autowired
    StorageClient storage;

    @Autowired
    ObjectMapper springsObjectMapper;

    @Test
    void theStartersClientsCallTheEmulator() {
        SeededZone zone = cloud.seedZone("orders.example.org");
        cloud.seedRecordset(zone, "www", "A", "192.0.2.10");
        assertEquals(List.of("www.orders.example.org."), hostnames.of(zone.id()));

        SeededLoadBalancer balancer = cloud.seedLoadBalancer();
        Pool pool = lb.pools()
                .create(
                        balancer.id(),
                        CreatePoolRequest.builder()
                                .name("web")
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .listenerId(balancer.listenerIds().get(0))
                                .build());
        assertEquals("web", pool.name());
        assertEquals(Protocol.HTTP, pool.protocol());
        assertEquals(List.of(pool.id()), cloud.pools(balancer.id()));

        DatabaseInstance restored = db.backups()
                .restore(cloud.seedDatabaseBackup(BackupStatus.AVAILABLE), RestoreDatabaseBackupRequest.named("copy"));
        assertEquals("copy", restored.name());
        assertEquals("copy", cloud.databaseInstance(restored.id()).name());

        UUID instance = cloud.seedDatabaseInstance("orders", InstanceStatus.ACTIVE);
        assertNotNull(db.instances().restart(instance));
        assertEquals(InstanceStatus.REBOOT, cloud.databaseInstance(instance).status());

        UUID volume = storage.backups().restore(cloud.seedVolumeBackup(BackupStatus.AVAILABLE));
        assertEquals(volume, cloud.volume(volume).id());
    }

    @Test
    void oneOkHttpCloudsdksVersionWithoutItsBom() throws Exception {
        List<URL> okhttp = Collections.list(getClass().getClassLoader().getResources("okhttp3/OkHttp.class"));
        assertEquals(1, okhttp.size(), okhttp.toString());
        String expected = System.getProperty("expected.okhttp");
        assertTrue(okhttp.get(0).toString().contains("okhttp-jvm-" + expected + ".jar"), okhttp.toString());
        assertEquals(expected, OkHttp.class.getField("VERSION").get(null));
    }

    @Test
    void jacksonAndKotlinAreSpringBootsVersions() throws Exception {
        String jackson = System.getProperty("expected.jackson");
        assertEquals(jackson, com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString());
        assertEquals(jackson, com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString());
        assertEquals(jackson, com.fasterxml.jackson.datatype.jsr310.PackageVersion.VERSION.toString());
        // Spring Boot's own mapper, on the same Jackson the SDK runs on.
        assertEquals("{\"zone\":\"www\"}", springsObjectMapper.writeValueAsString(Map.of("zone", "www")));
        // Read at run time from the stdlib jar on the class path (OkHttp and Okio are written in Kotlin).
        assertEquals(System.getProperty("expected.kotlin"), KotlinVersion.CURRENT.toString());
    }
}
