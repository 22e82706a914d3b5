package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.storage.StorageClient;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every operation's {@code ...WithResponse} method, blocking and async, on the wire: the parsed result with the
 * status, the headers (the token redacted from them), the request id, the attempts and the elapsed time.
 */
class ResponseMetadataTest extends WireTest {
    private static final UUID LB = UUID.fromString("3e7a9c15-2b4d-4f6e-8a1c-5d7e9f0b2c4a");
    private static final UUID ZONE = UUID.fromString("9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a");
    private static final UUID BACKUP = UUID.fromString("2f3e4d5c-6b7a-4988-9a7b-6c5d4e3f2a1b");
    private static final UUID INSTANCE = UUID.fromString("7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f");
    private static final UUID VOLUME = UUID.fromString("4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d");
    private static final CreatePoolRequest POOL = CreatePoolRequest.builder().name("web").protocol(Protocol.HTTP)
            .lbAlgorithm(LbAlgorithm.ROUND_ROBIN).build();

    /** One operation: its name, how to call it blocking and async, its success status and body, and its retries. */
    record Row(String name, Function<ClientConfig, Response<?>> sync,
               Function<ClientConfig, CompletableFuture<? extends Response<?>>> async, int status, String body,
               boolean retriedAfter503) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Arguments> rows() {
        return Stream.of(
                new Row("CreatePool", c -> LoadBalancerClient.create(c).pools().createWithResponse(LB, POOL),
                        c -> LoadBalancerClient.create(c).async().pools().createWithResponse(LB, POOL), 201,
                        fixture("loadbalancer/pool-created.json"), false),
                new Row("ListRecordsets", c -> DnsClient.create(c).recordsets()
                        .listPageWithResponse(ZONE, ListRecordsetsRequest.all()),
                        c -> DnsClient.create(c).async().recordsets()
                                .listPageWithResponse(ZONE, ListRecordsetsRequest.all()), 200,
                        fixture("dns/recordsets-page.json"), true),
                new Row("RestoreDatabaseBackup", c -> DatabaseClient.create(c).backups()
                        .restoreWithResponse(BACKUP, RestoreDatabaseBackupRequest.named("orders-restored")),
                        c -> DatabaseClient.create(c).async().backups()
                                .restoreWithResponse(BACKUP, RestoreDatabaseBackupRequest.named("orders-restored")),
                        202, fixture("database/restore-accepted.json"), false),
                new Row("RestartDatabaseInstance", c -> DatabaseClient.create(c).instances()
                        .restartWithResponse(INSTANCE),
                        c -> DatabaseClient.create(c).async().instances().restartWithResponse(INSTANCE), 202,
                        "{\"message\":\"accepted\"}", false),
                new Row("RestoreVolumeBackup", c -> StorageClient.create(c).backups().restoreWithResponse(BACKUP),
                        c -> StorageClient.create(c).async().backups().restoreWithResponse(BACKUP), 202,
                        "{\"volume_id\":\"" + VOLUME + "\"}", false)
        ).map(Arguments::of);
    }

    private MockResponse success(Row row, String requestId) {
        return new MockResponse.Builder().code(row.status()).setHeader("Content-Type", "application/json")
                .setHeader("X-Request-Id", requestId).addHeader("X-Echo", "Bearer " + TOKEN)
                .addHeader("X-Multi", "a").addHeader("X-Multi", "b").body(row.body()).build();
    }

    private static void assertMetadata(Response<?> r, Row row, String requestId, int attempts) {
        assertThat(r.value()).as("%s result", row).isNotNull();
        assertThat(r.statusCode()).isEqualTo(row.status());
        assertThat(r.requestId()).isEqualTo(requestId);
        assertThat(r.header("x-request-id")).contains(requestId);
        assertThat(r.header("X-REQUEST-ID")).contains(requestId);
        assertThat(r.headers().get("x-multi")).containsExactly("a", "b");
        assertThat(r.headers().get("x-echo")).containsExactly("Bearer <redacted>");
        assertThat(r.toString()).doesNotContain(TOKEN);
        assertThat(r.attempts()).isEqualTo(attempts);
        assertThat(r.elapsed().isNegative()).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void theBlockingCallReturnsItsResultWithTheResponsesMetadata(Row row) {
        server.enqueue(success(row, "req-sync"));
        assertMetadata(row.sync().apply(config()), row, "req-sync", 1);
        assertThat(takeRequest().getTarget()).startsWith("/api/v1/");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void theAsyncCallReturnsTheSame(Row row) throws Exception {
        server.enqueue(success(row, "req-async"));
        assertMetadata(row.async().apply(config()).get(5, TimeUnit.SECONDS), row, "req-async", 1);
        takeRequest();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void theAttemptsCountTheRetries(Row row) throws Exception {
        assumeTrue(row.retriedAfter503(), "only the GET is retried after a 503");
        server.enqueue(error(503));
        server.enqueue(success(row, "req-second"));
        assertMetadata(row.sync().apply(config()), row, "req-second", 2);
        server.enqueue(error(503));
        server.enqueue(success(row, "req-second"));
        assertMetadata(row.async().apply(config()).get(5, TimeUnit.SECONDS), row, "req-second", 2);
        assertThat(server.getRequestCount()).isEqualTo(4);
    }
}
