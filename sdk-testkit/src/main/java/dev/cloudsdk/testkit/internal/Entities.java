package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.testkit.BackupStatus;
import java.util.Comparator;
import java.util.List;
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
     * @param kind {@link Store#DATABASE_BACKUP} or {@link Store#VOLUME_BACKUP}, its name the messages' word
     * @param region the region the request names, or {@code null} where its path names none (a database backup)
     * @return the backup a restore starts from
     * @throws ApiError 404 when there is none (in the region); 409 when it is not {@link #restorable}
     */
    static ObjectNode restorable(Store store, Resources.Kind kind, UUID id, String region) {
        ObjectNode backup = store.find(kind, id);
        if (backup == null || (region != null && !backup.get("region").asText().equals(region))) {
            throw ApiError.notFound(
                    kind.name() + " " + id + " not found" + (region == null ? "" : " in region " + region));
        }
        BackupStatus status = Store.status(backup, BackupStatus.class);
        if (!restorable(status)) {
            throw ApiError.conflict(
                    kind.name() + " " + id + " is " + status + "; only an AVAILABLE backup can be restored");
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
}
