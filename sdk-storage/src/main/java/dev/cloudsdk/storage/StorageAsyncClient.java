package dev.cloudsdk.storage;

import dev.cloudsdk.core.internal.ServiceContext;

/**
 * The block storage service without blocking: each call returns a {@code CompletableFuture} and runs on OkHttp's
 * dispatcher. Same validation, errors, retries and deadline as {@link StorageClient}. Get one from
 * {@link StorageClient#async()}.
 *
 * <pre>{@code
 * storage.async().backups().restore(backupId).thenAccept(volumeId -> System.out.println(volumeId));
 * }</pre>
 */
public final class StorageAsyncClient {
    private final AsyncVolumeBackups backups;

    StorageAsyncClient(ServiceContext ctx) {
        this.backups = new AsyncVolumeBackups(ctx);
    }

    /** @return the volume backups */
    public AsyncVolumeBackups backups() {
        return backups;
    }
}
