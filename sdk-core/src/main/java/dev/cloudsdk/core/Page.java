package dev.cloudsdk.core;

import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One page of a list response: its items, the server's page metadata, and the request id of the fetch that
 * brought it.
 *
 * <p>To fake a listing in a test, make pages with {@link #builder()}: the canonical constructor is not covered by
 * the compatibility promise, since a new component changes it.
 *
 * @param items the items, never {@code null}
 * @param meta the page metadata; its components are {@code null} when the server left them out
 * @param requestId the request id the server sent with this page, or {@code null}
 * @param <T> the item type; never a nullable type, since a page holds no {@code null} item (a response with one
 *     fails as unreadable)
 */
public record Page<T>(
        List<T> items, PageMeta meta, @Nullable String requestId) {

    /**
     * Copies the items and fills in an empty meta when the server sent none. Not covered by the compatibility
     * promise: use {@link #builder()}.
     *
     * @param items the items, never {@code null}
     * @param meta the page metadata; its components are {@code null} when the server left them out
     * @param requestId the request id the server sent with this page, or {@code null}
     */
    public Page {
        items = items == null ? List.of() : List.copyOf(items);
        meta = meta == null ? new PageMeta(null, null, null, null, null) : meta;
    }

    /**
     * A page without a request id, as tests build one.
     *
     * @param items the items, never {@code null}
     * @param meta the page metadata, or {@code null}
     */
    public Page(List<T> items, @Nullable PageMeta meta) {
        this(items, meta, null);
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

    /**
     * @param <T> the item type
     * @return a builder with no items, no meta (an empty one) and no request id
     */
    public static <T> Builder<T> builder() {
        return new Builder<>();
    }

    /** @return a builder holding this page's components, to make a changed copy */
    public Builder<T> toBuilder() {
        return new Builder<T>().items(items).meta(meta).requestId(requestId);
    }

    /**
     * Builds a {@link Page}, for tests and fakes: {@code Page.<Recordset>builder().items(List.of(a, b)).build()}.
     * Setters are only ever added, so code that uses the builder keeps compiling when the record gains a component.
     *
     * @param <T> the item type
     */
    public static final class Builder<T> {
        private @Nullable List<T> items;
        private @Nullable PageMeta meta;
        private @Nullable String requestId;

        private Builder() {}

        /**
         * @param items the items; {@code null} means none. Copied at {@link #build()}
         * @return this builder
         */
        public Builder<T> items(@Nullable List<T> items) {
            this.items = items;
            return this;
        }

        /**
         * @param meta the page metadata, or {@code null} for an empty one
         * @return this builder
         */
        public Builder<T> meta(@Nullable PageMeta meta) {
            this.meta = meta;
            return this;
        }

        /**
         * @param requestId the request id of the fetch that brought the page, or {@code null}
         * @return this builder
         */
        public Builder<T> requestId(@Nullable String requestId) {
            this.requestId = requestId;
            return this;
        }

        /** @return the page, through the canonical constructor (items copied, a missing meta made empty) */
        public Page<T> build() {
            return new Page<>(items, meta, requestId);
        }
    }
}
