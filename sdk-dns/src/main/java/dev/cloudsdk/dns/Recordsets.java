package dev.cloudsdk.dns;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.PagedIterable;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.internal.ServiceContext;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/** The recordsets of DNS zones. Get one from {@link DnsClient#recordsets()}. Thread-safe. */
public final class Recordsets {
    private final ServiceContext ctx;

    Recordsets(ServiceContext ctx) {
        this.ctx = ctx;
    }

    /**
     * Every recordset of a zone, fetched lazily page by page.
     *
     * @param zoneId the zone
     * @return the recordsets; no request is made until iteration starts
     * @throws NullPointerException when zoneId is null
     * @see #list(UUID, ListRecordsetsRequest)
     */
    public PagedIterable<Recordset> list(UUID zoneId) {
        return list(zoneId, ListRecordsetsRequest.all());
    }

    /**
     * The recordsets of a zone that match the filters, fetched lazily page by page
     * ({@code GET /v1/zones/{id}/recordsets}, with {@code X-Region}), each with the same filters and
     * {@code marker} set to the id of the previous page's last item. The next page is requested while the caller
     * works on the current one (the config's {@code prefetchPages}, by default one page ahead); iteration throws
     * what {@link #listPage(UUID, ListRecordsetsRequest)} throws, at the item where the failed page would start.
     * To stop early and cancel the page in flight, close the {@link PagedIterable#stream() stream}.
     *
     * @param zoneId the zone
     * @param request filters, page size and starting marker
     * @return the recordsets; no request is made until iteration starts
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     */
    public PagedIterable<Recordset> list(UUID zoneId, ListRecordsetsRequest request) {
        DnsApi.checkList(zoneId, request);
        return ctx.list(DnsApi.LIST_RECORDSETS, DnsApi.startMarker(request),
                marker -> new DnsApi.PageQuery(request, marker), DnsApi::markerOf, zoneId);
    }

    /**
     * One page of recordsets, as the server returned it.
     *
     * @param zoneId the zone
     * @param request filters, page size and marker
     * @return the page
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     * @throws dev.cloudsdk.core.AuthenticationException on 401
     * @throws dev.cloudsdk.core.NotFoundException on 404 (zone not found)
     * @throws dev.cloudsdk.core.ServerException on 5xx, after the retries the policy allows
     * @throws ApiException on any other unsuccessful status or a redirect (429, after the retries the policy
     *     allows, is a {@link dev.cloudsdk.core.RateLimitException})
     * @throws dev.cloudsdk.core.UnreadableResponseException when a 2xx body cannot be used, also for a page of
     *     more items than the limit asked for, or than 1,000 without a limit; a list changes nothing on the
     *     server, so it can simply be repeated
     * @throws ApiConnectionException when the connection fails or a time limit is hit
     */
    public Page<Recordset> listPage(UUID zoneId, ListRecordsetsRequest request) {
        DnsApi.checkList(zoneId, request);
        return fetch(zoneId, request, DnsApi.startMarker(request));
    }

    private Page<Recordset> fetch(UUID zoneId, ListRecordsetsRequest request, @Nullable String marker) {
        return ctx.call(DnsApi.LIST_RECORDSETS, new DnsApi.PageQuery(request, marker), zoneId);
    }

    /**
     * {@link #listPage(UUID, ListRecordsetsRequest)} with what came back beside the result: the HTTP status, the
     * response headers, the request id, the attempts made and the elapsed time. Same request, checks, retries and
     * exceptions.
     *
     * @param zoneId the zone
     * @param request filters, page size and marker
     * @return the result with its response metadata
     * @throws NullPointerException when an argument is null
     * @throws IllegalStateException when no region is configured
     * @throws dev.cloudsdk.core.CloudSdkException as {@link #listPage(UUID, ListRecordsetsRequest)} throws it
     */
    public Response<Page<Recordset>> listPageWithResponse(UUID zoneId, ListRecordsetsRequest request) {
        DnsApi.checkList(zoneId, request);
        return ctx.callWithResponse(DnsApi.LIST_RECORDSETS, new DnsApi.PageQuery(request, DnsApi.startMarker(request)),
                zoneId);
    }
}
