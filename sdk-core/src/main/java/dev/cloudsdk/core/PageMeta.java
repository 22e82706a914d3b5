package dev.cloudsdk.core;

import dev.cloudsdk.core.runtime.JsonValues;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The {@code meta} object of a list response. Each component is {@code null} when the server left it out.
 *
 * <p>To make one in a test, use {@link #builder()}: the canonical constructor is not covered by the compatibility
 * promise, since a new component changes it.
 *
 * @param total total number of matching items, or {@code null}
 * @param limit page size the server used, or {@code null}
 * @param marker the marker the server reported, or {@code null}; exposed as sent but not used for paging, since
 *               the API does not say whether it echoes the request or points ahead
 * @param hasMore whether further items follow, or {@code null}
 * @param additionalProperties the members of {@code meta} that this SDK version does not know; see
 *                             {@link ResponseModel}
 */
public record PageMeta(
        @Nullable Integer total,
        @Nullable Integer limit,
        @Nullable String marker,
        @Nullable Boolean hasMore,
        Map<String, @Nullable Object> additionalProperties)
        implements ResponseModel {

    /**
     * Makes the unknown members immutable. Not covered by the compatibility promise: use {@link #builder()}.
     *
     * @param total total number of matching items, or {@code null}
     * @param limit page size the server used, or {@code null}
     * @param marker the marker the server reported, or {@code null}
     * @param hasMore whether further items follow, or {@code null}
     * @param additionalProperties the members of {@code meta} that this SDK version does not know, or {@code null}
     *                             for none
     * @throws IllegalArgumentException when one of them is not a JSON value (see {@link ResponseModel})
     */
    public PageMeta {
        additionalProperties = JsonValues.members(additionalProperties);
    }

    /** @return a builder with every component {@code null} */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this record's components, to make a changed copy */
    public Builder toBuilder() {
        return new Builder()
                .total(total)
                .limit(limit)
                .marker(marker)
                .hasMore(hasMore)
                .additionalProperties(additionalProperties);
    }

    /**
     * Builds a {@link PageMeta}, for tests and fakes. Setters are only ever added, so code that uses the builder
     * keeps compiling when the record gains a component; a component not set is {@code null}.
     */
    public static final class Builder {
        private @Nullable Integer total;
        private @Nullable Integer limit;
        private @Nullable String marker;
        private @Nullable Boolean hasMore;
        private @Nullable Map<String, @Nullable Object> additionalProperties;

        private Builder() {}

        /**
         * @param total total number of matching items, or {@code null}
         * @return this builder
         */
        public Builder total(@Nullable Integer total) {
            this.total = total;
            return this;
        }

        /**
         * @param limit page size the server used, or {@code null}
         * @return this builder
         */
        public Builder limit(@Nullable Integer limit) {
            this.limit = limit;
            return this;
        }

        /**
         * @param marker the marker the server reported, or {@code null}
         * @return this builder
         */
        public Builder marker(@Nullable String marker) {
            this.marker = marker;
            return this;
        }

        /**
         * @param hasMore whether further items follow, or {@code null}
         * @return this builder
         */
        public Builder hasMore(@Nullable Boolean hasMore) {
            this.hasMore = hasMore;
            return this;
        }

        /**
         * Adds a member of {@code meta} that this SDK version does not know, as a newer server would send it.
         *
         * @param name the member's name, as sent
         * @param value its value: {@code null}, a {@code Boolean}, {@code Number} or {@code String}, or a
         *     {@code List} or {@code Map} of these (see {@link ResponseModel})
         * @return this builder
         * @throws IllegalArgumentException when the value, or one inside it, is none of these
         */
        public Builder additionalProperty(String name, @Nullable Object value) {
            this.additionalProperties = JsonValues.with(additionalProperties, name, value);
            return this;
        }

        /**
         * Replaces the members of {@code meta} that this SDK version does not know.
         *
         * @param additionalProperties the members by name, or {@code null} for none
         * @return this builder
         * @throws IllegalArgumentException when a value is not a JSON value (see {@link ResponseModel})
         */
        public Builder additionalProperties(@Nullable Map<String, ? extends @Nullable Object> additionalProperties) {
            this.additionalProperties = JsonValues.copy(additionalProperties);
            return this;
        }

        /** @return the page metadata, through the canonical constructor */
        public PageMeta build() {
            return new PageMeta(total, limit, marker, hasMore, additionalProperties);
        }
    }
}
