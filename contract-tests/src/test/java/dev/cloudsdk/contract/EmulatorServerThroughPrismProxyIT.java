package dev.cloudsdk.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.AuthenticationException;
import dev.cloudsdk.core.BadRequestException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ClientConfigBuilder;
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
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import dev.cloudsdk.testkit.server.ServerProcess;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The SDK through {@code prism proxy api/openapi.yaml <server> --errors}, where the server is the emulator as a
 * user starts it: the testkit's server jar, run with {@code java -jar} in a process of its own, seeded by its
 * options. Every request and every answer, successes and errors, is checked against the same document that checks
 * the SDK; any {@code sl-violations} header fails the test. Ids come from the admin API's state, faults go in
 * through it (straight to the server: the admin API is no part of the document). One test method per operation,
 * named as its operationId (CompletenessTest checks it).
 */
class EmulatorServerThroughPrismProxyIT {
    private static final String TOKEN = "emulator-token";
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static ServerProcess server;
    private static String direct;
    private static Prism prism;
    private static Violations violations;
    private static ClientConfig config;

    @BeforeAll
    static void start() throws Exception {
        server = ServerProcess.start(List.of(
                "--port",
                Integer.toString(ServerProcess.freePort()),
                "--seed",
                "7",
                "--zones",
                "contract.example",
                "--recordsets",
                "3000",
                "--database-backups",
                "AVAILABLE,CREATING",
                "--database-instances",
                "ERROR",
                "--volume-backups",
                "AVAILABLE,DELETING",
                "--volumes",
                "available,in-use"));
        // 127.0.0.1, not the banner's localhost: Node may try ::1 first, where the server does not listen.
        direct = "http://127.0.0.1:" + URI.create(server.baseUrl()).getPort() + "/";
        prism = Prism.proxy(direct.substring(0, direct.length() - 1));
        violations = new Violations();
        config = throughPrism().httpClient(violations.client()).build();
    }

    @AfterAll
    static void stop() throws Exception {
        if (prism != null) {
            prism.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @AfterEach
    void nothingFlagged() {
        assertThat(violations.found())
                .as("Prism flagged (its log:\n" + (prism == null ? "" : prism.output()) + ")")
                .isEmpty();
    }

    @Test
    void proxyFlagsAnAnswerTheDocumentDoesNotAllow() throws Exception {
        // Guards against a false green: a 418, posted through the admin API, is in no operation's responses.
        assertThat(admin(
                                "POST",
                                "faults",
                                "{\"operation\": \"restartDatabaseInstance\", \"fault\": \"status\","
                                        + " \"status\": 418}")
                        .statusCode())
                .isEqualTo(204);
        Violations own = new Violations();
        ClientConfig watched = throughPrism().httpClient(own.client()).build();
        assertThatThrownBy(() -> DatabaseClient.create(watched).instances().restart(UUID.randomUUID()))
                .isInstanceOf(ApiException.class);
        assertThat(own.found()).isNotEmpty();
    }

    @Test
    void createPool() throws Exception {
        // Every protocol with two algorithms and every member, a minimal request, then 404 (load balancer,
        // region) and 401.
        JsonNode lb = state().at("/load_balancers/0");
        UUID lbId = UUID.fromString(lb.get("id").asText());
        UUID listener = UUID.fromString(lb.at("/listener_ids/1").asText());
        LoadBalancerClient client = LoadBalancerClient.create(config);
        for (Protocol p : new Protocol[] {Protocol.HTTP, Protocol.HTTPS, Protocol.TCP, Protocol.UDP, Protocol.SCTP}) {
            for (LbAlgorithm a : new LbAlgorithm[] {LbAlgorithm.ROUND_ROBIN, LbAlgorithm.SOURCE_IP_PORT}) {
                assertThat(client.pools()
                                .create(
                                        lbId,
                                        CreatePoolRequest.builder()
                                                .name("p-" + p + a)
                                                .protocol(p)
                                                .lbAlgorithm(a)
                                                .listenerId(listener)
                                                .loadBalancerId(lbId)
                                                .tags("x")
                                                .build())
                                .protocol())
                        .isEqualTo(p);
            }
        }
        assertThat(state().at("/load_balancers/0/pool_ids")).hasSize(10);
        CreatePoolRequest minimal = CreatePoolRequest.builder()
                .protocol(Protocol.PROXY)
                .lbAlgorithm(LbAlgorithm.LEAST_CONNECTIONS)
                .build();
        // A pool made without a name has none: the emulator leaves the member out, as a real server would (issue 27).
        assertThat(client.pools().create(lbId, minimal).name()).isNull();
        assertThatThrownBy(() -> client.pools().create(UUID.randomUUID(), minimal))
                .isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> client.withRegion("us-1").pools().create(lbId, minimal))
                .isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> LoadBalancerClient.create(throughPrism()
                                .token("wrong")
                                .httpClient(violations.client())
                                .build())
                        .pools()
                        .create(lbId, minimal))
                .isInstanceOf(AuthenticationException.class);
    }

