package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.Page;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.RecordType;
import dev.cloudsdk.dns.model.Recordset;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** List recordsets over the generated 10,000-recordset zone. */
class EmulatorPaginationTest {
    // The zone is generated once in @BeforeAll and only read: the tests share it, so no reset between them.
    @RegisterExtension
    static final EmulatorExtension cloud = new EmulatorExtension().keepStateBetweenTests();

    private static SeededZone zone;
    private static DnsClient dns;
    private static List<Recordset> everything;

    @BeforeAll
    static void seed() {
        zone = cloud.emulator().seedGeneratedZone("example.com", 10_000, 42);
        dns = DnsClient.create(cloud.emulator().config());
        everything = dns
                .recordsets()
                .list(zone.id(), ListRecordsetsRequest.builder().limit(1000).build())
                .stream()
                .collect(Collectors.toList());
    }

    @Test
    void everyRecordsetComesOnceInPages() {
        assertThat(everything).hasSize(10_000);
        Set<UUID> ids = new HashSet<>();
        everything.forEach(r -> ids.add(r.id()));
        assertThat(ids).hasSize(10_000);
        assertThat(everything.stream().map(Recordset::type).distinct()).hasSize(13);
        assertThat(everything).allSatisfy(r -> {
            assertThat(r.name()).endsWith("example.com.");
            assertThat(r.zoneName()).isEqualTo("example.com.");
            assertThat(r.records()).isNotEmpty();
        });
    }

    @Test
    void defaultPageIs20WithMeta() {
        Page<Recordset> page = dns.recordsets().listPage(zone.id(), ListRecordsetsRequest.all());
        assertThat(page.items()).hasSize(20);
        assertThat(page.meta().limit()).isEqualTo(20);
        assertThat(page.meta().total()).isEqualTo(10_000);
        assertThat(page.meta().hasMore()).isTrue();
        assertThat(page.meta().marker()).isEqualTo(page.items().get(19).id().toString());
    }

    @Test
    void limitAboveTheEmulatorsMaximumGetsAPageOfTheMaximum() {
        Page<Recordset> page = dns.recordsets()
                .listPage(zone.id(), ListRecordsetsRequest.builder().limit(5000).build());
        assertThat(page.items()).containsExactlyElementsOf(everything.subList(0, 1000));
        assertThat(page.meta().limit()).isEqualTo(1000);
        assertThat(page.meta().hasMore()).isTrue();
    }

    @Test
    void filtersMatchWhatTheFullListHolds() {
        ListRecordsetsRequest filter = ListRecordsetsRequest.builder()
                .type(RecordType.A)
                .name("www*")
                .limit(37)
                .build();
        List<Recordset> got = dns.recordsets().list(zone.id(), filter).stream().collect(Collectors.toList());
        List<Recordset> expected = everything.stream()
                .filter(r -> r.type() == RecordType.A && r.name().startsWith("www"))
                .collect(Collectors.toList());
        assertThat(expected).hasSizeGreaterThan(100);
        assertThat(got).isEqualTo(expected);
        assertThat(dns.recordsets().listPage(zone.id(), filter).meta().total()).isEqualTo(expected.size());
    }

    @Test
    void statusAndExactNameFilter() {
        List<Recordset> pending = dns
                .recordsets()
                .list(
                        zone.id(),
                        ListRecordsetsRequest.builder()
                                .status("PENDING")
                                .limit(500)
                                .build())
                .stream()
                .collect(Collectors.toList());
        assertThat(pending).isNotEmpty().allSatisfy(r -> assertThat(r.status()).isEqualTo("PENDING"));
        assertThat(pending).hasSize((int)
                everything.stream().filter(r -> r.status().equals("PENDING")).count());
        Recordset one = everything.get(5000);
        List<Recordset> exact =
                dns
                        .recordsets()
                        .list(
                                zone.id(),
                                ListRecordsetsRequest.builder().name(one.name()).build())
                        .stream()
                        .collect(Collectors.toList());
        assertThat(exact).contains(one).allSatisfy(r -> assertThat(r.name()).isEqualTo(one.name()));
        assertThat(dns
                        .recordsets()
                        .list(
                                zone.id(),
                                ListRecordsetsRequest.builder()
                                        .name("example.com.")
                                        .type(RecordType.SOA)
                                        .build())
                        .stream()
                        .count())
                .isEqualTo(1);
    }

    @Test
    void markerStartsAfterThatRecordset() {
        Recordset pivot = everything.get(1234);
        Page<Recordset> page = dns.recordsets()
                .listPage(
                        zone.id(),
                        ListRecordsetsRequest.builder()
                                .marker(pivot.id())
                                .limit(3)
                                .build());
        assertThat(page.items()).containsExactlyElementsOf(everything.subList(1235, 1238));
    }
}
