package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.List;
import java.util.NavigableSet;
import java.util.Set;
import java.util.UUID;
import java.util.function.Predicate;
import mockwebserver3.RecordedRequest;
import okhttp3.HttpUrl;

/** List recordsets: filters, then marker pagination over the zone's list order (name, type, id). */
final class DnsHandler implements DnsEmulation {
    /** Pages of 20 by default, and at most 1000, the emulator's own bound: the reference gives no maximum. */
    private static final Resources.Page PAGE = new Resources.Page(
            "recordsets", "marker", 20, 1000, Set.of("total", "limit", "marker", "has_more"), List.of());

    private final Store store;

    DnsHandler(Store store) {
        this.store = store;
    }

    @Override
    public Answer listRecordsets(UUID zoneId, String region, RecordedRequest request) {
        HttpUrl url = request.getUrl();
        int limit = Wire.limit(url, PAGE.defaultLimit(), PAGE.maxLimit());
        String markerText = url.queryParameter("marker");
        UUID marker = markerText == null ? null : Wire.uuid(markerText, "marker");
        Predicate<ObjectNode> filter = filter(url);
        synchronized (store) {
            store.inRegion(Store.Own.ZONE, zoneId, region);
            NavigableSet<ObjectNode> all = store.recordsets.get(zoneId);
            Collection<ObjectNode> rest = all;
            if (marker != null) {
                ObjectNode at = rest.stream()
                        .filter(r -> r.get("id").asText().equals(marker.toString()))
                        .findFirst()
                        .orElseThrow(() -> ApiError.invalid(
                                "marker", "marker " + marker + " is not a recordset of zone " + zoneId));
                rest = all.tailSet(at, false);
            }
            return new Answer(200, PAGE.body(all, rest, filter, limit, "id"));
        }
    }

    /**
     * @return the filters the query sends: {@code type} exactly (one the API lists, else 400), {@code status} in any
     *     case, {@code name} exactly or as a prefix before a trailing {@code *}; a filter not sent passes everything
     */
    private static Predicate<ObjectNode> filter(HttpUrl url) {
        String type = url.queryParameter("type");
        if (type != null && !Store.RECORD_TYPES.contains(type)) {
            throw ApiError.invalid("type", "type must be one of " + Store.RECORD_TYPES + ", was '" + type + "'");
        }
        String status = url.queryParameter("status");
        String name = url.queryParameter("name");
        return r -> (type == null || type.equals(r.get("type").asText()))
                && (status == null || status.equalsIgnoreCase(r.get("status").asText()))
                && (name == null || Resources.prefixMatches(r.get("name").asText(), name));
    }
}