    @Test
    void listRecordsets() throws Exception {
        // The seeded 3,000 recordsets in pages of 1,000, filters, an empty page, a page of at most 1,000 for a
        // larger limit, then 400 (a marker of no recordset) and 404.
        UUID zone = UUID.fromString(state().at("/zones/0/id").asText());
        DnsClient dns = DnsClient.create(config);
        assertThat(dns
                        .recordsets()
                        .list(zone, ListRecordsetsRequest.builder().limit(1000).build())
                        .stream()
                        .count())
                .isEqualTo(3_000);
        for (RecordType type : new RecordType[] {RecordType.A, RecordType.MX, RecordType.SOA, RecordType.NAPTR}) {
            dns.recordsets()
                    .list(
                            zone,
                            ListRecordsetsRequest.builder()
                                    .type(type)
                                    .name("www*")
                                    .limit(50)
                                    .build())
                    .forEach(r -> assertThat(r.type()).isEqualTo(type));
        }
        assertThat(dns.recordsets()
                        .listPage(
                                zone,
                                ListRecordsetsRequest.builder()
                                        .status("PENDING")
                                        .build())
                        .meta()
                        .total())
                .isPositive();
        assertThat(dns.recordsets()
                        .listPage(
                                zone,
                                ListRecordsetsRequest.builder()
                                        .name("nothing-here.")
                                        .build())
                        .items())
                .isEmpty();
        assertThat(dns.recordsets()
                        .listPage(
                                zone,
                                ListRecordsetsRequest.builder().limit(1001).build())
                        .meta()
                        .limit())
                .isEqualTo(1000);
        assertThatThrownBy(() -> dns.recordsets()
                        .listPage(
                                zone,
                                ListRecordsetsRequest.builder()
                                        .marker(UUID.randomUUID())
                                        .build()))
                .isInstanceOf(BadRequestException.class);
        assertThatThrownBy(() -> dns.recordsets().listPage(UUID.randomUUID(), ListRecordsetsRequest.all()))
                .isInstanceOf(NotFoundException.class);
    }

    @Test
    void restoreDatabaseBackup() throws Exception {
        // Every request field; then 409 (the backup seeded CREATING) and 404.
        DatabaseClient db = DatabaseClient.create(config);
        DatabaseInstance inst = db.backups()
                .restore(
                        idWith("database_backups", "AVAILABLE"),
                        RestoreDatabaseBackupRequest.builder()
                                .name("copy")
                                .flavorId(UUID.randomUUID())
                                .volumeSize(30)
                                .build());
        assertThat(inst.status()).isEqualTo("RESTORING");
        UUID creating = idWith("database_backups", "CREATING");
        assertThatThrownBy(() -> db.backups().restore(creating, RestoreDatabaseBackupRequest.named("x")))
                .isInstanceOf(ConflictException.class);
        assertThatThrownBy(() -> db.backups().restore(UUID.randomUUID(), RestoreDatabaseBackupRequest.named("x")))
                .isInstanceOf(NotFoundException.class);
    }

