/**
 * OpenTelemetry for cloudsdk: {@link dev.cloudsdk.opentelemetry.CloudSdkTelemetry} is a
 * {@link dev.cloudsdk.core.CallListener} that traces every call and measures every HTTP request.
 *
 * <p>Non-null unless annotated {@code @Nullable}: the package is {@code @NullMarked} (JSpecify), so
 * parameters, return values, record components and type arguments without {@code @Nullable} are never
 * {@code null}. Kotlin sees them as non-null types, and null checkers (NullAway, the Checker Framework,
 * IntelliJ IDEA) check callers against them.
 */
@NullMarked
package dev.cloudsdk.opentelemetry;

import org.jspecify.annotations.NullMarked;
