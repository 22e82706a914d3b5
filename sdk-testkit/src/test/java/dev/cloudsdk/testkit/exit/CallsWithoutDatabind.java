package dev.cloudsdk.testkit.exit;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.loadbalancer.model.SessionPersistence;
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import java.net.InetAddress;
import java.util.UUID;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/**
 * The child JVM of {@code NoDatabindOnTheCallPathTest}: builds a client of each service against a loopback
 * MockWebServer, then loads {@link CallsStart}, makes one successful call of each of the five operations (every one
 * reads a body; the three POSTs also send one), and loads {@link CallsEnd}. With {@code -Xlog:class+load}, the
 * classes the JVM loaded between the two markers are those the calls' path needed first.
 */
public final class CallsWithoutDatabind {
    private static final String ID = "6a3e4a5c-4d0d-4f3b-9a6c-0b8e3a1f2c11";

    private CallsWithoutDatabind() {
    }

    /** Loaded just before the calls. */
    public static final class CallsStart {
    }

    /** Loaded just after them. */
    public static final class CallsEnd {
    }

    /**
     * @param args none
     * @throws Exception when a call fails, which fails the test
     */
    public static void main(String[] args) throws Exception {
        try (MockWebServer server = new MockWebServer()) {
            server.start(InetAddress.getLoopbackAddress(), 0);
            ClientConfig config = ClientConfig.builder().baseUrl(server.url("/api").toString()).token("t0ken")
                    .region("region-1").build();
            LoadBalancerClient lb = LoadBalancerClient.create(config);
            DnsClient dns = DnsClient.create(config);
            DatabaseClient db = DatabaseClient.create(config);
            StorageClient storage = StorageClient.create(config);
            server.enqueue(json(201, "{\"pool\":{\"id\":\"" + ID + "\",\"name\":\"web\",\"protocol\":\"HTTP\","
                    + "\"members\":[{\"id\":\"" + ID + "\",\"weight\":3}],\"tags\":[\"a\"],"
                    + "\"created_at\":\"2026-01-01T00:00:00Z\",\"session_persistence\":{\"type\":\"HTTP_COOKIE\"},"
                    + "\"new_member\":{\"x\":[1,2.5,true,null]}}}"));
            server.enqueue(json(200, "{\"recordsets\":[{\"id\":\"" + ID + "\",\"name\":\"www\",\"type\":\"A\","
                    + "\"records\":[\"192.0.2.1\"],\"ttl\":300}],\"meta\":{\"total\":1,\"has_more\":false}}"));
            server.enqueue(json(202, "{\"database_instance\":{\"id\":\"" + ID + "\",\"name\":\"db\","
                    + "\"status\":\"BUILD\",\"addresses\":[{\"address\":\"10.0.0.1\",\"type\":\"private\"}]}}"));
            server.enqueue(json(202, "{\"message\":\"restarting\"}"));
            server.enqueue(json(202, "{\"volume_id\":\"" + ID + "\"}"));
            Class.forName(CallsStart.class.getName());
            String pool = lb.pools().create(UUID.fromString(ID), CreatePoolRequest.builder().name("web")
                    .protocol(Protocol.HTTP).lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                    .sessionPersistence(SessionPersistence.ofType("HTTP_COOKIE")).tags("a").build()).toString();
            long recordsets = dns.recordsets().list(UUID.fromString(ID)).stream().count();
            String instance = db.backups().restore(UUID.fromString(ID), RestoreDatabaseBackupRequest.builder()
                    .name("db").volumeSize(10).build()).name();
            String restart = db.instances().restart(UUID.fromString(ID));
            UUID volume = storage.backups().restore(UUID.fromString(ID), RestoreVolumeBackupRequest.builder()
                    .name("v").build());
            Class.forName(CallsEnd.class.getName());
            System.out.println("pool=" + pool);
            System.out.println("recordsets=" + recordsets + " instance=" + instance + " restart=" + restart
                    + " volume=" + volume);
            for (int i = 0; i < 5; i++) {
                var body = server.takeRequest().getBody();
                System.out.println("sent=" + (body == null ? "" : body.utf8()));
            }
        }
    }

    private static MockResponse json(int code, String body) {
        return new MockResponse.Builder().code(code).setHeader("Content-Type", "application/json").body(body)
                .build();
    }
}
