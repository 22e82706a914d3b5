/**
 * Requests of the block storage service. Components left {@code null} are not sent.
 *
 * <p>Build requests with their {@code builder()} or factories. Canonical constructors are not covered by the
 * compatibility promise: a new optional field adds a component and changes them.
 */
package dev.cloudsdk.storage.model;
