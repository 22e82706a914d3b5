package dev.cloudsdk.testkit;

/**
 * The emulator's states of a database or volume backup. The API leaves the set open; these are the emulator's
 * own rules: only {@link #AVAILABLE} can be restored, every other state answers 409.
 */
public enum BackupStatus {
    /** Complete and restorable. */
    AVAILABLE,
    /** Still being taken: restore answers 409. */
    CREATING,
    /** Failed: restore answers 409. */
    ERROR,
    /** Being deleted: restore answers 409. */
    DELETING
}
