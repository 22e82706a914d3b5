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

/** A page larger than was asked for, or than the SDK's maximum page size, is refused; text UTF-8 cannot carry too. */
class RecordsetsHostileTest extends WireTest {
    static final UUID ZONE = UUID.fromString("9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a");

    private static String pageOf(int items) {
        String list = IntStream.range(0, items).mapToObj(i -> "{\"name\":\"www" + i + ".example.org.\"}")
                .collect(Collectors.joining(","));
        return "{\"recordsets\":[" + list + "],\"meta\":{\"has_more\":false}}";
    }

    private DnsClient dns() {
        return DnsClient.create(config());
    }

    @Test
    void aPageWithMoreItemsThanTheLimitAskedForIsRefused() {
        server.enqueue(json(200, pageOf(4)));
        assertThatThrownBy(() -> dns().recordsets().listPage(ZONE, ListRecordsetsRequest.builder().limit(3).build()))
                .isInstanceOfSatisfying(UnreadableResponseException.class, e -> {
                    assertThat(e.statusCode()).isEqualTo(200);
                    assertThat(e.getMessage()).contains("more than the 3 items asked for");
                    assertThat(e.bodySnippet()).startsWith("{\"recordsets\":[");
                });
        assertThat(takeRequest().getUrl().queryParameter("limit")).isEqualTo("3");
    }

    @Test
    void aPageOfExactlyTheLimitIsRead() {
        server.enqueue(json(200, pageOf(3)));
        Page<Recordset> page = dns().recordsets().listPage(ZONE, ListRecordsetsRequest.builder().limit(3).build());
        assertThat(page.items()).hasSize(3);
    }

    @Test
    void withoutALimitAPageOverTheSdksMaximumIsRefused() {
        server.enqueue(json(200, pageOf(1_001)));
        assertThatThrownBy(() -> dns().recordsets().list(ZONE).stream().count())
                .isInstanceOfSatisfying(UnreadableResponseException.class,
                    e -> assertThat(e.getMessage()).contains("more than 1000 items"));
        server.enqueue(json(200, pageOf(1_000)));
        assertThat(dns().recordsets().list(ZONE).stream().count()).isEqualTo(1_000);
    }

    @Test
    void theAsyncListRefusesAnOversizedPageToo() {
        server.enqueue(json(200, pageOf(3)));
        assertThatThrownBy(() -> DnsClient.create(config()).async().recordsets()
                .listPage(ZONE, ListRecordsetsRequest.builder().limit(2).build()).join())
                .isInstanceOf(CompletionException.class).hasCauseInstanceOf(UnreadableResponseException.class);
    }

    @Test
    void aLoneSurrogateInAFilterIsRefusedNamingTheField() {
        assertThatThrownBy(() -> ListRecordsetsRequest.builder().name("www\uD83D").build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("name holds a lone surrogate");
        assertThatThrownBy(() -> ListRecordsetsRequest.builder().status("\uDE00ACTIVE").build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("status holds a lone surrogate");
        assertThat(server.getRequestCount()).isZero();
    }
}
