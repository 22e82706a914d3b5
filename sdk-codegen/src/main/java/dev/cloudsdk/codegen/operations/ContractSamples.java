package dev.cloudsdk.codegen.operations;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.testkit.Samples;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The samples of one contract test ({@link ContractTest}): a value per path parameter, the members a sample request
 * sets (body or query) and the JSON it is sent as, each as the document's examples give it or {@link Samples}
 * derives it, and the Java expression of a sample.
 */
final class ContractSamples {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Spec spec;
    private final Op op;
    private final Samples samples;
    private final JavaSource src;
    private final List<String> pathValues = new ArrayList<>();

    /**
     * A member the sample request sets: the body's or the query's.
     *
     * @param wire its name on the wire
     * @param setter the builder's setter
     * @param schema its schema
     * @param sample its sample
     * @param expression the Java expression of the sample
     */
    record Member(String wire, String setter, JsonNode schema, JsonNode sample, String expression) {}

    ContractSamples(Spec spec, Op op, JavaSource src) {
        this.spec = spec;
        this.op = op;
        this.samples = new Samples(spec);
        this.src = src;
        for (Op.PathParam p : op.pathParameters()) {
            pathValues.add(
                    sample(p.schema(), op.spec().id() + "/" + p.wireName()).asText());
        }
    }

    /** @return the sample of each path parameter, as text, in the template's order */
    List<String> pathValues() {
        return pathValues;
    }

    /**
     * @return the members a sample request sets: every scalar or list of scalars the samples give a value (of
     *     the members the document forbids together, {@code not: {required: [...]}}, the first only)
     */
    List<Member> members() {
        List<Member> out = new ArrayList<>();
        Op.Request r = op.request();
        if (r == null) {
            return out;
        }
        String id = op.spec().id();
        if (!r.body()) {
            for (Spec.Parameter q : op.spec().queryParameters()) {
                JsonNode example = q.node().get("example");
                JsonNode sample = example != null ? example : sample(q.schema(), id + "/" + q.wireName());
                add(out, q.wireName(), q.javaName(), q.schema(), sample);
            }
            return out;
        }
        JsonNode schema = requestSchema();
        JsonNode all = tree(samples.json(schema, id));
        List<String> exclusive = new ArrayList<>();
        schema.path("not").path("required").forEach(n -> exclusive.add(n.asText()));
        for (Map.Entry<String, JsonNode> p : schema.path("properties").properties()) {
            JsonNode sample = all.get(p.getKey());
            if (sample == null || exclusive.indexOf(p.getKey()) > 0) {
                continue;
            }
            String setter = p.getValue().has("x-cloudsdk-name")
                    ? p.getValue().get("x-cloudsdk-name").asText()
                    : Names.lowerCamel(p.getKey());
            add(out, p.getKey(), setter, p.getValue(), matchedPath(setter, sample));
        }
        return out;
    }

    /** @return the path argument's sample for a body member that must repeat it, else the member's sample */
    private JsonNode matchedPath(String member, JsonNode sample) {
        for (Op.Match m : op.matches()) {
            if (m.bodyMember().equals(member)) {
                return JsonNodeFactory.instance.textNode(
                        pathValues.get(op.arguments(false).indexOf(m.pathParameter())));
            }
        }
        return sample;
    }

    private void add(List<Member> out, String wire, String setter, JsonNode schema, JsonNode sample) {
        JsonNode s = spec.resolve(schema);
        if (sample.isArray()) {
            String item = scalarType(s.path("items"));
            if (item == null || sample.isEmpty()) {
                return;
            }
            List<String> values = new ArrayList<>();
            sample.forEach(v -> values.add(value(item, v)));
            out.add(new Member(wire, setter, schema, sample, String.join(", ", values)));
        } else if (sample.isValueNode() && !sample.isNull()) {
            String type = scalarType(schema);
            if (type != null) {
                out.add(new Member(wire, setter, schema, sample, value(type, sample)));
            }
        }
    }

    /** @return the JSON the sample request sends as its body, or {@code null} when it sends none */
    @Nullable
    String requestJson() {
        Op.Request r = op.request();
        if (r == null || !r.body()) {
            return null;
        }
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        members().forEach(m -> body.set(m.wire(), m.sample()));
        return body.toString();
    }

    /** @return the request body's schema, resolved (a missing node when the operation sends no JSON body) */
    JsonNode requestSchema() {
        JsonNode schema = op.request() == null ? null : op.request().schema();
        return schema == null ? JsonNodeFactory.instance.missingNode() : spec.resolve(schema);
    }

    private JsonNode sample(JsonNode schema, String seed) {
        return tree(samples.json(schema, seed));
    }

    /**
     * @return the Java type of a scalar member whose sample a test can write and compare, or {@code null}: a
     *     type of its own ({@code x-cloudsdk-java-type}), an enum without a name of its own, or a number
     */
    @Nullable
    String scalarType(JsonNode raw) {
        JsonNode s = spec.resolve(raw);
        if (s.has("x-cloudsdk-java-type")
                || (s.has("enum") && Spec.refName(raw) == null)
                || Set.of("number", "array", "object").contains(s.path("type").asText(""))
                || s.has("properties")) {
            return null;
        }
        return Types.of(spec, raw, op.spec().service().modelPackage(), op.spec().id());
    }

    /** @return the sample as a Java expression of the type */
    String value(String type, JsonNode sample) {
        return Types.expression(type, sample, src::type);
    }

    /** @return the JSON text as a tree; a missing node for the empty text (a success without a body) */
    static JsonNode tree(String json) {
        try {
            return json.isEmpty() ? JsonNodeFactory.instance.missingNode() : JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
