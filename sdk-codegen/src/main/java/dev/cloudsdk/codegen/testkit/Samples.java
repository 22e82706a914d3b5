package dev.cloudsdk.codegen.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.codegen.Spec;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * Valid sample values of the document's schemas, the same on every run: the {@code example} when there is one,
 * else the first enum value, a UUID derived from the member's name, a fixed date-time, the minimum of a number,
 * {@code true}, one item per array and every member of an object. A string with a {@code pattern} and no example
 * is left out, since no sample can be guessed for it; a required one is refused, naming the place.
 */
public final class Samples {
    /** The date-time every sample uses. */
    public static final String DATE_TIME = "2024-05-01T12:00:00Z";

    private static final int MAX_DEPTH = 6;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final Spec spec;

    /** @param spec the document whose references the samples follow */
    public Samples(Spec spec) {
        this.spec = spec;
    }

    /**
     * @param seed what the sample belongs to, such as {@code createPool/load_balancer_id}
     * @return a UUID derived from it
     */
    public static UUID uuid(String seed) {
        return UUID.nameUUIDFromBytes(seed.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * @param schema a schema (may be a {@code $ref})
     * @param seed the place, for derived values and messages
     * @return the sample as compact JSON text
     */
    public String json(JsonNode schema, String seed) {
        return node(schema, seed).toString();
    }

    /**
     * @param schema a schema (may be a {@code $ref})
     * @param seed the place, for derived values and messages
     * @return the sample, a JSON null when none can be made
     */
    public JsonNode node(JsonNode schema, String seed) {
        JsonNode sample = sample(schema, seed, 0);
        return sample == null ? NODES.nullNode() : sample;
    }

    /**
     * @param raw a schema (may be a {@code $ref})
     * @param seed the place, for derived values and messages
     * @param depth how deep in objects it is
     * @return the sample, or {@code null} when none can be made
     */
    @Nullable
    JsonNode sample(JsonNode raw, String seed, int depth) {
        JsonNode s = spec.resolve(raw);
        if (raw.has("x-cloudsdk-refers-to")) {
            return ResourceOps.sample(spec, raw.get("x-cloudsdk-refers-to").asText());
        }
        JsonNode example = raw.has("example") ? raw.get("example") : s.get("example");
        if (example != null) {
            return example;
        }
        if (s.has("enum")) {
            return s.get("enum").get(0);
        }
        String type = s.path("type").asText(s.has("properties") ? "object" : "");
        return switch (type) {
            case "string" -> string(s, seed);
            case "integer", "number" ->
                NODES.numberNode(
                        s.has("minimum")
                                ? s.get("minimum").asLong()
                                : s.has("default")
                                        ? s.get("default").asLong()
                                        : Math.min(1, s.path("maximum").asLong(1)));
            case "boolean" -> NODES.booleanNode(s.path("default").asBoolean(false) || !s.has("default"));
            case "array" -> array(s, seed, depth);
            case "object" -> depth > MAX_DEPTH ? null : object(s, seed, depth);
            default -> null;
        };
    }

    private @Nullable JsonNode string(JsonNode s, String seed) {
        String formatted = switch (s.path("format").asText("")) {
            case "uuid" -> uuid(seed).toString();
            case "date-time" -> DATE_TIME;
            case "date" -> DATE_TIME.substring(0, 10);
            default -> null;
        };
        if (formatted != null) {
            return NODES.textNode(formatted);
        }
        if (s.has("pattern")) {
            return null;
        }
        String dflt = s.path("default").asText("");
        String text = dflt.isEmpty()
                ? "sample " + seed.substring(seed.lastIndexOf('/') + 1).replace('_', ' ')
                : dflt;
        int max = s.path("maxLength").asInt(Integer.MAX_VALUE);
        return NODES.textNode(text.length() > max ? text.substring(0, max) : text);
    }

    private JsonNode array(JsonNode s, String seed, int depth) {
        ArrayNode a = NODES.arrayNode();
        JsonNode item = sample(s.path("items"), seed, depth + 1);
        if (item != null) {
            a.add(item);
        }
        return a;
    }

    private ObjectNode object(JsonNode s, String seed, int depth) {
        ObjectNode o = NODES.objectNode();
        for (Map.Entry<String, JsonNode> p : s.path("properties").properties()) {
            JsonNode value = sample(p.getValue(), seed + "/" + p.getKey(), depth + 1);
            if (value != null) {
                o.set(p.getKey(), value);
            } else if (required(s, p.getKey())) {
                throw new IllegalArgumentException(seed + "/" + p.getKey() + ": required, and no sample can be made"
                        + " for it: give it an example");
            }
        }
        return o;
    }

    /**
     * @param object an object schema
     * @param member a member's name
     * @return whether the object requires it
     */
    public static boolean required(JsonNode object, String member) {
        return object.path("required").valueStream().anyMatch(r -> r.asText().equals(member));
    }
}
