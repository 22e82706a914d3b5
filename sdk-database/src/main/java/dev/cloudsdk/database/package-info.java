/**
 * Managed databases: restore a backup into a new instance, restart an instance. Start at
 * {@link dev.cloudsdk.database.DatabaseClient}. These operations send no {@code X-Region} header.
 *
 * <p>Non-null unless annotated {@code @Nullable}: the package is {@code @NullMarked} (JSpecify), so
 * parameters, return values, record components and type arguments without {@code @Nullable} are never
 * {@code null}. Kotlin sees them as non-null types, and null checkers (NullAway, the Checker Framework,
 * IntelliJ IDEA) check callers against them.
 */
@NullMarked
package dev.cloudsdk.database;

import org.jspecify.annotations.NullMarked;
