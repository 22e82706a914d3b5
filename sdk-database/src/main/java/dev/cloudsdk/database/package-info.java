/**
 * Managed databases: restore a backup into a new instance, restart an instance. Start at
 * {@link dev.cloudsdk.database.DatabaseClient}. These operations send no {@code X-Region} header.
 *
 * <p>Parameters and return values are non-null unless their Javadoc says otherwise.
 */
package dev.cloudsdk.database;
