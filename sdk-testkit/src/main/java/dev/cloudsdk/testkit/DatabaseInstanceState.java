package dev.cloudsdk.testkit;

import dev.cloudsdk.testkit.internal.Store;
import java.time.Duration;
import java.util.UUID;

/**
 * A live view of one database instance inside the emulator: every call reads the current state. Get one from
 * {@link CloudEmulator#databaseInstance(UUID)}.
 */
public final class DatabaseInstanceState {
    private final Store store;
    private final UUID id;

    DatabaseInstanceState(Store store, UUID id) {
        this.store = store;
        this.id = id;
        store.read(Store.Own.INSTANCE, id);
    }

    /** @return the instance id */
    public UUID id() {
        return id;
    }

    /** @return the current state */
    public InstanceStatus status() {
        return Store.status(store.read(Store.Own.INSTANCE, id), InstanceStatus.class);
    }

    /** @return the instance name */
    public String name() {
        return store.read(Store.Own.INSTANCE, id).get("name").asText();
    }

    /**
     * Sets the state, as if the service had moved it; a pending transition of this instance is cancelled.
     *
     * @param status the new state
     * @throws NullPointerException if {@code status} is null ("status == null"), before anything changes
     */
    public void setStatus(InstanceStatus status) {
        store.setStatus(Store.Own.INSTANCE, id, status);
    }

    /**
     * Waits until the instance reaches a state.
     *
     * @param expected the state to wait for
     * @param timeout the longest wait
     * @return this view
     * @throws IllegalStateException when the state is not reached in time
     * @throws java.util.concurrent.CancellationException when interrupted (the interrupt flag is kept)
     */
    public DatabaseInstanceState awaitStatus(InstanceStatus expected, Duration timeout) {
        store.awaitStatus(Store.Own.INSTANCE, id, InstanceStatus.class, expected, timeout);
        return this;
    }
}
