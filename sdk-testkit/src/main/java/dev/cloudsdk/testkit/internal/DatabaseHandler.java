package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.InstanceStatus;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Predicate;
import mockwebserver3.RecordedRequest;

/** Restore database backup and Restart database instance. */
final class DatabaseHandler implements DatabaseEmulation {
    /** The flavor of what a backup restores when the request names none, {@code db.medium}. */
    private static final UUID FLAVOR = UUID.nameUUIDFromBytes("flavor:db.medium".getBytes(StandardCharsets.UTF_8));
    /** The size in GB of the volume every database backup restores when the request names none. */
    private static final int BACKUP_VOLUME_SIZE = 20;

    /**
     * A restored instance as the restore answers it, in the order of its members; {@link #json} sets the
     * {@code null} ones. The {@code version_id} is the name-based UUID of {@code postgresql:16}.
     */
    private static final ObjectNode RESTORED = (ObjectNode) Wire.parse("""
            {"id": null, "crn": null, "name": null, "status": null, "operating_status": null,
             "datastore": {"type": "postgresql", "version": "16", "version_id": "cc5ca508-c891-3896-9a4a-fa147dabe537"},
             "flavor": {"id": null, "name": "db.medium"}, "volume": {"size": null, "type": "ssd", "used": 0},
             "region": null, "addresses": [{"address": null, "type": "private", "network": "default"}],
             "hostname": null, "ip": [], "replicas": [], "public_access": false, "ssl_enabled": true,
             "backup_schedule": {"enabled": true, "time": "02:00", "retention_days": 7},
             "created_at": null, "updated_at": null}""");

    private final Store store;

    DatabaseHandler(Store store) {
        this.store = store;
    }

    @Override
    public Answer restoreDatabaseBackup(UUID backupId, RecordedRequest request) {
        ObjectNode body = Wire.body(request, true);
        String name = Wire.optionalText(body, "name");
        if (name == null || name.isBlank()) {
            throw ApiError.invalid("name", "name is required and must not be blank");
        }
        UUID flavorId = Objects.requireNonNullElse(Wire.optionalUuid(body, "flavor_id"), FLAVOR);
        int volumeSize = volumeSize(body);
        synchronized (store) {
            ObjectNode backup = store.restorable(Store.Own.DATABASE_BACKUP, backupId, null);
            ObjectNode instance =
                    store.add(Store.Own.INSTANCE, backup.get("region").asText(), name, InstanceStatus.RESTORING);
            store.finishLater(instance, InstanceStatus.RESTORING, InstanceStatus.ACTIVE);
            return new Answer(202, Wire.object().set("database_instance", json(instance, flavorId, volumeSize)));
        }
    }

    @Override
    public Answer restartDatabaseInstance(UUID instanceId, RecordedRequest request) {
        ObjectNode body = Wire.body(request, false);
        JsonNode f = body == null ? null : body.get("force");
        if (f != null && !f.isBoolean()) {
            throw ApiError.invalid("force", "force must be a boolean");
        }
        boolean force = f != null && f.booleanValue();
        synchronized (store) {
            ObjectNode instance = store.inRegion(Store.Own.INSTANCE, instanceId, null);
            InstanceStatus status = Store.status(instance, InstanceStatus.class);
            if (!restartable(status, force)) {
                throw ApiError.conflict("database instance " + instanceId + " is " + status
                        + (busy(status) ? "; use force=true to restart it anyway" : "; it cannot be restarted"));
            }
            store.finishLater(instance, InstanceStatus.REBOOT, InstanceStatus.ACTIVE);
            String message = "Restart of database instance " + instanceId + " accepted" + (force ? " (forced)" : "");
            return new Answer(202, Wire.object().put("message", message));
        }
    }

    /** A backup in a state the restore refuses. */
    @Override
    public Map<String, String> restoreDatabaseBackupConflict(String region) {
        return store.seedRefused(
                "database_backup_id", Store.Own.DATABASE_BACKUP, region, null, BackupStatus.class, Store::restorable);
    }

    /** An instance in a state the restart refuses, even with {@code force}. */
    @Override
    public Map<String, String> restartDatabaseInstanceConflict(String region) {
        Predicate<InstanceStatus> forced = s -> restartable(s, true);
        return store.seedRefused(
                "database_instance_id", Store.Own.INSTANCE, region, "orders", InstanceStatus.class, forced);
    }

    private static boolean busy(InstanceStatus s) {
        return s == InstanceStatus.REBOOT || s == InstanceStatus.RESTORING;
    }

    private static boolean restartable(InstanceStatus s, boolean force) {
        return s == InstanceStatus.ACTIVE || (force && busy(s));
    }

    /** @return the volume size the restore asks for, or the backup's */
    private static int volumeSize(ObjectNode body) {
        JsonNode v = body.get("volume_size");
        if (v == null) {
            return BACKUP_VOLUME_SIZE;
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt() || v.intValue() < 1) {
            throw ApiError.invalid("volume_size", "volume_size must be a positive integer, was " + v);
        }
        return v.intValue();
    }

    /**
     * @param i the instance as the store holds it
     * @param flavorId the flavor the restore asked for, or the default
     * @param volumeSize the volume size the restore asked for, or the backup's
     * @return the instance as the restore answers it: {@link #RESTORED} with its own values, created and updated now.
     *     The emulator keeps no more of it than the admin state shows: no operation reads an instance back.
     */
    static ObjectNode json(ObjectNode i, UUID flavorId, int volumeSize) {
        String now = Wire.now();
        String id = i.get("id").asText();
        String name = i.get("name").asText();
        String region = i.get("region").asText();
        String status = i.get("status").asText();
        String host = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9-]", "-") + "-" + id.substring(0, 8) + ".db."
                + region + ".example.cloud";
        int hash = UUID.fromString(id).hashCode();
        String ip = "10.0." + (hash >>> 8 & 0xff) + "." + (hash & 0xfe | 1);
        ObjectNode o = RESTORED.deepCopy()
                .put("id", id)
                .put("crn", "crn:" + region + ":database:instance:" + id)
                .put("name", name)
                .put("status", status)
                .put("operating_status", status.equals(InstanceStatus.ACTIVE.name()) ? "ONLINE" : "OFFLINE")
                .put("region", region)
                .put("hostname", host)
                .put("created_at", now)
                .put("updated_at", now);
        ((ObjectNode) o.get("flavor")).put("id", flavorId.toString());
        ((ObjectNode) o.get("volume")).put("size", volumeSize);
        ((ObjectNode) o.get("addresses").get(0)).put("address", ip);
        ((ArrayNode) o.get("ip")).add(ip);
        return o;
    }
}
