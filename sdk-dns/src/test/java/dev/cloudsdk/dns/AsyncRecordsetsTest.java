package dev.cloudsdk.dns;

import static dev.cloudsdk.core.testing.RequestAssert.assertThatRequest;
import static dev.cloudsdk.dns.RecordsetPages.id;
import static dev.cloudsdk.dns.RecordsetPages.page;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.AsyncPage;
import dev.cloudsdk.core.CloudSdkException;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.RecordType;
import dev.cloudsdk.dns.model.Recordset;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class AsyncRecordsetsTest extends WireTest {
    private static final UUID ZONE = RecordsetPages.ZONE;

    @Test
    void forEachRemainingWalksEveryPageCarryingTheFilters() throws Exception {
        server.enqueue(json(200, page(true, null, 1, 2)));
        server.enqueue(json(200, page(true, null, 3, 4)));
        server.enqueue(json(200, page(false, null, 5)));
        List<UUID> ids = new CopyOnWriteArrayList<>();
        DnsClient.create(config())
                .async()
                .recordsets()
                .list(
                        ZONE,
                        ListRecordsetsRequest.builder()
                                .type(RecordType.A)
                                .limit(2)
                                .build())
                .thenCompose(first -> first.forEachRemaining(r -> ids.add(r.id())))
                .get(5, TimeUnit.SECONDS);
        assertThat(ids).containsExactly(id(1), id(2), id(3), id(4), id(5));
        String base = "/api/v1/zones/" + ZONE + "/recordsets?limit=2";
        assertThatRequest(takeRequest()).hasMethod("GET").hasTarget(base + "&type=A");
        assertThatRequest(takeRequest()).hasTarget(base + "&marker=" + id(2) + "&type=A");
        assertThatRequest(takeRequest()).hasTarget(base + "&marker=" + id(4) + "&type=A");
    }

    @Test
    void nextPageIsOneRequestAndTheLastPageHasNone() throws Exception {
        server.enqueue(json(200, page(true, null, 1)));
        server.enqueue(json(200, page(false, null, 2)));
        AsyncPage<Recordset> first = DnsClient.create(config())
                .async()
                .recordsets()
                .list(ZONE, ListRecordsetsRequest.all())
                .get(5, TimeUnit.SECONDS);
        assertThat(server.getRequestCount()).isEqualTo(1);
        assertThat(first.hasNextPage()).isTrue();
        AsyncPage<Recordset> second = first.nextPage().get(5, TimeUnit.SECONDS);
        assertThat(second.items()).extracting(Recordset::id).containsExactly(id(2));
        assertThat(second.hasNextPage()).isFalse();
        assertThatThrownBy(() -> second.nextPage().get(5, TimeUnit.SECONDS))
                .cause()
                .isInstanceOf(NoSuchElementException.class);
        assertThat(server.getRequestCount()).isEqualTo(2);
    }

    @Test
    void aRepeatingServerFailsTheWalkInsteadOfLooping() {
        server.enqueue(json(200, page(true, null, 1, 2)));
        server.enqueue(json(200, page(true, null, 3, 4)));
        server.enqueue(json(200, page(true, null, 1, 2)));
        assertThatThrownBy(() -> DnsClient.create(config())
                        .async()
                        .recordsets()
                        .list(ZONE, ListRecordsetsRequest.all())
                        .thenCompose(first -> first.forEachRemaining(r -> {}))
                        .get(5, TimeUnit.SECONDS))
                .cause()
                .isExactlyInstanceOf(CloudSdkException.class)
                .hasMessageContaining("already used");
        assertThat(server.getRequestCount()).isEqualTo(3);
    }
}
