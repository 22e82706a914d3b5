package dev.cloudsdk.examples;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ConflictException;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestartDatabaseInstanceRequest;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.RecordType;
import dev.cloudsdk.dns.model.Recordset;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Pool;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import java.io.IOException;
import java.util.UUID;
import mockwebserver3.MockWebServer;

/**
 * Calls all five operations against a local stand-in server that this program starts on loopback, and prints
 * what the SDK returned. Run it with {@code ./mvnw -B -q -pl examples -am package -DskipTests exec:java}.
 */
public final class Tour {
    private Tour() {
    }

    /**
     * @param args unused
     * @throws IOException when the local server cannot start
     */
    public static void main(String[] args) throws IOException {
        try (MockWebServer server = new MockWebServer()) {
            server.setDispatcher(new StandInServer());
            server.start();
            ClientConfig config = ClientConfig.builder().baseUrl(server.url("/").toString())
                    .token("example-token").region("eu-1").build();
            run(config);
        }
    }

    private static void run(ClientConfig config) {
        UUID lbId = UUID.fromString("3e7a9c15-2b4d-4f6e-8a1c-5d7e9f0b2c4a");
        Pool pool = LoadBalancerClient.create(config).pools().create(lbId, CreatePoolRequest.builder()
                .name("web").protocol(Protocol.HTTP).lbAlgorithm(LbAlgorithm.ROUND_ROBIN).build());
        step("create pool", pool.name() + " " + shortId(pool.id()) + " " + pool.protocol() + "/"
                + pool.lbAlgorithm() + " " + pool.provisioningStatus());

        DnsClient dns = DnsClient.create(config);
        UUID zone = StandInServer.ZONE;
        long count = dns.recordsets().list(zone, ListRecordsetsRequest.builder().limit(20).build()).stream().count();
        step("list recordsets", count + " recordsets over " + StandInServer.pagesServed() + " pages");
        for (Recordset r : dns.recordsets().list(zone,
                ListRecordsetsRequest.builder().type(RecordType.A).name("www*").build())) {
            step("  A www*", r.name() + " -> " + r.records());
        }

        DatabaseClient db = DatabaseClient.create(config);
        DatabaseInstance restored = db.backups().restore(StandInServer.BACKUP,
                RestoreDatabaseBackupRequest.builder().name("orders-restored").build());
        step("restore database backup", restored.name() + " " + shortId(restored.id()) + " accepted, status "
                + restored.status());
        try {
            db.backups().restore(StandInServer.BUSY_BACKUP, RestoreDatabaseBackupRequest.named("too-soon"));
        } catch (ConflictException e) {
            step("restore a busy backup", "ConflictException " + e.statusCode() + ": " + e.getMessage());
        }
        step("restart database instance", db.instances().restart(restored.id()));
        step("restart (forced)", db.instances().restart(restored.id(), RestartDatabaseInstanceRequest.forced()));

        StorageClient storage = StorageClient.create(config);
        step("restore volume backup", "new volume " + shortId(storage.backups().restore(StandInServer.BACKUP)));
        UUID existing = UUID.fromString("4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d");
        step("restore onto a volume", "volume " + shortId(storage.backups().restore(StandInServer.BACKUP,
                RestoreVolumeBackupRequest.builder().volumeId(existing).build())));
    }

    private static void step(String what, String result) {
        System.out.printf("%-28s %s%n", what, result);
    }

    static String shortId(UUID id) {
        return id == null ? "-" : id.toString().substring(0, 8);
    }
}
