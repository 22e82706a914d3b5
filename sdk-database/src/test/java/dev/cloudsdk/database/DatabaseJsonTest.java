package dev.cloudsdk.database;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cloudsdk.core.runtime.Json;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.testing.CodecDifferential;
import dev.cloudsdk.core.testing.Databind;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestartDatabaseInstanceRequest;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The generated {@link DatabaseJson} against the databind path it replaces, on odd values and the fixtures. */
class DatabaseJsonTest {
    private static final List<String> MEMBERS = List.of(
            "address",
            "addresses",
            "backup_schedule",
            "configuration",
            "created_at",
            "crn",
            "datastore",
            "enabled",
            "flavor",
            "hostname",
            "id",
            "ip",
            "name",
            "network",
            "operating_status",
            "public_access",
            "region",
            "replica_of",
            "replicas",
            "retention_days",
            "size",
            "ssl_enabled",
            "status",
            "time",
            "type",
            "updated_at",
            "used",
            "version",
            "version_id",
            "volume",
            "additional_properties");
    private final Json json = new Json(1 << 20, Json.DEFAULT_MAX_PAGE_ITEMS);
    private final Databind databind = new Databind(1 << 20);
    /** The whole body read by the databind oracle. */
    private final ResponseShape<Object> oracle = ResponseShape.whole(
            (p, s) -> databind.reader(DatabaseInstance.class).readValue(p));

    @Test
    void theInstanceReaderReadsWhatDatabindReads() throws Exception {
        assertThat(CodecDifferential.readDifferences(
                        b -> read(b, oracle),
                        b -> read(b, ResponseShape.whole(DatabaseJson::readDatabaseInstance)),
                        MEMBERS))
                .isEmpty();
        for (String fixture : List.of("restore-accepted.json", "restore-with-unknown-members.json")) {
            try (InputStream in = getClass().getResourceAsStream("/database/" + fixture)) {
                String instance =
                        new ObjectMapper().readTree(in).get("database_instance").toString();
                assertThat(CodecDifferential.readDifference(
                                instance,
                                b -> read(b, oracle),
                                b -> read(b, ResponseShape.whole(DatabaseJson::readDatabaseInstance))))
                        .as(fixture)
                        .isNull();
            }
        }
    }

    @Test
    void theRequestWritersWriteWhatDatabindWrites() {
        UUID id = UUID.fromString("6a3e4a5c-4d0d-4f3b-9a6c-0b8e3a1f2c11");
        assertThat(CodecDifferential.writeDifferences(
                        List.of(
                                RestoreDatabaseBackupRequest.builder()
                                        .name("db")
                                        .build(),
                                RestoreDatabaseBackupRequest.builder()
                                        .name("db \uD83D\uDE00")
                                        .flavorId(id)
                                        .volumeSize(1)
                                        .build()),
                        databind::write,
                        r -> json.write(r, DatabaseJson::writeRestoreDatabaseBackupRequest)))
                .isEmpty();
        assertThat(CodecDifferential.writeDifferences(
                        List.of(
                                RestartDatabaseInstanceRequest.builder().build(),
                                RestartDatabaseInstanceRequest.builder()
                                        .force(true)
                                        .build(),
                                RestartDatabaseInstanceRequest.builder()
                                        .force(false)
                                        .build()),
                        databind::write,
                        r -> json.write(r, DatabaseJson::writeRestartDatabaseInstanceRequest)))
                .isEmpty();
    }

    private Object read(String body, ResponseShape<?> shape) throws IOException {
        try (JsonParser p = json.parser(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)))) {
            return shape.read(p, json);
        }
    }
}
