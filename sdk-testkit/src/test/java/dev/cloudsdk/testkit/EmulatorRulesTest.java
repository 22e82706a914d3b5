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
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Auth, region, validation and 404 rules, through the SDK where it can send the request and raw HTTP where not. */
class EmulatorRulesTest {
    @RegisterExtension
    static final EmulatorExtension cloud = new EmulatorExtension();
    /** The document, read for which path parameters are UUIDs (ApiOperation does not say). */
    private static final Path DOCUMENT = Path.of(System.getProperty("cloudsdk.document", "../api/openapi.yaml"));

    private static CreatePoolRequest pool() {
        return CreatePoolRequest.builder()
                .name("web")
                .protocol(Protocol.HTTP)
                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                .build();
    }

    @Test
    void createPoolReturnsThePoolAndRecordsIt(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        Pool pool = LoadBalancerClient.create(emulator.config())
                .pools()
                .create(
                        lb.id(),
                        CreatePoolRequest.builder()
                                .name("web")
                                .description("front")
                                .protocol(Protocol.HTTPS)
                                .lbAlgorithm(LbAlgorithm.SOURCE_IP)
                                .listenerId(lb.listenerIds().get(0))
                                .tags("a", "b")
                                .sessionPersistence(
                                        SessionPersistence.ofType("HTTP_COOKIE").withCookieName("sid"))
                                .build());
        assertThat(pool.protocol()).isEqualTo(Protocol.HTTPS);
        assertThat(pool.lbAlgorithm()).isEqualTo(LbAlgorithm.SOURCE_IP);
        assertThat(pool.loadBalancerId()).isEqualTo(lb.id());
        assertThat(pool.listeners())
                .extracting(r -> r.id())
                .containsExactly(lb.listenerIds().get(0));
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
                    assertThat(e.requestId())
                            .hasValueSatisfying(id -> assertThat(id).startsWith("req-"));
                });
    }

    @Test
    void missingTokenAnswers401(CloudEmulator emulator) {
        RawHttp.Reply reply = RawHttp.send(new Request.Builder()
                .url(emulator.baseUrl() + "v1/database-instances/" + UUID.randomUUID() + "/restart")
                .post(RequestBody.create("{}", MediaType.get("application/json")))
                .build());
        assertThat(reply.status()).isEqualTo(401);
        assertThat(reply.body()).contains("\"error\"");
    }

    static Stream<ApiOperation> regional() {
        return Stream.of(ApiOperation.values()).filter(ApiOperation::regional);
    }

    @ParameterizedTest
    @MethodSource("regional")
    void missingRegionAnswers400NamingTheHeader(ApiOperation op, CloudEmulator emulator) {
        String path = RawHttp.path(op, UUID.randomUUID());
        RawHttp.Reply reply =
                RawHttp.send(RawHttp.request(emulator, op, path, null, null).build());
        assertThat(reply.status())
                .as("%s without X-Region: %s", op, reply.body())
                .isEqualTo(400);
        assertThat(reply.body()).as("%s without X-Region", op).contains("\"field\":\"X-Region\"");
    }

    @ParameterizedTest
    @EnumSource(ApiOperation.class)
    void anOperationWithoutRegionNeverAsksForOne(ApiOperation op, CloudEmulator emulator) {
        String path = RawHttp.path(op, UUID.randomUUID());
        RawHttp.Reply reply =
                RawHttp.send(RawHttp.request(emulator, op, path, null, null).build());
        if (!op.regional()) {
            assertThat(reply.body())
                    .as("%s without X-Region: %s", op, reply.body())
                    .doesNotContain("X-Region");
        }
        assertThat(emulator.requestCount(op)).as("requests counted for %s", op).isEqualTo(1);
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
        assertThatThrownBy(() -> dns.withRegion("us-1")
                        .recordsets()
                        .list(zone.id())
                        .iterator()
                        .hasNext())
                .isInstanceOf(NotFoundException.class);
        UUID backup = emulator.seedVolumeBackup("us-1", BackupStatus.AVAILABLE);
        assertThatThrownBy(
                        () -> StorageClient.create(emulator.config()).backups().restore(backup))
                .isInstanceOf(NotFoundException.class);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"lb_algorithm\":\"ROUND_ROBIN\"}|protocol",
                "{\"protocol\":\"HTTP\",\"lb_algorithm\":\"RANDOM\"}|lb_algorithm",
                "{\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\",\"listener_id\":\"nope\"}|listener_id",
                "{\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\",\"tags\":[1]}|tags",
                "[]|body"
            })
    void invalidPoolBodyAnswers400NamingTheField(String body, String field, CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        RawHttp.Reply reply = RawHttp.post(emulator, "v1/load-balancers/" + lb.id() + "/pools", "eu-1", body);
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body()).contains("\"field\":\"" + field + "\"");
        assertThat(emulator.pools(lb.id())).isEmpty();
    }

    /** Every path parameter that api/openapi.yaml declares a UUID, with its operation, and a text that is none. */
    static Stream<Arguments> uuidPathParameters() throws IOException {
        List<String> document = Files.readAllLines(DOCUMENT);
        List<Arguments> cases = new ArrayList<>();
        List<String> notUuids = List.of("abc", "12345", "1-2-3-4-5", "zzz");
        for (ApiOperation op : ApiOperation.values()) {
            Matcher parameter = Pattern.compile("\\{([^}]+)}").matcher(op.path());
            while (parameter.find()) {
                if (declaredUuid(document, parameter.group(1))) {
                    cases.add(Arguments.of(op, parameter.group(1), notUuids.get(cases.size() % notUuids.size())));
                }
            }
        }
        assertThat(cases).as("UUID path parameters in %s", DOCUMENT).isNotEmpty();
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}: {1} = {2}")
    @MethodSource("uuidPathParameters")
    void nonUuidIdAnswers400NamingTheField(ApiOperation op, String field, String notUuid, CloudEmulator emulator) {
        UUID id = UUID.randomUUID();
        String path = op.path().substring(1).replace("{" + field + "}", notUuid).replaceAll("\\{[^}]+}", id.toString());
        RawHttp.Reply reply = RawHttp.send(
                RawHttp.request(emulator, op, path, emulator.region(), null).build());
        String fix = "api/openapi.yaml declares {" + field + "} format: uuid, so a text that is none answers 400"
                + " naming it before any lookup: the generated EmulatorDispatcher reads it with route.id(\"" + field
                + "\") (regenerate: ./mvnw -B -q -o -pl sdk-codegen -am compile exec:java@generate)";
        assertThat(reply.status())
                .as("%s %s /%s: %s\n%s", op, op.method(), path, reply.body(), fix)
                .isEqualTo(400);
        assertThat(reply.body())
                .as("%s %s /%s\n%s", op, op.method(), path, fix)
                .contains("\"field\":\"" + field + "\"");
    }

    /** @return whether the document's parameter of that name (a {@code - name:} item) has {@code format: uuid} */
    private static boolean declaredUuid(List<String> document, String name) {
        for (int i = 0; i < document.size(); i++) {
            String line = document.get(i);
            if (line.strip().equals("- name: " + name)) {
                int indent = line.indexOf('-');
                for (int j = i + 1;
                        j < document.size()
                                && document.get(j).indexOf(document.get(j).strip()) > indent;
                        j++) {
                    if (document.get(j).contains("format: uuid")) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"name\":\"x\",\"volume_size\":0}|volume_size",
                "{\"name\":\"x\",\"volume_size\":-5}|volume_size",
                "{\"name\":\"x\",\"volume_size\":\"10\"}|volume_size",
                "{\"volume_size\":10}|name",
                "{\"name\":\"x\",\"flavor_id\":\"small\"}|flavor_id"
            })
    void invalidRestoreBodyAnswers400(String body, String field, CloudEmulator emulator) {
        UUID backup = emulator.seedDatabaseBackup(BackupStatus.AVAILABLE);
        RawHttp.Reply reply = RawHttp.post(emulator, "v1/database-backups/" + backup + "/restore", null, body);
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body()).contains("\"field\":\"" + field + "\"");
    }

    // How every operation answers unknown ids in its path is EmulatorRoutingTest's, derived from ApiOperation; these
    // are the hand-written handlers' rules about what their 404 names, one service at a time.

    @Test
    void anUnknownLoadBalancerOrListenerIsNamedInThe404(CloudEmulator emulator) {
        ClientConfig config = emulator.config();
        UUID unknown = UUID.randomUUID();
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        assertThatThrownBy(() -> LoadBalancerClient.create(config).pools().create(unknown, pool()))
                .isInstanceOf(NotFoundException.class)
                .hasMessageContaining("load balancer");
        assertThatThrownBy(() -> LoadBalancerClient.create(config)
                        .pools()
                        .create(
                                lb.id(),
                                CreatePoolRequest.builder()
                                        .protocol(Protocol.TCP)
                                        .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                        .listenerId(unknown)
                                        .build()))
                .isInstanceOf(NotFoundException.class)
                .hasMessageContaining("listener");
    }

    @Test
    void anUnknownZoneIsNamedInThe404(CloudEmulator emulator) {
        ClientConfig config = emulator.config();
        assertThatThrownBy(() -> DnsClient.create(config)
                        .recordsets()
                        .list(UUID.randomUUID())
                        .iterator()
                        .hasNext())
                .isInstanceOf(NotFoundException.class)
                .hasMessageContaining("zone");
    }

    @Test
    void anUnknownDatabaseBackupOrInstanceIsNotFound(CloudEmulator emulator) {
        ClientConfig config = emulator.config();
        UUID unknown = UUID.randomUUID();
        assertThatThrownBy(() -> DatabaseClient.create(config)
                        .backups()
                        .restore(unknown, RestoreDatabaseBackupRequest.named("x")))
                .isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> DatabaseClient.create(config).instances().restart(unknown))
                .isInstanceOf(NotFoundException.class);
    }

    @Test
    void anUnknownVolumeBackupOrTargetVolumeIsNotFound(CloudEmulator emulator) {
        ClientConfig config = emulator.config();
        UUID unknown = UUID.randomUUID();
        assertThatThrownBy(() -> StorageClient.create(config).backups().restore(unknown))
                .isInstanceOf(NotFoundException.class);
        UUID backup = emulator.seedVolumeBackup(BackupStatus.AVAILABLE);
        assertThatThrownBy(() -> StorageClient.create(config)
                        .backups()
                        .restore(
                                backup,
                                RestoreVolumeBackupRequest.builder()
                                        .volumeId(unknown)
                                        .build()))
                .isInstanceOf(NotFoundException.class)
                .hasMessageContaining("volume");
    }

    @Test
    void unknownPathAnswers404AndWrongMethod405(CloudEmulator emulator) {
        // '~' is in no path of the document (CONTRIBUTING.md, "Nothing hand-written lists the operations").
        assertThat(RawHttp.get(emulator, "v1/~nothing", "eu-1").status()).isEqualTo(404);
        ApiOperation op = ApiOperation.values()[0];
        String wrong = Stream.of("GET", "PUT", "POST", "DELETE")
                .filter(m -> Stream.of(ApiOperation.values())
                        .noneMatch(o -> o.path().equals(op.path()) && o.method().equals(m)))
                .findFirst()
                .orElseThrow();
        RawHttp.Reply reply = RawHttp.send(RawHttp.request(emulator, RawHttp.path(op, UUID.randomUUID()))
                .header("X-Region", "eu-1")
                .method(
                        wrong,
                        wrong.equals("GET") || wrong.equals("DELETE")
                                ? null
                                : RequestBody.create("{}", MediaType.get("application/json")))
                .build());
        assertThat(reply.status()).as("%s on the path of %s", wrong, op).isEqualTo(405);
    }
}
