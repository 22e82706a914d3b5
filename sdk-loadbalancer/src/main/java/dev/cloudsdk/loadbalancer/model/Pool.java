package dev.cloudsdk.loadbalancer.model;

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
 * A load balancer pool. Scalar components are {@code null} when the server left them out; lists are never null.
 *
 * <p>To make one in a test or a fake, use {@link #builder()}: the canonical constructor is not covered by the
 * compatibility promise, since a new component changes it.
 *
 * @param id the pool id
 * @param crn the resource name
 * @param name the name
 * @param description the description
 * @param provisioningStatus such as {@code ACTIVE}; the API does not list every value
 * @param operatingStatus such as {@code ONLINE}; the API does not list every value
 * @param protocolAsString the protocol exactly as sent; see {@link #protocol()}
 * @param lbAlgorithmAsString the algorithm exactly as sent; see {@link #lbAlgorithm()}
 * @param sessionPersistence the session persistence, or {@code null}
 * @param listeners the listeners the pool is attached to
 * @param members the pool's members
 * @param healthmonitorId the health monitor id, or {@code null}
 * @param loadBalancerId the owning load balancer
 * @param tags the tags
 * @param createdAt when the pool was created
 * @param updatedAt when the pool last changed
 * @param additionalProperties the members this SDK version does not know, by name; see {@link ResponseModel}
 */
public record Pool(@Nullable UUID id, @Nullable Crn crn, @Nullable String name, @Nullable String description,
                   @Nullable String provisioningStatus, @Nullable String operatingStatus,
                   @JsonProperty("protocol") @Nullable String protocolAsString,
                   @JsonProperty("lb_algorithm") @Nullable String lbAlgorithmAsString,
                   @Nullable SessionPersistence sessionPersistence, List<PoolResourceRef> listeners,
                   List<PoolResourceRef> members, @Nullable UUID healthmonitorId, @Nullable UUID loadBalancerId,
                   List<String> tags, @Nullable Instant createdAt, @Nullable Instant updatedAt,
                   Map<String, @Nullable Object> additionalProperties)
        implements ResponseModel {

    /**
     * Turns absent lists into empty ones and copies the rest. Not covered by the compatibility promise: use
     * {@link #builder()}.
     *
     * @param id the pool id
     * @param crn the resource name
     * @param name the name
     * @param description the description
     * @param provisioningStatus such as {@code ACTIVE}; the API does not list every value
     * @param operatingStatus such as {@code ONLINE}; the API does not list every value
     * @param protocolAsString the protocol exactly as sent; see {@link #protocol()}
     * @param lbAlgorithmAsString the algorithm exactly as sent; see {@link #lbAlgorithm()}
     * @param sessionPersistence the session persistence, or {@code null}
     * @param listeners the listeners the pool is attached to
     * @param members the pool's members
     * @param healthmonitorId the health monitor id, or {@code null}
     * @param loadBalancerId the owning load balancer
     * @param tags the tags
     * @param createdAt when the pool was created
     * @param updatedAt when the pool last changed
     * @param additionalProperties the members this SDK version does not know, or {@code null} for none
     * @throws IllegalArgumentException when one of them is not a JSON value (see {@link ResponseModel})
     */
    public Pool {
        listeners = listeners == null ? List.of() : List.copyOf(listeners);
        members = members == null ? List.of() : List.copyOf(members);
        tags = tags == null ? List.of() : List.copyOf(tags);
        additionalProperties = JsonValues.members(additionalProperties);
    }

    /**
     * @return the protocol; {@link Protocol#UNKNOWN_TO_SDK_VERSION} for a value newer than this SDK, {@code null}
     *     when the server sent none
     */
    public @Nullable Protocol protocol() {
        return Protocol.fromValue(protocolAsString);
    }

    /**
     * @return the algorithm; {@link LbAlgorithm#UNKNOWN_TO_SDK_VERSION} for a value newer than this SDK, {@code null}
     *     when the server sent none
     */
    public @Nullable LbAlgorithm lbAlgorithm() {
        return LbAlgorithm.fromValue(lbAlgorithmAsString);
    }

    /** @return a builder with every component unset: {@code null}, or an empty list */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder().id(id).crn(crn).name(name).description(description).provisioningStatus(provisioningStatus)
                .operatingStatus(operatingStatus).protocolAsString(protocolAsString)
                .lbAlgorithmAsString(lbAlgorithmAsString).sessionPersistence(sessionPersistence).listeners(listeners)
                .members(members).healthmonitorId(healthmonitorId).loadBalancerId(loadBalancerId).tags(tags)
                .createdAt(createdAt).updatedAt(updatedAt).additionalProperties(additionalProperties);
    }

    /**
     * Builds a {@link Pool}, for tests and fakes. Setters are only ever added, so code that uses the builder keeps
     * compiling when the record gains a component. A component not set is {@code null}, a list empty; {@link #build()}
     * goes through the canonical constructor.
     */
    public static final class Builder {
        private @Nullable UUID id;
        private @Nullable Crn crn;
        private @Nullable String name;
        private @Nullable String description;
        private @Nullable String provisioningStatus;
        private @Nullable String operatingStatus;
        private @Nullable String protocolAsString;
        private @Nullable String lbAlgorithmAsString;
        private @Nullable SessionPersistence sessionPersistence;
        private @Nullable List<PoolResourceRef> listeners;
        private @Nullable List<PoolResourceRef> members;
        private @Nullable UUID healthmonitorId;
        private @Nullable UUID loadBalancerId;
        private @Nullable List<String> tags;
        private @Nullable Instant createdAt;
        private @Nullable Instant updatedAt;
        private @Nullable Map<String, @Nullable Object> additionalProperties;

        private Builder() {
        }

        /**
         * @param id the pool id
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
         * @param name the name
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
         * @param provisioningStatus such as {@code ACTIVE}; the API does not list every value
         * @return this builder
         */
        public Builder provisioningStatus(@Nullable String provisioningStatus) {
            this.provisioningStatus = provisioningStatus;
            return this;
        }

        /**
         * @param operatingStatus such as {@code ONLINE}; the API does not list every value
         * @return this builder
         */
        public Builder operatingStatus(@Nullable String operatingStatus) {
            this.operatingStatus = operatingStatus;
            return this;
        }

        /**
         * @param protocolAsString the protocol exactly as sent; see {@link Pool#protocol()}
         * @return this builder
         */
        public Builder protocolAsString(@Nullable String protocolAsString) {
            this.protocolAsString = protocolAsString;
            return this;
        }

        /**
         * Sets {@code protocolAsString} to the protocol's wire text.
         *
         * @param protocol the protocol, or {@code null}
         * @return this builder
         * @throws IllegalArgumentException for {@link Protocol#UNKNOWN_TO_SDK_VERSION}, which has no wire text:
         *     set {@link #protocolAsString(String)} instead
         */
        public Builder protocol(@Nullable Protocol protocol) {
            return protocolAsString(Enums.wireText(protocol, Protocol.UNKNOWN_TO_SDK_VERSION, "protocol"));
        }

        /**
         * @param lbAlgorithmAsString the algorithm exactly as sent; see {@link Pool#lbAlgorithm()}
         * @return this builder
         */
        public Builder lbAlgorithmAsString(@Nullable String lbAlgorithmAsString) {
            this.lbAlgorithmAsString = lbAlgorithmAsString;
            return this;
        }

        /**
         * Sets {@code lbAlgorithmAsString} to the algorithm's wire text.
         *
         * @param lbAlgorithm the algorithm, or {@code null}
         * @return this builder
         * @throws IllegalArgumentException for {@link LbAlgorithm#UNKNOWN_TO_SDK_VERSION}, which has no wire text:
         *     set {@link #lbAlgorithmAsString(String)} instead
         */
        public Builder lbAlgorithm(@Nullable LbAlgorithm lbAlgorithm) {
            return lbAlgorithmAsString(Enums.wireText(lbAlgorithm, LbAlgorithm.UNKNOWN_TO_SDK_VERSION, "lbAlgorithm"));
        }

        /**
         * @param sessionPersistence the session persistence, or {@code null}
         * @return this builder
         */
        public Builder sessionPersistence(@Nullable SessionPersistence sessionPersistence) {
            this.sessionPersistence = sessionPersistence;
            return this;
        }

        /**
         * @param listeners the listeners the pool is attached to; {@code null} means none
         * @return this builder
         */
        public Builder listeners(@Nullable List<PoolResourceRef> listeners) {
            this.listeners = listeners;
            return this;
        }

        /**
         * @param members the pool's members; {@code null} means none
         * @return this builder
         */
        public Builder members(@Nullable List<PoolResourceRef> members) {
            this.members = members;
            return this;
        }

        /**
         * @param healthmonitorId the health monitor id, or {@code null}
         * @return this builder
         */
        public Builder healthmonitorId(@Nullable UUID healthmonitorId) {
            this.healthmonitorId = healthmonitorId;
            return this;
        }

        /**
         * @param loadBalancerId the owning load balancer
         * @return this builder
         */
        public Builder loadBalancerId(@Nullable UUID loadBalancerId) {
            this.loadBalancerId = loadBalancerId;
            return this;
        }

        /**
         * @param tags the tags; {@code null} means none
         * @return this builder
         */
        public Builder tags(@Nullable List<String> tags) {
            this.tags = tags;
            return this;
        }

        /**
         * @param tags the tags
         * @return this builder
         */
        public Builder tags(String... tags) {
            return tags(List.of(tags));
        }

        /**
         * @param createdAt when the pool was created
         * @return this builder
         */
        public Builder createdAt(@Nullable Instant createdAt) {
            this.createdAt = createdAt;
            return this;
        }

        /**
         * @param updatedAt when the pool last changed
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

        /** @return the {@link Pool} */
        public Pool build() {
            return new Pool(id, crn, name, description, provisioningStatus, operatingStatus, protocolAsString,
                    lbAlgorithmAsString, sessionPersistence, listeners, members, healthmonitorId, loadBalancerId, tags,
                    createdAt, updatedAt, additionalProperties);
        }
    }
}
