package dev.cloudsdk.storage;

import static dev.cloudsdk.core.testing.RequestAssert.assertThatRequest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.UnreadableResponseException;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class RestoreVolumeBackupWireTest extends WireTest {
    static final UUID BACKUP = UUID.fromString("8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a");
    static final UUID VOLUME = UUID.fromString("4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d");
    static final String ACCEPTED = "{\"volume_id\":\"" + VOLUME + "\"}";

    private StorageClient storage() {
        return StorageClient.create(config());
    }

    @Test
    void restoreToANewVolumeSendsAnEmptyObjectWithRegion() {
        server.enqueue(json(202, ACCEPTED));
        assertThat(storage().backups().restore(BACKUP)).isEqualTo(VOLUME);
        assertThatRequest(takeRequest())
                .hasMethod("POST")
                .hasTarget("/api/v1/storage/backups/" + BACKUP + "/restore")
                .hasBearerToken(TOKEN)
                .sendsRegion(REGION)
                .hasJsonBody("{}");
    }

    @Test
    void restoreToAnExistingVolumeSendsItsId() {
        server.enqueue(json(202, ACCEPTED));
        UUID same = storage()
                .backups()
                .restore(
                        BACKUP,
                        RestoreVolumeBackupRequest.builder().volumeId(VOLUME).build());
        assertThat(same).isEqualTo(VOLUME);
        assertThatRequest(takeRequest()).hasJsonBody("{\"volume_id\":\"" + VOLUME + "\"}");
    }

    @Test
    void restoreToANamedNewVolumeSendsTheName() {
        server.enqueue(json(202, ACCEPTED + " "));
        storage()
                .backups()
                .restore(
                        BACKUP,
                        RestoreVolumeBackupRequest.builder()
                                .name("data-restored")
                                .build());
        assertThatRequest(takeRequest()).hasJsonBody("{\"name\":\"data-restored\"}");
    }

    @Test
    void anAcceptedRestoreWithoutAVolumeIdIsATypedError() {
        server.enqueue(json(202, "{\"status\":\"queued\"}"));
        assertThatThrownBy(() -> storage().backups().restore(BACKUP))
                .isExactlyInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("volume_id");
    }

    @Test
    void badInputNeverReachesTheNetwork() {
        assertThatThrownBy(() -> RestoreVolumeBackupRequest.builder().name(" ").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("name");
        assertThatThrownBy(() -> storage().backups().restore(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("backupId == null");
        StorageClient noRegion =
                StorageClient.create(configBuilder().region(null).build());
        assertThatThrownBy(() -> noRegion.backups().restore(BACKUP))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("RestoreVolumeBackup sends the X-Region header");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void withRegionChangesOnlyTheView() {
        server.enqueue(json(202, ACCEPTED));
        StorageClient s = storage();
        s.withRegion("ap-3").backups().restore(BACKUP);
        assertThatRequest(takeRequest()).sendsRegion("ap-3");
        assertThat(s.region()).isEqualTo(REGION);
    }
}
