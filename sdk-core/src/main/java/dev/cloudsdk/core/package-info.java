/**
 * What every cloudsdk service shares: {@link dev.cloudsdk.core.ClientConfig}, the exception tree rooted at
 * {@link dev.cloudsdk.core.CloudSdkException}, and marker pagination through
 * {@link dev.cloudsdk.core.PagedIterable}.
 *
 * <p>Non-null unless annotated {@code @Nullable}: the package is {@code @NullMarked} (JSpecify), so
 * parameters, return values, record components and type arguments without {@code @Nullable} are never
 * {@code null}. Kotlin sees them as non-null types, and null checkers (NullAway, the Checker Framework,
 * IntelliJ IDEA) check callers against them.
 */
@NullMarked
package dev.cloudsdk.core;

import org.jspecify.annotations.NullMarked;
