package dev.cloudsdk.core.runtime;

/** Reads a wire value into an enum that has a constant for values newer than the SDK. */
public final class Enums {
    private Enums() {}

    /**
     * @param constants the enum's constants, {@code values()}
     * @param value the wire value, or {@code null}
     * @param unknown the constant for a value this SDK does not know
     * @param <E> the enum
     * @return the constant named {@code value}, {@code unknown} when none is, {@code null} for null
     */
    public static <E extends Enum<E>> E fromValue(E[] constants, String value, E unknown) {
        if (value == null) {
            return null;
        }
        for (E e : constants) {
            if (e != unknown && e.name().equals(value)) {
                return e;
            }
        }
        return unknown;
    }

    /**
     * The way back from {@link #fromValue}: the wire text of a constant, for builders that take the enum beside the
     * text.
     *
     * @param value the constant, or {@code null}
     * @param unknown the constant for a value this SDK does not know, which has no wire text
     * @param component the record component the text goes into, without its {@code AsString} suffix, for the message
     * @param <E> the enum
     * @return the constant's wire text, {@code null} for null
     * @throws IllegalArgumentException for {@code unknown}: the caller must set the text itself
     */
    public static <E extends Enum<E>> String wireText(E value, E unknown, String component) {
        if (value == unknown) {
            throw new IllegalArgumentException(
                    component + " " + unknown.name() + " has no wire text: set " + component + "AsString");
        }
        return value == null ? null : value.name();
    }
}
