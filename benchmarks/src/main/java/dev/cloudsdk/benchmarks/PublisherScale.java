package dev.cloudsdk.benchmarks;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;

/**
 * The memory bound of the publisher: run in a child JVM capped at {@code -Xmx64m} (server included), it walks the
 * whole scale zone in pages of 1,000 through {@code listPublisher} with unbounded demand ({@link Long#MAX_VALUE},
 * the case where only the publisher's own bound keeps pages from piling up), with {@code prefetchPages(1)}. It
 * reads the heap after a full GC half-way, inside {@code onNext}, and prints
 * {@code PUBLISHER <items> <ttl sum> <heap half-way> <max heap>}.
 */
public final class PublisherScale {
    private PublisherScale() {}

    /**
     * @param args total recordsets
     * @throws Exception when the walk fails
     */
    public static void main(String[] args) throws Exception {
        long total = Long.parseLong(args[0]);
        ListRecordsetsRequest request =
                ListRecordsetsRequest.builder().limit(PaginationBenchmark.PAGE).build();
        try (LoopbackServer server = LoopbackServer.start(total);
                ClientConfig config = ClientConfig.builder()
                        .baseUrl(server.baseUrl())
                        .token(Fixture.TOKEN)
                        .region(Fixture.REGION)
                        .prefetchPages(1)
                        .build()) {
            Walker walker = new Walker(total / 2);
            DnsClient.create(config)
                    .async()
                    .recordsets()
                    .listPublisher(Payloads.SCALE_ZONE_ID, request)
                    .subscribe(walker);
            walker.done.get(10, TimeUnit.MINUTES);
            System.out.println("PUBLISHER " + walker.items + " " + walker.ttlSum + " " + walker.heapHalfWay + " "
                    + Runtime.getRuntime().maxMemory());
        }
    }

    /** Runs {@link #main} in a child JVM capped at 64 MB; returns {items, ttl sum, heap half-way, max heap}. */
    static long[] launch(long total) throws Exception {
        String out = ColdStart.launch(List.of("-Xmx64m"), PublisherScale.class, Long.toString(total));
        String[] line = out.lines()
                .filter(l -> l.startsWith("PUBLISHER "))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no PUBLISHER line from PublisherScale:\n" + out))
                .split(" ");
        return new long[] {
            Long.parseLong(line[1]), Long.parseLong(line[2]), Long.parseLong(line[3]), Long.parseLong(line[4])
        };
    }

    /** Asks for everything at once and counts; signals are serialized, so plain fields, published by done. */
    private static final class Walker implements Flow.Subscriber<Recordset> {
        final CompletableFuture<Void> done = new CompletableFuture<>();
        private final long halfWay;
        long items;
        long ttlSum;
        long heapHalfWay;

        Walker(long halfWay) {
            this.halfWay = halfWay;
        }

        @Override
        public void onSubscribe(Flow.Subscription s) {
            s.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(Recordset r) {
            items++;
            ttlSum += r.ttl();
            if (items == halfWay) {
                System.gc();
                heapHalfWay =
                        ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
            }
        }

        @Override
        public void onError(Throwable failure) {
            done.completeExceptionally(failure);
        }

        @Override
        public void onComplete() {
            done.complete(null);
        }
    }
}