    @Test
    void restartDatabaseInstance() throws Exception {
        // A restoring instance: 409 unless forced; once active, accepted; then 404, and 409 (the instance seeded
        // in ERROR, even forced).
        DatabaseClient db = DatabaseClient.create(config);
        DatabaseInstance inst = db.backups()
                .restore(idWith("database_backups", "AVAILABLE"), RestoreDatabaseBackupRequest.named("copy"));
        assertThatThrownBy(() -> db.instances().restart(inst.id())).isInstanceOf(ConflictException.class);
        assertThat(db.instances().restart(inst.id(), RestartDatabaseInstanceRequest.forced()))
                .isNotBlank();
        awaitInstance(inst.id(), "ACTIVE");
        assertThat(db.instances().restart(inst.id(), new RestartDatabaseInstanceRequest(false)))
                .isNotBlank();
        assertThatThrownBy(() -> db.instances().restart(UUID.randomUUID())).isInstanceOf(NotFoundException.class);
        UUID broken = idWith("database_instances", "ERROR");
        assertThatThrownBy(() -> db.instances().restart(broken, RestartDatabaseInstanceRequest.forced()))
                .isInstanceOf(ConflictException.class);
    }

    @Test
    void restoreVolumeBackup() throws Exception {
        // A new volume, a named one, onto the seeded available volume; then 409 (the volume seeded in-use, the
        // backup seeded DELETING) and 404.
        StorageClient storage = StorageClient.create(config);
        UUID backup = idWith("volume_backups", "AVAILABLE");
        UUID created = storage.backups().restore(backup);
        assertThat(storage.backups()
                        .restore(
                                backup,
                                RestoreVolumeBackupRequest.builder().name("n").build()))
                .isNotEqualTo(created);
        UUID target = idWith("volumes", "available");
        UUID inUse = idWith("volumes", "in-use");
        assertThat(storage.backups()
                        .restore(
                                backup,
                                RestoreVolumeBackupRequest.builder()
                                        .volumeId(target)
                                        .build()))
                .isEqualTo(target);
        assertThat(idWith("volumes", "restoring-backup")).isNotNull();
        assertThatThrownBy(() -> storage.backups()
                        .restore(
                                backup,
                                RestoreVolumeBackupRequest.builder()
                                        .volumeId(inUse)
                                        .build()))
                .isInstanceOf(ConflictException.class);
        UUID deleting = idWith("volume_backups", "DELETING");
        assertThatThrownBy(() -> storage.backups().restore(deleting)).isInstanceOf(ConflictException.class);
        assertThatThrownBy(() -> storage.backups().restore(UUID.randomUUID())).isInstanceOf(NotFoundException.class);
    }

    private static ClientConfigBuilder throughPrism() {
        return ClientConfig.builder()
                .baseUrl(prism.baseUrl())
                .token(TOKEN)
                .region("eu-1")
                .retryPolicy(RetryPolicy.none());
    }

    private static HttpResponse<String> admin(String method, String path, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(direct + "_emulator/" + path))
                .header("Authorization", "Bearer " + TOKEN)
                .timeout(Duration.ofSeconds(30))
                .method(
                        method,
                        body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode state() throws Exception {
        HttpResponse<String> answer = admin("GET", "state", null);
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        return JSON.readTree(answer.body());
    }

    /** @return the id of the first resource of that kind in that state, in the admin API's state */
    private static UUID idWith(String kind, String status) throws Exception {
        for (JsonNode resource : state().get(kind)) {
            if (resource.get("status").asText().equals(status)) {
                return UUID.fromString(resource.get("id").asText());
            }
        }
        throw new AssertionError("the server holds no " + kind + " in state " + status + ": " + state());
    }

    private static void awaitInstance(UUID id, String status) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (true) {
            for (JsonNode instance : state().get("database_instances")) {
                if (instance.get("id").asText().equals(id.toString())
                        && instance.get("status").asText().equals(status)) {
                    return;
                }
            }
            assertThat(System.nanoTime())
                    .as("instance %s became %s within 10 s", id, status)
                    .isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.cloudsdk.contract.ContractCalls#all")
    void everyOperationWithTheDocumentsSampleRequest(ContractCall call) {
        // Generated from the document (ContractCalls), so a new operation is checked here with no hand-written case.
        DocumentedAnswer.assertDocumented(call, config);
    }
}
