package dev.cloudsdk.database.model;

/**
 * A network address of an instance.
 *
 * @param address the address, or {@code null}
 * @param type the address type, or {@code null}
 * @param network the network, or {@code null}
 */
public record Address(String address, String type, String network) {
}
