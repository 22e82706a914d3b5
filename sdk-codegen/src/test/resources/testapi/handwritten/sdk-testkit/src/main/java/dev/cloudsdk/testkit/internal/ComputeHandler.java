package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import mockwebserver3.RecordedRequest;
import okhttp3.HttpUrl;

/**
 * The compute service of sdk-codegen's test-only document: the hand-written {@code <Prefix>Handler} that the
 * generated {@code ComputeEmulation} asks for, so that the document's generated testkit, fault-matrix rows and
 * contract calls compile and run against the emulator (TestApiEmulatorTest). Servers by region and name; one
 * image, {@link #IMAGE}, the same in every region. Not part of sdk-testkit: compiled only by that test.
 */
final class ComputeHandler implements ComputeEmulation {
    /** The one image there is, {@code debian-12}. */
    static final UUID IMAGE = UUID.fromString("3f4aa0b2-e74e-3aa1-be8c-f1f1b48db670");

    private final Store store;
    /** Servers by region, then by name. */
    private final Map<String, TreeMap<String, ObjectNode>> servers = new TreeMap<>();

    ComputeHandler(Store store) {
        this.store = store;
    }

    @Override
    public Answer listServers(String region, RecordedRequest request) {
        HttpUrl url = request.getUrl();
        int limit = 20;
        String limitText = url.queryParameter("limit");
        if (limitText != null) {
            try {
                limit = Integer.parseInt(limitText);
            } catch (NumberFormatException e) {
                limit = 0;
            }
            if (limit < 1 || limit > 500) {
                throw ApiError.invalid("limit", "limit must be from 1 to 500, was '" + Wire.printable(limitText)
                        + "'");
            }
        }
        String after = url.queryParameter("after");
        String status = url.queryParameter("status");
        List<String> tags = url.queryParameterValues("tag");
        ArrayNode page = Wire.MAPPER.createArrayNode();
        boolean more = false;
        synchronized (store) {
            for (ObjectNode s : region(region).tailMap(after == null ? "" : after, after == null).values()) {
                if ((status == null || s.path("status").asText().equals(status))
                        && tags.stream().allMatch(t -> has(s, t))) {
                    if (page.size() == limit) {
                        more = true;
                        break;
                    }
                    page.add(s.deepCopy());
                }
            }
        }
        ObjectNode body = Wire.object();
        body.set("servers", page);
        body.putObject("meta").put("limit", limit).put("has_more", more);
        return Answer.json(200, body);
    }

    private static boolean has(ObjectNode server, String tag) {
        for (JsonNode t : server.path("tags")) {
            if (t.asText().equals(tag)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Answer createServer(String region, RecordedRequest request) {
        ObjectNode in = Wire.body(request, true);
        String name = name(in);
        UUID image = Wire.uuid(in.path("image_id").isTextual() ? in.get("image_id").asText() : null, "image_id");
        synchronized (store) {
            if (region(region).containsKey(name)) {
                throw ApiError.conflict("a server named " + name + " exists in region " + region);
            }
            ObjectNode s = Wire.object().put("id", store.newId().toString()).put("name", name).put("status", "ACTIVE");
            s.putObject("flavor").put("vcpus", in.path("vcpus").asInt(1)).put("ram_mb", 1024);
            s.set("image", image(image));
            s.set("tags", in.has("tags") ? in.get("tags").deepCopy() : Wire.MAPPER.createArrayNode());
            s.put("created_at", Wire.now()).put("updated_at", Wire.now());
            region(region).put(name, s);
            ObjectNode out = Wire.object();
            out.set("server", s.deepCopy());
            return Answer.json(201, out);
        }
    }

    @Override
    public Answer getServer(String serverName, String region, RecordedRequest request) {
        synchronized (store) {
            return Answer.json(200, server(serverName, region).deepCopy());
        }
    }

    @Override
    public Answer updateServer(String serverName, String region, RecordedRequest request) {
        ObjectNode in = Wire.body(request, true);
        String name = name(in);
        synchronized (store) {
            ObjectNode s = server(serverName, region);
            if (!name.equals(serverName)) {
                if (region(region).containsKey(name)) {
                    throw ApiError.conflict("a server named " + name + " exists in region " + region);
                }
                region(region).remove(serverName);
                region(region).put(name, s.put("name", name));
            }
            if (in.has("vcpus")) {
                ((ObjectNode) s.get("flavor")).put("vcpus", in.get("vcpus").asInt());
            }
            if (in.has("tags")) {
                s.set("tags", in.get("tags").deepCopy());
            }
            s.put("updated_at", Wire.now());
            return Answer.json(200, s.deepCopy());
        }
    }

    @Override
    public Answer deleteServer(String serverName, String region, RecordedRequest request) {
        synchronized (store) {
            server(serverName, region);
            region(region).remove(serverName);
            return Answer.empty(204);
        }
    }

    @Override
    public Answer rebootServer(String serverName, String region, RecordedRequest request) {
        ObjectNode in = Wire.body(request, false);
        boolean hard = in != null && in.path("hard").asBoolean(false);
        synchronized (store) {
            server(serverName, region);
        }
        return Answer.json(202, Wire.object().put("message", (hard ? "power cycle of " : "reboot of ")
                + serverName + " accepted"));
    }

    @Override
    public Answer getImage(String imageId, RecordedRequest request) {
        UUID id = Wire.uuid(imageId, "image_id");
        if (!id.equals(IMAGE)) {
            throw ApiError.notFound("image " + id + " not found");
        }
        return Answer.json(200, image(id));
    }

    private static ObjectNode image(UUID id) {
        return Wire.object().put("id", id.toString()).put("name", id.equals(IMAGE) ? "debian-12" : "custom");
    }

    private static String name(ObjectNode in) {
        String name = in.path("name").isTextual() ? in.get("name").asText() : "";
        if (!name.matches("[a-z][a-z0-9-]{0,62}")) {
            throw ApiError.invalid("name", "name must match ^[a-z][a-z0-9-]*$ and be 1 to 63 long, was '"
                    + Wire.printable(name) + "'");
        }
        return name;
    }

    private TreeMap<String, ObjectNode> region(String region) {
        return servers.computeIfAbsent(region, r -> new TreeMap<>());
    }

    private ObjectNode server(String name, String region) {
        ObjectNode s = region(region).get(name);
        if (s == null) {
            throw ApiError.notFound("server " + Wire.printable(name) + " not found in region " + region);
        }
        return s;
    }
}
