package dev.cloudsdk.database.model;

import org.jspecify.annotations.Nullable;

/**
 * The body of Restart database instance.
 *
 * @param force restart even if the instance is busy; {@code null} leaves it out (the server's default is false)
 */
public record RestartDatabaseInstanceRequest(@Nullable Boolean force) {
    private static final RestartDatabaseInstanceRequest DEFAULTS = new RestartDatabaseInstanceRequest(null);
    private static final RestartDatabaseInstanceRequest FORCED = new RestartDatabaseInstanceRequest(true);

    /** @return a request with no field set: the body is {@code {}} */
    public static RestartDatabaseInstanceRequest defaults() {
        return DEFAULTS;
    }

    /** @return a request that restarts even a busy instance: the body is {@code {"force":true}} */
    public static RestartDatabaseInstanceRequest forced() {
        return FORCED;
    }
}
