package dev.cloudsdk.dns;

import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.internal.Endpoint;
import dev.cloudsdk.core.internal.RegionHeader;
import dev.cloudsdk.core.internal.ResponseShape;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/** This module's operations, each declared once, and the argument checks its blocking and async methods share. */
final class DnsApi {
    /** One page's request: the caller's filters and the marker of this page. */
    record PageQuery(ListRecordsetsRequest request, @Nullable String marker) {
    }

    static final Endpoint<PageQuery, Page<Recordset>> LIST_RECORDSETS = Endpoint.get(DnsOperations.LIST_RECORDSETS,
            "v1/zones/{zone_id}/recordsets", RegionHeader.SENT, DnsApi::query, DnsApi::shape);

    private static final ResponseShape<Page<Recordset>> PAGE = ResponseShape.page("recordsets", Recordset.class);

    private DnsApi() {
    }

    static void checkList(UUID zoneId, ListRecordsetsRequest request) {
        Objects.requireNonNull(zoneId, "zoneId == null");
        Objects.requireNonNull(request, "request == null");
    }

    static @Nullable String startMarker(ListRecordsetsRequest request) {
        return request.marker() == null ? null : request.marker().toString();
    }

    static @Nullable String markerOf(Recordset r) {
        return r.id() == null ? null : r.id().toString();
    }

    /**
     * One shape whatever the limit: the server applies {@code limit}, the client does not police it (a proxy or an
     * older server may ignore it), and a page's items are bounded by the config's {@code maxPageItems} instead.
     */
    private static ResponseShape<Page<Recordset>> shape(PageQuery q) {
        return PAGE;
    }

    private static List<String> query(PageQuery q) {
        ListRecordsetsRequest request = q.request();
        List<String> query = new ArrayList<>(10);
        add(query, "limit", request.limit());
        add(query, "marker", q.marker());
        add(query, "name", request.name());
        add(query, "status", request.status());
        add(query, "type", request.type());
        return query;
    }

    private static void add(List<String> query, String name, @Nullable Object value) {
        if (value != null) {
            query.add(name);
            query.add(value.toString());
        }
    }
}
