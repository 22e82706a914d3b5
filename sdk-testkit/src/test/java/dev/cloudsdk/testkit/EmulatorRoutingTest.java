package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Each operation reaches its own handler; a request that matches no operation reaches none. */
class EmulatorRoutingTest {
    @RegisterExtension
    static final EmulatorExtension cloud = new EmulatorExtension();

    /** What each operation's handler says about an unknown id in its path. */
    private record Expected(String path, String body, String notFound) {
    }

    private static Expected expected(ApiOperation op, UUID id) {
        return switch (op) {
            case CREATE_POOL -> new Expected("v1/load-balancers/" + id + "/pools",
                    "{\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\"}", "load balancer " + id);
            case LIST_RECORDSETS -> new Expected("v1/zones/" + id + "/recordsets", null, "zone " + id);
            case RESTORE_DATABASE_BACKUP -> new Expected("v1/database-backups/" + id + "/restore",
                    "{\"name\":\"copy\"}", "database backup " + id);
            case RESTORE_VOLUME_BACKUP -> new Expected("v1/storage/backups/" + id + "/restore", "{}",
                    "volume backup " + id);
            case RESTART_DATABASE_INSTANCE -> new Expected("v1/database-instances/" + id + "/restart", "{}",
                    "database instance " + id);
            // An operation added to the document is routed by its generated template and checked below without
            // knowing its handler's answer, so adding one does not mean editing this test.
            default -> null;
        };
    }

    @ParameterizedTest
    @EnumSource(ApiOperation.class)
    void eachOperationRoutesToItsOwnHandler(ApiOperation op, CloudEmulator emulator) {
        UUID id = UUID.randomUUID();
        Expected e = expected(op, id);
        if (e != null) {
            RawHttp.Reply reply = e.body() == null ? RawHttp.get(emulator, e.path(), emulator.region())
                    : RawHttp.post(emulator, e.path(), emulator.region(), e.body());
            assertThat(reply.status()).isEqualTo(404);
            assertThat(reply.body()).contains("\"code\":\"not_found\"").contains(e.notFound() + " not found");
        } else {
            String path = op.path().substring(1).replaceAll("\\{[^}]+}", id.toString());
            boolean body = op.method().equals("POST") || op.method().equals("PUT") || op.method().equals("PATCH");
            Request.Builder b = RawHttp.request(emulator, path).header("X-Region", emulator.region())
                    .method(op.method(), body ? RequestBody.create("{}", MediaType.get("application/json")) : null);
            RawHttp.Reply reply = RawHttp.send(b.build());
            assertThat(reply.status()).as("%s %s", op.method(), path).isNotEqualTo(405);
            assertThat(reply.body()).as("%s %s", op.method(), path).doesNotContain("no such path");
        }
        for (ApiOperation other : ApiOperation.values()) {
            assertThat(emulator.requestCount(other)).as("requests counted for %s", other)
                    .isEqualTo(other == op ? 1 : 0);
        }
    }

    @Test
    void aPathOfNoOperationAnswers404AndReachesNoHandler(CloudEmulator emulator) {
        String id = UUID.randomUUID().toString();
        for (String path : new String[] {"v1/nothing", "v1/database-instances/" + id + "/stop",
            "v1/database-instances/" + id + "/restart/now", "v2/database-instances/" + id + "/restart",
            "v1/database-instances/" + id}) {
            RawHttp.Reply reply = RawHttp.post(emulator, path, emulator.region(), "{}");
            assertThat(reply.status()).as(path).isEqualTo(404);
            assertThat(reply.body()).as(path).contains("\"code\":\"not_found\"").contains("no such path: /" + path);
        }
        for (ApiOperation op : ApiOperation.values()) {
            assertThat(emulator.requestCount(op)).as("requests counted for %s", op).isZero();
        }
    }

    @Test
    void aWrongMethodAnswers405NamingTheAllowedOne(CloudEmulator emulator) throws Exception {
        Request delete = RawHttp.request(emulator, "v1/database-instances/" + UUID.randomUUID() + "/restart")
                .delete(RequestBody.create("{}", MediaType.get("application/json"))).build();
        try (Response r = RawHttp.CLIENT.newCall(delete).execute()) {
            assertThat(r.code()).isEqualTo(405);
            assertThat(r.header("Allow")).isEqualTo("POST");
            assertThat(r.header("Content-Type")).startsWith("application/json");
            assertThat(r.body().string()).contains("\"code\":\"method_not_allowed\"");
        }
        assertThat(emulator.requestCount(ApiOperation.RESTART_DATABASE_INSTANCE)).isZero();
    }
}
