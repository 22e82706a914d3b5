package dev.cloudsdk.database.model;

import dev.cloudsdk.core.Crn;
import dev.cloudsdk.core.ResponseModel;
import dev.cloudsdk.core.internal.JsonValues;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A managed database instance. Components are {@code null} when the server left them out; lists are never null.
 *
 * <p>To make one in a test or a fake, use {@link #builder()}: the canonical constructor is not covered by the
 * compatibility promise, since a new component changes it.
 *
 * @param id the instance id
 * @param crn the resource name
 * @param name the name
 * @param status such as {@code ACTIVE}; the API does not list every value
 * @param operatingStatus the operating status
 * @param datastore the engine and version
 * @param flavor the flavor
 * @param volume the storage volume
 * @param region the region code
 * @param addresses the network addresses
 * @param hostname the host name
 * @param ip the IP addresses
 * @param replicas the replicas of this instance
 * @param replicaOf the instance this one replicates
 * @param configuration the configuration group
 * @param publicAccess whether the instance is reachable publicly
 * @param sslEnabled whether connections use TLS
 * @param backupSchedule when backups run
 * @param createdAt when it was created
 * @param updatedAt when it last changed
 * @param additionalProperties the members this SDK version does not know, by name; see {@link ResponseModel}
 */
public record DatabaseInstance(@Nullable UUID id, @Nullable Crn crn, @Nullable String name, @Nullable String status,
                               @Nullable String operatingStatus, @Nullable Datastore datastore,
                               @Nullable DatabaseResourceRef flavor, @Nullable Volume volume, @Nullable String region,
                               List<Address> addresses, @Nullable String hostname, List<String> ip,
                               List<DatabaseResourceRef> replicas, @Nullable DatabaseResourceRef replicaOf,
                               @Nullable DatabaseResourceRef configuration, @Nullable Boolean publicAccess,
                               @Nullable Boolean sslEnabled, @Nullable BackupSchedule backupSchedule,
                               @Nullable Instant createdAt, @Nullable Instant updatedAt,
                               Map<String, @Nullable Object> additionalProperties)
        implements ResponseModel {

    /**
     * Turns absent lists into empty ones and copies the rest. Not covered by the compatibility promise: use
     * {@link #builder()}.
     *
     * @param id the instance id
     * @param crn the resource name
     * @param name the name
     * @param status such as {@code ACTIVE}; the API does not list every value
     * @param operatingStatus the operating status
     * @param datastore the engine and version
     * @param flavor the flavor
     * @param volume the storage volume
     * @param region the region code
     * @param addresses the network addresses
     * @param hostname the host name
     * @param ip the IP addresses
     * @param replicas the replicas of this instance
     * @param replicaOf the instance this one replicates
     * @param configuration the configuration group
     * @param publicAccess whether the instance is reachable publicly
     * @param sslEnabled whether connections use TLS
     * @param backupSchedule when backups run
     * @param createdAt when it was created
     * @param updatedAt when it last changed
     * @param additionalProperties the members this SDK version does not know, or {@code null} for none
     * @throws IllegalArgumentException when one of them is not a JSON value (see {@link ResponseModel})
     */
    public DatabaseInstance {
        addresses = addresses == null ? List.of() : List.copyOf(addresses);
        ip = ip == null ? List.of() : List.copyOf(ip);
        replicas = replicas == null ? List.of() : List.copyOf(replicas);
        additionalProperties = JsonValues.members(additionalProperties);
    }

    /** @return a builder with every component unset: {@code null}, or an empty list */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder().id(id).crn(crn).name(name).status(status).operatingStatus(operatingStatus)
                .datastore(datastore).flavor(flavor).volume(volume).region(region).addresses(addresses)
                .hostname(hostname).ip(ip).replicas(replicas).replicaOf(replicaOf).configuration(configuration)
                .publicAccess(publicAccess).sslEnabled(sslEnabled).backupSchedule(backupSchedule).createdAt(createdAt)
                .updatedAt(updatedAt).additionalProperties(additionalProperties);
    }

    /**
     * Builds a {@link DatabaseInstance}, for tests and fakes. Setters are only ever added, so code that uses the
     * builder keeps compiling when the record gains a component. A component not set is {@code null}, a list empty;
     * {@link #build()} goes through the canonical constructor.
     */
    public static final class Builder {
        private @Nullable UUID id;
        private @Nullable Crn crn;
        private @Nullable String name;
        private @Nullable String status;
        private @Nullable String operatingStatus;
        private @Nullable Datastore datastore;
        private @Nullable DatabaseResourceRef flavor;
        private @Nullable Volume volume;
        private @Nullable String region;
        private @Nullable List<Address> addresses;
        private @Nullable String hostname;
        private @Nullable List<String> ip;
        private @Nullable List<DatabaseResourceRef> replicas;
        private @Nullable DatabaseResourceRef replicaOf;
        private @Nullable DatabaseResourceRef configuration;
        private @Nullable Boolean publicAccess;
        private @Nullable Boolean sslEnabled;
        private @Nullable BackupSchedule backupSchedule;
        private @Nullable Instant createdAt;
        private @Nullable Instant updatedAt;
        private @Nullable Map<String, @Nullable Object> additionalProperties;

        private Builder() {
        }

        /**
         * @param id the instance id
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
         * @param status such as {@code ACTIVE}; the API does not list every value
         * @return this builder
         */
        public Builder status(@Nullable String status) {
            this.status = status;
            return this;
        }

        /**
         * @param operatingStatus the operating status
         * @return this builder
         */
        public Builder operatingStatus(@Nullable String operatingStatus) {
            this.operatingStatus = operatingStatus;
            return this;
        }

        /**
         * @param datastore the engine and version
         * @return this builder
         */
        public Builder datastore(@Nullable Datastore datastore) {
            this.datastore = datastore;
            return this;
        }

        /**
         * @param flavor the flavor
         * @return this builder
         */
        public Builder flavor(@Nullable DatabaseResourceRef flavor) {
            this.flavor = flavor;
            return this;
        }

        /**
         * @param volume the storage volume
         * @return this builder
         */
        public Builder volume(@Nullable Volume volume) {
            this.volume = volume;
            return this;
        }

        /**
         * @param region the region code
         * @return this builder
         */
        public Builder region(@Nullable String region) {
            this.region = region;
            return this;
        }

        /**
         * @param addresses the network addresses; {@code null} means none
         * @return this builder
         */
        public Builder addresses(@Nullable List<Address> addresses) {
            this.addresses = addresses;
            return this;
        }

        /**
         * @param hostname the host name
         * @return this builder
         */
        public Builder hostname(@Nullable String hostname) {
            this.hostname = hostname;
            return this;
        }

        /**
         * @param ip the IP addresses; {@code null} means none
         * @return this builder
         */
        public Builder ip(@Nullable List<String> ip) {
            this.ip = ip;
            return this;
        }

        /**
         * @param replicas the replicas of this instance; {@code null} means none
         * @return this builder
         */
        public Builder replicas(@Nullable List<DatabaseResourceRef> replicas) {
            this.replicas = replicas;
            return this;
        }

        /**
         * @param replicaOf the instance this one replicates
         * @return this builder
         */
        public Builder replicaOf(@Nullable DatabaseResourceRef replicaOf) {
            this.replicaOf = replicaOf;
            return this;
        }

        /**
         * @param configuration the configuration group
         * @return this builder
         */
        public Builder configuration(@Nullable DatabaseResourceRef configuration) {
            this.configuration = configuration;
            return this;
        }

        /**
         * @param publicAccess whether the instance is reachable publicly
         * @return this builder
         */
        public Builder publicAccess(@Nullable Boolean publicAccess) {
            this.publicAccess = publicAccess;
            return this;
        }

        /**
         * @param sslEnabled whether connections use TLS
         * @return this builder
         */
        public Builder sslEnabled(@Nullable Boolean sslEnabled) {
            this.sslEnabled = sslEnabled;
            return this;
        }

        /**
         * @param backupSchedule when backups run
         * @return this builder
         */
        public Builder backupSchedule(@Nullable BackupSchedule backupSchedule) {
            this.backupSchedule = backupSchedule;
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

        /** @return the {@link DatabaseInstance} */
        public DatabaseInstance build() {
            return new DatabaseInstance(id, crn, name, status, operatingStatus, datastore, flavor, volume, region,
                    addresses, hostname, ip, replicas, replicaOf, configuration, publicAccess, sslEnabled,
                    backupSchedule, createdAt, updatedAt, additionalProperties);
        }
    }
}
