package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.AuthenticationException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.NotFoundException;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Pool;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.loadbalancer.model.SessionPersistence;
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Auth, region, validation and 404 rules, through the SDK where it can send the request and raw HTTP where not. */
class EmulatorRulesTest {
    @RegisterExtension
    static final EmulatorExtension cloud = new EmulatorExtension();

    private static CreatePoolRequest pool() {
        return CreatePoolRequest.builder().name("web").protocol(Protocol.HTTP).lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                .build();
    }

    @Test
    void createPoolReturnsThePoolAndRecordsIt(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        Pool pool = LoadBalancerClient.create(emulator.config()).pools().create(lb.id(), CreatePoolRequest.builder()
                .name("web").description("front").protocol(Protocol.HTTPS).lbAlgorithm(LbAlgorithm.SOURCE_IP)
                .listenerId(lb.listenerIds().get(0)).tags("a", "b")
                .sessionPersistence(SessionPersistence.ofType("HTTP_COOKIE").withCookieName("sid")).build());
        assertThat(pool.protocol()).isEqualTo(Protocol.HTTPS);
        assertThat(pool.lbAlgorithm()).isEqualTo(LbAlgorithm.SOURCE_IP);
        assertThat(pool.loadBalancerId()).isEqualTo(lb.id());
        assertThat(pool.listeners()).extracting(r -> r.id()).containsExactly(lb.listenerIds().get(0));
        assertThat(pool.tags()).containsExactly("a", "b");
        assertThat(pool.sessionPersistence().cookieName()).isEqualTo("sid");
        assertThat(pool.crn().region()).contains("eu-1");
        assertThat(pool.provisioningStatus()).isEqualTo("ACTIVE");
        assertThat(emulator.pools(lb.id())).containsExactly(pool.id());
    }

    @Test
    void wrongTokenAnswers401WithAnErrorObject(CloudEmulator emulator) {
        ClientConfig bad = emulator.configBuilder().token("not-the-token").build();
        assertThatThrownBy(() -> StorageClient.create(bad).backups().restore(UUID.randomUUID()))
                .isInstanceOfSatisfying(AuthenticationException.class, e -> {
                    assertThat(e.statusCode()).isEqualTo(401);
                    assertThat(e.error()).containsKey("message");
                    assertThat(e.requestId()).hasValueSatisfying(id -> assertThat(id).startsWith("req-"));
                });
    }

    @Test
    void missingTokenAnswers401(CloudEmulator emulator) {
        RawHttp.Reply reply = RawHttp.send(new okhttp3.Request.Builder()
                .url(emulator.baseUrl() + "v1/database-instances/" + UUID.randomUUID() + "/restart")
                .post(okhttp3.RequestBody.create("{}", okhttp3.MediaType.get("application/json"))).build());
        assertThat(reply.status()).isEqualTo(401);
        assertThat(reply.body()).contains("\"error\"");
    }

