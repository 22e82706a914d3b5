package dev.cloudsdk.examples;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.InstanceStatus;
import dev.cloudsdk.testkit.SeededLoadBalancer;
import dev.cloudsdk.testkit.VolumeStatus;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;

/**
 * Where the examples run, and the ids they use. By default an embedded {@link CloudEmulator} seeded with demo
 * data, so nothing else is needed. With {@code CLOUD_BASE_URL}, {@code CLOUD_TOKEN} and {@code CLOUD_REGION} set,
 * a real endpoint instead; the ids then come from {@code CLOUD_LOAD_BALANCER_ID}, {@code CLOUD_LISTENER_ID},
 * {@code CLOUD_ZONE_ID}, {@code CLOUD_DATABASE_BACKUP_ID}, {@code CLOUD_DATABASE_INSTANCE_ID},
 * {@code CLOUD_VOLUME_BACKUP_ID} and {@code CLOUD_VOLUME_ID} (each example reads only the ones it needs).
 *
 * @param config the SDK settings
 * @param emulator the embedded emulator, or {@code null} against a real endpoint
 * @param ids the demo resources by name
 */
public record Environment(ClientConfig config, CloudEmulator emulator, Map<String, UUID> ids) implements AutoCloseable {
    static final String LOAD_BALANCER = "LOAD_BALANCER_ID";
    static final String LISTENER = "LISTENER_ID";
    static final String ZONE = "ZONE_ID";
    static final String DATABASE_BACKUP = "DATABASE_BACKUP_ID";
    static final String BUSY_DATABASE_BACKUP = "BUSY_DATABASE_BACKUP_ID";
    static final String DATABASE_INSTANCE = "DATABASE_INSTANCE_ID";
    static final String VOLUME_BACKUP = "VOLUME_BACKUP_ID";
    static final String VOLUME = "VOLUME_ID";

    /**
     * @return the real endpoint when {@code CLOUD_BASE_URL} is set, else a freshly started, seeded emulator
     * @throws IllegalArgumentException when {@code CLOUD_BASE_URL} is set but the token is not, or a variable is
     *     malformed (the SDK's message names it)
     * @throws IllegalStateException when {@code CLOUD_BASE_URL} is set but {@code CLOUD_REGION} is not: every
     *     example calls a regional operation
     */
    public static Environment open() {
        String base = System.getenv("CLOUD_BASE_URL");
        if (base != null && !base.isBlank()) {
            // The SDK reads CLOUD_BASE_URL, CLOUD_TOKEN and CLOUD_REGION, and names the one that is wrong.
            ClientConfig config = ClientConfig.fromEnv();
            if (config.region() == null) {
                config.close();
                throw new IllegalStateException("CLOUD_REGION must be set when CLOUD_BASE_URL is");
            }
            Console.info("endpoint", config.baseUrl() + " (from CLOUD_BASE_URL)");
            return new Environment(config, null, Map.of());
        }
        return emulated(Duration.ofSeconds(3));
    }

    /**
     * @param transitionDelay how long restores and restarts take in the emulator
     * @return a started emulator seeded with the demo data: a load balancer, a zone of 10,000 recordsets, an
     *         available and a still-creating database backup, an instance, a volume backup and a volume
     */
    public static Environment emulated(Duration transitionDelay) {
        CloudEmulator emulator =
                CloudEmulator.builder().transitionDelay(transitionDelay).start();
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        Map<String, UUID> ids = Map.of(
                LOAD_BALANCER, lb.id(),
                LISTENER, lb.listenerIds().get(0),
                ZONE, emulator.seedGeneratedZone("example.com", 10_000, 2024).id(),
                DATABASE_BACKUP, emulator.seedDatabaseBackup(BackupStatus.AVAILABLE),
                BUSY_DATABASE_BACKUP, emulator.seedDatabaseBackup(BackupStatus.CREATING),
                DATABASE_INSTANCE, emulator.seedDatabaseInstance("orders-db", InstanceStatus.ACTIVE),
                VOLUME_BACKUP, emulator.seedVolumeBackup(BackupStatus.AVAILABLE),
                VOLUME, emulator.seedVolume("data-volume", VolumeStatus.AVAILABLE));
        Console.info("endpoint", "embedded emulator at " + emulator.baseUrl() + " (set CLOUD_BASE_URL for a real one)");
        return new Environment(emulator.config(), emulator, ids);
    }

    /**
     * @param name one of the id names, such as {@code ZONE_ID}
     * @return the id: seeded in the emulator, or read from {@code CLOUD_<name>}
     * @throws IllegalStateException when running against a real endpoint and the variable is not set
     */
    public UUID id(String name) {
        if (emulator != null) {
            return ids.get(name);
        }
        return UUID.fromString(required("CLOUD_" + name));
    }

    /** @return whether the examples run against the embedded emulator */
    public boolean emulated() {
        return emulator != null;
    }

    /** Stops the emulator, if any. */
    @Override
    public void close() {
        if (emulator != null) {
            emulator.close();
        }
    }

    private static String required(String name) {
        String v = System.getenv(name);
        if (v == null || v.isBlank()) {
            throw new IllegalStateException(name + " must be set when CLOUD_BASE_URL is");
        }
        return v;
    }
}
