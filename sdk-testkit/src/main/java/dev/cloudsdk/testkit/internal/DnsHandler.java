package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
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

    /** The parsed query; {@code null} members are filters not given. */
    private record Query(int limit, UUID marker, String name, String status, String type) {
        boolean matches(Store.Recordset r) {
            return (type == null || type.equals(r.type()))
                    && (status == null || status.equalsIgnoreCase(r.status()))
                    && (name == null || Resources.prefixMatches(r.name(), name));
        }
    }

    @Override
    public Answer listRecordsets(UUID zoneId, String region, RecordedRequest request) {
        Query q = query(request.getUrl());
        synchronized (store) {
            Store.Zone zone = store.zones.get(zoneId);
            if (zone == null || !zone.region().equals(region)) {
                throw ApiError.notFound("zone " + zoneId + " not found in region " + region);
            }
            Collection<Store.Recordset> rest = zone.recordsets();
            if (q.marker != null) {
                Store.Recordset at = rest.stream()
                        .filter(r -> r.id().equals(q.marker))
                        .findFirst()
                        .orElseThrow(() -> ApiError.invalid(
                                "marker", "marker " + q.marker + " is not a recordset of zone " + zoneId));
                rest = zone.recordsets().tailSet(at, false);
            }
            return Answer.json(
                    200,
                    PAGE.body(
                            zone.recordsets(), rest, q::matches, q.limit, r -> json(zone, r), r -> r.id().toString()));
        }
    }

    private static ObjectNode json(Store.Zone zone, Store.Recordset r) {
        ObjectNode o = Wire.object()
                .put("id", r.id().toString())
                .put("crn", "crn:" + zone.region() + ":dns:recordset:" + r.id())
                .put("zone_id", zone.id().toString())
                .put("zone_name", zone.name())
                .put("name", r.name())
                .put("description", r.description())
                .put("status", r.status())
                .put("action", "NONE")
                .put("type", r.type())
                .put("ttl", r.ttl());
        ArrayNode records = o.putArray("records");
        r.records().forEach(records::add);
        return o.put("created_at", r.createdAt()).put("updated_at", r.createdAt());
    }

    private static Query query(HttpUrl url) {
        int limit = Wire.limit(url, PAGE.defaultLimit(), PAGE.maxLimit());
        String markerText = url.queryParameter("marker");
        UUID marker = markerText == null ? null : Wire.uuid(markerText, "marker");
        String type = url.queryParameter("type");
        if (type != null && !Store.RECORD_TYPES.contains(type)) {
            throw ApiError.invalid(
                    "type", "type must be one of " + new TreeSet<>(Store.RECORD_TYPES) + ", was '" + type + "'");
        }
        return new Query(limit, marker, url.queryParameter("name"), url.queryParameter("status"), type);
    }
}
