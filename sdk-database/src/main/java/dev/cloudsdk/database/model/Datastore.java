package dev.cloudsdk.database.model;

import java.util.UUID;

/**
 * The database engine of an instance.
 *
 * @param type the engine, such as {@code postgresql}, or {@code null}
 * @param version the engine version, or {@code null}
 * @param versionId the version's id, or {@code null}
 */
public record Datastore(String type, String version, UUID versionId) {
}
