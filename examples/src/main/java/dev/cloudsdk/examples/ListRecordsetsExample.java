package dev.cloudsdk.examples;

import dev.cloudsdk.core.Page;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.RecordType;
import dev.cloudsdk.dns.model.Recordset;
import java.util.UUID;

/** Lists a zone's recordsets: every one lazily page by page, then with filters. */
public final class ListRecordsetsExample {
    private ListRecordsetsExample() {}

    /** @param args unused */
    public static void main(String[] args) {
        try (Environment env = Environment.open()) {
            run(env);
        }
    }

    static void run(Environment env) {
        DnsClient dns = DnsClient.create(env.config());
        UUID zone = env.id(Environment.ZONE);
        int pages = 0;
        long items = 0;
        for (Page<Recordset> page : dns.recordsets()
                .list(zone, ListRecordsetsRequest.builder().limit(500).build())
                .pages()) {
            pages++;
            items += page.items().size();
        }
        Console.step("list recordsets", items + " recordsets in " + pages + " pages of up to 500");
        Page<Recordset> first = dns.recordsets().listPage(zone, ListRecordsetsRequest.all());
        Console.step(
                "  first page (default limit)",
                first.items().size() + " of " + first.meta().total() + ", has_more="
                        + first.meta().hasMore());
        ListRecordsetsRequest www =
                ListRecordsetsRequest.builder().type(RecordType.A).name("www*").build();
        long matches = dns.recordsets().list(zone, www).stream().count();
        Console.step("  type=A name=www*", matches + " matches, for example:");
        dns.recordsets().list(zone, www).stream()
                .limit(3)
                .forEach(r -> Console.step("", r.name() + " " + r.ttl() + " " + r.records()));
        long pending =
                dns
                        .recordsets()
                        .list(
                                zone,
                                ListRecordsetsRequest.builder()
                                        .status("PENDING")
                                        .limit(1000)
                                        .build())
                        .stream()
                        .count();
        Console.step("  status=PENDING", pending + " recordsets");
    }
}
