package dev.cloudsdk.dns;

import static dev.cloudsdk.dns.RecordsetPages.id;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.reactivestreams.FlowAdapters;
import reactor.core.publisher.Flux;

/**
 * The publisher in Reactor, as a WebFlux service uses it: {@code Flux.from(FlowAdapters.toPublisher(...))}, with
 * Reactor's own demand ({@code take}, {@code limitRate}) deciding how many pages go over the wire. The server is
 * an endless zone in pages of 1,000 (item n's id ends in n), answering any marker.
 */
class ListRecordsetsReactorTest extends WireTest {
    private static final UUID ZONE = RecordsetPages.ZONE;
    private static final int PAGE = 1000;
    private final List<String> markers = new CopyOnWriteArrayList<>();

    {
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                String marker = request.getUrl().queryParameter("marker");
                markers.add(String.valueOf(marker));
                int from = marker == null ? 1 : Integer.parseInt(marker.substring(marker.lastIndexOf('-') + 1)) + 1;
                String items = IntStream.range(from, from + PAGE)
                        .mapToObj(i -> "{\"id\":\"" + id(i) + "\",\"name\":\"www" + i
                                + ".example.org.\",\"type\":\"A\",\"records\":[\"192.0.2.1\"]}")
                        .collect(Collectors.joining(","));
                return json(200, "{\"recordsets\":[" + items + "],\"meta\":{\"has_more\":true}}");
            }
        });
    }

    private Flux<Recordset> flux() {
        return Flux.from(FlowAdapters.toPublisher(DnsClient.create(config())
                .async()
                .recordsets()
                .listPublisher(ZONE, ListRecordsetsRequest.builder().limit(PAGE).build())));
    }

    @Test
    void take2500ThenCancelCostsThreePagesAndNoMore() throws Exception {
        List<UUID> ids = flux().take(2500).map(Recordset::id).collectList().block(Duration.ofSeconds(10));
        assertThat(ids).hasSize(2500).startsWith(id(1)).endsWith(id(2500)).doesNotHaveDuplicates();
        Thread.sleep(300);
        assertThat(markers)
                .as("pages 1 to 3, then the cancel: no fourth")
                .containsExactly("null", id(1000).toString(), id(2000).toString());
    }

    @Test
    void limitRateKeepsTheWalkToThePagesItsDemandReaches() throws Exception {
        List<UUID> ids =
                flux().limitRate(100).take(250).map(Recordset::id).collectList().block(Duration.ofSeconds(10));
        assertThat(ids).hasSize(250).endsWith(id(250));
        Thread.sleep(300);
        assertThat(markers)
                .as("at most 325 items asked for upstream: one page of 1,000")
                .containsExactly("null");

        markers.clear();
        assertThat(flux().limitRate(100)
                        .skip(1950)
                        .take(100)
                        .map(Recordset::id)
                        .collectList()
                        .block(Duration.ofSeconds(10)))
                .startsWith(id(1951))
                .endsWith(id(2050));
        Thread.sleep(300);
        assertThat(markers).containsExactly("null", id(1000).toString(), id(2000).toString());
    }
}
