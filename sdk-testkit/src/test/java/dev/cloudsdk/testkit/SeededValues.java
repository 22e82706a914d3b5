package dev.cloudsdk.testkit;

import java.util.Map;

/**
 * What the emulator's seeds offer the generated {@code EmulatorSuccessPathTest} for a path parameter, by the
 * parameter's name in {@code api/openapi.yaml}: a parent that exists, in a state its operations accept, and the
 * values a request body may name beside it (a listener of the load balancer, a volume to restore onto). This is the
 * one rule per parameter the document cannot state; a path parameter that names a resource of
 * {@code x-cloudsdk-resources} needs none, since its generic create makes one.
 */
final class SeededValues {
    private SeededValues() {}

    /**
     * @param emulator the emulator to seed
     * @param parameter a path parameter's name, such as {@code zone_id}
     * @return the parameter's value and any body member's, by name; empty for a parameter nothing seeds
     */
    static Map<String, String> of(CloudEmulator emulator, String parameter) {
        return switch (parameter) {
            case "load_balancer_id" -> {
                SeededLoadBalancer lb = emulator.seedLoadBalancer();
                yield Map.of(
                        parameter,
                        lb.id().toString(),
                        "listener_id",
                        lb.listenerIds().get(0).toString());
            }
            case "zone_id" -> {
                SeededZone zone = emulator.seedZone("example.com");
                emulator.seedRecordset(zone, "www", "A", "192.0.2.10");
                yield Map.of(parameter, zone.id().toString());
            }
            case "database_backup_id" ->
                Map.of(
                        parameter,
                        emulator.seedDatabaseBackup(BackupStatus.AVAILABLE).toString());
            case "database_instance_id" ->
                Map.of(
                        parameter,
                        emulator.seedDatabaseInstance("orders", InstanceStatus.ACTIVE)
                                .toString());
            case "backup_id" ->
                Map.of(
                        parameter,
                        emulator.seedVolumeBackup(BackupStatus.AVAILABLE).toString(),
                        "volume_id",
                        emulator.seedVolume("data", VolumeStatus.AVAILABLE).toString());
            default -> Map.of();
        };
    }
}
