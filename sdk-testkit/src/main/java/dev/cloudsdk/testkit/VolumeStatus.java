package dev.cloudsdk.testkit;

import java.util.Locale;

/**
 * The emulator's states of a block storage volume, written on the wire in lower case with dashes
 * ({@code in-use}). A volume that is {@link #IN_USE} or {@link #RESTORING_BACKUP} cannot be a restore target (409).
 */
public enum VolumeStatus {
    /** Detached and idle: a valid restore target. */
    AVAILABLE,
    /** Attached to a server: restore onto it answers 409. */
    IN_USE,
    /** A restore onto it is running; becomes {@link #AVAILABLE} after the emulator's transition delay. */
    RESTORING_BACKUP;

    /** @return the status as the storage service writes it, such as {@code in-use} */
    public String wireValue() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
