package dev.cloudsdk.loadbalancer.model;

import com.fasterxml.jackson.annotation.JsonEnumDefaultValue;
import dev.cloudsdk.core.internal.Enums;
import org.jspecify.annotations.Nullable;

/** How a pool spreads connections over its members. */
public enum LbAlgorithm {
    /** Each member in turn. */
    ROUND_ROBIN,
    /** The member with the fewest open connections. */
    LEAST_CONNECTIONS,
    /** By a hash of the source IP address. */
    SOURCE_IP,
    /** By a hash of the source IP address and port. */
    SOURCE_IP_PORT,
    /** A value this version of the SDK does not know; read the text from {@code Pool.lbAlgorithmAsString()}. */
    @JsonEnumDefaultValue
    UNKNOWN_TO_SDK_VERSION;

    /**
     * @param value the wire value, or {@code null}
     * @return the constant, {@link #UNKNOWN_TO_SDK_VERSION} for a value this SDK does not know, {@code null} for null
     */
    public static @Nullable LbAlgorithm fromValue(@Nullable String value) {
        return Enums.fromValue(values(), value, UNKNOWN_TO_SDK_VERSION);
    }
}
