package dev.cloudsdk.dns;

import dev.cloudsdk.core.AsyncPage;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.internal.ServiceContext;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.jspecify.annotations.Nullable;

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
     * Lists every recordset of a zone without blocking, as {@link Recordsets#list(UUID)} does.
     *
     * @param zoneId the zone
     * @return the first page, later
     * @throws NullPointerException when zoneId is null
     * @throws IllegalStateException when no region is configured
     * @see #list(UUID, ListRecordsetsRequest)
     */
    public CompletableFuture<AsyncPage<Recordset>> list(UUID zoneId) {
        return list(zoneId, ListRecordsetsRequest.all());
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
        DnsApi.checkList(zoneId, request);
        ctx.checkRegion(DnsApi.LIST_RECORDSETS);
        return AsyncPage.first(DnsApi.startMarker(request), marker -> fetch(zoneId, request, marker),
                DnsApi::markerOf);
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
        DnsApi.checkList(zoneId, request);
        return fetch(zoneId, request, DnsApi.startMarker(request));
    }

    private CompletableFuture<Page<Recordset>> fetch(UUID zoneId, ListRecordsetsRequest request,
                                                     @Nullable String marker) {
        return ctx.callAsync(DnsApi.LIST_RECORDSETS, new DnsApi.PageQuery(request, marker), zoneId);
    }

    /**
     * {@link #listPage(UUID, ListRecordsetsRequest)} with what came back beside the result: the HTTP status, the
     * response headers, the request id, the attempts made and the elapsed time. Bad arguments are thrown at once; every
     * other failure completes the future exceptionally, as for the plain method.
     *
     * @param zoneId the zone
     * @param request filters, page size and marker
     * @return the result with its response metadata, later
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     */
    public CompletableFuture<Response<Page<Recordset>>> listPageWithResponse(UUID zoneId,
                                                                             ListRecordsetsRequest request) {
        DnsApi.checkList(zoneId, request);
        return ctx.callWithResponseAsync(DnsApi.LIST_RECORDSETS,
                new DnsApi.PageQuery(request, DnsApi.startMarker(request)), zoneId);
    }
}
