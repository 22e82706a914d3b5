package dev.cloudsdk.dns;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.internal.ServiceContext;
import org.jspecify.annotations.Nullable;

/**
 * Client of the DNS service. Immutable and thread-safe; make one and share it.
 *
 * <pre>{@code
 * DnsClient dns = DnsClient.create(config);
 * for (Recordset r : dns.recordsets().list(zoneId,
 *         ListRecordsetsRequest.builder().type(RecordType.A).name("www*").build())) {
 *     System.out.println(r.name() + " " + r.records());
 * }
 * }</pre>
 */
public final class DnsClient {
    private final ServiceContext ctx;
    private final Recordsets recordsets;
    private final DnsAsyncClient async;

    private DnsClient(ServiceContext ctx) {
        this.ctx = ctx;
        this.recordsets = new Recordsets(ctx);
        this.async = new DnsAsyncClient(ctx);
    }

    /**
     * @param config the settings; clients made from one config share its connection pool
     * @return a client
     * @throws NullPointerException when config is null
     */
    public static DnsClient create(ClientConfig config) {
        return new DnsClient(ServiceContext.of(config));
    }

    /** @return the recordsets */
    public Recordsets recordsets() {
        return recordsets;
    }

    /** @return the same operations returning {@code CompletableFuture}s, on this client's region and limits */
    public DnsAsyncClient async() {
        return async;
    }

    /**
     * @param region the {@code X-Region} for this view's calls
     * @return a client for another region that shares this one's connections
     * @throws IllegalArgumentException when the region is blank or not header-safe
     */
    public DnsClient withRegion(String region) {
        return new DnsClient(ctx.withRegion(region));
    }

    /**
     * @param options time limits for this view's calls
     * @return a client with those limits that shares this one's connections
     */
    public DnsClient withOptions(RequestOptions options) {
        return new DnsClient(ctx.withOptions(options));
    }

    /** @return the region this client's calls send, or {@code null} when none is configured */
    public @Nullable String region() {
        return ctx.region();
    }

    @Override
    public String toString() {
        return "DnsClient{region=" + ctx.region() + '}';
    }
}
