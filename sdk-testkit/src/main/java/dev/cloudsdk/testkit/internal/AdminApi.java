package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.testkit.ApiOperation;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.Fault;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import mockwebserver3.RecordedRequest;

/**
 * The admin API beside the real one, under {@code /_emulator/} (no path of the API starts with an underscore):
 * {@code POST faults}, {@code DELETE faults}, {@code POST conflicts}, {@code POST reset} and {@code GET state}. Each
 * calls the same {@link CloudEmulator} method a Java test calls ({@code injectFault}, {@code clearFaults},
 * {@code seedConflict}, {@code reset}, {@code requestCount}), so the JUnit extension and the server share one
 * emulator. The dispatcher checks the bearer token before handing a request here; no admin request counts as a
 * request of an operation, nor gets a fault.
 */
public final class AdminApi {
    /** The first path segment of every admin path. */
    static final String PREFIX = "_emulator";

    private static final Set<String> COMMON = Set.of("operation", "fault", "times");
    private static final String KINDS = "status, delay, disconnect, slowBody, unreadableBody";

    private final CloudEmulator emulator;
    private final Store store;
    private final EmulatorDispatcher dispatcher;
    private final Consumer<CloudEmulator> afterReset;

    /**
     * @param emulator the emulator whose methods the admin API calls
     * @param store its state, read by {@code GET state}
     * @param dispatcher its dispatcher, whose queued faults {@code GET state} shows
     * @param afterReset what {@code POST reset} runs after {@link CloudEmulator#reset()}: the server seeds again
     */
    public AdminApi(
            CloudEmulator emulator, Store store, EmulatorDispatcher dispatcher, Consumer<CloudEmulator> afterReset) {
        this.emulator = emulator;
        this.store = store;
        this.dispatcher = dispatcher;
        this.afterReset = afterReset;
    }

    /** @return the operationId of {@code api/openapi.yaml}: {@code LIST_RECORDSETS} is {@code listRecordsets} */
    static String operationId(ApiOperation op) {
        String camel = Arrays.stream(op.name().toLowerCase(Locale.ROOT).split("_"))
                .map(w -> Character.toUpperCase(w.charAt(0)) + w.substring(1))
                .collect(Collectors.joining());
        return Character.toLowerCase(camel.charAt(0)) + camel.substring(1);
    }

    /**
     * @return the answer to a request under {@link #PREFIX}, its token already checked
     * @throws ApiError 404 for a path that is none of the admin paths, 405 for a method the path does not take, and
     *     400 for a body the path refuses
     */
    Answer answer(RecordedRequest request) {
        List<String> segments = request.getUrl().pathSegments();
        String path = segments.size() == 2 ? segments.get(1) : "";
        String allowed = switch (path) {
            case "faults" -> "POST, DELETE";
            case "conflicts", "reset" -> "POST";
            case "state" -> "GET";
            default ->
                throw ApiError.notFound(
                        "no such admin path: " + request.getUrl().encodedPath()
                                + "; the admin paths are /_emulator/faults, /_emulator/conflicts, /_emulator/reset and"
                                + " /_emulator/state");
        };
        switch (request.getMethod() + " " + path) {
            case "POST faults" -> inject(Wire.body(request, true));
            case "DELETE faults" -> emulator.clearFaults();
            case "POST conflicts" -> {
                return new Answer(201, conflict(Wire.body(request, true)));
            }
            case "POST reset" -> {
                emulator.reset();
                afterReset.accept(emulator);
            }
            case "GET state" -> {
                return new Answer(200, state());
            }
            default -> throw ApiError.notAllowed(request.getMethod(), allowed);
        }
        return Answer.empty(204);
    }

    /**
     * {@code {"operation": "listRecordsets", "fault": "status", "status": 503, "retry_after": "1", "times": 2}}:
     * the members name {@link Fault}'s factories and their arguments; a member that does not belong to the fault
     * is refused rather than ignored, so a misspelt {@code retryAfter} cannot pass unnoticed.
     */
    private void inject(ObjectNode body) {
        ApiOperation op = operation(required(body, "operation"));
        String kind = required(body, "fault");
        Set<String> own = switch (kind) {
            case "status" -> Set.of("status", "retry_after");
            case "delay", "slowBody" -> Set.of("duration_ms");
            case "disconnect", "unreadableBody" -> Set.of();
            default -> throw ApiError.invalid("fault", "fault must be one of " + KINDS + ", was '" + kind + "'");
        };
        String takes =
                (own.isEmpty() ? "no other member" : own.stream().sorted().toList()) + " besides operation and times";
        onlyMembers(body, name -> COMMON.contains(name) || own.contains(name), "fault " + kind, takes);
        // Every value is checked here, in the Fault's own bounds, so the Java API refuses none of them.
        int times = body.has("times") ? (int) number(body, "times", 1, Integer.MAX_VALUE) : 1;
        Fault fault = switch (kind) {
            case "status" ->
                Fault.status((int) number(body, "status", 400, 599))
                        .withRetryAfter(Wire.optionalText(body, "retry_after"));
            case "delay" -> Fault.delay(millis(body));
            case "slowBody" -> Fault.slowBody(millis(body));
            case "disconnect" -> Fault.disconnect();
            default -> Fault.unreadableBody();
        };
        emulator.injectFault(op, times, fault);
    }

