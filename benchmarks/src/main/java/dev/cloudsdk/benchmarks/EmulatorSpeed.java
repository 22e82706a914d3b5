package dev.cloudsdk.benchmarks;

import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.RestartDatabaseInstanceRequest;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.InstanceStatus;
import dev.cloudsdk.testkit.SeededLoadBalancer;
import dev.cloudsdk.testkit.SeededZone;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Measurement 6: how fast the testkit's {@link CloudEmulator} answers the SDK on loopback, since users' test
 * suites run on it. Per operation, the median and 90th percentile of single calls through the SDK on a
 * kept-alive connection; then the wall time of listing a generated zone of 10,000 recordsets at the default page
 * size (20, so 500 requests). {@link ServerLatency} shows the cause of the old 44 ms per request beside it.
 *
 * <p>Run alone: {@code java -cp benchmarks/target/benchmarks.jar dev.cloudsdk.benchmarks.EmulatorSpeed} prints
 * its section of the report.
 */
public final class EmulatorSpeed {
    static final int LISTING = 10_000;
    static final int PAGE = 20;

    /** One operation: median and 90th percentile in milliseconds over {@code calls} calls. */
    record Op(String name, int calls, double medianMillis, double p90Millis) {}

    /** Everything section 6 shows. */
    record Result(
            List<Op> ops,
            int listed,
            int listings,
            double listingMedianMillis,
            double listingMaxMillis,
            ServerLatency.Result server) {}

    private EmulatorSpeed() {}

    /**
     * @param args {@code --quick} for a few calls only
     * @throws Exception when a call fails
     */
    public static void main(String[] args) throws Exception {
        boolean quick = args.length > 0 && args[0].equals("--quick");
        StringBuilder sb = new StringBuilder();
        Report.emulator(sb, run(quick));
        System.out.print(sb);
    }

    static Result run(boolean quick) throws Exception {
        int warmups = quick ? 5 : 500;
        int calls = quick ? 20 : 300;
        try (CloudEmulator emulator = CloudEmulator.start()) {
            List<Op> ops = perRequest(emulator, warmups, calls);
            int listings = quick ? 1 : 5;
            double[] millis = new double[listings];
            SeededZone zone = emulator.seedGeneratedZone("bench.example.com.", LISTING, 42);
            DnsClient dns = DnsClient.create(emulator.config());
            listAll(dns, zone.id()); // warm-up
            for (int i = 0; i < listings; i++) {
                long start = System.nanoTime();
                listAll(dns, zone.id());
                millis[i] = (System.nanoTime() - start) / 1e6;
            }
            Arrays.sort(millis);
            return new Result(
                    ops,
                    LISTING,
                    listings,
                    millis[listings / 2],
                    millis[listings - 1],
                    ServerLatency.run(quick ? 5 : 50, quick ? 20 : 100));
        }
    }

    private static List<Op> perRequest(CloudEmulator emulator, int warmups, int calls) throws Exception {
        LoadBalancerClient lb = LoadBalancerClient.create(emulator.config());
        DnsClient dns = DnsClient.create(emulator.config());
        DatabaseClient db = DatabaseClient.create(emulator.config());
        StorageClient storage = StorageClient.create(emulator.config());
        SeededLoadBalancer balancer = emulator.seedLoadBalancer();
        CreatePoolRequest pool = CreatePoolRequest.builder()
                .name("web")
                .protocol(Protocol.HTTP)
                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                .build();
        SeededZone zone = emulator.seedGeneratedZone("page.example.com.", 100, 7);
        ListRecordsetsRequest page = ListRecordsetsRequest.builder().limit(PAGE).build();
        UUID dbBackup = emulator.seedDatabaseBackup(BackupStatus.AVAILABLE);
        UUID instance = emulator.seedDatabaseInstance("orders-db", InstanceStatus.ACTIVE);
        UUID volumeBackup = emulator.seedVolumeBackup(BackupStatus.AVAILABLE);
        Map<String, Concurrency.Op> ops = new LinkedHashMap<>();
        ops.put("createPool", () -> lb.pools().create(balancer.id(), pool));
        ops.put("listRecordsets (one page of 20)", () -> dns.recordsets().listPage(zone.id(), page));
        ops.put(
                "restoreDatabaseBackup",
                () -> db.backups().restore(dbBackup, RestoreDatabaseBackupRequest.named("copy")));
        ops.put("restoreVolumeBackup", () -> storage.backups().restore(volumeBackup));
        // Forced, so that a restart is accepted while the previous one is still rebooting.
        ops.put(
                "restartDatabaseInstance",
                () -> db.instances().restart(instance, RestartDatabaseInstanceRequest.forced()));
        List<Op> results = new ArrayList<>();
        for (Map.Entry<String, Concurrency.Op> e : ops.entrySet()) {
            double[] millis = ServerLatency.time(e.getValue(), warmups, calls);
            results.add(new Op(e.getKey(), calls, millis[calls / 2], millis[(calls * 9) / 10]));
        }
        return results;
    }

    private static void listAll(DnsClient dns, UUID zone) {
        int n = 0;
        for (Recordset r : dns.recordsets().list(zone)) {
            n += r.name().isEmpty() ? 0 : 1;
        }
        if (n != LISTING) {
            throw new IllegalStateException("listed " + n + " recordsets, expected " + LISTING);
        }
    }
}
