package dev.cloudsdk.database.model;

/**
 * When an instance is backed up.
 *
 * @param enabled whether scheduled backups run, or {@code null}
 * @param time the time of day, {@code HH:MM}, or {@code null}
 * @param retentionDays how many days backups are kept, or {@code null}
 */
public record BackupSchedule(Boolean enabled, String time, Integer retentionDays) {
}
