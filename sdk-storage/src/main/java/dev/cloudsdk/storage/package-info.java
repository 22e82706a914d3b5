/**
 * Block storage: restore a volume backup into a new or existing volume. Start at
 * {@link dev.cloudsdk.storage.StorageClient}.
 *
 * <p>Non-null unless annotated {@code @Nullable}: the package is {@code @NullMarked} (JSpecify), so
 * parameters, return values, record components and type arguments without {@code @Nullable} are never
 * {@code null}. Kotlin sees them as non-null types, and null checkers (NullAway, the Checker Framework,
 * IntelliJ IDEA) check callers against them.
 */
@NullMarked
package dev.cloudsdk.storage;

import org.jspecify.annotations.NullMarked;
