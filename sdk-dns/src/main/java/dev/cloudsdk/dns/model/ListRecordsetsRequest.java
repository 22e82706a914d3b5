package dev.cloudsdk.dns.model;

import dev.cloudsdk.core.internal.Checks;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * Filters and paging of List recordsets. Every component is optional; a {@code null} one is not sent. The
 * filters are sent with every page.
 *
 * <pre>{@code
 * ListRecordsetsRequest.builder().type(RecordType.A).name("www*").build();
 * }</pre>
 *
 * <p>Make one with {@link #all()} or {@link #builder()}: the canonical constructor is not covered by the
 * compatibility promise, since a new filter adds a component and changes it.
 *
 * @param limit the page size: at least 1, or {@code null} for the server's default (20, the only value the API
 *     reference gives). The reference gives no maximum, so the SDK sends any positive value as it is, and a server
 *     may refuse a large one with a 400 ({@code CloudEmulator} refuses more than 1,000, its own choice). A page
 *     holding more items than this (or, without a limit, more than 1,000, the SDK's maximum page size) is refused
 *     as an unexpected response
 * @param marker start after the recordset with this id, or {@code null} to start at the beginning
 * @param name an exact name, or a prefix when it ends with {@code *}; or {@code null}
 * @param status a status to match, or {@code null}
 * @param type a type to match, or {@code null}
 */
public record ListRecordsetsRequest(@Nullable Integer limit, @Nullable UUID marker, @Nullable String name,
                                    @Nullable String status, @Nullable RecordType type) {
    private static final ListRecordsetsRequest ALL = new ListRecordsetsRequest(null, null, null, null, null);

    /**
     * Checks the values. Not covered by the compatibility promise: use {@link #builder()}.
     *
     * @param limit the page size, at least 1 (the server's default is 20; see the record's comment), or
     *     {@code null}
     * @param marker start after the recordset with this id, or {@code null} to start at the beginning
     * @param name an exact name, or a prefix when it ends with {@code *}; or {@code null}
     * @param status a status to match, or {@code null}
     * @param type a type to match, or {@code null}
     * @throws IllegalArgumentException when limit is below 1, name or status is blank or holds a lone
     *     surrogate (UTF-8 cannot carry it), or type is unknown
     */
    public ListRecordsetsRequest {
        if (limit != null && limit < 1) {
            throw new IllegalArgumentException("limit must be positive, was " + limit);
        }
        if (name != null && name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        if (status != null && status.isBlank()) {
            throw new IllegalArgumentException("status must not be blank");
        }
        Checks.text(name, "name");
        Checks.text(status, "status");
        if (type == RecordType.UNKNOWN_TO_SDK_VERSION) {
            throw new IllegalArgumentException("type UNKNOWN_TO_SDK_VERSION cannot be sent as a filter");
        }
    }

    /** @return a request with no filter, starting at the first recordset */
    public static ListRecordsetsRequest all() {
        return ALL;
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * @param marker the id to start after, or {@code null} to start at the beginning
     * @return a copy that starts after {@code marker}
     */
    public ListRecordsetsRequest withMarker(@Nullable UUID marker) {
        return new ListRecordsetsRequest(limit, marker, name, status, type);
    }

    /** Builds a {@link ListRecordsetsRequest}. */
    public static final class Builder {
        private @Nullable Integer limit;
        private @Nullable UUID marker;
        private @Nullable String name;
        private @Nullable String status;
        private @Nullable RecordType type;

        private Builder() {
        }

        /**
         * Sets the page size. The API reference says only that the server's default is 20; it gives no maximum,
         * so any value of 1 or more is sent as it is, and a server may refuse a large one with a 400
         * ({@code BadRequestException}). {@code CloudEmulator} takes 1 to 1,000, a bound of its own. A value below
         * 1 is refused by {@link #build()}, before any request.
         *
         * @param limit the page size, at least 1
         * @return this builder
         */
        public Builder limit(int limit) {
            this.limit = limit;
            return this;
        }

        /**
         * @param marker start after the recordset with this id; {@code null} (the default) starts at the beginning
         * @return this builder
         */
        public Builder marker(@Nullable UUID marker) {
            this.marker = marker;
            return this;
        }

        /**
         * @param name an exact name, or a prefix ending with {@code *}; {@code null} (the default) for any name
         * @return this builder
         */
        public Builder name(@Nullable String name) {
            this.name = name;
            return this;
        }

        /**
         * @param status a status to match, such as {@code ACTIVE}; {@code null} (the default) for any status
         * @return this builder
         */
        public Builder status(@Nullable String status) {
            this.status = status;
            return this;
        }

        /**
         * @param type a type to match; {@code null} (the default) for any type
         * @return this builder
         */
        public Builder type(@Nullable RecordType type) {
            this.type = type;
            return this;
        }

        /**
         * @return the request
         * @throws IllegalArgumentException when a value is invalid
         */
        public ListRecordsetsRequest build() {
            return new ListRecordsetsRequest(limit, marker, name, status, type);
        }
    }
}
