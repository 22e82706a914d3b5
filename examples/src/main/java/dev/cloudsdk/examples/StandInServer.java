package dev.cloudsdk.examples;

import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;

/** Answers the five operations with fixed, realistic bodies, so the tour runs without a cloud account. */
final class StandInServer extends Dispatcher {
    static final UUID ZONE = UUID.fromString("9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a");
    static final UUID BACKUP = UUID.fromString("2f3e4d5c-6b7a-4988-9a7b-6c5d4e3f2a1b");
    static final UUID BUSY_BACKUP = UUID.fromString("2f3e4d5c-6b7a-4988-9a7b-000000000409");
    private static final int RECORDSETS = 45;
    private static final AtomicInteger PAGES = new AtomicInteger();

    static int pagesServed() {
        return PAGES.get();
    }

    @Override
    public MockResponse dispatch(RecordedRequest request) {
        String path = request.getUrl().encodedPath();
        if (path.endsWith("/pools")) {
            return json(201, "{\"pool\":{\"id\":\"" + UUID.randomUUID() + "\",\"name\":\"web\",\"protocol\":\"HTTP\","
                    + "\"lb_algorithm\":\"ROUND_ROBIN\",\"provisioning_status\":\"ACTIVE\","
                    + "\"operating_status\":\"ONLINE\"}}");
        } else if (path.endsWith("/recordsets")) {
            return recordsets(request);
        } else if (path.contains("/database-backups/" + BUSY_BACKUP)) {
            return json(409, "{\"error\":{\"message\":\"Backup is not in restorable state\"}}");
        } else if (path.contains("/database-backups/")) {
            return json(202, "{\"database_instance\":{\"id\":\"" + UUID.randomUUID() + "\",\"name\":\"orders-restored\","
                    + "\"status\":\"RESTORING\"}}");
        } else if (path.endsWith("/restart")) {
            return json(202, "{\"message\":\"Restart accepted\"}");
        } else if (path.contains("/storage/backups/")) {
            String body = request.getBody() == null ? "" : request.getBody().utf8();
            String volume = body.contains("volume_id") ? body.replaceAll(".*\"volume_id\":\"([^\"]+)\".*", "$1")
                    : UUID.randomUUID().toString();
            return json(202, "{\"volume_id\":\"" + volume + "\"}");
        }
        return json(404, "{\"error\":{\"message\":\"not found\"}}");
    }

    private static MockResponse recordsets(RecordedRequest request) {
        PAGES.incrementAndGet();
        String limitParam = request.getUrl().queryParameter("limit");
        int limit = limitParam == null ? 20 : Integer.parseInt(limitParam);
        String marker = request.getUrl().queryParameter("marker");
        boolean onlyWww = request.getUrl().queryParameter("name") != null;
        int start = marker == null ? 0 : index(marker) + 1;
        int end = onlyWww ? Math.min(3, RECORDSETS) : Math.min(start + limit, RECORDSETS);
        StringBuilder items = new StringBuilder();
        for (int i = start; i < end; i++) {
            items.append(items.length() == 0 ? "" : ",").append("{\"id\":\"").append(id(i))
                    .append("\",\"name\":\"www").append(i).append(".example.org.\",\"type\":\"A\",\"ttl\":300,")
                    .append("\"records\":[\"192.0.2.").append(i + 1).append("\"]}");
        }
        boolean more = !onlyWww && end < RECORDSETS;
        return json(200, "{\"recordsets\":[" + items + "],\"meta\":{\"total\":" + RECORDSETS + ",\"limit\":" + limit
                + ",\"has_more\":" + more + "}}");
    }

    private static String id(int i) {
        return String.format("00000000-0000-4000-8000-%012d", i);
    }

    private static int index(String id) {
        return Integer.parseInt(id.substring(id.lastIndexOf('-') + 1));
    }

    private static MockResponse json(int code, String body) {
        return new MockResponse.Builder().code(code).setHeader("Content-Type", "application/json").body(body).build();
    }
}
