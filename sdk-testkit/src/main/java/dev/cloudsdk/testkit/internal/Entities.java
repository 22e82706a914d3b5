package dev.cloudsdk.testkit.internal;

import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.InstanceStatus;
import dev.cloudsdk.testkit.VolumeStatus;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Predicate;

/** The emulator's resources. Mutable; every field is guarded by the {@link Store}'s lock. */
final class Entities {
    private Entities() {}

    /** @return whether a backup in that state can be restored, database or volume: only an AVAILABLE one */
    static boolean restorable(BackupStatus status) {
        return status == BackupStatus.AVAILABLE;
    }

    /**
     * @param kind the backup's kind in messages, such as {@code volume backup}
     * @param region the region the request names, or {@code null} where its path names none (a database backup)
     * @return the backup a restore starts from
     * @throws ApiError 404 when there is none (in the region); 409 when it is not {@link #restorable}
     */
    static Backup restorable(Map<UUID, Backup> backups, String kind, UUID id, String region) {
        Backup backup = backups.get(id);
        if (backup == null || (region != null && !backup.region.equals(region))) {
            throw ApiError.notFound(kind + " " + id + " not found" + (region == null ? "" : " in region " + region));
        }
        if (!restorable(backup.status)) {
            throw ApiError.conflict(
                    kind + " " + id + " is " + backup.status + "; only an AVAILABLE backup can be restored");
        }
        return backup;
    }

    /**
     * The state a conflict hook ({@code <operationId>Conflict}) seeds, taken from the rule itself, so that the two
     * cannot disagree.
     *
     * @return the first state of the type that the rule refuses
     * @throws IllegalStateException when it refuses none: then no state produces the operation's 409
     */
    static <S extends Enum<S>> S refused(Class<S> states, Predicate<S> allowed) {
        for (S s : states.getEnumConstants()) {
            if (!allowed.test(s)) {
                return s;
            }
        }
        throw new IllegalStateException("no " + states.getSimpleName() + " is refused: no state produces the 409");
    }

    /**
     * An immutable recordset, so never updated and no action pending; the zone keeps them in list order (name, type,
     * id).
     */
    record Recordset(
            UUID id,
            String name,
            String type,
            String status,
            int ttl,
            List<String> records,
            String description,
            String createdAt) {
        static final Comparator<Recordset> ORDER = Comparator.comparing(Recordset::name)
                .thenComparing(Recordset::type)
                .thenComparing(Recordset::id);
    }

    /** A zone, with its recordsets in list order (name, type, id). */
    record Zone(UUID id, String region, String name, NavigableSet<Recordset> recordsets) {
        Zone(UUID id, String region, String name) {
            this(id, region, name, new TreeSet<>(Recordset.ORDER));
        }
    }

    /** A database or volume backup: restorable in one state only ({@link #restorable}). */
    static final class Backup {
        final UUID id;
        final String region;
        BackupStatus status;
        /** The size in GB of the volume it restores: a database instance's, or a volume's. */
        final int size;

        Backup(UUID id, String region, BackupStatus status, int size) {
            this.id = id;
            this.region = region;
            this.status = status;
            this.size = size;
        }
    }

    /** A resource whose state moves on its own when accepted work finishes: a database instance, or a volume. */
    abstract static class Stateful<S extends Enum<S>> {
        final UUID id;
        final String region;
        final String name;
        S status;
        /** Bumped on every change of state, so a stale scheduled transition knows to do nothing. */
        long generation;

        Stateful(UUID id, String region, String name, S status) {
            this.id = id;
            this.region = region;
            this.name = name;
            this.status = status;
        }

        /** Sets the state, cancelling any transition still pending. */
        void set(S next) {
            status = next;
            generation++;
        }
    }

    static final class DatabaseInstance extends Stateful<InstanceStatus> {
        final UUID flavorId;
        final int volumeSize;
        final String createdAt = Wire.now();
        String updatedAt = createdAt;

        DatabaseInstance(UUID id, String region, String name, InstanceStatus status, UUID flavorId, int volumeSize) {
            super(id, region, name, status);
            this.flavorId = flavorId;
            this.volumeSize = volumeSize;
        }
    }

    static final class Volume extends Stateful<VolumeStatus> {
        UUID restoredFrom;

        Volume(UUID id, String region, String name, VolumeStatus status) {
            super(id, region, name, status);
        }
    }
}
