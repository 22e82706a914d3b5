package dev.cloudsdk.core.runtime;

import org.jspecify.annotations.Nullable;

/**
 * The argument checks the generated {@code *Api} classes share, so that each operation's check is a list of
 * rules rather than hand code: every argument non-null, and a body member equal to the path value it repeats.
 */
public final class Arguments {
    private Arguments() {}

    /**
     * @param value an argument
     * @param name its name in the message
     * @throws NullPointerException {@code "name == null"} when the value is null
     */
    public static void notNull(@Nullable Object value, String name) {
        if (value == null) {
            throw new NullPointerException(name + " == null");
        }
    }

    /**
     * Refuses a request body that names another resource than the path does. The API does not say which one
     * wins, so the contradiction is refused rather than guessed at; a body member left out ({@code null}) is
     * fine.
     *
     * @param bodyName the body member's Java name, such as {@code loadBalancerId}
     * @param bodyValue the body member's value, or {@code null}
     * @param pathName the path argument's Java name
     * @param pathValue the path argument's value
     * @throws IllegalArgumentException when the body member is set and differs from the path value
     */
    public static void matchesPath(String bodyName, @Nullable Object bodyValue, String pathName, Object pathValue) {
        if (bodyValue != null && !bodyValue.equals(pathValue)) {
            throw new IllegalArgumentException(
                    "request." + bodyName + " " + bodyValue + " differs from the path's " + pathName + " " + pathValue);
        }
    }
}
