package dev.cloudsdk.core;

import org.jspecify.annotations.Nullable;

/**
 * The {@code meta} object of a list response. Each component is {@code null} when the server left it out.
 *
 * @param total total number of matching items, or {@code null}
 * @param limit page size the server used, or {@code null}
 * @param marker the marker the server reported, or {@code null}; exposed as sent but not used for paging, since
 *               the API does not say whether it echoes the request or points ahead
 * @param hasMore whether further items follow, or {@code null}
 */
public record PageMeta(@Nullable Integer total, @Nullable Integer limit, @Nullable String marker,
                       @Nullable Boolean hasMore) {
}
