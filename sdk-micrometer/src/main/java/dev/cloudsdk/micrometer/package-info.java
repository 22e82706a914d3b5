/**
 * Micrometer metrics for cloudsdk calls: {@link dev.cloudsdk.micrometer.CloudSdkMetrics#create} returns a
 * {@link dev.cloudsdk.core.CallListener} that times every call and counts every retry.
 *
 * <p>Non-null unless annotated {@code @Nullable}: the package is {@code @NullMarked} (JSpecify), so
 * parameters, return values, record components and type arguments without {@code @Nullable} are never
 * {@code null}. Kotlin sees them as non-null types, and null checkers (NullAway, the Checker Framework,
 * IntelliJ IDEA) check callers against them.
 */
@NullMarked
package dev.cloudsdk.micrometer;

import org.jspecify.annotations.NullMarked;
