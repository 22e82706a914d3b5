package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.VolumeStatus;
import java.util.Map;
import java.util.UUID;
import mockwebserver3.RecordedRequest;

/** Restore volume backup. */
final class StorageHandler implements StorageEmulation {
    private final Store store;

    StorageHandler(Store store) {
        this.store = store;
    }

    @Override
    public Answer restoreVolumeBackup(UUID backupId, String region, RecordedRequest request) {
        ObjectNode body = Wire.body(request, false);
        UUID volumeId = body == null ? null : Wire.optionalUuid(body, "volume_id");
        String name = body == null ? null : Wire.optionalText(body, "name");
        synchronized (store) {
            store.restorable(Store.Own.VOLUME_BACKUP, backupId, region);
            ObjectNode target;
            if (volumeId != null) {
                target = store.inRegion(Store.Own.VOLUME, volumeId, region);
                VolumeStatus status = Store.status(target, VolumeStatus.class);
                if (status != VolumeStatus.AVAILABLE) {
                    throw ApiError.conflict("volume " + volumeId + " is " + status.wireValue()
                            + "; only an available volume can be a restore target");
                }
            } else {
                String volumeName =
                        name == null ? "restore-" + backupId.toString().substring(0, 8) : name;
                target = store.add(Store.Own.VOLUME, region, volumeName, VolumeStatus.RESTORING_BACKUP);
            }
            target.put("restored_from", backupId.toString());
            store.finishLater(target, VolumeStatus.RESTORING_BACKUP, VolumeStatus.AVAILABLE);
            return new Answer(
                    202, Wire.object().put("volume_id", target.get("id").asText()));
        }
    }

    /** A backup in a state the restore refuses. */
    @Override
    public Map<String, String> restoreVolumeBackupConflict(String region) {
        return store.seedRefused(
                "backup_id", Store.Own.VOLUME_BACKUP, region, null, BackupStatus.class, Store::restorable);
    }
}
