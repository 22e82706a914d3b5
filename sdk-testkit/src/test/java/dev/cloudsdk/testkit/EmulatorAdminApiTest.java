package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The admin API under {@code /_emulator/} on the JUnit extension's own emulator: what it does is what the Java
 * methods it calls do, so a fault posted over HTTP and the same fault injected from Java answer alike.
 */
class EmulatorAdminApiTest {
    @RegisterExtension
    static final EmulatorExtension cloud = new EmulatorExtension();

    private static final ObjectMapper JSON = new ObjectMapper();
    /** No silent re-send of a POST whose connection was dropped: the disconnect must show. */
    private static final OkHttpClient ONCE =
            RawHttp.CLIENT.newBuilder().retryOnConnectionFailure(false).build();

    /** How a Create pool request ended, and how long it took. */
    private record Outcome(String shape, long millis) {}

    static Stream<Arguments> faultKinds() {
        return Stream.of(
                arguments(
                        "\"fault\": \"status\", \"status\": 503, \"retry_after\": \"1\"",
                        Fault.status(503).withRetryAfter("1"),
                        "503 Retry-After=1 injected_fault",
                        0L),
                arguments(
                        "\"fault\": \"delay\", \"duration_ms\": 300",
                        Fault.delay(Duration.ofMillis(300)),
                        "201 whole pool",
                        300L),
                arguments("\"fault\": \"disconnect\"", Fault.disconnect(), "no answer", 0L),
                arguments(
                        "\"fault\": \"slowBody\", \"duration_ms\": 300",
                        Fault.slowBody(Duration.ofMillis(300)),
                        "201 whole pool",
                        200L),
                arguments("\"fault\": \"unreadableBody\"", Fault.unreadableBody(), "201 cut-off JSON", 0L));
    }

    @ParameterizedTest
    @MethodSource("faultKinds")
    void aFaultPostedActsAsTheSameFaultInjectedFromJava(
            String members, Fault same, String expected, long atLeastMs, CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        RawHttp.Reply posted = post(emulator, "_emulator/faults", "{\"operation\": \"createPool\", " + members + "}");
        assertThat(posted.status()).as(posted.body()).isEqualTo(204);
        assertThat(state(emulator).at("/queued_faults/createPool").asInt()).isEqualTo(1);
        Outcome viaAdmin = createPool(emulator, lb);

        emulator.injectFault(ApiOperation.CREATE_POOL, 1, same);
        Outcome viaJava = createPool(emulator, lb);

        assertThat(viaAdmin.shape()).isEqualTo(expected).isEqualTo(viaJava.shape());
        // A lower bound: the answer cannot come sooner than the fault holds it back (never a speed limit).
        assertThat(viaAdmin.millis()).isGreaterThanOrEqualTo(atLeastMs);
        assertThat(viaJava.millis()).isGreaterThanOrEqualTo(atLeastMs);
        assertThat(emulator.requestCount(ApiOperation.CREATE_POOL)).isEqualTo(2);
        boolean created = expected.startsWith("201");
        assertThat(emulator.pools(lb.id())).hasSize(created ? 2 : 0);
        assertThat(state(emulator).at("/queued_faults/createPool").asInt()).isZero();
    }

    @Test
    void timesAndOrderAreThoseOfInjectFault(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        post(
                emulator,
                "_emulator/faults",
                "{\"operation\": \"CREATE_POOL\", \"times\": 2, \"fault\": \"status\"," + " \"status\": 502}");
        post(emulator, "_emulator/faults", "{\"operation\": \"createPool\", \"fault\": \"status\", \"status\": 429}");
        assertThat(state(emulator).at("/queued_faults/createPool").asInt()).isEqualTo(3);
        assertThat(Stream.generate(() -> createPool(emulator, lb).shape()).limit(4))
                .containsExactly(
                        "502 Retry-After=null injected_fault",
                        "502 Retry-After=null injected_fault",
                        "429 Retry-After=null injected_fault",
                        "201 whole pool");
    }

