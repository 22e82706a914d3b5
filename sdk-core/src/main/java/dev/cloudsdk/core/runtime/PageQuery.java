package dev.cloudsdk.core.runtime;

import org.jspecify.annotations.Nullable;

/**
 * One page's request of a paged operation: the caller's request (filters, page size) and the marker of this
 * page, which replaces the request's own marker from the second page on. The generated {@code *Api} classes
 * declare paged operations as {@code Endpoint<PageQuery<ListThingsRequest>, Page<Thing>>}.
 *
 * @param request the caller's request, sent with every page
 * @param marker the marker of this page, or {@code null} for the first page of a walk from the beginning
 * @param <Q> the request record
 */
public record PageQuery<Q>(Q request, @Nullable String marker) {}
