package dev.cloudsdk.dns;

import dev.cloudsdk.core.OperationName;

/** The names of this module's operations, for {@code RetryPolicy.Builder.retryAsIdempotent} and for logs. */
public final class DnsOperations {
    /** List recordsets: {@code GET /v1/zones/{zone_id}/recordsets}. */
    public static final OperationName LIST_RECORDSETS = OperationName.of("ListRecordsets");

    private DnsOperations() {
    }
}
