package dev.cloudsdk.dns;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.UnreadableResponseException;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import java.util.UUID;
import java.util.concurrent.CompletionException;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * A page larger than was asked for is kept (the server applies {@code limit}, the client does not police it); a
 * page over the config's item bound is refused, whatever the limit; text UTF-8 cannot carry is refused too.
 */
class RecordsetsHostileTest extends WireTest {
    static final UUID ZONE = UUID.fromString("9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a");
    static final UUID MARKER = UUID.fromString("1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d");

    private static String pageOf(int items) {
        String list = IntStream.range(0, items)
                .mapToObj(i -> "{\"name\":\"www" + i + ".example.org.\"}")
                .collect(Collectors.joining(","));
        return "{\"recordsets\":[" + list + "],\"meta\":{\"has_more\":false}}";
    }

    private DnsClient dns() {
        return DnsClient.create(config());
    }

    @Test
    void aPageWithMoreItemsThanTheLimitAskedForIsKept() {
        // The server applies limit; a proxy or an older server may ignore it. 0.2.0 refused this page.
        server.enqueue(json(200, pageOf(3)));
        Page<Recordset> page = dns().recordsets()
                .listPage(ZONE, ListRecordsetsRequest.builder().limit(1).build());
        assertThat(page.items())
                .hasSize(3)
                .extracting(Recordset::name)
                .containsExactly("www0.example.org.", "www1.example.org.", "www2.example.org.");
        assertThat(takeRequest().getUrl().queryParameter("limit")).isEqualTo("1");
    }

    @Test
    void theIteratorKeepsOversizedPagesAndStillFollowsTheMarker() {
        String first = "{\"recordsets\":[{\"name\":\"a.\"},{\"name\":\"b.\"},{\"id\":\"" + MARKER
                + "\",\"name\":\"c.\"}],\"meta\":{\"has_more\":true}}";
        server.enqueue(json(200, first));
        server.enqueue(json(200, pageOf(2)));
        assertThat(dns()
                        .recordsets()
                        .list(ZONE, ListRecordsetsRequest.builder().limit(1).build())
                        .stream()
                        .count())
                .isEqualTo(5);
        assertThat(takeRequest().getUrl().queryParameter("marker")).isNull();
        assertThat(takeRequest().getUrl().queryParameter("marker")).isEqualTo(MARKER.toString());
    }

    @Test
    void aPageOverTheConfigsItemBoundIsRefusedWhateverTheLimit() {
        server.enqueue(json(200, pageOf(4)));
        DnsClient dns = DnsClient.create(configBuilder().maxPageItems(3).build());
        assertThatThrownBy(() -> dns.recordsets()
                        .listPage(
                                ZONE, ListRecordsetsRequest.builder().limit(500).build()))
                .isInstanceOfSatisfying(UnreadableResponseException.class, e -> {
                    assertThat(e.statusCode()).isEqualTo(200);
                    assertThat(e.getMessage())
                            .contains("\"recordsets\" holds more than 3 items, the page bound of"
                                    + " this ClientConfig (ClientConfigBuilder.maxPageItems)");
                    assertThat(e.bodySnippet()).startsWith("{\"recordsets\":[");
                });
        server.enqueue(json(200, pageOf(3)));
        assertThat(dns.recordsets()
                        .listPage(ZONE, ListRecordsetsRequest.builder().limit(1).build())
                        .items())
                .hasSize(3);
    }

    @Test
    void theDefaultBoundIsTenThousandItems() {
        server.enqueue(json(200, pageOf(10_001)));
        assertThatThrownBy(() -> dns().recordsets().list(ZONE).stream().count())
                .isInstanceOfSatisfying(
                        UnreadableResponseException.class,
                        e -> assertThat(e.getMessage())
                                .contains("\"recordsets\" holds more than 10000 items, the page bound of this"
                                        + " ClientConfig (ClientConfigBuilder.maxPageItems)"));
        server.enqueue(json(200, pageOf(10_000)));
        assertThat(dns().recordsets().list(ZONE).stream().count()).isEqualTo(10_000);
        assertThat(config().maxPageItems()).isEqualTo(10_000);
        assertThatThrownBy(() -> configBuilder().maxPageItems(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxPageItems must be positive, was 0");
    }

    @Test
    void theAsyncListKeepsAnOversizedPageAndRefusesOneOverTheBound() {
        server.enqueue(json(200, pageOf(3)));
        assertThat(DnsClient.create(config())
                        .async()
                        .recordsets()
                        .listPage(ZONE, ListRecordsetsRequest.builder().limit(2).build())
                        .join()
                        .items())
                .hasSize(3);
        server.enqueue(json(200, pageOf(3)));
        assertThatThrownBy(() -> DnsClient.create(
                                configBuilder().maxPageItems(2).build())
                        .async()
                        .recordsets()
                        .listPage(ZONE, ListRecordsetsRequest.builder().limit(2).build())
                        .join())
                .isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(UnreadableResponseException.class);
    }

    @Test
    void aLoneSurrogateInAFilterIsRefusedNamingTheField() {
        assertThatThrownBy(
                        () -> ListRecordsetsRequest.builder().name("www\uD83D").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("name holds a lone surrogate");
        assertThatThrownBy(() ->
                        ListRecordsetsRequest.builder().status("\uDE00ACTIVE").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("status holds a lone surrogate");
        assertThat(server.getRequestCount()).isZero();
    }
}
