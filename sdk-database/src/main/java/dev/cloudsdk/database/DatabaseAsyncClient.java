package dev.cloudsdk.database;

import dev.cloudsdk.core.internal.ServiceContext;

/**
 * The managed database service without blocking: each call returns a {@code CompletableFuture} and runs on
 * OkHttp's dispatcher. Same validation, errors, retries and deadline as {@link DatabaseClient}. Get one from
 * {@link DatabaseClient#async()}.
 *
 * <pre>{@code
 * List<CompletableFuture<DatabaseInstance>> restores = backupIds.stream()
 *         .map(id -> db.async().backups().restore(id, RestoreDatabaseBackupRequest.named("r-" + id)))
 *         .collect(Collectors.toList());
 * }</pre>
 */
public final class DatabaseAsyncClient {
    private final AsyncDatabaseBackups backups;
    private final AsyncDatabaseInstances instances;

    DatabaseAsyncClient(ServiceContext ctx) {
        this.backups = new AsyncDatabaseBackups(ctx);
        this.instances = new AsyncDatabaseInstances(ctx);
    }

    /** @return the database backups */
    public AsyncDatabaseBackups backups() {
        return backups;
    }

    /** @return the database instances */
    public AsyncDatabaseInstances instances() {
        return instances;
    }
}
