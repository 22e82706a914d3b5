package dev.cloudsdk.dns.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.cloudsdk.core.Crn;
import dev.cloudsdk.core.ResponseModel;
import dev.cloudsdk.core.internal.Enums;
import dev.cloudsdk.core.internal.JsonValues;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A DNS recordset. Scalar components are {@code null} when the server left them out; {@code records} is never null.
 *
 * <p>To make one in a test or a fake, use {@link #builder()}: the canonical constructor is not covered by the
 * compatibility promise, since a new component changes it.
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
 * @param additionalProperties the members this SDK version does not know, by name; see {@link ResponseModel}
 */
public record Recordset(@Nullable UUID id, @Nullable Crn crn, @Nullable UUID zoneId, @Nullable String zoneName,
                        @Nullable String name, @Nullable String description, @Nullable String status,
                        @Nullable String action, @JsonProperty("type") @Nullable String typeAsString,
                        @Nullable Integer ttl, List<String> records, @Nullable Instant createdAt,
                        @Nullable Instant updatedAt, Map<String, @Nullable Object> additionalProperties)
        implements ResponseModel {

    /**
     * Turns absent records into an empty list and copies the rest. Not covered by the compatibility promise: use
     * {@link #builder()}.
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
     * @param additionalProperties the members this SDK version does not know, or {@code null} for none
     * @throws IllegalArgumentException when one of them is not a JSON value (see {@link ResponseModel})
     */
    public Recordset {
        records = records == null ? List.of() : List.copyOf(records);
        additionalProperties = JsonValues.members(additionalProperties);
    }

    /**
     * @return the type; {@link RecordType#UNKNOWN_TO_SDK_VERSION} for a type newer than this SDK, {@code null} when
     *     the server sent none
     */
    public @Nullable RecordType type() {
        return RecordType.fromValue(typeAsString);
    }

    /** @return a builder with every component unset: {@code null}, or an empty list */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder().id(id).crn(crn).zoneId(zoneId).zoneName(zoneName).name(name).description(description)
                .status(status).action(action).typeAsString(typeAsString).ttl(ttl).records(records)
                .createdAt(createdAt).updatedAt(updatedAt).additionalProperties(additionalProperties);
    }

    /**
     * Builds a {@link Recordset}, for tests and fakes. Setters are only ever added, so code that uses the builder keeps
     * compiling when the record gains a component. A component not set is {@code null}, a list empty; {@link #build()}
     * goes through the canonical constructor.
     */
    public static final class Builder {
        private @Nullable UUID id;
        private @Nullable Crn crn;
        private @Nullable UUID zoneId;
        private @Nullable String zoneName;
        private @Nullable String name;
        private @Nullable String description;
        private @Nullable String status;
        private @Nullable String action;
        private @Nullable String typeAsString;
        private @Nullable Integer ttl;
        private @Nullable List<String> records;
        private @Nullable Instant createdAt;
        private @Nullable Instant updatedAt;
        private @Nullable Map<String, @Nullable Object> additionalProperties;

        private Builder() {
        }

        /**
         * @param id the recordset id
         * @return this builder
         */
        public Builder id(@Nullable UUID id) {
            this.id = id;
            return this;
        }

        /**
         * @param crn the resource name
         * @return this builder
         */
        public Builder crn(@Nullable Crn crn) {
            this.crn = crn;
            return this;
        }

        /**
         * @param zoneId the owning zone
         * @return this builder
         */
        public Builder zoneId(@Nullable UUID zoneId) {
            this.zoneId = zoneId;
            return this;
        }

        /**
         * @param zoneName the zone's fully qualified name, with its trailing dot
         * @return this builder
         */
        public Builder zoneName(@Nullable String zoneName) {
            this.zoneName = zoneName;
            return this;
        }

        /**
         * @param name the fully qualified name, with its trailing dot
         * @return this builder
         */
        public Builder name(@Nullable String name) {
            this.name = name;
            return this;
        }

        /**
         * @param description the description
         * @return this builder
         */
        public Builder description(@Nullable String description) {
            this.description = description;
            return this;
        }

        /**
         * @param status such as {@code ACTIVE}; the API does not list every value
         * @return this builder
         */
        public Builder status(@Nullable String status) {
            this.status = status;
            return this;
        }

        /**
         * @param action such as {@code NONE}; the API does not list every value
         * @return this builder
         */
        public Builder action(@Nullable String action) {
            this.action = action;
            return this;
        }

        /**
         * @param typeAsString the type exactly as sent; see {@link Recordset#type()}
         * @return this builder
         */
        public Builder typeAsString(@Nullable String typeAsString) {
            this.typeAsString = typeAsString;
            return this;
        }

        /**
         * Sets {@code typeAsString} to the type's wire text.
         *
         * @param type the type, or {@code null}
         * @return this builder
         * @throws IllegalArgumentException for {@link RecordType#UNKNOWN_TO_SDK_VERSION}, which has no wire text:
         *     set {@link #typeAsString(String)} instead
         */
        public Builder type(@Nullable RecordType type) {
            return typeAsString(Enums.wireText(type, RecordType.UNKNOWN_TO_SDK_VERSION, "type"));
        }

        /**
         * @param ttl the time to live in seconds
         * @return this builder
         */
        public Builder ttl(@Nullable Integer ttl) {
            this.ttl = ttl;
            return this;
        }

        /**
         * @param records the record data values; {@code null} means none
         * @return this builder
         */
        public Builder records(@Nullable List<String> records) {
            this.records = records;
            return this;
        }

        /**
         * @param createdAt when it was created
         * @return this builder
         */
        public Builder createdAt(@Nullable Instant createdAt) {
            this.createdAt = createdAt;
            return this;
        }

        /**
         * @param updatedAt when it last changed
         * @return this builder
         */
        public Builder updatedAt(@Nullable Instant updatedAt) {
            this.updatedAt = updatedAt;
            return this;
        }

        /**
         * Adds a member that this SDK version does not know, as a newer server would send it.
         *
         * @param name the member's name, as sent
         * @param value its value: {@code null}, a {@code Boolean}, {@code Number} or {@code String}, or a
         *     {@code List} or {@code Map} of these (see {@link ResponseModel})
         * @return this builder
         * @throws IllegalArgumentException when the value, or one inside it, is none of these
         */
        public Builder additionalProperty(String name, @Nullable Object value) {
            this.additionalProperties = JsonValues.with(additionalProperties, name, value);
            return this;
        }

        /**
         * Replaces the members that this SDK version does not know.
         *
         * @param additionalProperties the members by name, or {@code null} for none
         * @return this builder
         * @throws IllegalArgumentException when a value is not a JSON value (see {@link ResponseModel})
         */
        public Builder additionalProperties(@Nullable Map<String, ? extends @Nullable Object> additionalProperties) {
            this.additionalProperties = JsonValues.copy(additionalProperties);
            return this;
        }

        /** @return the {@link Recordset} */
        public Recordset build() {
            return new Recordset(id, crn, zoneId, zoneName, name, description, status, action, typeAsString, ttl,
                    records, createdAt, updatedAt, additionalProperties);
        }
    }
}
