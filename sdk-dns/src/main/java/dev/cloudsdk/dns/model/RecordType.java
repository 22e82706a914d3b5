package dev.cloudsdk.dns.model;

import com.fasterxml.jackson.annotation.JsonEnumDefaultValue;
import dev.cloudsdk.core.internal.Enums;
import org.jspecify.annotations.Nullable;

/** The type of a DNS recordset. */
public enum RecordType {
    /** IPv4 address. */
    A,
    /** IPv6 address. */
    AAAA,
    /** Canonical name. */
    CNAME,
    /** Mail exchange. */
    MX,
    /** Name server. */
    NS,
    /** Pointer. */
    PTR,
    /** Start of authority. */
    SOA,
    /** Sender policy framework. */
    SPF,
    /** Service locator. */
    SRV,
    /** SSH fingerprint. */
    SSHFP,
    /** Text. */
    TXT,
    /** Certification authority authorization. */
    CAA,
    /** Naming authority pointer. */
    NAPTR,
    /** A type this version of the SDK does not know; read the text from {@code Recordset.typeAsString()}. */
    @JsonEnumDefaultValue
    UNKNOWN_TO_SDK_VERSION;

    /**
     * @param value the wire value, or {@code null}
     * @return the constant, {@link #UNKNOWN_TO_SDK_VERSION} for a value this SDK does not know, {@code null} for null
     */
    public static @Nullable RecordType fromValue(@Nullable String value) {
        return Enums.fromValue(values(), value, UNKNOWN_TO_SDK_VERSION);
    }
}
