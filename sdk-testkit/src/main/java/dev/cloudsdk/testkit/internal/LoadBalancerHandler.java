package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.StreamSupport;
import mockwebserver3.RecordedRequest;

/**
 * Create pool: the rules the document cannot state (the body's checks, a 404 for an unknown load balancer or
 * listener, the members a pool starts with). The pool is stored in the generic behaviour's {@link Resources}, kind
 * {@code POOL}, so that a generic read, list or delete of pools serves it, and {@link Store#pools} reads it there.
 */
final class LoadBalancerHandler implements LoadBalancerEmulation {
    private static final Set<String> PROTOCOLS = Set.of("HTTP", "HTTPS", "PROXY", "PROXYV2", "TCP", "UDP", "SCTP");
    private static final Set<String> ALGORITHMS =
            Set.of("ROUND_ROBIN", "LEAST_CONNECTIONS", "SOURCE_IP", "SOURCE_IP_PORT");

    private final Store store;

    LoadBalancerHandler(Store store) {
        this.store = store;
    }

    @Override
    public Resources resources() {
        return store.resources;
    }

    @Override
    public Answer createPool(UUID lbId, String region, RecordedRequest request) {
        ObjectNode body = Wire.body(request, true);
        String protocol = requiredChoice(body, "protocol", PROTOCOLS);
        String algorithm = requiredChoice(body, "lb_algorithm", ALGORITHMS);
        String name = Wire.optionalText(body, "name");
        String description = Wire.optionalText(body, "description");
        UUID bodyLb = Wire.optionalUuid(body, "load_balancer_id");
        UUID listenerId = Wire.optionalUuid(body, "listener_id");
        ObjectNode persistence = sessionPersistence(body);
        ArrayNode tags = tags(body);
        if (bodyLb != null && !bodyLb.equals(lbId)) {
            // The API leaves this open; the emulator refuses the contradiction (see README).
            throw ApiError.invalid("load_balancer_id", "load_balancer_id in the body differs from the path");
        }
        synchronized (store) {
            ObjectNode lb = store.inRegion(Store.Own.LOAD_BALANCER, lbId, region);
            if (listenerId != null
                    && StreamSupport.stream(lb.get("listener_ids").spliterator(), false)
                            .noneMatch(l -> l.asText().equals(listenerId.toString()))) {
                throw ApiError.notFound("listener " + listenerId + " not found on load balancer " + lbId);
            }
            UUID id = store.newId();
            String now = Wire.now();
            ObjectNode pool = Wire.object()
                    .put("id", id.toString())
                    .put("crn", "crn:" + region + ":loadbalancer:pool:" + id)
                    .put("name", name)
                    .put("description", description)
                    .put("provisioning_status", "ACTIVE")
                    .put("operating_status", "ONLINE")
                    .put("protocol", protocol)
                    .put("lb_algorithm", algorithm);
            pool.set("session_persistence", persistence);
            ArrayNode listeners = pool.putArray("listeners");
            if (listenerId != null) {
                listeners.addObject().put("id", listenerId.toString());
            }
            pool.putArray("members");
            pool.put("load_balancer_id", lbId.toString());
            pool.set("tags", tags == null ? Wire.MAPPER.createArrayNode() : tags);
            pool.put("created_at", now).put("updated_at", now);
            // What was not given is omitted, as a real server would (the SDK reads a missing member as null).
            pool.properties().removeIf(member -> member.getValue().isNull());
            resources().put(POOL, Store.poolScope(region, lbId), pool);
            return new Answer(201, Wire.object().set("pool", pool));
        }
    }

    private static String requiredChoice(ObjectNode body, String field, Set<String> allowed) {
        JsonNode v = body.get(field);
        if (v == null || v.isNull()) {
            throw ApiError.invalid(field, field + " is required");
        }
        if (!v.isTextual() || !allowed.contains(v.asText())) {
            throw ApiError.invalid(field, field + " must be one of " + new TreeSet<>(allowed) + ", was " + v);
        }
        return v.asText();
    }

    private static ObjectNode sessionPersistence(ObjectNode body) {
        JsonNode v = body.get("session_persistence");
        if (v == null) {
            return null;
        }
        if (!v.isObject()) {
            throw ApiError.invalid("session_persistence", "session_persistence must be an object");
        }
        ObjectNode sp = (ObjectNode) v;
        ObjectNode out = Wire.object();
        for (String text : new String[] {"type", "cookie_name", "persistence_granularity"}) {
            String value = Wire.optionalText(sp, text);
            if (value != null) {
                out.put(text, value);
            }
        }
        JsonNode timeout = sp.get("persistence_timeout");
        if (timeout != null) {
            if (!timeout.isIntegralNumber() || !timeout.canConvertToInt()) {
                throw ApiError.invalid(
                        "session_persistence.persistence_timeout", "persistence_timeout must be an integer");
            }
            out.put("persistence_timeout", timeout.intValue());
        }
        return out;
    }

    private static ArrayNode tags(ObjectNode body) {
        JsonNode v = body.get("tags");
        if (v == null) {
            return null;
        }
        if (!v.isArray() || !StreamSupport.stream(v.spliterator(), false).allMatch(JsonNode::isTextual)) {
            throw ApiError.invalid("tags", "tags must be an array of strings");
        }
        return ((ArrayNode) v).deepCopy();
    }
}
