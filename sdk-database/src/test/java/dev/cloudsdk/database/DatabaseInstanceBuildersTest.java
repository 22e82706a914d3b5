package dev.cloudsdk.database;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.Crn;
import dev.cloudsdk.core.testing.Databind;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.database.model.Address;
import dev.cloudsdk.database.model.BackupSchedule;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.DatabaseResourceRef;
import dev.cloudsdk.database.model.Datastore;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.database.model.Volume;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The builders of the database's response records, which users make in tests instead of the constructors. */
class DatabaseInstanceBuildersTest extends WireTest {
    static final UUID BACKUP = UUID.fromString("2f3e4d5c-6b7a-4988-9a7b-6c5d4e3f2a1b");
    static final UUID INSTANCE = UUID.fromString("7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f");
    static final Crn CRN = Crn.of("crn:eu-1:database:instance:" + INSTANCE);
    static final UUID VERSION = UUID.fromString("d1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a");
    static final UUID FLAVOR = UUID.fromString("e2f3a4b5-c6d7-4e8f-9a0b-1c2d3e4f5a6b");
    static final UUID REPLICA = UUID.fromString("f3a4b5c6-d7e8-4f9a-8b1c-2d3e4f5a6b7c");
    static final UUID PRIMARY = UUID.fromString("a4b5c6d7-e8f9-4a0b-9c2d-3e4f5a6b7c8d");
    static final UUID CONFIGURATION = UUID.fromString("b5c6d7e8-f9a0-4b1c-8d3e-4f5a6b7c8d9e");
    static final Instant AT = Instant.parse("2026-11-23T03:00:05Z");

    private static DatabaseResourceRef ref(UUID id, String name) {
        return DatabaseResourceRef.builder().id(id).name(name).build();
    }

    private static Address address(String address, String type, String network) {
        return Address.builder().address(address).type(type).network(network).build();
    }

    /** The instance of {@code database/restore-accepted.json}, every component of every record built. */
    private static DatabaseInstance restored() {
        return DatabaseInstance.builder()
                .id(INSTANCE)
                .crn(CRN)
                .name("orders-restored")
                .status("RESTORING")
                .operatingStatus("OFFLINE")
                .datastore(Datastore.builder()
                        .type("postgresql")
                        .version("16.4")
                        .versionId(VERSION)
                        .build())
                .flavor(ref(FLAVOR, "db.m2.large"))
                .volume(Volume.builder().size(100).type("ssd").used(0).build())
                .region("eu-1")
                .addresses(List.of(
                        address("10.0.4.17", "private", "backend"), address("203.0.113.40", "public", "internet")))
                .hostname("orders-restored.db.eu-1.example.cloud")
                .ip(List.of("10.0.4.17", "203.0.113.40"))
                .replicas(List.of(ref(REPLICA, "orders-restored-r1")))
                .replicaOf(ref(PRIMARY, "orders"))
                .configuration(ref(CONFIGURATION, "pg16-default"))
                .publicAccess(false)
                .sslEnabled(true)
                .backupSchedule(BackupSchedule.builder()
                        .enabled(true)
                        .time("03:30")
                        .retentionDays(14)
                        .build())
                .createdAt(AT)
                .updatedAt(AT)
                .build();
    }

    @Test
    void builderSetsEveryComponentAsTheCanonicalConstructorDoes() {
        assertThat(restored())
                .isEqualTo(new DatabaseInstance(
                        INSTANCE,
                        CRN,
                        "orders-restored",
                        "RESTORING",
                        "OFFLINE",
                        new Datastore("postgresql", "16.4", VERSION, null),
                        new DatabaseResourceRef(FLAVOR, "db.m2.large", null),
                        new Volume(100, "ssd", 0, null),
                        "eu-1",
                        List.of(
                                new Address("10.0.4.17", "private", "backend", null),
                                new Address("203.0.113.40", "public", "internet", null)),
                        "orders-restored.db.eu-1.example.cloud",
                        List.of("10.0.4.17", "203.0.113.40"),
                        List.of(new DatabaseResourceRef(REPLICA, "orders-restored-r1", null)),
                        new DatabaseResourceRef(PRIMARY, "orders", null),
                        new DatabaseResourceRef(CONFIGURATION, "pg16-default", null),
                        false,
                        true,
                        new BackupSchedule(true, "03:30", 14, null),
                        AT,
                        AT,
                        null));
    }

