package dev.cloudsdk.core;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.stream.LongStream;

/**
 * A fake list without HTTP: the numbers 1 to {@code total} in pages of {@code size}, the marker of a page being its
 * last number, each page computed from its marker alone (so a list of {@link Integer#MAX_VALUE} items costs
 * nothing until walked) and completed on {@code executor}.
 */
final class NumberPages {
    private NumberPages() {}

    static Function<String, CompletableFuture<Page<Long>>> of(long total, int size, Executor executor) {
        return marker -> CompletableFuture.supplyAsync(() -> page(total, size, marker), executor);
    }

    static Page<Long> page(long total, int size, String marker) {
        long from = marker == null ? 1 : Long.parseLong(marker) + 1;
        long to = Math.min(total, from + size - 1);
        List<Long> items =
                from > to ? List.of() : LongStream.rangeClosed(from, to).boxed().toList();
        return new Page<>(items, PageMeta.builder().hasMore(to < total).build());
    }

    static String markerOf(Long item) {
        return Long.toString(item);
    }
}
