package dev.cloudsdk.testkit;

/**
 * The emulator's states of a block storage volume, written on the wire in lower case with dashes
 * ({@code in-use}). A volume that is {@link #IN_USE} or {@link #RESTORING_BACKUP} cannot be a restore target (409).
 */
public enum VolumeStatus {
    /** Detached and idle: a valid restore target. */
    AVAILABLE("available"),
    /** Attached to a server: restore onto it answers 409. */
    IN_USE("in-use"),
    /** A restore onto it is running; becomes {@link #AVAILABLE} after the emulator's transition delay. */
    RESTORING_BACKUP("restoring-backup");

    private final String wire;

    VolumeStatus(String wire) {
        this.wire = wire;
    }

    /** @return the status as the storage service writes it, such as {@code in-use} */
    public String wireValue() {
        return wire;
    }
}
