package dev.cloudsdk.benchmarks;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.storage.StorageClient;
import java.io.IOException;
import java.util.List;
import okhttp3.EventListener;
import okhttp3.OkHttpClient;

/**
 * One loopback server, one {@link OkHttpClient} with the settings both sides use, the SDK's clients built on it
 * and the hand-written baseline built on it, plus the request payloads both send.
 */
final class Fixture implements AutoCloseable {
    static final String TOKEN = "bench-token-0123456789";
    static final String REGION = "eu-1";
    static final int LIST_PAGE = 20;

    final LoopbackServer server;
    final OkHttpClient http;
    final LoadBalancerClient lb;
    final DnsClient dns;
    final DatabaseClient db;
    final StorageClient storage;
    final Baseline baseline;

    final CreatePoolRequest createPool = CreatePoolRequest.builder()
            .name("web")
            .description("Web tier pool")
            .protocol(Protocol.HTTP)
            .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
            .tags(List.of("web", "prod"))
            .build();
    final Baseline.CreatePool createPoolBaseline =
            new Baseline.CreatePool("web", "Web tier pool", "HTTP", "ROUND_ROBIN", List.of("web", "prod"));
    final ListRecordsetsRequest listPage =
            ListRecordsetsRequest.builder().limit(LIST_PAGE).build();
    final RestoreDatabaseBackupRequest restoreDatabase =
            RestoreDatabaseBackupRequest.builder().name("restored-db").build();
    final Baseline.RestoreDatabase restoreDatabaseBaseline = new Baseline.RestoreDatabase("restored-db");

    private Fixture(long scaleTotal, EventListener listener) throws IOException {
        this.server = LoopbackServer.start(scaleTotal);
        this.http = listener == null
                ? Baseline.httpClient()
                : Baseline.httpClient().newBuilder().eventListener(listener).build();
        ClientConfig config = ClientConfig.builder()
                .baseUrl(server.baseUrl())
                .token(TOKEN)
                .region(REGION)
                .httpClient(http)
                .build();
        this.lb = LoadBalancerClient.create(config);
        this.dns = DnsClient.create(config);
        this.db = DatabaseClient.create(config);
        this.storage = StorageClient.create(config);
        this.baseline = new Baseline(http, server.baseUrl(), TOKEN, REGION);
    }

    static Fixture start(long scaleTotal) throws IOException {
        return new Fixture(scaleTotal, null);
    }

    /** A fixture whose shared client (and so the SDK's, derived from it) reports to {@code listener}. */
    static Fixture start(long scaleTotal, EventListener listener) throws IOException {
        return new Fixture(scaleTotal, listener);
    }

    @Override
    public void close() throws IOException {
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
        server.close();
    }
}
