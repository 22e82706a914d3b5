package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.testkit.internal.Resources.Filter;
import dev.cloudsdk.testkit.internal.Resources.Kind;
import dev.cloudsdk.testkit.internal.Resources.Page;
import java.util.List;
import java.util.TreeMap;
import okhttp3.HttpUrl;

/**
 * One page of a generic list ({@link Resources#list}, its size from {@link Wire#limit}): the items after the
 * marker in key order that pass every declared filter sent, and the body's {@code meta}. Stateless;
 * {@link Resources} holds the store's lock around {@link #page}.
 */
final class ResourcePages {
    private ResourcePages() {
    }

    /**
     * @param all the scope's resources by key; read under the store's lock
     * @return the page's body: up to {@code limit} copies of the items after the marker that pass the filters
     */
    static ObjectNode page(Kind kind, TreeMap<String, ObjectNode> all, HttpUrl url, int limit, Page page) {
        String marker = url.queryParameter(page.marker());
        ArrayNode items = Wire.MAPPER.createArrayNode();
        int total = 0;
        String last = null;
        for (ObjectNode r : all.values()) {
            if (!matches(r, url, page.filters())) {
                continue;
            }
            total++;
            if ((marker == null || ResourceWire.key(kind, r).compareTo(marker) > 0) && items.size() < limit) {
                items.add(r.deepCopy());
                last = ResourceWire.key(kind, r);
            }
        }
        boolean more = false;
        if (last != null) {
            for (ObjectNode r : all.tailMap(last, false).values()) {
                if (matches(r, url, page.filters())) {
                    more = true;
                    break;
                }
            }
        }
        ObjectNode body = Wire.object();
        body.set(page.items(), items);
        if (!page.meta().isEmpty()) {
            ObjectNode meta = body.putObject("meta");
            if (page.meta().contains("total")) {
                meta.put("total", total);
            }
            if (page.meta().contains("limit")) {
                meta.put("limit", limit);
            }
            if (page.meta().contains("marker") && more) {
                meta.put("marker", last);
            }
            if (page.meta().contains("has_more")) {
                meta.put("has_more", more);
            }
        }
        return body;
    }

    private static boolean matches(ObjectNode r, HttpUrl url, List<Filter> filters) {
        for (Filter f : filters) {
            List<String> sent = url.queryParameterValues(f.parameter());
            JsonNode value = r.path(f.member());
            for (String s : sent) {
                if (s == null) {
                    continue;
                }
                boolean ok = switch (f.match()) {
                    case "all" -> value.isArray() ? contains(value, s) : value.asText().equals(s);
                    case "prefix" -> s.endsWith("*") ? value.asText().startsWith(s.substring(0, s.length() - 1))
                            : value.asText().equals(s);
                    default -> value.isValueNode() && value.asText().equals(s);
                };
                if (!ok) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean contains(JsonNode array, String value) {
        for (JsonNode v : array) {
            if (v.asText().equals(value)) {
                return true;
            }
        }
        return false;
    }
}
