package dev.cloudsdk.dns;

import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** The recordset pages that the list tests serve: item {@code i} of a page, and a page of such items. */
final class RecordsetPages {
    static final UUID ZONE = UUID.fromString("9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a");

    /** Item i has id 00000000-0000-4000-8000-00000000000i. */
    static UUID id(int i) {
        return UUID.fromString(String.format("00000000-0000-4000-8000-%012d", i));
    }

    static String page(Boolean hasMore, String metaMarker, int... items) {
        String list = IntStream.of(items)
                .mapToObj(i -> "{\"id\":\"" + id(i) + "\",\"name\":\"www" + i
                        + ".example.org.\",\"type\":\"A\",\"records\":[\"192.0.2." + i + "\"]}")
                .collect(Collectors.joining(","));
        return "{\"recordsets\":[" + list + "],\"meta\":{\"total\":7,\"limit\":3"
                + (metaMarker == null ? "" : ",\"marker\":\"" + metaMarker + "\"")
                + (hasMore == null ? "" : ",\"has_more\":" + hasMore) + "}}";
    }

    private RecordsetPages() {}
}
