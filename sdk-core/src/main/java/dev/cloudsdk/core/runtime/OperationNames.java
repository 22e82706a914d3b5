package dev.cloudsdk.core.runtime;

import dev.cloudsdk.core.OperationName;
import dev.cloudsdk.core.internal.InternalBridge;

/**
 * Where the generated {@code *Operations} classes get their {@link OperationName} constants. The factory itself is
 * installed in the engine ({@code InternalBridge}), which the service modules cannot reach, so that they can
 * declare names but never replace the factory.
 */
public final class OperationNames {
    private OperationNames() {}

    /**
     * Declares an operation's name: the only way to make an {@link OperationName}, so that applications hold only
     * the service modules' constants.
     *
     * @param value the name in UpperCamelCase, such as {@code CreatePool}
     * @return the name
     * @throws IllegalArgumentException when not UpperCamelCase letters and digits
     * @throws NullPointerException when null
     */
    public static OperationName operationName(String value) {
        return InternalBridge.CORE.operationName(value);
    }
}
