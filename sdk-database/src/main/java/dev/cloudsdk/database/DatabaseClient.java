package dev.cloudsdk.database;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.internal.ServiceContext;

/**
 * Client of the managed database service. Immutable and thread-safe; make one and share it. Its operations send
 * no {@code X-Region} header, so it needs no region.
 *
 * <pre>{@code
 * DatabaseClient db = DatabaseClient.create(config);
 * DatabaseInstance restored = db.backups().restore(backupId,
 *         RestoreDatabaseBackupRequest.builder().name("orders-restored").build());
 * String message = db.instances().restart(instanceId);
 * }</pre>
 */
public final class DatabaseClient {
    private final ServiceContext ctx;
    private final DatabaseBackups backups;
    private final DatabaseInstances instances;
    private final DatabaseAsyncClient async;

    private DatabaseClient(ServiceContext ctx) {
        this.ctx = ctx;
        this.backups = new DatabaseBackups(ctx);
        this.instances = new DatabaseInstances(ctx);
        this.async = new DatabaseAsyncClient(ctx);
    }

    /**
     * @param config the settings; clients made from one config share its connection pool
     * @return a client
     * @throws NullPointerException when config is null
     */
    public static DatabaseClient create(ClientConfig config) {
        return new DatabaseClient(ServiceContext.of(config));
    }

    /** @return the database backups */
    public DatabaseBackups backups() {
        return backups;
    }

    /** @return the database instances */
    public DatabaseInstances instances() {
        return instances;
    }

    /** @return the same operations returning {@code CompletableFuture}s, with this client's limits */
    public DatabaseAsyncClient async() {
        return async;
    }

    /**
     * @param options time limits for this view's calls
     * @return a client with those limits that shares this one's connections
     */
    public DatabaseClient withOptions(RequestOptions options) {
        return new DatabaseClient(ctx.withOptions(options));
    }

    @Override
    public String toString() {
        return "DatabaseClient{}";
    }
}
