/**
 * Requests of the block storage service. Components left {@code null} are not sent.
 */
package dev.cloudsdk.storage.model;
