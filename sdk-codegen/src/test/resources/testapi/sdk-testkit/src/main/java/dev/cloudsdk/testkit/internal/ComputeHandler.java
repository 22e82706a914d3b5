package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import mockwebserver3.RecordedRequest;

/**
 * The compute service of sdk-codegen's test-only document: the hand-written {@code <Prefix>Handler} that the
 * generated {@code ComputeEmulation} asks for, so that the document's generated testkit, fault-matrix rows and
 * contract calls compile and run against the emulator (TestApiEmulatorTest). The servers' create, read, list,
 * update and delete are the generated interface's generic behaviour ({@code x-cloudsdk-resource: server}); what is
 * left here are the rules the document cannot state: a stopped server cannot reboot, a server's status is read
 * alone, and a snapshot needs its server and copies its id. The images are the document's catalog (the generic
 * read; a server's create must name one). The snapshot's create is
 * hand-written as a resource's create is when its rules are: it stores the snapshot with {@code resources().put},
 * so the generic read, list and delete of {@code x-cloudsdk-resource: snapshot} serve it. Not part of sdk-testkit:
 * compiled only by that test.
 */
final class ComputeHandler implements ComputeEmulation {
    private final Store store;

    ComputeHandler(Store store) {
        this.store = store;
    }

    @Override
    public Resources resources() {
        return store.resources;
    }

    @Override
    public Answer rebootServer(String serverName, String region, RecordedRequest request) {
        ObjectNode in = Wire.body(request, false);
        boolean hard = in != null && in.path("hard").asBoolean(false);
        synchronized (store) {
            ObjectNode server = resources().require(SERVER, List.of(region), serverName);
            if (server.path("status").asText().equals("STOPPED")) {
                throw ApiError.conflict("server " + Wire.printable(serverName) + " is STOPPED and cannot reboot");
            }
        }
        return new Answer(202, Wire.object().put("message", (hard ? "power cycle of " : "reboot of ")
                + Wire.printable(serverName) + " accepted"));
    }

    /** A server that is STOPPED, stored for the generic behaviour as its create would. */
    @Override
    public Map<String, String> rebootServerConflict(String region) {
        String name = "stopped-" + store.newId().toString().substring(0, 8);
        resources().put(SERVER, List.of(region), Wire.object().put("id", store.newId().toString()).put("name", name)
                .put("status", "STOPPED"));
        return Map.of("server_name", name);
    }

    @Override
    public Answer getServerStatus(String serverName, String region, RecordedRequest request) {
        synchronized (store) {
            ObjectNode server = resources().require(SERVER, List.of(region), serverName);
            return new Answer(200, Wire.object().put("status", server.path("status").asText()));
        }
    }

    @Override
    public Answer createSnapshot(String serverName, String region, RecordedRequest request) {
        ObjectNode in = Wire.body(request, true);
        String name = Wire.optionalText(in, "name");
        if (name == null || name.isEmpty()) {
            throw ApiError.invalid("name", "name is required");
        }
        synchronized (store) {
            ObjectNode server = resources().require(SERVER, List.of(region), serverName);
            ObjectNode snapshot = Wire.object().put("id", store.newId().toString()).put("name", name)
                    .put("server_id", server.path("id").asText()).put("status", "AVAILABLE")
                    .put("created_at", Wire.now());
            resources().put(SNAPSHOT, List.of(region, serverName), snapshot);
            ObjectNode body = Wire.object();
            body.set("snapshot", snapshot);
            return new Answer(201, body);
        }
    }
}
