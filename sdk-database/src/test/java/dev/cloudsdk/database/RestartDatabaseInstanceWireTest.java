package dev.cloudsdk.database;

import static dev.cloudsdk.core.testing.RequestAssert.assertThatRequest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.database.model.RestartDatabaseInstanceRequest;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class RestartDatabaseInstanceWireTest extends WireTest {
    static final UUID INSTANCE = UUID.fromString("7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f");

    private DatabaseClient db() {
        return DatabaseClient.create(config());
    }

    @Test
    void restartSendsAnEmptyObjectByDefaultAndReturnsTheMessage() {
        server.enqueue(json(202, "{\"message\":\"Restart of instance accepted\"}"));
        assertThat(db().instances().restart(INSTANCE)).isEqualTo("Restart of instance accepted");
        assertThatRequest(takeRequest())
                .hasMethod("POST")
                .hasTarget("/api/v1/database-instances/" + INSTANCE + "/restart")
                .hasBearerToken(TOKEN)
                .sendsNoRegion()
                .hasJsonBody("{}");
    }

    @Test
    void restartForcedSendsForceTrueAndExplicitFalseIsSent() {
        server.enqueue(json(202, "{\"message\":\"ok\"}"));
        server.enqueue(json(202, "{\"message\":\"ok\"}"));
        db().instances().restart(INSTANCE, RestartDatabaseInstanceRequest.forced());
        db().instances().restart(INSTANCE, new RestartDatabaseInstanceRequest(false));
        assertThatRequest(takeRequest()).hasJsonBody("{\"force\":true}");
        assertThatRequest(takeRequest()).hasJsonBody("{\"force\":false}");
    }

    @Test
    void restartBuilderSendsExactlyWhatIsSet() {
        server.enqueue(json(202, "{\"message\":\"ok\"}"));
        server.enqueue(json(202, "{\"message\":\"ok\"}"));
        db().instances()
                .restart(
                        INSTANCE,
                        RestartDatabaseInstanceRequest.builder().force(true).build());
        db().instances()
                .restart(INSTANCE, RestartDatabaseInstanceRequest.builder().build());
        assertThatRequest(takeRequest()).hasJsonBody("{\"force\":true}");
        assertThatRequest(takeRequest()).hasJsonBody("{}");
        assertThat(RestartDatabaseInstanceRequest.builder().force(true).build())
                .isEqualTo(RestartDatabaseInstanceRequest.forced());
        assertThat(RestartDatabaseInstanceRequest.builder().build())
                .isEqualTo(RestartDatabaseInstanceRequest.defaults());
    }

    @Test
    void restartWithoutAMessageReturnsEmptyText() {
        server.enqueue(json(202, "{\"request_id\":\"abc\"}"));
        assertThat(db().instances().restart(INSTANCE)).isEmpty();
    }

    @Test
    void aMissingInstanceIdFailsWithNoRequestSent() {
        assertThatThrownBy(() -> db().instances().restart(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("instanceId == null");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void databaseCallsNeedNoRegion() {
        server.enqueue(json(202, "{\"message\":\"ok\"}"));
        DatabaseClient noRegion =
                DatabaseClient.create(configBuilder().region(null).build());
        assertThat(noRegion.instances().restart(INSTANCE)).isEqualTo("ok");
        assertThatRequest(takeRequest()).sendsNoRegion();
    }
}
