/**
 * Records, requests and enums of the DNS service.
 *
 * <p>Response records hold what the server sent: a scalar component is {@code null} when the server left it out,
 * a list is never {@code null}. Unknown fields are ignored. {@link dev.cloudsdk.dns.model.RecordType} reads a type
 * added to the API later as {@code UNKNOWN_TO_SDK_VERSION}; {@code Recordset.typeAsString()} keeps the text.
 *
 * <p>Build records in tests and fakes with their {@code builder()} ({@code toBuilder()} for a changed copy of a
 * response record), or with a request's factories. Canonical constructors are not covered by the compatibility
 * promise: a new component, which is not a breaking change, changes them. Builders only ever gain setters.
 */
package dev.cloudsdk.dns.model;
