package dev.cloudsdk.database.model;

import org.jspecify.annotations.Nullable;

/**
 * When an instance is backed up.
 *
 * @param enabled whether scheduled backups run, or {@code null}
 * @param time the time of day, {@code HH:MM}, or {@code null}
 * @param retentionDays how many days backups are kept, or {@code null}
 */
public record BackupSchedule(@Nullable Boolean enabled, @Nullable String time, @Nullable Integer retentionDays) {
}
