package dev.cloudsdk.core;

/**
 * The {@code meta} object of a list response. Each component is {@code null} when the server left it out.
 *
 * @param total total number of matching items, or {@code null}
 * @param limit page size the server used, or {@code null}
 * @param marker the marker the server reported, or {@code null}; exposed as sent but not used for paging, since
 *               the API does not say whether it echoes the request or points ahead
 * @param hasMore whether further items follow, or {@code null}
 */
public record PageMeta(Integer total, Integer limit, String marker, Boolean hasMore) {
}
