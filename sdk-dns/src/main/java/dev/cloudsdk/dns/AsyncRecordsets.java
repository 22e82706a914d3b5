package dev.cloudsdk.dns;

import dev.cloudsdk.core.AsyncPage;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.internal.ServiceContext;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/**
 * The recordsets of DNS zones, without blocking. Get one from {@link DnsAsyncClient#recordsets()}. Pages are
 * walked with {@link AsyncPage#nextPage()} or {@link AsyncPage#forEachRemaining}; each page is one request.
 */
public final class AsyncRecordsets {
    private final ServiceContext ctx;

    AsyncRecordsets(ServiceContext ctx) {
        this.ctx = ctx;
    }

    /**
     * Requests the first page of the recordsets that match the filters; the page leads to the next ones with
     * the same filters. Bad arguments and a missing region are thrown at once; every other failure completes a
     * future exceptionally with the exception {@link Recordsets#listPage} would throw.
     *
     * @param zoneId the zone
     * @param request filters, page size and starting marker
     * @return the first page, later
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     */
    public CompletableFuture<AsyncPage<Recordset>> list(UUID zoneId, ListRecordsetsRequest request) {
        Objects.requireNonNull(zoneId, "zoneId == null");
        Objects.requireNonNull(request, "request == null");
        ctx.checkRegion(Recordsets.LIST);
        String start = request.marker() == null ? null : request.marker().toString();
        return AsyncPage.first(start, marker -> fetch(zoneId, request, marker), Recordsets::markerOf);
    }

    /**
     * One page, as {@link Recordsets#listPage} fetches it, without blocking.
     *
     * @param zoneId the zone
     * @param request filters, page size and marker
     * @return the page, later
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     */
    public CompletableFuture<Page<Recordset>> listPage(UUID zoneId, ListRecordsetsRequest request) {
        Objects.requireNonNull(zoneId, "zoneId == null");
        Objects.requireNonNull(request, "request == null");
        return fetch(zoneId, request, request.marker() == null ? null : request.marker().toString());
    }

    private CompletableFuture<Page<Recordset>> fetch(UUID zoneId, ListRecordsetsRequest request, String marker) {
        return ctx.callAsync(Recordsets.LIST, new Object[] {zoneId}, Recordsets.query(request, marker), null,
                Recordsets.shape(request));
    }
}
