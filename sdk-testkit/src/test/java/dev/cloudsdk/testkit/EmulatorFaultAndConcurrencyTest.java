package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.storage.StorageClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Injected faults, and many clients at once. */
class EmulatorFaultAndConcurrencyTest {
    @RegisterExtension
    final EmulatorExtension cloud =
            new EmulatorExtension(CloudEmulator.builder().transitionDelay(Duration.ZERO));

    private static CreatePoolRequest pool() {
        return CreatePoolRequest.builder()
                .protocol(Protocol.TCP)
                .lbAlgorithm(LbAlgorithm.LEAST_CONNECTIONS)
                .build();
    }

    @Test
    void injectedStatusWithRetryAfterIsRetriedByTheSdk(CloudEmulator emulator) {
        SeededZone zone = emulator.seedZone("example.com");
        emulator.seedRecordset(zone, "www", "A", "192.0.2.1");
        List<Duration> sleeps = new CopyOnWriteArrayList<>();
        ClientConfig config = emulator.configBuilder()
                .retryPolicy(RetryPolicy.builder()
                        .maxAttempts(3)
                        .sleeper(sleeps::add)
                        .build())
                .build();
        emulator.injectFault(ApiOperation.LIST_RECORDSETS, 2, Fault.status(503).withRetryAfter("1"));
        assertThat(DnsClient.create(config).recordsets().list(zone.id()).stream()
                        .count())
                .isEqualTo(1);
        assertThat(emulator.requestCount(ApiOperation.LIST_RECORDSETS)).isEqualTo(3);
        assertThat(sleeps).containsExactly(Duration.ofSeconds(1), Duration.ofSeconds(1));
    }

    @Test
    void injectedStatusChangesNothing(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        emulator.injectFault(ApiOperation.CREATE_POOL, 1, Fault.status(500));
        assertThatThrownBy(() ->
                        LoadBalancerClient.create(emulator.config()).pools().create(lb.id(), pool()))
                .isInstanceOf(ServerException.class);
        assertThat(emulator.pools(lb.id())).isEmpty();
        LoadBalancerClient.create(emulator.config()).pools().create(lb.id(), pool());
        assertThat(emulator.pools(lb.id())).hasSize(1);
    }

    @Test
    void droppedConnectionIsAConnectionFailureAndCreatesNothing(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        emulator.injectFault(ApiOperation.CREATE_POOL, 1, Fault.disconnect());
        assertThatThrownBy(() ->
                        LoadBalancerClient.create(emulator.config()).pools().create(lb.id(), pool()))
                .isInstanceOf(ApiConnectionException.class);
        assertThat(emulator.pools(lb.id())).isEmpty();
        assertThat(emulator.requestCount(ApiOperation.CREATE_POOL)).isEqualTo(1);
    }

    @Test
    void delayedAnswerHitsTheReadTimeoutButTheWorkIsDone(CloudEmulator emulator) {
        UUID backup = emulator.seedVolumeBackup(BackupStatus.AVAILABLE);
        emulator.injectFault(ApiOperation.RESTORE_VOLUME_BACKUP, 1, Fault.delay(Duration.ofSeconds(2)));
        ClientConfig config =
                emulator.configBuilder().readTimeout(Duration.ofMillis(300)).build();
        assertThatThrownBy(() -> StorageClient.create(config).backups().restore(backup))
                .isInstanceOf(ApiTimeoutException.class);
        assertThat(emulator.requestCount(ApiOperation.RESTORE_VOLUME_BACKUP)).isEqualTo(1);
    }

    @Test
    void thirtyTwoConcurrentClientsAllSucceed(CloudEmulator emulator) throws Exception {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        SeededZone zone = emulator.seedGeneratedZone("big.example", 2_000, 7);
        UUID dbBackup = emulator.seedDatabaseBackup(BackupStatus.AVAILABLE);
        UUID volBackup = emulator.seedVolumeBackup(BackupStatus.AVAILABLE);
        ExecutorService pool = Executors.newFixedThreadPool(32);
        try {
            List<Future<Long>> results = new ArrayList<>();
            for (int t = 0; t < 32; t++) {
                // Each thread its own config: 32 independent clients, 32 connection pools.
                ClientConfig config = emulator.config();
                results.add(pool.submit(() -> {
                    LoadBalancerClient.create(config).pools().create(lb.id(), pool());
                    long n = DnsClient.create(config)
                            .recordsets()
                            .list(
                                    zone.id(),
                                    ListRecordsetsRequest.builder().limit(250).build())
                            .stream()
                            .count();
                    UUID inst = DatabaseClient.create(config)
                            .backups()
                            .restore(dbBackup, RestoreDatabaseBackupRequest.named("copy"))
                            .id();
                    StorageClient.create(config).backups().restore(volBackup);
                    emulator.databaseInstance(inst).awaitStatus(InstanceStatus.ACTIVE, Duration.ofSeconds(10));
                    DatabaseClient.create(config).instances().restart(inst);
                    return n;
                }));
            }
            for (Future<Long> f : results) {
                assertThat(f.get(60, TimeUnit.SECONDS)).isEqualTo(2_000L);
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(emulator.pools(lb.id())).hasSize(32).doesNotHaveDuplicates();
        assertThat(emulator.requestCount(ApiOperation.RESTART_DATABASE_INSTANCE))
                .isEqualTo(32);
    }

    @Test
    void closedEmulatorRefusesConnections() {
        CloudEmulator emulator = CloudEmulator.start();
        ClientConfig config =
                emulator.configBuilder().retryPolicy(RetryPolicy.none()).build();
        emulator.close();
        assertThatThrownBy(() -> DatabaseClient.create(config).instances().restart(UUID.randomUUID()))
                .isInstanceOf(ApiConnectionException.class);
    }
}
