package dev.cloudsdk.examples;

import dev.cloudsdk.core.ConflictException;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.RestartDatabaseInstanceRequest;
import java.util.UUID;

/** Restarts a database instance; a second restart while it reboots needs force. */
public final class RestartDatabaseInstanceExample {
    private RestartDatabaseInstanceExample() {}

    /** @param args unused */
    public static void main(String[] args) {
        try (Environment env = Environment.open()) {
            run(env, env.id(Environment.DATABASE_INSTANCE));
        }
    }

    static void run(Environment env, UUID instance) {
        DatabaseClient db = DatabaseClient.create(env.config());
        Console.step("restart database instance", db.instances().restart(instance));
        try {
            db.instances().restart(instance);
            Console.step("restart again", "accepted");
        } catch (ConflictException e) {
            Console.step(
                    "restart again",
                    "ConflictException " + e.statusCode() + ": "
                            + e.errorMessage().orElse("-"));
        }
        Console.step(
                "restart again, forced", db.instances().restart(instance, RestartDatabaseInstanceRequest.forced()));
    }
}
