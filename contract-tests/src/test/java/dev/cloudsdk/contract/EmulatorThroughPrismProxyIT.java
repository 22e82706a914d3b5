package dev.cloudsdk.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.AuthenticationException;
import dev.cloudsdk.core.BadRequestException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ConflictException;
import dev.cloudsdk.core.NotFoundException;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestartDatabaseInstanceRequest;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.RecordType;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.loadbalancer.model.SessionPersistence;
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import dev.cloudsdk.testkit.ApiOperation;
import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.Fault;
import dev.cloudsdk.testkit.InstanceStatus;
import dev.cloudsdk.testkit.SeededLoadBalancer;
import dev.cloudsdk.testkit.SeededZone;
import dev.cloudsdk.testkit.VolumeStatus;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The SDK through {@code prism proxy api/openapi.yaml <emulator> --errors}: every request the SDK sends and every
 * answer the emulator gives, successes and errors alike, is validated against the document. A response that breaks
 * it would come back from Prism as an error, and any {@code sl-violations} header fails the test. One test method
 * per operation, named exactly as its operationId (CompletenessTest checks it).
 */
class EmulatorThroughPrismProxyIT {
    private static CloudEmulator emulator;
    private static Prism prism;
    private static Violations violations;
    private static ClientConfig config;

    @BeforeAll
    static void start() throws Exception {
        emulator =
                CloudEmulator.builder().transitionDelay(Duration.ofSeconds(1)).start();
        prism = Prism.proxy("http://127.0.0.1:" + emulator.port());
        violations = new Violations();
        config = emulator.configBuilder()
                .baseUrl(prism.baseUrl())
                .httpClient(violations.client())
                .retryPolicy(RetryPolicy.none())
                .build();
    }

    @AfterAll
    static void stop() throws Exception {
        if (prism != null) {
            prism.close();
        }
        if (emulator != null) {
            emulator.close();
        }
    }

    @AfterEach
    void nothingFlagged() {
        assertThat(violations.found())
                .as("Prism flagged (its log:\n" + (prism == null ? "" : prism.output()) + ")")
                .isEmpty();
    }

    @Test
    void proxyFlagsAnAnswerTheDocumentDoesNotAllow() {
        // Guards against a false green: a 418 is in no operation's responses, so Prism must object to it.
        emulator.injectFault(ApiOperation.RESTART_DATABASE_INSTANCE, 1, Fault.status(418));
        Violations own = new Violations();
        ClientConfig watched = emulator.configBuilder()
                .baseUrl(prism.baseUrl())
                .httpClient(own.client())
                .retryPolicy(RetryPolicy.none())
                .build();
        assertThatThrownBy(() -> DatabaseClient.create(watched).instances().restart(UUID.randomUUID()))
                .isInstanceOf(ApiException.class);
        assertThat(own.found()).isNotEmpty();
    }

