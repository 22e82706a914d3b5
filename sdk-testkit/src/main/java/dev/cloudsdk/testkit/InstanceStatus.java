package dev.cloudsdk.testkit;

/**
 * The emulator's states of a database instance. The API names only {@code ACTIVE}; the rest are the emulator's
 * own rules. Restart accepts {@link #ACTIVE}; with {@code force=true} also {@link #REBOOT} and {@link #RESTORING}
 * (busy); {@link #BUILD} and {@link #ERROR} always answer 409.
 */
public enum InstanceStatus {
    /** Running and restartable. */
    ACTIVE,
    /** Being created. */
    BUILD,
    /** Being restored from a backup; becomes {@link #ACTIVE} after the emulator's transition delay. */
    RESTORING,
    /** Restarting; becomes {@link #ACTIVE} after the emulator's transition delay. */
    REBOOT,
    /** Failed; never restartable. */
    ERROR
}
