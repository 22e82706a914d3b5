package dev.cloudsdk.database.model;

import org.jspecify.annotations.Nullable;

/**
 * A network address of an instance.
 *
 * @param address the address, or {@code null}
 * @param type the address type, or {@code null}
 * @param network the network, or {@code null}
 */
public record Address(@Nullable String address, @Nullable String type, @Nullable String network) {
}
