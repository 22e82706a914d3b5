package dev.cloudsdk.core.internal;

/** Reads a wire value into an enum that has a constant for values newer than the SDK. */
public final class Enums {
    private Enums() {
    }

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
}
