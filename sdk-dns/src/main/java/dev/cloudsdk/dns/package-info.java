/**
 * DNS: list the recordsets of a zone. Start at {@link dev.cloudsdk.dns.DnsClient}.
 *
 * <p>Non-null unless annotated {@code @Nullable}: the package is {@code @NullMarked} (JSpecify), so
 * parameters, return values, record components and type arguments without {@code @Nullable} are never
 * {@code null}. Kotlin sees them as non-null types, and null checkers (NullAway, the Checker Framework,
 * IntelliJ IDEA) check callers against them.
 */
@NullMarked
package dev.cloudsdk.dns;

import org.jspecify.annotations.NullMarked;
