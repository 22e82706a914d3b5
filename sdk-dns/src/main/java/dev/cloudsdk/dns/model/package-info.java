/**
 * Records, requests and enums of the DNS service.
 *
 * <p>Response records hold what the server sent: a scalar component is {@code null} when the server left it out,
 * a list is never {@code null}. Unknown fields are ignored. {@link dev.cloudsdk.dns.model.RecordType} reads a type
 * added to the API later as {@code UNKNOWN_TO_SDK_VERSION}; {@code Recordset.typeAsString()} keeps the text.
 */
package dev.cloudsdk.dns.model;
