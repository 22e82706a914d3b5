package dev.cloudsdk.dns;

import static dev.cloudsdk.core.testing.RequestAssert.assertThatRequest;
import static dev.cloudsdk.dns.RecordsetPages.id;
import static dev.cloudsdk.dns.RecordsetPages.page;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.CloudSdkException;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.RecordType;
import dev.cloudsdk.dns.model.Recordset;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ListRecordsetsWireTest extends WireTest {
    private static final UUID ZONE = RecordsetPages.ZONE;

    private DnsClient dns() {
        return DnsClient.create(config());
    }

    /** A client that fetches no page ahead: each page is requested on the caller's thread when it is needed. */
    private DnsClient dnsWithoutPrefetch() {
        return DnsClient.create(configBuilder().prefetchPages(0).build());
    }

    private static MockResponse withRequestId(String body, String id) {
        return new MockResponse.Builder()
                .code(200)
                .setHeader("Content-Type", "application/json")
                .setHeader("X-Request-Id", id)
                .body(body)
                .build();
    }

    @Test
    void eachPageTellsTheRequestIdOfTheFetchThatBroughtIt() throws Exception {
        server.enqueue(withRequestId(page(true, null, 1, 2), "req-a"));
        server.enqueue(withRequestId(page(false, null, 3), "req-b"));
        server.enqueue(withRequestId(page(false, null, 4), "req-c"));
        server.enqueue(json(200, page(false, null, 5)));
        List<String> ids = new ArrayList<>();
        for (Page<Recordset> p : dns().recordsets().list(ZONE).pages()) {
            ids.add(p.requestId());
        }
        assertThat(ids).containsExactly("req-a", "req-b");
        Page<Recordset> single = dns().recordsets().listPage(ZONE, ListRecordsetsRequest.all());
        assertThat(single.requestId()).isEqualTo("req-c");
        Page<Recordset> none = DnsClient.create(config())
                .async()
                .recordsets()
                .listPage(ZONE, ListRecordsetsRequest.all())
                .get(5, TimeUnit.SECONDS);
        assertThat(none.requestId()).isNull();
        assertThat(none.items()).hasSize(1);
    }

    @Test
    void listSendsRegionAndNoQueryWhenNothingIsSet() {
        server.enqueue(json(200, fixture("dns/recordsets-page.json")));
        List<Recordset> all = dns().recordsets().list(ZONE).stream().collect(Collectors.toList());
        assertThat(all).hasSize(2);
        assertThatRequest(takeRequest())
                .hasMethod("GET")
                .hasTarget("/api/v1/zones/" + ZONE + "/recordsets")
                .hasBearerToken(TOKEN)
                .sendsRegion(REGION)
                .hasNoBody();
    }

    @Test
    void listReadsEveryDocumentedFieldAndTheMeta() {
        server.enqueue(json(200, fixture("dns/recordsets-page.json")));
        Page<Recordset> page = dns().recordsets().listPage(ZONE, ListRecordsetsRequest.all());
        Recordset r = page.items().get(0);
        assertThat(r.id()).isEqualTo(UUID.fromString("5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"));
        assertThat(r.crn().resourceKind()).contains("recordset");
        assertThat(r.zoneId()).isEqualTo(ZONE);
        assertThat(r.zoneName()).isEqualTo("example.org.");
        assertThat(r.name()).isEqualTo("www.example.org.");
        assertThat(r.description()).isEqualTo("Front door");
        assertThat(r.status()).isEqualTo("ACTIVE");
        assertThat(r.action()).isEqualTo("NONE");
        assertThat(r.type()).isEqualTo(RecordType.A);
        assertThat(r.ttl()).isEqualTo(300);
        assertThat(r.records()).containsExactly("192.0.2.10", "192.0.2.11");
        assertThat(r.createdAt()).isEqualTo(Instant.parse("2026-10-01T08:00:00Z"));
        assertThat(r.updatedAt()).isEqualTo(Instant.parse("2026-10-02T09:30:15Z"));
        assertThat(page.meta().total()).isEqualTo(2);
        assertThat(page.meta().limit()).isEqualTo(20);
        assertThat(page.meta().marker()).isEqualTo("6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e");
        assertThat(page.meta().hasMore()).isFalse();
    }

    /**
     * The marker and every filter on each page, whether the next page is fetched on the caller's thread (0) or ahead
     * of it (1). How many pages go ahead, and that the items are the same whatever that number is: core's
     * {@code PageAheadTest}.
     */
    @ParameterizedTest
    @ValueSource(ints = {0, 1})
    void listFollowsTheMarkerAcrossThreePagesCarryingEveryFilter(int prefetchPages) {
        server.enqueue(json(200, page(true, null, 1, 2, 3)));
        server.enqueue(json(200, page(true, null, 4, 5, 6)));
        server.enqueue(json(200, page(false, null, 7)));
        ListRecordsetsRequest filters = ListRecordsetsRequest.builder()
                .limit(3)
                .name("www*")
                .status("ACTIVE")
                .type(RecordType.A)
                .build();
        DnsClient dns =
                DnsClient.create(configBuilder().prefetchPages(prefetchPages).build());
        List<UUID> ids =
                dns.recordsets().list(ZONE, filters).stream().map(Recordset::id).collect(Collectors.toList());
        assertThat(ids).containsExactly(id(1), id(2), id(3), id(4), id(5), id(6), id(7));
        String base = "/api/v1/zones/" + ZONE + "/recordsets?limit=3";
        String rest = "&name=www*&status=ACTIVE&type=A";
        assertThatRequest(takeRequest()).hasTarget(base + rest);
        assertThatRequest(takeRequest()).hasTarget(base + "&marker=" + id(3) + rest);
        assertThatRequest(takeRequest()).hasTarget(base + "&marker=" + id(6) + rest);
        assertThat(server.getRequestCount()).isEqualTo(3);
    }

    @Test
    void withoutPrefetchAnIterationAbandonedMidPageLeavesNoConnectionInUse() {
        // The page body was read in full and closed before the first item was handed out; WireTest's after-each
        // check proves no connection stays checked out when the caller walks away.
        server.enqueue(json(200, page(true, null, 1, 2, 3)));
        Iterator<Recordset> it = dnsWithoutPrefetch().recordsets().list(ZONE).iterator();
        assertThat(it.next().id()).isEqualTo(id(1));
        assertThat(pool.connectionCount()).isEqualTo(pool.idleConnectionCount());
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void anEchoedMetaMarkerIsNotUsedForPaging() {
        // This server echoes the request's marker in meta.marker; following it would ask for page two again.
        server.enqueue(json(200, page(true, null, 1, 2)));
        server.enqueue(json(200, page(true, id(2).toString(), 3, 4)));
        server.enqueue(json(200, page(false, id(4).toString(), 5)));
        assertThat(dns().recordsets().list(ZONE).stream().map(Recordset::id))
                .containsExactly(id(1), id(2), id(3), id(4), id(5));
        assertThat(takeRequest().getUrl().queryParameter("marker")).isNull();
        assertThat(takeRequest().getUrl().queryParameter("marker")).isEqualTo(id(2).toString());
        assertThat(takeRequest().getUrl().queryParameter("marker")).isEqualTo(id(4).toString());
    }

    @Test
    void aServerThatRepeatsAPageStopsWithAnErrorInsteadOfLooping() {
        server.enqueue(json(200, page(true, null, 1, 2)));
        server.enqueue(json(200, page(true, null, 3, 4)));
        server.enqueue(json(200, page(true, null, 1, 2)));
        Iterator<Recordset> it = dns().recordsets().list(ZONE).iterator();
        for (int i = 0; i < 6; i++) {
            it.next();
        }
        assertThatThrownBy(it::hasNext).isInstanceOf(CloudSdkException.class).hasMessageContaining("already used");
        assertThat(server.getRequestCount()).isEqualTo(3);
    }

    @Test
    void anEmptyPageEndsTheListEvenIfHasMoreIsTrue() {
        server.enqueue(json(200, page(true, null, 1)));
        server.enqueue(json(200, page(true, null)));
        assertThat(dns().recordsets().list(ZONE)).hasSize(1);
        assertThat(server.getRequestCount()).isEqualTo(2);
    }

    @Test
    void aStartMarkerIsSentOnTheFirstRequestAndListPageFetchesOnePage() {
        server.enqueue(json(200, page(true, null, 5, 6)));
        Page<Recordset> p = dns().recordsets()
                .listPage(ZONE, ListRecordsetsRequest.builder().marker(id(4)).build());
        assertThat(p.items()).extracting(Recordset::id).containsExactly(id(5), id(6));
        assertThat(p.hasMore()).isTrue();
        assertThatRequest(takeRequest()).hasTarget("/api/v1/zones/" + ZONE + "/recordsets?marker=" + id(4));
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void anUnknownRecordTypeAndUnknownFieldsAreRead() {
        server.enqueue(json(
                200,
                "{\"recordsets\":[{\"id\":\"" + id(1) + "\",\"type\":\"SVCB\",\"weight\":3}],"
                        + "\"meta\":{\"has_more\":false,\"next\":\"x\"},\"links\":{}}"));
        Recordset r = dns().recordsets().list(ZONE).iterator().next();
        assertThat(r.type()).isEqualTo(RecordType.UNKNOWN_TO_SDK_VERSION);
        assertThat(r.typeAsString()).isEqualTo("SVCB");
        assertThat(r.records()).isEmpty();
    }

    @Test
    void membersTheSdkDoesNotKnowAreReadFromEachRecordsetAndTheMeta() {
        server.enqueue(json(200, fixture("dns/recordsets-page.json")));
        server.enqueue(json(200, fixture("dns/recordsets-page-with-unknown-members.json")));
        Page<Recordset> documented = dns().recordsets().listPage(ZONE, ListRecordsetsRequest.all());
        Page<Recordset> page = dns().recordsets().listPage(ZONE, ListRecordsetsRequest.all());

        Recordset www = page.items().get(0);
        assertThat(www.additionalProperties())
                .containsExactly(
                        Map.entry("weight", 3),
                        Map.entry("geo", Map.of("continent", "EU", "countries", List.of("DE", "FR"))));
        assertThat(page.items().get(1).additionalProperties()).isEmpty();
        assertThat(page.meta().additionalProperties()).isEqualTo(Map.of("consistency", "eventual"));
        assertThat(page.meta().hasMore()).isFalse();
        // The rest reads as without them; the envelope's own "links" is not a record's member and is not kept.
        assertThat(www)
                .isEqualTo(documented.items().get(0).toBuilder()
                        .additionalProperty("weight", 3)
                        .additionalProperty("geo", Map.of("continent", "EU", "countries", List.of("DE", "FR")))
                        .build());
        assertThat(page.items().get(1)).isEqualTo(documented.items().get(1));
        assertThat(page.meta())
                .isEqualTo(documented.meta().toBuilder()
                        .additionalProperty("consistency", "eventual")
                        .build());
    }

    @Test
    void aLargeLimitIsSentAsItIsForTheReferenceGivesNoMaximum() {
        server.enqueue(json(200, page(false, null, 1)));
        dns().recordsets()
                .listPage(ZONE, ListRecordsetsRequest.builder().limit(10_000).build());
        assertThatRequest(takeRequest()).hasTarget("/api/v1/zones/" + ZONE + "/recordsets?limit=10000");
    }

    @Test
    void badFiltersFailAtBuildAndNoRegionFailsBeforeAnyRequest() {
        assertThatThrownBy(() -> ListRecordsetsRequest.builder().name(" ").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("name");
        DnsClient noRegion = DnsClient.create(configBuilder().region(null).build());
        assertThatThrownBy(() -> noRegion.recordsets().list(ZONE))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("X-Region");
        assertThatThrownBy(() -> dns().recordsets().list(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("zoneId == null");
        assertThat(server.getRequestCount()).isZero();
    }
}
