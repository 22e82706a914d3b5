package dev.cloudsdk.database;

import static dev.cloudsdk.core.testing.RequestAssert.assertThatRequest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.UnreadableResponseException;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.database.model.Address;
import dev.cloudsdk.database.model.BackupSchedule;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.DatabaseResourceRef;
import dev.cloudsdk.database.model.Datastore;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.database.model.Volume;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class RestoreDatabaseBackupWireTest extends WireTest {
    static final UUID BACKUP = UUID.fromString("2f3e4d5c-6b7a-4988-9a7b-6c5d4e3f2a1b");
    /** The instance the restore fixture describes. */
    static final UUID INSTANCE = UUID.fromString("7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f");

    static final UUID FLAVOR = UUID.fromString("e2f3a4b5-c6d7-4e8f-9a0b-1c2d3e4f5a6b");

    private DatabaseClient db() {
        return DatabaseClient.create(config());
    }

    @Test
    void restoreSendsExactRequestWithoutRegion() {
        server.enqueue(json(202, fixture("database/restore-accepted.json")));
        db().backups()
                .restore(
                        BACKUP,
                        RestoreDatabaseBackupRequest.builder()
                                .name("orders-restored")
                                .build());
        assertThatRequest(takeRequest())
                .hasMethod("POST")
                .hasTarget("/api/v1/database-backups/" + BACKUP + "/restore")
                .hasBearerToken(TOKEN)
                .sendsNoRegion()
                .hasJsonBody("{\"name\":\"orders-restored\"}");
    }

    @Test
    void restoreReadsEveryDocumentedFieldOfTheAcceptedInstance() {
        server.enqueue(json(202, fixture("database/restore-accepted.json")));
        DatabaseInstance i = db().backups().restore(BACKUP, RestoreDatabaseBackupRequest.named("orders-restored"));
        assertThat(i.id()).isEqualTo(INSTANCE);
        assertThat(i.crn().serviceArea()).contains("database");
        assertThat(i.crn().resourceKind()).contains("instance");
        assertThat(i.name()).isEqualTo("orders-restored");
        assertThat(i.status()).isEqualTo("RESTORING");
        assertThat(i.operatingStatus()).isEqualTo("OFFLINE");
        assertThat(i.datastore())
                .isEqualTo(new Datastore(
                        "postgresql", "16.4", UUID.fromString("d1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a"), null));
        assertThat(i.flavor()).isEqualTo(new DatabaseResourceRef(FLAVOR, "db.m2.large", null));
        assertThat(i.volume()).isEqualTo(new Volume(100, "ssd", 0, null));
        assertThat(i.region()).isEqualTo("eu-1");
        assertThat(i.addresses())
                .containsExactly(
                        new Address("10.0.4.17", "private", "backend", null),
                        new Address("203.0.113.40", "public", "internet", null));
        assertThat(i.hostname()).isEqualTo("orders-restored.db.eu-1.example.cloud");
        assertThat(i.ip()).containsExactly("10.0.4.17", "203.0.113.40");
        assertThat(i.replicas())
                .containsExactly(new DatabaseResourceRef(
                        UUID.fromString("f3a4b5c6-d7e8-4f9a-8b1c-2d3e4f5a6b7c"), "orders-restored-r1", null));
        assertThat(i.replicaOf())
                .isEqualTo(new DatabaseResourceRef(
                        UUID.fromString("a4b5c6d7-e8f9-4a0b-9c2d-3e4f5a6b7c8d"), "orders", null));
        assertThat(i.configuration().name()).isEqualTo("pg16-default");
        assertThat(i.publicAccess()).isFalse();
        assertThat(i.sslEnabled()).isTrue();
        assertThat(i.backupSchedule()).isEqualTo(new BackupSchedule(true, "03:30", 14, null));
        assertThat(i.createdAt()).isEqualTo(Instant.parse("2026-11-23T03:00:05Z"));
        assertThat(i.updatedAt()).isEqualTo(Instant.parse("2026-11-23T03:00:05Z"));
    }

    @Test
    void aSparseInstanceWithUnknownFieldsIsRead() {
        server.enqueue(json(
                202,
                "{\"database_instance\":{\"id\":\"" + INSTANCE + "\",\"status\":\"QUEUED\","
                        + "\"maintenance_window\":{\"day\":\"sun\"}}}"));
        DatabaseInstance i = db().backups().restore(BACKUP, RestoreDatabaseBackupRequest.named("x"));
        assertThat(i.status()).isEqualTo("QUEUED");
        assertThat(i.datastore()).isNull();
        assertThat(i.addresses()).isEmpty();
        assertThat(i.replicas()).isEmpty();
    }

    @Test
    void membersTheSdkDoesNotKnowAreReadAtEveryLevel() {
        server.enqueue(json(202, fixture("database/restore-accepted.json")));
        server.enqueue(json(202, fixture("database/restore-with-unknown-members.json")));
        DatabaseInstance documented = db().backups().restore(BACKUP, RestoreDatabaseBackupRequest.named("x"));
        DatabaseInstance i = db().backups().restore(BACKUP, RestoreDatabaseBackupRequest.named("x"));

        assertThat(i.additionalProperties())
                .isEqualTo(Map.of("maintenance_window", Map.of("day", "sun", "start", "02:00", "hours", 2)));
        assertThat(i.datastore().additionalProperties()).isEqualTo(Map.of("extensions", List.of("pgvector")));
        assertThat(i.volume().additionalProperties()).isEqualTo(Map.of("iops", 3000));
        assertThat(i.addresses())
                .extracting(Address::additionalProperties)
                .containsExactly(Map.of(), Map.of("ipv6", false));
        assertThat(i.replicas().get(0).additionalProperties()).isEqualTo(Map.of("lag_seconds", new BigDecimal("1.5")));
        assertThat(i.backupSchedule().additionalProperties()).isEqualTo(Map.of("window_minutes", 30));
        assertThat(i.flavor().additionalProperties()).isEmpty();
        // The rest reads as without them.
        assertThat(i)
                .isEqualTo(documented.toBuilder()
                        .additionalProperty("maintenance_window", Map.of("day", "sun", "start", "02:00", "hours", 2))
                        .datastore(documented.datastore().toBuilder()
                                .additionalProperty("extensions", List.of("pgvector"))
                                .build())
                        .volume(documented.volume().toBuilder()
                                .additionalProperty("iops", 3000)
                                .build())
                        .addresses(List.of(
                                documented.addresses().get(0),
                                documented.addresses().get(1).toBuilder()
                                        .additionalProperty("ipv6", false)
                                        .build()))
                        .replicas(List.of(documented.replicas().get(0).toBuilder()
                                .additionalProperty("lag_seconds", 1.5)
                                .build()))
                        .backupSchedule(documented.backupSchedule().toBuilder()
                                .additionalProperty("window_minutes", 30)
                                .build())
                        .build());
    }

    @Test
    void anAcceptedRestoreWithoutTheInstanceIsATypedError() {
        server.enqueue(json(202, "{}"));
        assertThatThrownBy(() -> db().backups().restore(BACKUP, RestoreDatabaseBackupRequest.named("x")))
                .isExactlyInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("HTTP 202")
                .hasMessageContaining("database_instance");
    }
}
