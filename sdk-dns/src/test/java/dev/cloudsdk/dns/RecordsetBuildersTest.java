package dev.cloudsdk.dns;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.Crn;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.PageMeta;
import dev.cloudsdk.core.testing.Databind;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.RecordType;
import dev.cloudsdk.dns.model.Recordset;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The builder of {@link Recordset}, which users make in tests instead of calling its 13-argument constructor. */
class RecordsetBuildersTest extends WireTest {
    static final UUID ZONE = UUID.fromString("9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a");
    static final UUID WWW = UUID.fromString("5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d");
    static final UUID WWW2 = UUID.fromString("6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e");

    /** The first recordset of {@code dns/recordsets-page.json}, every component set through the builder. */
    private static Recordset www() {
        return Recordset.builder()
                .id(WWW)
                .crn(Crn.of("crn:eu-1:dns:recordset:" + WWW))
                .zoneId(ZONE)
                .zoneName("example.org.")
                .name("www.example.org.")
                .description("Front door")
                .status("ACTIVE")
                .action("NONE")
                .typeAsString("A")
                .ttl(300)
                .records(List.of("192.0.2.10", "192.0.2.11"))
                .createdAt(Instant.parse("2026-10-01T08:00:00Z"))
                .updatedAt(Instant.parse("2026-10-02T09:30:15Z"))
                .build();
    }

    private static Recordset www2() {
        return www().toBuilder()
                .id(WWW2)
                .crn(Crn.of("crn:eu-1:dns:recordset:" + WWW2))
                .name("www2.example.org.")
                .description("Second door")
                .ttl(3600)
                .records(List.of("198.51.100.7"))
                .createdAt(Instant.parse("2026-10-03T08:00:00Z"))
                .updatedAt(Instant.parse("2026-10-03T08:00:00Z"))
                .build();
    }

    @Test
    void builderSetsEveryComponentAsTheCanonicalConstructorDoes() {
        assertThat(www())
                .isEqualTo(new Recordset(
                        WWW,
                        Crn.of("crn:eu-1:dns:recordset:" + WWW),
                        ZONE,
                        "example.org.",
                        "www.example.org.",
                        "Front door",
                        "ACTIVE",
                        "NONE",
                        "A",
                        300,
                        List.of("192.0.2.10", "192.0.2.11"),
                        Instant.parse("2026-10-01T08:00:00Z"),
                        Instant.parse("2026-10-02T09:30:15Z"),
                        null));
    }

    @Test
    void builderDefaultsToNullScalarsAndNoRecords() {
        Recordset empty = Recordset.builder().build();
        assertThat(empty)
                .isEqualTo(new Recordset(
                        null, null, null, null, null, null, null, null, null, null, null, null, null, null));
        assertThat(empty.type()).isNull();
        assertThat(empty.records()).isEmpty();
    }

    @Test
    void builderCopiesTheRecordsRatherThanAliasingThem() {
        List<String> records = new ArrayList<>(List.of("192.0.2.10"));
        Recordset r = Recordset.builder().records(records).build();
        records.add("192.0.2.99");
        assertThat(r.records()).containsExactly("192.0.2.10");
        assertThatThrownBy(() -> r.records().add("x")).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void toBuilderRoundTripsAndChangesOnlyWhatIsSet() {
        assertThat(www().toBuilder().build()).isEqualTo(www());
        Recordset changed = www().toBuilder().ttl(60).build();
        assertThat(changed.ttl()).isEqualTo(60);
        assertThat(changed.toBuilder().ttl(300).build()).isEqualTo(www());
    }

    @Test
    void typeSetterWritesTheWireTextAndRefusesTheCatchAll() {
        assertThat(Recordset.builder().type(RecordType.AAAA).build().typeAsString())
                .isEqualTo("AAAA");
        assertThat(Recordset.builder().type(RecordType.AAAA).build())
                .isEqualTo(Recordset.builder().typeAsString("AAAA").build());
        assertThat(Recordset.builder().typeAsString("A").type(null).build().typeAsString())
                .isNull();
        assertThat(Recordset.builder().typeAsString("HTTPS").build().type())
                .isEqualTo(RecordType.UNKNOWN_TO_SDK_VERSION);
        assertThatThrownBy(() -> Recordset.builder().type(RecordType.UNKNOWN_TO_SDK_VERSION))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("typeAsString");
    }

    @Test
    void theFixtureReadsIntoExactlyTheBuiltPage() {
        server.enqueue(json(200, fixture("dns/recordsets-page.json")));
        Page<Recordset> read = DnsClient.create(config()).recordsets().listPage(ZONE, ListRecordsetsRequest.all());
        Page<Recordset> built = Page.<Recordset>builder()
                .items(List.of(www(), www2()))
                .meta(PageMeta.builder()
                        .total(2)
                        .limit(20)
                        .marker(WWW2.toString())
                        .hasMore(false)
                        .build())
                .build();
        assertThat(read).isEqualTo(built);
    }

    @Test
    void aBuiltRecordsetWrittenWithTheSdksJsonReadsBackEqual() throws Exception {
        Databind json = new Databind(1 << 20);
        byte[] written = json.write(www());
        assertThat(json.reader(Recordset.class).<Recordset>readValue(written)).isEqualTo(www());
        // The same members as the server's JSON: builder(), toBuilder() and type() add none.
        byte[] served = fixture("dns/recordsets-page.json").getBytes(StandardCharsets.UTF_8);
        assertThat(json.treeOrNull(written))
                .isEqualTo(json.treeOrNull(served).get("recordsets").get(0));
    }
}
