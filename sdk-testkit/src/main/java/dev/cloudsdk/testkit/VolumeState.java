package dev.cloudsdk.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.testkit.internal.Store;
import java.time.Duration;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A live view of one volume inside the emulator: every call reads the current state. Get one from
 * {@link CloudEmulator#volume(UUID)}.
 */
public final class VolumeState {
    private final Store store;
    private final UUID id;

    VolumeState(Store store, UUID id) {
        this.store = store;
        this.id = id;
        store.read(Store.Own.VOLUME, id);
    }

    /** @return the volume id */
    public UUID id() {
        return id;
    }

    /** @return the current state */
    public VolumeStatus status() {
        return Store.status(store.read(Store.Own.VOLUME, id), VolumeStatus.class);
    }

    /** @return the volume name */
    public String name() {
        return store.read(Store.Own.VOLUME, id).get("name").asText();
    }

    /** @return the backup this volume was last restored from, or {@code null} when none */
    public @Nullable UUID restoredFrom() {
        JsonNode from = store.read(Store.Own.VOLUME, id).get("restored_from");
        return from.isNull() ? null : UUID.fromString(from.asText());
    }

    /**
     * Sets the state, as if the service had moved it; a pending transition of this volume is cancelled.
     *
     * @param status the new state
     * @throws NullPointerException if {@code status} is null ("status == null"), before anything changes
     */
    public void setStatus(VolumeStatus status) {
        store.setStatus(Store.Own.VOLUME, id, status);
    }

    /**
     * Waits until the volume reaches a state.
     *
     * @param expected the state to wait for
     * @param timeout the longest wait
     * @return this view
     * @throws IllegalStateException when the state is not reached in time
     * @throws java.util.concurrent.CancellationException when interrupted (the interrupt flag is kept)
     */
    public VolumeState awaitStatus(VolumeStatus expected, Duration timeout) {
        store.awaitStatus(Store.Own.VOLUME, id, VolumeStatus.class, expected, timeout);
        return this;
    }
}