    @Test
    void deleteFaultsClearsThemAsClearFaultsDoes(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        emulator.injectFault(ApiOperation.CREATE_POOL, 5, Fault.status(503));
        emulator.injectFault(ApiOperation.LIST_RECORDSETS, 1, Fault.disconnect());
        assertThat(RawHttp.send(RawHttp.request(emulator, "_emulator/faults")
                                .delete()
                                .build())
                        .status())
                .isEqualTo(204);
        assertThat(state(emulator).get("queued_faults").toString()).doesNotContain("1", "5");
        assertThat(createPool(emulator, lb).shape()).isEqualTo("201 whole pool");
    }

    @Test
    void resetIsResetAndAnEmulatorOfATestSeedsNothingAfterIt(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        createPool(emulator, lb);
        emulator.seedGeneratedZone("example.org", 10, 1);
        emulator.injectFault(ApiOperation.LIST_RECORDSETS, 2, Fault.status(503));
        assertThat(post(emulator, "_emulator/reset", "").status()).isEqualTo(204);
        JsonNode state = state(emulator);
        for (String kind : new String[] {
            "load_balancers", "zones", "database_backups", "database_instances", "volume_backups", "volumes"
        }) {
            assertThat(state.get(kind)).as(kind).isEmpty();
        }
        assertThat(emulator.requestCount(ApiOperation.CREATE_POOL)).isZero();
        assertThat(state.get("queued_faults").toString()).doesNotContain("2");
    }

    @Test
    void stateListsEveryResourceAndTheRequestCountsOfRequestCount(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer("us-1", 1);
        SeededZone zone = emulator.seedGeneratedZone("example.org", 25, 3);
        var backup = emulator.seedDatabaseBackup(BackupStatus.CREATING);
        var instance = emulator.seedDatabaseInstance("orders", InstanceStatus.REBOOT);
        var volumeBackup = emulator.seedVolumeBackup(BackupStatus.AVAILABLE);
        var volume = emulator.seedVolume("data", VolumeStatus.AVAILABLE);
        Map<ApiOperation, Integer> sent = new EnumMap<>(ApiOperation.class);
        assertThat(RawHttp.post(
                                emulator,
                                "v1/storage/backups/" + volumeBackup + "/restore",
                                "eu-1",
                                "{\"volume_id\": \"" + volume + "\"}")
                        .status())
                .isEqualTo(202);
        sent.put(ApiOperation.RESTORE_VOLUME_BACKUP, 1);
        RawHttp.get(emulator, "v1/zones/" + zone.id() + "/recordsets", null); // no X-Region: 400, still counted
        sent.put(ApiOperation.LIST_RECORDSETS, 1);

        JsonNode state = state(emulator);
        assertThat(state.at("/load_balancers/0/id").asText()).isEqualTo(lb.id().toString());
        assertThat(state.at("/load_balancers/0/region").asText()).isEqualTo("us-1");
        assertThat(state.at("/load_balancers/0/listener_ids/0").asText())
                .isEqualTo(lb.listenerIds().get(0).toString());
        assertThat(state.at("/zones/0/name").asText()).isEqualTo("example.org.");
        assertThat(state.at("/zones/0/recordsets").asInt()).isEqualTo(25);
        assertThat(state.at("/database_backups/0/id").asText()).isEqualTo(backup.toString());
        assertThat(state.at("/database_backups/0/status").asText()).isEqualTo("CREATING");
        assertThat(state.at("/database_instances/0/id").asText()).isEqualTo(instance.toString());
        assertThat(state.at("/database_instances/0/status").asText()).isEqualTo("REBOOT");
        assertThat(state.at("/volumes/0/status").asText()).isEqualTo("restoring-backup");
        assertThat(state.at("/volumes/0/restored_from").asText()).isEqualTo(volumeBackup.toString());
        List<String> members = new ArrayList<>();
        state.get("requests").fieldNames().forEachRemaining(members::add);
        assertThat(members)
                .as("the members of requests: one per operation, by operationId, in ApiOperation's order")
                .isEqualTo(Stream.of(ApiOperation.values())
                        .map(RawHttp::operationId)
                        .toList());
        for (ApiOperation op : ApiOperation.values()) {
            int expected = sent.getOrDefault(op, 0);
            assertThat(state.at("/requests/" + RawHttp.operationId(op)).asInt())
                    .as("requests of %s in the state", op)
                    .isEqualTo(expected);
            assertThat(emulator.requestCount(op))
                    .as("requestCount(%s): admin requests count as none", op)
                    .isEqualTo(expected);
        }
    }