    @ParameterizedTest
    @CsvSource({"v1/load-balancers/%s/pools,POST", "v1/zones/%s/recordsets,GET", "v1/storage/backups/%s/restore,POST"})
    void missingRegionAnswers400NamingTheHeader(String path, String method, CloudEmulator emulator) {
        String p = String.format(path, UUID.randomUUID());
        RawHttp.Reply reply = method.equals("GET") ? RawHttp.get(emulator, p, null)
                : RawHttp.post(emulator, p, null, "{\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\"}");
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body()).contains("\"field\":\"X-Region\"");
    }

    @Test
    void databaseOperationsNeedNoRegion(CloudEmulator emulator) {
        UUID instance = emulator.seedDatabaseInstance("db", InstanceStatus.ACTIVE);
        RawHttp.Reply reply = RawHttp.post(emulator, "v1/database-instances/" + instance + "/restart", null, "{}");
        assertThat(reply.status()).isEqualTo(202);
    }

    @Test
    void resourcesAreScopedByRegion(CloudEmulator emulator) {
        SeededZone zone = emulator.seedZone("eu-1", "example.com");
        emulator.seedRecordset(zone, "www", "A", "192.0.2.1");
        DnsClient dns = DnsClient.create(emulator.config());
        assertThat(dns.recordsets().list(zone.id()).stream().count()).isEqualTo(1);
        assertThatThrownBy(() -> dns.withRegion("us-1").recordsets().list(zone.id()).iterator().hasNext())
                .isInstanceOf(NotFoundException.class);
        UUID backup = emulator.seedVolumeBackup("us-1", BackupStatus.AVAILABLE);
        assertThatThrownBy(() -> StorageClient.create(emulator.config()).backups().restore(backup))
                .isInstanceOf(NotFoundException.class);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"lb_algorithm\":\"ROUND_ROBIN\"}|protocol",
        "{\"protocol\":\"HTTP\",\"lb_algorithm\":\"RANDOM\"}|lb_algorithm",
        "{\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\",\"listener_id\":\"nope\"}|listener_id",
        "{\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\",\"tags\":[1]}|tags",
        "[]|body"})
    void invalidPoolBodyAnswers400NamingTheField(String body, String field, CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        RawHttp.Reply reply = RawHttp.post(emulator, "v1/load-balancers/" + lb.id() + "/pools", "eu-1", body);
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body()).contains("\"field\":\"" + field + "\"");
        assertThat(emulator.pools(lb.id())).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "v1/load-balancers/abc/pools|load_balancer_id",
        "v1/zones/12345/recordsets|zone_id",
        "v1/database-backups/x/restore|database_backup_id",
        "v1/storage/backups/1-2-3-4-5/restore|backup_id",
        "v1/database-instances/zzz/restart|database_instance_id"})
    void nonUuidIdAnswers400NamingTheField(String path, String field, CloudEmulator emulator) {
        RawHttp.Reply reply = path.contains("zones") ? RawHttp.get(emulator, path, "eu-1")
                : RawHttp.post(emulator, path, "eu-1", "{\"name\":\"n\",\"protocol\":\"HTTP\",\"lb_algorithm\":\"SOURCE_IP\"}");
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body()).contains("\"field\":\"" + field + "\"");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"{\"name\":\"x\",\"volume_size\":0}|volume_size",
        "{\"name\":\"x\",\"volume_size\":-5}|volume_size", "{\"name\":\"x\",\"volume_size\":\"10\"}|volume_size",
        "{\"volume_size\":10}|name", "{\"name\":\"x\",\"flavor_id\":\"small\"}|flavor_id"})
    void invalidRestoreBodyAnswers400(String body, String field, CloudEmulator emulator) {
        UUID backup = emulator.seedDatabaseBackup(BackupStatus.AVAILABLE);
        RawHttp.Reply reply = RawHttp.post(emulator, "v1/database-backups/" + backup + "/restore", null, body);
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body()).contains("\"field\":\"" + field + "\"");
    }

    @Test
    void unknownIdsAnswer404(CloudEmulator emulator) {
        ClientConfig config = emulator.config();
        UUID unknown = UUID.randomUUID();
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        assertThatThrownBy(() -> LoadBalancerClient.create(config).pools().create(unknown, pool()))
                .isInstanceOf(NotFoundException.class).hasMessageContaining("load balancer");
        assertThatThrownBy(() -> LoadBalancerClient.create(config).pools().create(lb.id(), CreatePoolRequest.builder()
                .protocol(Protocol.TCP).lbAlgorithm(LbAlgorithm.ROUND_ROBIN).listenerId(unknown).build()))
                .isInstanceOf(NotFoundException.class).hasMessageContaining("listener");
        assertThatThrownBy(() -> DnsClient.create(config).recordsets().list(unknown).iterator().hasNext())
                .isInstanceOf(NotFoundException.class).hasMessageContaining("zone");
        assertThatThrownBy(() -> DatabaseClient.create(config).backups().restore(unknown,
                RestoreDatabaseBackupRequest.named("x"))).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> DatabaseClient.create(config).instances().restart(unknown))
                .isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> StorageClient.create(config).backups().restore(unknown))
                .isInstanceOf(NotFoundException.class);
        UUID backup = emulator.seedVolumeBackup(BackupStatus.AVAILABLE);
        assertThatThrownBy(() -> StorageClient.create(config).backups().restore(backup,
                RestoreVolumeBackupRequest.builder().volumeId(unknown).build()))
                .isInstanceOf(NotFoundException.class).hasMessageContaining("volume");
    }

    @Test
    void unknownPathAnswers404AndWrongMethod405(CloudEmulator emulator) {
        assertThat(RawHttp.get(emulator, "v1/nothing", "eu-1").status()).isEqualTo(404);
        assertThat(RawHttp.get(emulator, "v1/load-balancers/" + UUID.randomUUID() + "/pools", "eu-1").status())
                .isEqualTo(405);
    }
}
