package dev.cloudsdk.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestartDatabaseInstanceRequest;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.RecordType;
import dev.cloudsdk.dns.model.Recordset;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Pool;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.loadbalancer.model.SessionPersistence;
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.function.Supplier;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Drives every operation of the SDK at least 100 times with varied inputs against Prism in mock mode (request
 * validation on, dynamic responses). Fails when Prism flags a request ({@code sl-violations}) or when the SDK
 * cannot read a response Prism generated. One test method per operation, named exactly as its operationId
 * (CompletenessTest checks it).
 */
class SdkAgainstPrismMockIT {
    private static final int CALLS = 120;
    private static Prism prism;
    private static Violations violations;
    private static ClientConfig config;
    private final Random random = new Random(20240601L);
    private final List<String> failures = new ArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        prism = Prism.mock();
        violations = new Violations();
        config = ClientConfig.builder()
                .baseUrl(prism.baseUrl())
                .token("contract-token")
                .region("eu-1")
                .httpClient(violations.client())
                .retryPolicy(RetryPolicy.none())
                .build();
    }

    @AfterAll
    static void stop() throws Exception {
        if (prism != null) {
            prism.close();
        }
        if (violations != null) {
            assertThat(violations.exchanges()).as("exchanges with Prism").isGreaterThanOrEqualTo(5 * CALLS);
        }
    }

    @Test
    void prismFlagsARequestThatBreaksTheDocument() throws Exception {
        // Guards against a false green: the same client setup must see Prism's flag on a bad request.
        Violations own = new Violations();
        Request bad = new Request.Builder()
                .url(prism.baseUrl() + "v1/load-balancers/" + UUID.randomUUID() + "/pools")
                .header("Authorization", "Bearer t")
                .header("X-Region", "eu-1")
                .post(RequestBody.create(
                        "{\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\"," + "\"listenerId\":\"x\"}",
                        MediaType.get("application/json")))
                .build();
        try (Response r = own.client().newCall(bad).execute()) {
            assertThat(r.code()).isBetween(400, 499);
        }
        assertThat(own.found()).singleElement().asString().contains("listenerId");
    }

    @AfterEach
    void noViolationsAndNoUnreadableResponse() {
        assertThat(failures)
                .as("SDK calls that failed against Prism; Prism said:\n" + prism.output())
                .isEmpty();
        assertThat(violations.found()).as("requests Prism flagged").isEmpty();
    }

    private <T> T call(String what, Supplier<T> call) {
        try {
            return call.get();
        } catch (RuntimeException e) {
            failures.add(what + ": " + e);
            return null;
        }
    }

    private <E extends Enum<E>> E pick(E[] values) {
        return values[random.nextInt(values.length - 1)]; // the last constant is UNKNOWN_TO_SDK_VERSION
    }

    private String word() {
        String[] words = {"web", "api", "orders", "billing", "edge-1", "Ünïcødé", "with space", "a/b?c&d", "x"};
        return words[random.nextInt(words.length)] + (random.nextBoolean() ? "" : "-" + random.nextInt(1000));
    }

    @Test
    void createPool() {
        LoadBalancerClient lb = LoadBalancerClient.create(config);
        for (int i = 0; i < CALLS; i++) {
            UUID lbId = UUID.randomUUID();
            CreatePoolRequest.Builder b = CreatePoolRequest.builder()
                    .protocol(pick(Protocol.values()))
                    .lbAlgorithm(pick(LbAlgorithm.values()));
            if (random.nextBoolean()) {
                b.name(word());
            }
            if (random.nextInt(3) == 0) {
                b.description(word());
            }
            if (random.nextInt(3) == 0) {
                b.loadBalancerId(lbId);
            }
            if (random.nextBoolean()) {
                b.listenerId(UUID.randomUUID());
            }
            if (random.nextBoolean()) {
                SessionPersistence sp = SessionPersistence.ofType(random.nextBoolean() ? "HTTP_COOKIE" : "SOURCE_IP");
                sp = random.nextBoolean() ? sp.withCookieName(word()) : sp;
                sp = random.nextBoolean() ? sp.withPersistenceTimeout(random.nextInt(3600)) : sp;
                b.sessionPersistence(random.nextBoolean() ? sp.withPersistenceGranularity("255.255.255.0") : sp);
            }
            if (random.nextBoolean()) {
                b.tags(random.nextBoolean() ? List.of() : List.of(word(), word()));
            }
            CreatePoolRequest request = b.build();
            Pool pool = call("create pool " + request, () -> lb.pools().create(lbId, request));
            if (pool != null) {
                assertThat(pool.listeners()).isNotNull();
            }
        }
    }

    @Test
    void listRecordsets() {
        DnsClient dns = DnsClient.create(config);
        for (int i = 0; i < CALLS; i++) {
            ListRecordsetsRequest.Builder b = ListRecordsetsRequest.builder();
            if (random.nextBoolean()) {
                b.limit(1 + random.nextInt(1000));
            }
            if (random.nextInt(3) == 0) {
                b.marker(UUID.randomUUID());
            }
            if (random.nextBoolean()) {
                b.name(random.nextBoolean() ? "www*" : "www.example.com.");
            }
            if (random.nextInt(3) == 0) {
                b.status(random.nextBoolean() ? "ACTIVE" : "PENDING");
            }
            if (random.nextBoolean()) {
                b.type(pick(RecordType.values()));
            }
            ListRecordsetsRequest request = b.build();
            UUID zone = UUID.randomUUID();
            if (i % 4 == 0) {
                // Whole iteration: the next page's marker comes from the generated items.
                call(
                        "list " + request,
                        () -> dns.recordsets().list(zone, request).stream()
                                .limit(200)
                                .count());
            } else {
                Page<Recordset> page =
                        call("list page " + request, () -> dns.recordsets().listPage(zone, request));
                if (page != null) {
                    assertThat(page.items()).isNotNull();
                }
            }
        }
    }

    @Test
    void restoreDatabaseBackup() {
        DatabaseClient db = DatabaseClient.create(config);
        for (int i = 0; i < CALLS; i++) {
            RestoreDatabaseBackupRequest.Builder b =
                    RestoreDatabaseBackupRequest.builder().name(word());
            if (random.nextBoolean()) {
                b.flavorId(UUID.randomUUID());
            }
            if (random.nextBoolean()) {
                b.volumeSize(1 + random.nextInt(2000));
            }
            RestoreDatabaseBackupRequest request = b.build();
            DatabaseInstance inst =
                    call("restore db " + request, () -> db.backups().restore(UUID.randomUUID(), request));
            if (inst != null) {
                assertThat(inst.addresses()).isNotNull();
            }
        }
    }

    @Test
    void restoreVolumeBackup() {
        StorageClient storage = StorageClient.create(config);
        for (int i = 0; i < CALLS; i++) {
            int kind = random.nextInt(3);
            RestoreVolumeBackupRequest request = kind == 0
                    ? RestoreVolumeBackupRequest.newVolume()
                    : kind == 1
                            ? RestoreVolumeBackupRequest.builder().name(word()).build()
                            : RestoreVolumeBackupRequest.builder()
                                    .volumeId(UUID.randomUUID())
                                    .build();
            UUID volume =
                    call("restore volume " + request, () -> storage.backups().restore(UUID.randomUUID(), request));
            if (failures.isEmpty()) {
                assertThat(volume).isNotNull();
            }
        }
    }

    @Test
    void restartDatabaseInstance() {
        DatabaseClient db = DatabaseClient.create(config);
        RestartDatabaseInstanceRequest[] requests = {
            RestartDatabaseInstanceRequest.defaults(),
            RestartDatabaseInstanceRequest.forced(),
            new RestartDatabaseInstanceRequest(false)
        };
        for (int i = 0; i < CALLS; i++) {
            RestartDatabaseInstanceRequest request = requests[random.nextInt(3)];
            String message = call("restart " + request, () -> db.instances().restart(UUID.randomUUID(), request));
            if (failures.isEmpty()) {
                assertThat(message).isNotNull();
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.cloudsdk.contract.ContractCalls#all")
    void everyOperationWithTheDocumentsSampleRequest(ContractCall call) {
        // Generated from the document (ContractCalls), so a new operation is checked here with no hand-written case.
        assertThat(call(call.operationId(), () -> call.call().apply(config)))
                .as(call.operationId())
                .isNotNull();
    }
}
