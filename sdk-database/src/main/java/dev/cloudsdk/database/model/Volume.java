package dev.cloudsdk.database.model;

/**
 * The storage volume of an instance.
 *
 * @param size the size, or {@code null}
 * @param type the volume type, or {@code null}
 * @param used the space used, or {@code null}
 */
public record Volume(Integer size, String type, Integer used) {
}
