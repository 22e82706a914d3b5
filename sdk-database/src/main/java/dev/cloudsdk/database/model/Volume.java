package dev.cloudsdk.database.model;

import org.jspecify.annotations.Nullable;

/**
 * The storage volume of an instance.
 *
 * @param size the size, or {@code null}
 * @param type the volume type, or {@code null}
 * @param used the space used, or {@code null}
 */
public record Volume(@Nullable Integer size, @Nullable String type, @Nullable Integer used) {
}
