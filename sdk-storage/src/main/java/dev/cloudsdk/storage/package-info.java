/**
 * Block storage: restore a volume backup into a new or existing volume. Start at
 * {@link dev.cloudsdk.storage.StorageClient}.
 *
 * <p>Parameters and return values are non-null unless their Javadoc says otherwise.
 */
package dev.cloudsdk.storage;