    @Test
    void createPool() {
        // Every protocol with two algorithms, a minimal request, then 404 (load balancer, region) and 401.
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        LoadBalancerClient client = LoadBalancerClient.create(config);
        for (Protocol p : new Protocol[] {Protocol.HTTP, Protocol.HTTPS, Protocol.TCP, Protocol.UDP, Protocol.SCTP}) {
            for (LbAlgorithm a : new LbAlgorithm[] {LbAlgorithm.ROUND_ROBIN, LbAlgorithm.SOURCE_IP_PORT}) {
                assertThat(client.pools()
                                .create(
                                        lb.id(),
                                        CreatePoolRequest.builder()
                                                .name("p-" + p + a)
                                                .protocol(p)
                                                .lbAlgorithm(a)
                                                .listenerId(lb.listenerIds().get(1))
                                                .loadBalancerId(lb.id())
                                                .tags("x")
                                                .sessionPersistence(SessionPersistence.ofType("HTTP_COOKIE")
                                                        .withCookieName("c")
                                                        .withPersistenceTimeout(60)
                                                        .withPersistenceGranularity("ip"))
                                                .build())
                                .protocol())
                        .isEqualTo(p);
            }
        }
        assertThat(emulator.pools(lb.id())).hasSize(10);
        CreatePoolRequest minimal = CreatePoolRequest.builder()
                .protocol(Protocol.PROXY)
                .lbAlgorithm(LbAlgorithm.LEAST_CONNECTIONS)
                .build();
        // A pool made without a name has none: the emulator leaves the member out, as a real server would (issue 27).
        assertThat(client.pools().create(lb.id(), minimal).name()).isNull();
        assertThatThrownBy(() -> client.pools().create(UUID.randomUUID(), minimal))
                .isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> client.withRegion("us-1").pools().create(lb.id(), minimal))
                .isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> LoadBalancerClient.create(emulator.configBuilder()
                                .baseUrl(prism.baseUrl())
                                .token("wrong")
                                .httpClient(violations.client())
                                .build())
                        .pools()
                        .create(lb.id(), minimal))
                .isInstanceOf(AuthenticationException.class);
    }

    @Test
    void listRecordsets() {
        // 3,000 recordsets in pages of 1,000, filters, an empty page, a page of at most 1,000 for a larger limit,
        // then 400 (a marker of no recordset) and 404.
        SeededZone zone = emulator.seedGeneratedZone("contract.example", 3_000, 9);
        DnsClient dns = DnsClient.create(config);
        assertThat(dns
                        .recordsets()
                        .list(
                                zone.id(),
                                ListRecordsetsRequest.builder().limit(1000).build())
                        .stream()
                        .count())
                .isEqualTo(3_000);
        for (RecordType type : new RecordType[] {RecordType.A, RecordType.MX, RecordType.SOA, RecordType.NAPTR}) {
            dns.recordsets()
                    .list(
                            zone.id(),
                            ListRecordsetsRequest.builder()
                                    .type(type)
                                    .name("www*")
                                    .limit(50)
                                    .build())
                    .forEach(r -> assertThat(r.type()).isEqualTo(type));
        }
        assertThat(dns.recordsets()
                        .listPage(
                                zone.id(),
                                ListRecordsetsRequest.builder()
                                        .status("PENDING")
                                        .build())
                        .meta()
                        .total())
                .isPositive();
        assertThat(dns.recordsets()
                        .listPage(
                                zone.id(),
                                ListRecordsetsRequest.builder()
                                        .name("nothing-here.")
                                        .build())
                        .items())
                .isEmpty();
        assertThat(dns.recordsets()
                        .listPage(
                                zone.id(),
                                ListRecordsetsRequest.builder().limit(1001).build())
                        .meta()
                        .limit())
                .isEqualTo(1000);
        assertThatThrownBy(() -> dns.recordsets()
                        .listPage(
                                zone.id(),
                                ListRecordsetsRequest.builder()
                                        .marker(UUID.randomUUID())
                                        .build()))
                .isInstanceOf(BadRequestException.class);
        assertThatThrownBy(() -> dns.recordsets().listPage(UUID.randomUUID(), ListRecordsetsRequest.all()))
                .isInstanceOf(NotFoundException.class);
    }

    @Test
    void restoreDatabaseBackup() {
        // Every request field; then 409 (backup still creating) and 404.
        DatabaseClient db = DatabaseClient.create(config);
        UUID backup = emulator.seedDatabaseBackup(BackupStatus.AVAILABLE);
        DatabaseInstance inst = db.backups()
                .restore(
                        backup,
                        RestoreDatabaseBackupRequest.builder()
                                .name("copy")
                                .flavorId(UUID.randomUUID())
                                .volumeSize(30)
                                .build());
        assertThat(inst.status()).isEqualTo("RESTORING");
        UUID creating = emulator.seedDatabaseBackup(BackupStatus.CREATING);
        assertThatThrownBy(() -> db.backups().restore(creating, RestoreDatabaseBackupRequest.named("x")))
                .isInstanceOf(ConflictException.class);
        assertThatThrownBy(() -> db.backups().restore(UUID.randomUUID(), RestoreDatabaseBackupRequest.named("x")))
                .isInstanceOf(NotFoundException.class);
    }

    @Test
    void restartDatabaseInstance() {
        // A restoring instance: 409 unless forced; once active, accepted; then 404 and 409 (instance in error).
        DatabaseClient db = DatabaseClient.create(config);
        UUID backup = emulator.seedDatabaseBackup(BackupStatus.AVAILABLE);
        DatabaseInstance inst = db.backups().restore(backup, RestoreDatabaseBackupRequest.named("copy"));
        assertThatThrownBy(() -> db.instances().restart(inst.id())).isInstanceOf(ConflictException.class);
        assertThat(db.instances().restart(inst.id(), RestartDatabaseInstanceRequest.forced()))
                .isNotBlank();
        emulator.databaseInstance(inst.id()).awaitStatus(InstanceStatus.ACTIVE, Duration.ofSeconds(10));
        assertThat(db.instances().restart(inst.id(), new RestartDatabaseInstanceRequest(false)))
                .isNotBlank();
        assertThatThrownBy(() -> db.instances().restart(UUID.randomUUID())).isInstanceOf(NotFoundException.class);
        UUID broken = emulator.seedDatabaseInstance("broken", InstanceStatus.ERROR);
        assertThatThrownBy(() -> db.instances().restart(broken, RestartDatabaseInstanceRequest.forced()))
                .isInstanceOf(ConflictException.class);
    }

    @Test
    void restoreVolumeBackup() {
        // A new volume, a named one, onto an existing one; then 409 (volume in use, backup deleting) and 404.
        StorageClient storage = StorageClient.create(config);
        UUID backup = emulator.seedVolumeBackup(BackupStatus.AVAILABLE);
        UUID created = storage.backups().restore(backup);
        assertThat(emulator.volume(created).status()).isEqualTo(VolumeStatus.RESTORING_BACKUP);
        assertThat(storage.backups()
                        .restore(
                                backup,
                                RestoreVolumeBackupRequest.builder().name("n").build()))
                .isNotEqualTo(created);
        UUID target = emulator.seedVolume("t", VolumeStatus.AVAILABLE);
        assertThat(storage.backups()
                        .restore(
                                backup,
                                RestoreVolumeBackupRequest.builder()
                                        .volumeId(target)
                                        .build()))
                .isEqualTo(target);
        UUID inUse = emulator.seedVolume("busy", VolumeStatus.IN_USE);
        assertThatThrownBy(() -> storage.backups()
                        .restore(
                                backup,
                                RestoreVolumeBackupRequest.builder()
                                        .volumeId(inUse)
                                        .build()))
                .isInstanceOf(ConflictException.class);
        UUID deleting = emulator.seedVolumeBackup(BackupStatus.DELETING);
        assertThatThrownBy(() -> storage.backups().restore(deleting)).isInstanceOf(ConflictException.class);
        assertThatThrownBy(() -> storage.backups().restore(UUID.randomUUID())).isInstanceOf(NotFoundException.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.cloudsdk.contract.ContractCalls#all")
    void everyOperationWithTheDocumentsSampleRequest(ContractCall call) {
        // Generated from the document (ContractCalls), so a new operation is checked here with no hand-written case.
        DocumentedAnswer.assertDocumented(call, config);
    }
}