    /**
     * {@code {"operation": "restartDatabaseInstance"}}: {@link CloudEmulator#seedConflict}, answered with
     * {@code {"operation": ..., "path": {"database_instance_id": "..."}}}.
     *
     * @throws ApiError 400 naming {@code operation} when it is unknown, documents no 409, or its 409 is the generic
     *     behaviour's
     */
    private ObjectNode conflict(ObjectNode body) {
        ApiOperation op = operation(required(body, "operation"));
        onlyMembers(body, "operation"::equals, "a conflict", "operation only");
        ObjectNode out = Wire.object().put("operation", operationId(op));
        ObjectNode path = out.putObject("path");
        try {
            emulator.seedConflict(op).forEach(path::put);
        } catch (IllegalArgumentException e) {
            throw ApiError.invalid("operation", e.getMessage());
        }
        return out;
    }

    /** @throws ApiError 400 naming the first member of the body that {@code applies} refuses, and what it takes */
    private static void onlyMembers(ObjectNode body, Predicate<String> applies, String to, String takes) {
        for (String name : (Iterable<String>) body::fieldNames) {
            if (!applies.test(name)) {
                throw ApiError.invalid(name, name + " does not apply to " + to + "; it takes " + takes);
            }
        }
    }

    private static Duration millis(ObjectNode body) {
        return Duration.ofMillis(number(body, "duration_ms", 0, Integer.MAX_VALUE));
    }

    private static ApiOperation operation(String name) {
        List<ApiOperation> all = List.of(ApiOperation.values());
        return all.stream()
                .filter(op -> operationId(op).equals(name) || op.name().equals(name))
                .findFirst()
                .orElseThrow(() -> ApiError.invalid(
                        "operation",
                        "operation must be one of "
                                + all.stream().map(AdminApi::operationId).toList() + ", was '" + name + "'"));
    }

    private static String required(ObjectNode body, String field) {
        String value = Wire.optionalText(body, field);
        if (value == null) {
            throw ApiError.invalid(field, field + " is required");
        }
        return value;
    }

    private static long number(ObjectNode body, String field, long min, long max) {
        JsonNode v = body.get(field);
        if (v == null) {
            throw ApiError.invalid(field, field + " is required");
        }
        if (!v.isIntegralNumber() || !v.canConvertToLong() || v.asLong() < min || v.asLong() > max) {
            throw ApiError.invalid(field, field + " must be a whole number from " + min + " to " + max + ", was " + v);
        }
        return v.asLong();
    }

    /**
     * What {@code GET state} answers: every resource the emulator holds (each kind in the order of its ids' text;
     * under {@code resources}, by kind, those of the generic behaviour, only when it holds one), then the request
     * count of each operation (from {@link CloudEmulator#requestCount}) and how many requests of it the queued
     * faults will still answer. The resources are read under the store's lock, so they are one consistent picture.
     */
    private ObjectNode state() {
        ObjectNode root = Wire.object().put("region", emulator.region());
        synchronized (store) {
            ObjectNode own = store.own.state();
            for (Store.Own kind : Store.Own.values()) {
                // The kind's section, without the rules' own _generation.
                ArrayNode section = root.putArray(kind.section);
                own.path(kind.kind.name())
                        .forEach(held -> section.add(((ObjectNode) held.get("resource")).without("_generation")));
            }
            // What the state shows beside a load balancer and a zone as held: its pools, its count of recordsets.
            for (JsonNode lb : root.get("load_balancers")) {
                UUID id = UUID.fromString(lb.get("id").asText());
                ((ObjectNode) lb).set("pool_ids", Wire.MAPPER.valueToTree(store.pools(id)));
            }
            for (JsonNode zone : root.get("zones")) {
                UUID id = UUID.fromString(zone.get("id").asText());
                ((ObjectNode) zone).put("recordsets", store.recordsets.get(id).size());
            }
            if (!store.resources.isEmpty()) {
                root.set("resources", store.resources.state());
            }
        }
        ObjectNode requests = root.putObject("requests");
        ObjectNode faults = root.putObject("queued_faults");
        for (ApiOperation op : ApiOperation.values()) {
            requests.put(operationId(op), emulator.requestCount(op));
            faults.put(operationId(op), dispatcher.queuedFaults(op));
        }
        return root;
    }
}
