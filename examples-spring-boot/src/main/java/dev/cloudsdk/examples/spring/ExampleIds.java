package dev.cloudsdk.examples.spring;

import java.util.UUID;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The ids the tour works on, {@code example.*}: seeded by {@link LocalCloud} in the emulator, or given for a real
 * endpoint ({@code EXAMPLE_ZONE_ID} and so on in the environment).
 *
 * @param loadBalancerId the load balancer that gets a pool
 * @param listenerId its listener
 * @param zoneId the zone whose recordsets are listed
 * @param databaseBackupId an available database backup to restore
 * @param databaseInstanceId an active database instance to restart
 * @param volumeBackupId an available volume backup to restore
 */
@ConfigurationProperties("example")
public record ExampleIds(
        UUID loadBalancerId,
        UUID listenerId,
        UUID zoneId,
        UUID databaseBackupId,
        UUID databaseInstanceId,
        UUID volumeBackupId) {}
