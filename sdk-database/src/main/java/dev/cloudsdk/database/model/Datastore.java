package dev.cloudsdk.database.model;

import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * The database engine of an instance.
 *
 * @param type the engine, such as {@code postgresql}, or {@code null}
 * @param version the engine version, or {@code null}
 * @param versionId the version's id, or {@code null}
 */
public record Datastore(@Nullable String type, @Nullable String version, @Nullable UUID versionId) {
}
