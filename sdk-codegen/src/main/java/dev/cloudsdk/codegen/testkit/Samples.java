package dev.cloudsdk.codegen.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Types;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;
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

    /**
     * A member of an operation's request that a sample request may set: a member of the JSON body or a query
     * parameter. Computed once ({@link #members}) for every emitter that writes a sample request.
     *
     * @param wire its name in the document
     * @param setter its setter on the request's builder
     * @param schema its schema as the document has it
     * @param sample its sample, a JSON null when none can be made
     * @param type the Java type of the sample (of each item, for a list), qualified, or {@code null} when a test
     *     cannot write it: no sample, an object, an empty list, a type of its own ({@code x-cloudsdk-java-type}), an
     *     untyped schema
     * @param required whether the request must set it
     */
    public record Member(
            String wire,
            String setter,
            JsonNode schema,
            JsonNode sample,
            @Nullable String type,
            boolean required) {
        /**
         * @param name what to write for a qualified class name (the simple name, once imported)
         * @return the sample as a Java expression of its type; a list's items joined, as a setter's varargs take them
         */
        public String java(UnaryOperator<String> name) {
            return (sample.isArray() ? sample.valueStream() : Stream.of(sample))
                    .map(v -> Types.expression(type, v, name))
                    .collect(Collectors.joining(", "));
        }
    }

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
     * @param op an operation
     * @param p one of its path parameters
     * @return the parameter's sample
     */
    public JsonNode path(Op op, Op.PathParam p) {
        return node(p.schema(), op.spec().id() + "/" + p.wireName());
    }

    /**
     * @param op an operation
     * @return the members of its request, none without one: the JSON body's in the schema's order (of the members
     *     the schema forbids together, {@code not: {required: [...]}}, the first only; a member that repeats a path
     *     parameter with the path's sample), else the query parameters (a parameter's own example first)
     */
    public List<Member> members(Op op) {
        String id = op.spec().id();
        List<Member> out = new ArrayList<>();
        if (op.request() != null && !op.request().body()) {
            for (Spec.Parameter q : op.spec().queryParameters()) {
                JsonNode example = q.node().get("example");
                JsonNode sample = example != null ? example : node(q.schema(), id + "/" + q.wireName());
                out.add(member(op, q.wireName(), q.javaName(), q.schema(), sample, q.required()));
            }
        } else {
            JsonNode schema = spec.resolve(op.requestSchema());
            JsonNode all = node(schema, id);
            JsonNode not = schema.path("not");
            for (Map.Entry<String, JsonNode> p : schema.path("properties").properties()) {
                JsonNode sample = all.get(p.getKey());
                String setter = Spec.memberName(p.getValue(), p.getKey());
                if (sample != null
                        && (!required(not, p.getKey())
                                || not.path("required").path(0).asText().equals(p.getKey()))) {
                    for (Op.PathParam path : op.pathParameters()) {
                        if (op.matches().contains(new Op.Match(setter, path.javaName()))) {
                            sample = TextNode.valueOf(path(op, path).asText());
                        }
                    }
                    out.add(member(op, p.getKey(), setter, p.getValue(), sample, required(schema, p.getKey())));
                }
            }
        }
        return out;
    }

    /**
     * @param request the request record's class, as the file writes it
     * @param value the expression of a member's sample
     * @return the request record's builder with every required member set to its sample
     * @throws IllegalArgumentException when no sample argument can be written for one (a list or an object)
     */
    public String builder(Op op, String request, Function<Samples.Member, String> value) {
        return request + ".builder()"
                + members(op).stream()
                        .filter(Samples.Member::required)
                        .map(m -> {
                            if (m.type() == null || m.sample().isArray()) {
                                throw new IllegalArgumentException(op.spec().id() + "/" + m.wire() + ": no sample"
                                        + " argument can be written for this schema; give the operation a default"
                                        + " request (x-cloudsdk-default-request) or simplify what it requires");
                            }
                            return "." + m.setter() + "(" + value.apply(m) + ")";
                        })
                        .collect(Collectors.joining())
                + ".build()";
    }

    private Member member(Op op, String wire, String setter, JsonNode raw, JsonNode sample, boolean required) {
        boolean list = sample.isArray();
        JsonNode item = list ? spec.resolve(raw).path("items") : raw;
        JsonNode s = spec.resolve(item);
        String type = null;
        if (!(list ? sample.isEmpty() : !sample.isValueNode() || sample.isNull()) && !s.has("x-cloudsdk-java-type")) {
            String name = Names.upperCamel(wire);
            type = s.has("enum")
                    ? op.spec().service().modelPackage() + "."
                            + spec.className(item, list ? Names.singular(name) : name)
                    : Types.scalar(s);
        }
        return new Member(wire, setter, raw, sample, type, required);
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
