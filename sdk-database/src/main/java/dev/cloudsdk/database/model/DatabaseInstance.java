package dev.cloudsdk.database.model;

import dev.cloudsdk.core.Crn;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A managed database instance. Components are {@code null} when the server left them out; lists are never null.
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
 */
public record DatabaseInstance(@Nullable UUID id, @Nullable Crn crn, @Nullable String name, @Nullable String status,
                               @Nullable String operatingStatus, @Nullable Datastore datastore,
                               @Nullable DatabaseResourceRef flavor, @Nullable Volume volume, @Nullable String region,
                               List<Address> addresses, @Nullable String hostname, List<String> ip,
                               List<DatabaseResourceRef> replicas, @Nullable DatabaseResourceRef replicaOf,
                               @Nullable DatabaseResourceRef configuration, @Nullable Boolean publicAccess,
                               @Nullable Boolean sslEnabled, @Nullable BackupSchedule backupSchedule,
                               @Nullable Instant createdAt, @Nullable Instant updatedAt) {

    /**
     * Turns absent lists into empty ones and copies the rest.
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
     */
    public DatabaseInstance {
        addresses = addresses == null ? List.of() : List.copyOf(addresses);
        ip = ip == null ? List.of() : List.copyOf(ip);
        replicas = replicas == null ? List.of() : List.copyOf(replicas);
    }
}