    @Test
    void builderDefaultsToNullScalarsAndEmptyLists() {
        DatabaseInstance empty = DatabaseInstance.builder().build();
        assertThat(empty)
                .isEqualTo(new DatabaseInstance(
                        null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                        null, null, null, null, null));
        assertThat(empty.datastore()).isNull();
        assertThat(empty.addresses()).isEmpty();
        assertThat(empty.ip()).isEmpty();
        assertThat(empty.replicas()).isEmpty();
        assertThat(Address.builder().build()).isEqualTo(new Address(null, null, null, null));
        assertThat(BackupSchedule.builder().build()).isEqualTo(new BackupSchedule(null, null, null, null));
        assertThat(Volume.builder().build()).isEqualTo(new Volume(null, null, null, null));
        assertThat(Datastore.builder().build()).isEqualTo(new Datastore(null, null, null, null));
        assertThat(DatabaseResourceRef.builder().build()).isEqualTo(new DatabaseResourceRef(null, null, null));
    }

    @Test
    void builderCopiesListsRatherThanAliasingThem() {
        List<String> ip = new ArrayList<>(List.of("10.0.4.17"));
        List<DatabaseResourceRef> replicas = new ArrayList<>(List.of(ref(REPLICA, "r1")));
        DatabaseInstance i =
                DatabaseInstance.builder().ip(ip).replicas(replicas).build();
        ip.add("10.0.4.18");
        replicas.clear();
        assertThat(i.ip()).containsExactly("10.0.4.17");
        assertThat(i.replicas()).containsExactly(ref(REPLICA, "r1"));
        assertThatThrownBy(() -> i.addresses().add(address("a", "b", "c")))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void toBuilderRoundTripsEveryRecord() {
        DatabaseInstance i = restored();
        assertThat(i.toBuilder().build()).isEqualTo(i);
        assertThat(i.datastore().toBuilder().build()).isEqualTo(i.datastore());
        assertThat(i.flavor().toBuilder().build()).isEqualTo(i.flavor());
        assertThat(i.volume().toBuilder().build()).isEqualTo(i.volume());
        assertThat(i.addresses().get(0).toBuilder().build())
                .isEqualTo(i.addresses().get(0));
        assertThat(i.backupSchedule().toBuilder().build()).isEqualTo(i.backupSchedule());
        DatabaseInstance active = i.toBuilder().status("ACTIVE").build();
        assertThat(active.status()).isEqualTo("ACTIVE");
        assertThat(active.toBuilder().status("RESTORING").build()).isEqualTo(i);
    }

    @Test
    void theFixtureReadsIntoExactlyTheBuiltInstance() {
        server.enqueue(json(202, fixture("database/restore-accepted.json")));
        DatabaseInstance read = DatabaseClient.create(config())
                .backups()
                .restore(BACKUP, RestoreDatabaseBackupRequest.named("orders-restored"));
        assertThat(read).isEqualTo(restored());
    }

    @Test
    void aBuiltInstanceWrittenWithTheSdksJsonReadsBackEqual() throws Exception {
        Databind json = new Databind(1 << 20);
        byte[] written = json.write(restored());
        assertThat(json.reader(DatabaseInstance.class).<DatabaseInstance>readValue(written))
                .isEqualTo(restored());
        // The same members as the server's JSON, nested records included: the builder methods add none.
        byte[] served = fixture("database/restore-accepted.json").getBytes(StandardCharsets.UTF_8);
        assertThat(json.treeOrNull(written)).isEqualTo(json.treeOrNull(served).get("database_instance"));
    }
}