    @Test
    void adminRequestsTakeNoFaultAndNeedTheToken(CloudEmulator emulator) {
        for (ApiOperation op : ApiOperation.values()) {
            emulator.injectFault(op, 1, Fault.disconnect());
        }
        Request.Builder noToken = new Request.Builder().url(emulator.baseUrl() + "_emulator/state");
        RawHttp.Reply missing = RawHttp.send(noToken.build());
        RawHttp.Reply wrong =
                RawHttp.send(noToken.header("Authorization", "Bearer nope").build());
        RawHttp.Reply resetWithout = RawHttp.send(new Request.Builder()
                .url(emulator.baseUrl() + "_emulator/reset")
                .post(RequestBody.create(new byte[0]))
                .build());
        assertThat(missing.status()).isEqualTo(401);
        assertThat(missing.body()).contains("the Authorization header is missing");
        assertThat(wrong.status()).isEqualTo(401);
        assertThat(wrong.body()).contains("the bearer token is invalid").doesNotContain("nope");
        assertThat(resetWithout.status()).isEqualTo(401);
        assertThat(state(emulator).get("queued_faults").toString()).doesNotContain("0");
    }

    @Test
    void otherAdminPathsAnswer404AndOtherMethods405WithAllow(CloudEmulator emulator) {
        for (String path : new String[] {"_emulator", "_emulator/", "_emulator/fault", "_emulator/state/x"}) {
            RawHttp.Reply reply = RawHttp.get(emulator, path, null);
            assertThat(reply.status()).as(path).isEqualTo(404);
            assertThat(reply.body())
                    .as(path)
                    .contains("/_emulator/faults, /_emulator/conflicts, /_emulator/reset and" + " /_emulator/state");
        }
        try (Response put = send(RawHttp.request(emulator, "_emulator/state").put(RequestBody.create(new byte[0])));
                Response get = send(RawHttp.request(emulator, "_emulator/faults"))) {
            assertThat(put.code()).isEqualTo(405);
            assertThat(put.header("Allow")).isEqualTo("GET");
            assertThat(get.code()).isEqualTo(405);
            assertThat(get.header("Allow")).isEqualTo("POST, DELETE");
        }
    }

    static Stream<Arguments> wrongFaults() {
        return Stream.of(
                arguments("{\"fault\": \"disconnect\"}", "operation", "operation is required"),
                // No operationId can hold '-' (CONTRIBUTING.md, "Nothing hand-written lists the operations").
                arguments(
                        "{\"operation\": \"no-such-operation\", \"fault\": \"disconnect\"}",
                        "operation",
                        "operation must be one of "
                                + Stream.of(ApiOperation.values())
                                        .map(RawHttp::operationId)
                                        .toList() + ", was 'no-such-operation'"),
                arguments("{\"operation\": \"createPool\"}", "fault", "fault is required"),
                arguments(
                        "{\"operation\": \"createPool\", \"fault\": \"explode\"}",
                        "fault",
                        "fault must be one of status, delay, disconnect, slowBody, unreadableBody, was 'explode'"),
                arguments(
                        "{\"operation\": \"createPool\", \"fault\": \"status\", \"status\": 503, \"retryAfter\": "
                                + "\"1\"}",
                        "retryAfter",
                        "retryAfter does not apply to fault status; it takes "
                                + "[retry_after, status] besides operation and times"),
                arguments(
                        "{\"operation\": \"createPool\", \"fault\": \"delay\", \"duration_ms\": 5, \"status\": 503}",
                        "status",
                        "status does not apply to fault delay"),
                arguments("{\"operation\": \"createPool\", \"fault\": \"status\"}", "status", "status is required"),
                arguments(
                        "{\"operation\": \"createPool\", \"fault\": \"status\", \"status\": 700}",
                        "status",
                        "status must be a whole number from 400 to 599, was 700"),
                arguments(
                        "{\"operation\": \"createPool\", \"fault\": \"status\", \"status\": \"503\"}",
                        "status",
                        "status must be a whole number"),
                arguments(
                        "{\"operation\": \"createPool\", \"fault\": \"status\", \"status\": 503, \"retry_after\": 1}",
                        "retry_after",
                        "retry_after must be a string"),
                arguments(
                        "{\"operation\": \"createPool\", \"fault\": \"slowBody\", \"duration_ms\": -5}",
                        "duration_ms",
                        "duration_ms must be a whole number from 0 to 2147483647, was -5"),
                arguments(
                        "{\"operation\": \"createPool\", \"fault\": \"disconnect\", \"times\": 0}",
                        "times",
                        "times must be a whole number from 1"),
                arguments("[\"createPool\"]", "body", "the body must be a JSON object"),
                arguments("", "body", "a JSON object body is required"));
    }

