package dev.cloudsdk.loadbalancer.model;

import com.fasterxml.jackson.annotation.JsonEnumDefaultValue;
import dev.cloudsdk.core.internal.Enums;
import org.jspecify.annotations.Nullable;

/** The protocol of a pool. */
public enum Protocol {
    /** HTTP. */
    HTTP,
    /** HTTPS. */
    HTTPS,
    /** PROXY protocol v1. */
    PROXY,
    /** PROXY protocol v2. */
    PROXYV2,
    /** TCP. */
    TCP,
    /** UDP. */
    UDP,
    /** SCTP. */
    SCTP,
    /** A value this version of the SDK does not know; read the text from {@code Pool.protocolAsString()}. */
    @JsonEnumDefaultValue
    UNKNOWN_TO_SDK_VERSION;

    /**
     * @param value the wire value, or {@code null}
     * @return the constant, {@link #UNKNOWN_TO_SDK_VERSION} for a value this SDK does not know, {@code null} for null
     */
    public static @Nullable Protocol fromValue(@Nullable String value) {
        return Enums.fromValue(values(), value, UNKNOWN_TO_SDK_VERSION);
    }
}
