/**
 * A local emulator of the cloud API for tests and examples: {@link dev.cloudsdk.testkit.CloudEmulator}, and
 * {@link dev.cloudsdk.testkit.EmulatorExtension} for JUnit 5.
 *
 * <p>Non-null unless annotated {@code @Nullable}: the package is {@code @NullMarked} (JSpecify), so
 * parameters, return values, record components and type arguments without {@code @Nullable} are never
 * {@code null}. Kotlin sees them as non-null types, and null checkers (NullAway, the Checker Framework,
 * IntelliJ IDEA) check callers against them.
 */
@NullMarked
package dev.cloudsdk.testkit;

import org.jspecify.annotations.NullMarked;
