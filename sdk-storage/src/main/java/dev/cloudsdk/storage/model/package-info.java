/**
 * Requests of the block storage service. Both components are optional, so {@code @Nullable}; those left
 * {@code null} are not sent.
 *
 * <p>Non-null unless annotated {@code @Nullable}: the package is {@code @NullMarked} (JSpecify), so
 * parameters, return values, record components and type arguments without {@code @Nullable} are never
 * {@code null}. Kotlin sees them as non-null types, and null checkers (NullAway, the Checker Framework,
 * IntelliJ IDEA) check callers against them.
 *
 * <p>Build requests with their {@code builder()} or factories. Canonical constructors are not covered by the
 * compatibility promise: a new optional field adds a component and changes them.
 */
@NullMarked
package dev.cloudsdk.storage.model;

import org.jspecify.annotations.NullMarked;
