package dev.cloudsdk.database.model;

import org.jspecify.annotations.Nullable;

/**
 * When an instance is backed up.
 *
 * <p>To make one in a test or a fake, use {@link #builder()}: the canonical constructor is not covered by the
 * compatibility promise, since a new component changes it.
 *
 * @param enabled whether scheduled backups run, or {@code null}
 * @param time the time of day, {@code HH:MM}, or {@code null}
 * @param retentionDays how many days backups are kept, or {@code null}
 */
public record BackupSchedule(@Nullable Boolean enabled, @Nullable String time, @Nullable Integer retentionDays) {

    /** @return a builder with every component {@code null} */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder().enabled(enabled).time(time).retentionDays(retentionDays);
    }

    /**
     * Builds a {@link BackupSchedule}, for tests and fakes. Setters are only ever added, so code that uses the builder
     * keeps compiling when the record gains a component. A component not set is {@code null}; {@link #build()} goes
     * through the canonical constructor.
     */
    public static final class Builder {
        private @Nullable Boolean enabled;
        private @Nullable String time;
        private @Nullable Integer retentionDays;

        private Builder() {
        }

        /**
         * @param enabled whether scheduled backups run, or {@code null}
         * @return this builder
         */
        public Builder enabled(@Nullable Boolean enabled) {
            this.enabled = enabled;
            return this;
        }

        /**
         * @param time the time of day, {@code HH:MM}, or {@code null}
         * @return this builder
         */
        public Builder time(@Nullable String time) {
            this.time = time;
            return this;
        }

        /**
         * @param retentionDays how many days backups are kept, or {@code null}
         * @return this builder
         */
        public Builder retentionDays(@Nullable Integer retentionDays) {
            this.retentionDays = retentionDays;
            return this;
        }

        /** @return the {@link BackupSchedule} */
        public BackupSchedule build() {
            return new BackupSchedule(enabled, time, retentionDays);
        }
    }
}
