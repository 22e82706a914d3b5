package dev.cloudsdk.testkit.internal;

import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.InstanceStatus;
import dev.cloudsdk.testkit.VolumeStatus;
import java.util.Comparator;
import java.util.HashMap;
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

    /** A load balancer. Its pools are kept in {@link Store#resources}, of kind {@link Store#POOL_KIND}. */
    record LoadBalancer(UUID id, String region, List<UUID> listeners) {}

    /** An immutable recordset; the zone keeps them in list order (name, type, id). */
    record Recordset(
            UUID id,
            String name,
            String type,
            String status,
            String action,
            int ttl,
            List<String> records,
            String description,
            String createdAt,
            String updatedAt) {
        static final Comparator<Recordset> ORDER = Comparator.comparing(Recordset::name)
                .thenComparing(Recordset::type)
                .thenComparing(Recordset::id);
    }

    static final class Zone {
        final UUID id;
        final String region;
        final String name;
        /** The recordsets in list order. */
        final NavigableSet<Recordset> recordsets = new TreeSet<>(Recordset.ORDER);
        /** The recordsets by id: a list marker names one. */
        final Map<UUID, Recordset> byId = new HashMap<>();

        Zone(UUID id, String region, String name) {
            this.id = id;
            this.region = region;
            this.name = name;
        }

        void add(Recordset r) {
            recordsets.add(r);
            byId.put(r.id(), r);
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
