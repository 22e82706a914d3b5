package dev.cloudsdk.benchmarks;

import java.nio.charset.StandardCharsets;
import java.util.UUID;

/**
 * The canned JSON the loopback server answers and the ids both clients send. Every documented field is present,
 * so both sides parse the same, complete payloads.
 */
final class Payloads {
    static final UUID LB_ID = UUID.fromString("6f1c2a5e-8d3b-4c7a-9e21-0b5d4f3a2c10");
    static final UUID ZONE_ID = UUID.fromString("2c9d8e7f-1a2b-4c3d-8e4f-5a6b7c8d9e0f");
    /** The zone whose listing is generated page by page, for the pagination benchmark. */
    static final UUID SCALE_ZONE_ID = UUID.fromString("5ca1e000-0000-4000-8000-000000000001");

    static final UUID DB_BACKUP_ID = UUID.fromString("9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d");
    static final UUID VOLUME_BACKUP_ID = UUID.fromString("3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b");
    static final UUID DB_INSTANCE_ID = UUID.fromString("7d6c5b4a-3e2f-4a1b-9c0d-8e7f6a5b4c3d");
    /** Recordset ids are this prefix followed by the item's index as 12 hex digits. */
    static final String RECORDSET_ID_PREFIX = "00000000-0000-4000-8000-";

    private Payloads() {}

    static String pool() {
        return "{\"pool\":{\"id\":\"a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d\","
                + "\"crn\":\"crn:eu-1:loadbalancer:pool:a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d\","
                + "\"name\":\"web\",\"description\":\"Web tier pool\",\"provisioning_status\":\"ACTIVE\","
                + "\"operating_status\":\"ONLINE\",\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\","
                + "\"session_persistence\":{\"type\":\"HTTP_COOKIE\",\"cookie_name\":\"SESSION\","
                + "\"persistence_timeout\":3600,\"persistence_granularity\":\"255.255.255.255\"},"
                + "\"listeners\":[{\"id\":\"b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e\"}],"
                + "\"members\":[{\"id\":\"c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f\"},"
                + "{\"id\":\"d4e5f6a7-b8c9-4d0e-9f2a-3b4c5d6e7f80\"}],"
                + "\"healthmonitor_id\":\"e5f6a7b8-c9d0-4e1f-8a3b-4c5d6e7f8091\","
                + "\"load_balancer_id\":\"" + LB_ID + "\",\"tags\":[\"web\",\"prod\"],"
                + "\"created_at\":\"2024-05-01T12:00:00Z\",\"updated_at\":\"2024-05-02T08:30:00Z\"}}";
    }

    static String databaseInstance() {
        return "{\"database_instance\":{\"id\":\"f6a7b8c9-d0e1-4f2a-9b4c-5d6e7f8091a2\","
                + "\"crn\":\"crn:eu-1:database:instance:f6a7b8c9-d0e1-4f2a-9b4c-5d6e7f8091a2\","
                + "\"name\":\"restored-db\",\"status\":\"BUILD\",\"operating_status\":\"\","
                + "\"datastore\":{\"type\":\"postgresql\",\"version\":\"15\","
                + "\"version_id\":\"0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d\"},"
                + "\"flavor\":{\"id\":\"1b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e\",\"name\":\"db.medium\"},"
                + "\"volume\":{\"size\":100,\"type\":\"ssd\",\"used\":0},\"region\":\"eu-1\","
                + "\"addresses\":[{\"address\":\"10.0.0.12\",\"type\":\"private\",\"network\":\"db-net\"}],"
                + "\"hostname\":\"restored-db.eu-1.db.example\",\"ip\":[\"10.0.0.12\"],"
                + "\"replicas\":[{\"id\":\"2c3d4e5f-6a7b-4c8d-8e9f-0a1b2c3d4e5f\",\"name\":\"replica-1\"}],"
                + "\"replica_of\":{\"id\":\"3d4e5f6a-7b8c-4d9e-9f0a-1b2c3d4e5f60\",\"name\":\"primary\"},"
                + "\"configuration\":{\"id\":\"4e5f6a7b-8c9d-4e0f-8a1b-2c3d4e5f6071\",\"name\":\"default-pg15\"},"
                + "\"public_access\":false,\"ssl_enabled\":true,"
                + "\"backup_schedule\":{\"enabled\":true,\"time\":\"02:00\",\"retention_days\":7},"
                + "\"created_at\":\"2024-05-01T12:00:00Z\",\"updated_at\":\"2024-05-01T12:00:00Z\"}}";
    }

    static String volumeRestore() {
        return "{\"volume_id\":\"5f6a7b8c-9d0e-4f1a-9b2c-3d4e5f607182\"}";
    }

    static String restartMessage() {
        return "{\"message\":\"Restart of instance " + DB_INSTANCE_ID + " accepted\"}";
    }

    static String recordsetId(long index) {
        return RECORDSET_ID_PREFIX + hex12(index);
    }

    static String hex12(long index) {
        String h = Long.toHexString(index);
        return "000000000000".substring(h.length()) + h;
    }

    /** One recordset with every field; its id (in {@code id} and {@code crn}) is {@link #recordsetId(long)}. */
    static String recordset(long index) {
        String id = recordsetId(index);
        return "{\"id\":\"" + id + "\",\"crn\":\"crn:eu-1:dns:recordset:" + id + "\","
                + "\"zone_id\":\"" + ZONE_ID + "\",\"zone_name\":\"example.com.\","
                + "\"name\":\"host" + (index % 1000) + ".example.com.\",\"description\":\"Web front end\","
                + "\"status\":\"ACTIVE\",\"action\":\"NONE\",\"type\":\"A\",\"ttl\":3600,"
                + "\"records\":[\"192.0.2.10\",\"192.0.2.11\"],"
                + "\"created_at\":\"2024-05-01T12:00:00Z\",\"updated_at\":\"2024-05-02T08:30:00Z\"}";
    }

    /**
     * A page of {@code size} recordsets starting at index {@code from}. {@code has_more} is written as
     * {@code " true"} or {@code "false"} so that both have the same length and a page can be patched in place.
     */
    static String recordsetPage(long from, int size, long total, boolean hasMore) {
        StringBuilder sb = new StringBuilder(size * 460 + 200);
        sb.append("{\"recordsets\":[");
        for (int i = 0; i < size; i++) {
            sb.append(i == 0 ? "" : ",").append(recordset(from + i));
        }
        sb.append("],\"meta\":{\"total\":")
                .append(total)
                .append(",\"limit\":")
                .append(size)
                .append(",\"marker\":\"")
                .append(recordsetId(from + size - 1))
                .append("\",\"has_more\":")
                .append(hasMore ? " true" : "false")
                .append("}}");
        return sb.toString();
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
