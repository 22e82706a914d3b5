package dev.cloudsdk.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.runtime.Json;
import dev.cloudsdk.core.testing.CodecDifferential;
import dev.cloudsdk.core.testing.Databind;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The generated {@link StorageJson} against the databind path it replaces. */
class StorageJsonTest {
    @Test
    void theRestoreWriterWritesWhatDatabindWrites() {
        UUID id = UUID.fromString("6a3e4a5c-4d0d-4f3b-9a6c-0b8e3a1f2c11");
        Json json = new Json(1 << 20, Json.DEFAULT_MAX_PAGE_ITEMS);
        Databind databind = new Databind(1 << 20);
        assertThat(CodecDifferential.writeDifferences(
                        List.of(
                                RestoreVolumeBackupRequest.builder().build(),
                                RestoreVolumeBackupRequest.builder()
                                        .volumeId(id)
                                        .build(),
                                RestoreVolumeBackupRequest.builder()
                                        .name("v \u00e9\uD83D\uDE00")
                                        .build()),
                        databind::write,
                        r -> json.write(r, StorageJson::writeRestoreVolumeBackupRequest)))
                .isEmpty();
    }
}
