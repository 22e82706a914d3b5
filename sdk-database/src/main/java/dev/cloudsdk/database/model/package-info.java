/**
 * Records and requests of the managed database service.
 *
 * <p>Response records hold what the server sent. The API marks no response field as required, so every scalar or
 * object component is {@code @Nullable} and {@code null} when the server left it out; a list is never {@code null}
 * (empty instead). Unknown fields are ignored. Status fields are strings: the API does not list their values.
 * Request components are {@code @Nullable} when optional, and then left out of the body.
 *
 * <p>Non-null unless annotated {@code @Nullable}: the package is {@code @NullMarked} (JSpecify), so
 * parameters, return values, record components and type arguments without {@code @Nullable} are never
 * {@code null}. Kotlin sees them as non-null types, and null checkers (NullAway, the Checker Framework,
 * IntelliJ IDEA) check callers against them.
 *
 * <p>Build records in tests and fakes with their {@code builder()} ({@code toBuilder()} for a changed copy of a
 * response record), or with a request's factories. Canonical constructors are not covered by the compatibility
 * promise: a new component, which is not a breaking change, changes them. Builders only ever gain setters.
 */
@NullMarked
package dev.cloudsdk.database.model;

import org.jspecify.annotations.NullMarked;
