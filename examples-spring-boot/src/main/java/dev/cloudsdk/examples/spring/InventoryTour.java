package dev.cloudsdk.examples.spring;

import dev.cloudsdk.core.Page;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Pool;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.micrometer.CloudSdkMetrics;
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.stereotype.Component;

/**
 * The application's own code: the clients arrive by constructor injection, as any Spring bean's collaborators do,
 * and each step is one call. The metrics at the end are the starter's: sdk-micrometer on the class path and Spring
 * Boot's {@code MeterRegistry} are all it takes.
 */
@Component
class InventoryTour implements ApplicationRunner {
    private final LoadBalancerClient lb;
    private final DnsClient dns;
    private final DatabaseClient db;
    private final StorageClient storage;
    private final MeterRegistry registry;
    private final ExampleIds ids;

    InventoryTour(
            LoadBalancerClient lb,
            DnsClient dns,
            DatabaseClient db,
            StorageClient storage,
            MeterRegistry registry,
            ExampleIds ids) {
        this.lb = lb;
        this.dns = dns;
        this.db = db;
        this.storage = storage;
        this.registry = registry;
        this.ids = ids;
    }

    @Override
    public void run(ApplicationArguments args) {
        Pool pool = lb.pools()
                .create(
                        ids.loadBalancerId(),
                        CreatePoolRequest.builder()
                                .name("web")
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .listenerId(ids.listenerId())
                                .build());
        step("create pool", pool.name() + " " + shortId(pool.id()) + " " + pool.protocol() + "/" + pool.lbAlgorithm());

        long pages = 0;
        long items = 0;
        for (Page<Recordset> page : dns.recordsets()
                .list(ids.zoneId(), ListRecordsetsRequest.builder().limit(500).build())
                .pages()) {
            pages++;
            items += page.items().size();
        }
        step("list recordsets", items + " recordsets in " + pages + " pages of up to 500");

        DatabaseInstance restored =
                db.backups().restore(ids.databaseBackupId(), RestoreDatabaseBackupRequest.named("orders-restored"));
        step(
                "restore database backup",
                restored.name() + " " + shortId(restored.id()) + ", status " + restored.status());
        step("restart database instance", db.instances().restart(ids.databaseInstanceId()));
        UUID volume = storage.backups()
                .restore(
                        ids.volumeBackupId(),
                        RestoreVolumeBackupRequest.builder().name("data-copy").build());
        step("restore volume backup", "new volume " + shortId(volume));
        step("metrics", CloudSdkMetrics.CALLS + " in Spring Boot's MeterRegistry:");

        // One line per operation and outcome: a walk's pages fetched ahead are async calls, timed under async=true.
        Map<String, List<Timer>> byOperation = registry.find(CloudSdkMetrics.CALLS).timers().stream()
                .collect(Collectors.groupingBy(
                        t -> t.getId().getTag("operation") + " " + t.getId().getTag("outcome"),
                        TreeMap::new,
                        Collectors.toList()));
        byOperation.forEach((key, timers) -> {
            String[] operationAndOutcome = key.split(" ");
            step(
                    "  " + operationAndOutcome[0],
                    timers.stream().mapToLong(Timer::count).sum() + " call(s), "
                            + Math.round(timers.stream()
                                    .mapToDouble(t -> t.totalTime(TimeUnit.MILLISECONDS))
                                    .sum())
                            + " ms, outcome " + operationAndOutcome[1]);
        });
        step("done", "every call through injected clients");
    }

    private static void step(String what, String result) {
        System.out.printf("%-32s %s%n", what, result);
    }

    private static String shortId(UUID id) {
        return id == null ? "-" : id.toString().substring(0, 8);
    }
}
