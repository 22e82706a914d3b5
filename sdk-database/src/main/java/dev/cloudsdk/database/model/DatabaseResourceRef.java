package dev.cloudsdk.database.model;

import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A reference to another resource: a flavor, a replica, the instance this one replicates, a configuration.
 *
 * @param id the id, or {@code null} when the server left it out
 * @param name the name, or {@code null} when the server left it out
 */
public record DatabaseResourceRef(@Nullable UUID id, @Nullable String name) {
}
