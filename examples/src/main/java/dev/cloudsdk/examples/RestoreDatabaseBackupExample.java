package dev.cloudsdk.examples;

import dev.cloudsdk.core.ConflictException;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.testkit.InstanceStatus;

/** Restores a database backup into a new instance and watches it become ACTIVE. */
public final class RestoreDatabaseBackupExample {
    private static final long WAIT_LIMIT_MILLIS = 60_000;

    private RestoreDatabaseBackupExample() {}

    /** @param args unused */
    public static void main(String[] args) {
        try (Environment env = Environment.open()) {
            run(env);
        }
    }

    static DatabaseInstance run(Environment env) {
        DatabaseClient db = DatabaseClient.create(env.config());
        DatabaseInstance restored = db.backups()
                .restore(
                        env.id(Environment.DATABASE_BACKUP),
                        RestoreDatabaseBackupRequest.builder()
                                .name("orders-restored")
                                .volumeSize(40)
                                .build());
        Console.step(
                "restore database backup",
                restored.name() + " " + Console.shortId(restored.id()) + " accepted (202), status " + restored.status()
                        + ", " + restored.volume().size() + " GB");
        watch(env, restored);
        if (env.emulated()) {
            try {
                db.backups().restore(env.id(Environment.BUSY_DATABASE_BACKUP), RestoreDatabaseBackupRequest.named("x"));
            } catch (ConflictException e) {
                Console.step(
                        "restore a CREATING backup",
                        "ConflictException " + e.statusCode() + ": "
                                + e.errorMessage().orElse("-"));
            }
        }
        return restored;
    }

    /** Polls the emulator's view of the instance (the API has no read operation for it) until ACTIVE. */
    static void watch(Environment env, DatabaseInstance restored) {
        String what = "  waiting for " + Console.shortId(restored.id());
        if (!env.emulated()) {
            Console.step(what, "skipped: the API has no operation to read an instance");
            return;
        }
        long start = System.currentTimeMillis();
        InstanceStatus status = env.emulator().databaseInstance(restored.id()).status();
        while (status != InstanceStatus.ACTIVE && System.currentTimeMillis() - start < WAIT_LIMIT_MILLIS) {
            Console.progress(what, status.name(), System.currentTimeMillis() - start);
            sleep(100);
            status = env.emulator().databaseInstance(restored.id()).status();
        }
        Console.endProgress(what, status + " after " + (System.currentTimeMillis() - start) / 100 / 10.0 + " s");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
