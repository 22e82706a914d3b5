package dev.cloudsdk.dns.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.cloudsdk.core.Crn;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A DNS recordset. Scalar components are {@code null} when the server left them out; {@code records} is never null.
 *
 * @param id the recordset id
 * @param crn the resource name
 * @param zoneId the owning zone
 * @param zoneName the zone's fully qualified name, with its trailing dot
 * @param name the fully qualified name, with its trailing dot
 * @param description the description
 * @param status such as {@code ACTIVE}; the API does not list every value
 * @param action such as {@code NONE}; the API does not list every value
 * @param typeAsString the type exactly as sent; see {@link #type()}
 * @param ttl the time to live in seconds
 * @param records the record data values
 * @param createdAt when it was created
 * @param updatedAt when it last changed
 */
public record Recordset(@Nullable UUID id, @Nullable Crn crn, @Nullable UUID zoneId, @Nullable String zoneName,
                        @Nullable String name, @Nullable String description, @Nullable String status,
                        @Nullable String action, @JsonProperty("type") @Nullable String typeAsString,
                        @Nullable Integer ttl, List<String> records, @Nullable Instant createdAt,
                        @Nullable Instant updatedAt) {

    /**
     * Turns absent records into an empty list and copies the rest.
     *
     * @param id the recordset id
     * @param crn the resource name
     * @param zoneId the owning zone
     * @param zoneName the zone's fully qualified name, with its trailing dot
     * @param name the fully qualified name, with its trailing dot
     * @param description the description
     * @param status such as {@code ACTIVE}; the API does not list every value
     * @param action such as {@code NONE}; the API does not list every value
     * @param typeAsString the type exactly as sent; see {@link #type()}
     * @param ttl the time to live in seconds
     * @param records the record data values
     * @param createdAt when it was created
     * @param updatedAt when it last changed
     */
    public Recordset {
        records = records == null ? List.of() : List.copyOf(records);
    }

    /**
     * @return the type; {@link RecordType#UNKNOWN_TO_SDK_VERSION} for a type newer than this SDK, {@code null} when
     *     the server sent none
     */
    public @Nullable RecordType type() {
        return RecordType.fromValue(typeAsString);
    }
}
