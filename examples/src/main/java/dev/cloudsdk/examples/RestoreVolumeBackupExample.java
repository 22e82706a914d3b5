package dev.cloudsdk.examples;

import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import java.util.UUID;

/** Restores a volume backup into a new volume, then onto an existing one. */
public final class RestoreVolumeBackupExample {
    private RestoreVolumeBackupExample() {}

    /** @param args unused */
    public static void main(String[] args) {
        try (Environment env = Environment.open()) {
            run(env);
        }
    }

    static void run(Environment env) {
        StorageClient storage = StorageClient.create(env.config());
        UUID backup = env.id(Environment.VOLUME_BACKUP);
        UUID created = storage.backups()
                .restore(
                        backup,
                        RestoreVolumeBackupRequest.builder().name("data-copy").build());
        Console.step("restore volume backup", "new volume " + Console.shortId(created) + state(env, created));
        UUID target = storage.backups()
                .restore(
                        backup,
                        RestoreVolumeBackupRequest.builder()
                                .volumeId(env.id(Environment.VOLUME))
                                .build());
        Console.step("restore onto a volume", "volume " + Console.shortId(target) + state(env, target));
    }

    private static String state(Environment env, UUID volume) {
        return env.emulated() ? ", " + env.emulator().volume(volume).status().wireValue() : "";
    }
}
