package dev.cloudsdk.storage;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.internal.ServiceContext;
import org.jspecify.annotations.Nullable;

/**
 * Client of the block storage service. Immutable and thread-safe; make one and share it.
 *
 * <pre>{@code
 * StorageClient storage = StorageClient.create(config);
 * UUID newVolume = storage.backups().restore(backupId);
 * UUID same = storage.backups().restore(backupId,
 *         RestoreVolumeBackupRequest.builder().volumeId(existingVolumeId).build());
 * }</pre>
 */
public final class StorageClient {
    private final ServiceContext ctx;
    private final VolumeBackups backups;
    private final StorageAsyncClient async;

    private StorageClient(ServiceContext ctx) {
        this.ctx = ctx;
        this.backups = new VolumeBackups(ctx);
        this.async = new StorageAsyncClient(ctx);
    }

    /**
     * @param config the settings; clients made from one config share its connection pool
     * @return a client
     * @throws NullPointerException when config is null
     */
    public static StorageClient create(ClientConfig config) {
        return new StorageClient(ServiceContext.of(config));
    }

    /** @return the volume backups */
    public VolumeBackups backups() {
        return backups;
    }

    /** @return the same operations returning {@code CompletableFuture}s, on this client's region and limits */
    public StorageAsyncClient async() {
        return async;
    }

    /**
     * @param region the {@code X-Region} for this view's calls
     * @return a client for another region that shares this one's connections
     * @throws IllegalArgumentException when the region is blank or not header-safe
     */
    public StorageClient withRegion(String region) {
        return new StorageClient(ctx.withRegion(region));
    }

    /**
     * @param options time limits for this view's calls
     * @return a client with those limits that shares this one's connections
     */
    public StorageClient withOptions(RequestOptions options) {
        return new StorageClient(ctx.withOptions(options));
    }

    /** @return the region this client's calls send, or {@code null} when none is configured */
    public @Nullable String region() {
        return ctx.region();
    }

    @Override
    public String toString() {
        return "StorageClient{region=" + ctx.region() + '}';
    }
}
