package dev.cloudsdk.core;

import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One page of a list response: its items, the server's page metadata, and the request id of the fetch that
 * brought it.
 *
 * @param items the items, never {@code null}
 * @param meta the page metadata; its components are {@code null} when the server left them out
 * @param requestId the request id the server sent with this page, or {@code null}
 * @param <T> the item type; never a nullable type, since a page holds no {@code null} item (a response with one
 *     fails as unreadable)
 */
public record Page<T>(List<T> items, PageMeta meta, @Nullable String requestId) {

    /**
     * Copies the items and fills in an empty meta when the server sent none.
     *
     * @param items the items, never {@code null}
     * @param meta the page metadata; its components are {@code null} when the server left them out
     * @param requestId the request id the server sent with this page, or {@code null}
     */
    public Page {
        items = items == null ? List.of() : List.copyOf(items);
        meta = meta == null ? new PageMeta(null, null, null, null) : meta;
    }

    /**
     * A page without a request id, as tests build one.
     *
     * @param items the items, never {@code null}
     * @param meta the page metadata, or {@code null}
     */
    public Page(List<T> items, @Nullable PageMeta meta) {
        this(items, meta == null ? new PageMeta(null, null, null, null) : meta, null);
    }

    /**
     * @param id the request id of the fetch that brought this page
     * @return this page with that request id
     */
    public Page<T> withRequestId(String id) {
        return new Page<>(items, meta, id);
    }

    /**
     * Whether the server says more items follow. When it sent no {@code has_more}, a non-empty page is taken to
     * mean "maybe": the iterator asks for the next page and stops at an empty one rather than silently dropping
     * items.
     *
     * @return {@code true} when another page should be requested
     */
    public boolean hasMore() {
        return meta.hasMore() != null ? meta.hasMore() : !items.isEmpty();
    }

    /** @return the last item of the page, empty when the page is empty */
    public Optional<T> last() {
        return items.isEmpty() ? Optional.empty() : Optional.ofNullable(items.get(items.size() - 1));
    }
}
