package dev.cloudsdk.examples;

import dev.cloudsdk.core.NotFoundException;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.DatabaseInstance;
import java.util.UUID;

/**
 * A tour of the SDK: creates a pool, pages through 10,000 recordsets with filters, restores a database backup and
 * watches the new instance become ACTIVE, shows a 409 and a 404, restarts the instance, restores a volume backup.
 * By default against an embedded emulator; see {@link Environment} for a real endpoint.
 * Run it with {@code ./mvnw -B -q -pl examples -am package -DskipTests exec:java}.
 */
public final class Tour {
    private Tour() {}

    /** @param args unused */
    public static void main(String[] args) {
        try (Environment env = Environment.open()) {
            run(env);
        }
    }

    static void run(Environment env) {
        CreatePoolExample.run(env);
        ListRecordsetsExample.run(env);
        DatabaseInstance restored = RestoreDatabaseBackupExample.run(env);
        UUID missing = UUID.randomUUID();
        try {
            DatabaseClient.create(env.config()).instances().restart(missing);
        } catch (NotFoundException e) {
            Console.step(
                    "restart an unknown instance",
                    "NotFoundException " + e.statusCode() + " for " + Console.shortId(missing)
                            + e.requestId()
                                    .map(id -> " (request id " + id + ")")
                                    .orElse(""));
        }
        RestartDatabaseInstanceExample.run(env, env.emulated() ? restored.id() : env.id(Environment.DATABASE_INSTANCE));
        RestoreVolumeBackupExample.run(env);
        Console.step("done", "the tour is over");
    }
}