    @ParameterizedTest
    @MethodSource("wrongFaults")
    void aWrongFaultIsRefusedNamingTheFieldAndQueuesNothing(
            String body, String field, String message, CloudEmulator emulator) throws IOException {
        RawHttp.Reply reply = post(emulator, "_emulator/faults", body);
        assertThat(reply.status())
                .as("POST /_emulator/faults %s: %s", body, reply.body())
                .isEqualTo(400);
        JsonNode error = JSON.readTree(reply.body()).get("error");
        assertThat(error.get("code").asText()).as("code of %s", reply.body()).isEqualTo("invalid_parameter");
        assertThat(error.get("field").asText()).as("field of %s", reply.body()).isEqualTo(field);
        assertThat(error.get("message").asText())
                .as("message of %s", reply.body())
                .contains(message);
        assertThat(state(emulator).get("queued_faults").toString())
                .as("queued faults after %s", body)
                .doesNotContain("1");
    }

    private static RawHttp.Reply post(CloudEmulator emulator, String path, String json) {
        return RawHttp.send(RawHttp.request(emulator, path)
                .post(RequestBody.create(json, MediaType.get("application/json")))
                .build());
    }

    private static JsonNode state(CloudEmulator emulator) {
        RawHttp.Reply reply = RawHttp.get(emulator, "_emulator/state", null);
        assertThat(reply.status()).isEqualTo(200);
        try {
            return JSON.readTree(reply.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Response send(Request.Builder request) {
        try {
            return RawHttp.CLIENT.newCall(request.build()).execute();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Outcome createPool(CloudEmulator emulator, SeededLoadBalancer lb) {
        Request request = RawHttp.request(emulator, "v1/load-balancers/" + lb.id() + "/pools")
                .header("X-Region", lb.region())
                .post(RequestBody.create(
                        "{\"protocol\": \"HTTP\", \"lb_algorithm\": \"ROUND_ROBIN\"}",
                        MediaType.get("application/json")))
                .build();
        long start = System.nanoTime();
        try (Response r = ONCE.newCall(request).execute()) {
            String body = r.body().string();
            long millis = (System.nanoTime() - start) / 1_000_000;
            if (r.code() != 201) {
                return new Outcome(
                        r.code() + " Retry-After=" + r.header("Retry-After") + " "
                                + JSON.readTree(body).at("/error/code").asText(),
                        millis);
            }
            boolean whole;
            try {
                whole = JSON.readTree(body).has("pool");
            } catch (IOException e) {
                whole = false;
            }
            return new Outcome("201 " + (whole ? "whole pool" : "cut-off JSON"), millis);
        } catch (IOException e) {
            return new Outcome("no answer", (System.nanoTime() - start) / 1_000_000);
        }
    }
}
