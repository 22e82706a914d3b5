/**
 * DNS: list the recordsets of a zone. Start at {@link dev.cloudsdk.dns.DnsClient}.
 *
 * <p>Parameters and return values are non-null unless their Javadoc says otherwise.
 */
package dev.cloudsdk.dns;
