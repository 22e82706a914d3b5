package dev.cloudsdk.loadbalancer.model;

import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A reference to a listener or member of a pool.
 *
 * @param id the referenced resource's id, or {@code null} when the server left it out
 */
public record PoolResourceRef(@Nullable UUID id) {
}
