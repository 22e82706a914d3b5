/**
 * Records and requests of the managed database service.
 *
 * <p>Response records hold what the server sent: a scalar or object component is {@code null} when the server
 * left it out, a list is never {@code null}. Unknown fields are ignored. Status fields are strings: the API does
 * not list their values.
 *
 * <p>Build records in tests and fakes with their {@code builder()} ({@code toBuilder()} for a changed copy of a
 * response record), or with a request's factories. Canonical constructors are not covered by the compatibility
 * promise: a new component, which is not a breaking change, changes them. Builders only ever gain setters.
 */
package dev.cloudsdk.database.model;
