package dev.cloudsdk.dns;

import dev.cloudsdk.core.internal.ServiceContext;

/**
 * The DNS service without blocking: each call returns a {@code CompletableFuture} and runs on OkHttp's
 * dispatcher. Same validation, errors, retries and deadline as {@link DnsClient}. Get one from
 * {@link DnsClient#async()}.
 *
 * <pre>{@code
 * dns.async().recordsets().list(zoneId, ListRecordsetsRequest.all())
 *         .thenCompose(page -> page.forEachRemaining(r -> System.out.println(r.name())));
 * }</pre>
 */
public final class DnsAsyncClient {
    private final AsyncRecordsets recordsets;

    DnsAsyncClient(ServiceContext ctx) {
        this.recordsets = new AsyncRecordsets(ctx);
    }

    /** @return the recordsets */
    public AsyncRecordsets recordsets() {
        return recordsets;
    }
}
