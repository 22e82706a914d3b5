package dev.cloudsdk.codegen.op;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.model.JType;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Reads each {@link Op} from the document, the one place that decides an operation's shape, and refuses a shape the
 * emitters cannot write, naming it.
 */
public final class Ops {
    private static final Pattern VARIABLE = Pattern.compile("\\{([^}]+)}");
    private static final String SHAPE = "ResponseShape.";

    private final Spec spec;
    private final Spec.Operation o;
    /** The operation in a message: {@code createPool (POST /v1/...)}. */
    private final String where;
    /** The service's record package. */
    private final String model;

    private Ops(Spec spec, Spec.Operation o) {
        this.spec = spec;
        this.o = o;
        this.where = o.id() + " (" + o.method().toUpperCase(Locale.ROOT) + " " + o.path() + ")";
        this.model = o.service().modelPackage();
    }

    /**
     * @param spec the document
     * @return every operation, read, in the document's order
     */
    public static List<Op> all(Spec spec) {
        return spec.operations().stream().map(o -> of(spec, o)).toList();
    }

    /**
     * @param spec the document
     * @param service a service
     * @return its operations, read
     */
    public static List<Op> of(Spec spec, Spec.Service service) {
        return spec.operations(service).stream().map(o -> of(spec, o)).toList();
    }

    /**
     * @param spec the document
     * @param o an operation of it
     * @return the operation, read
     * @throws IllegalArgumentException when its shape cannot be written, naming the operation and the fix
     */
    public static Op of(Spec spec, Spec.Operation o) {
        return new Ops(spec, o).read();
    }

    private Op read() {
        List<Op.PathParam> path = pathParameters();
        JsonNode bodyNode = o.node().has("requestBody") ? spec.resolve(o.node().get("requestBody")) : null;
        Map.Entry<String, JsonNode> success = o.node().path("responses").properties().stream()
                .filter(r -> r.getKey().startsWith("2"))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(where + ": no 2xx response"));
        Op.Paging paging = paging(success);
        Op.Request request = request(bodyNode, paging);
        return new Op(
                o,
                path,
                request,
                result(success, paging),
                paging,
                matches(bodyNode, path),
                errors(),
                o.node().path("description").asText(""));
    }

    private List<Op.PathParam> pathParameters() {
        List<Op.PathParam> out = new ArrayList<>();
        Matcher m = VARIABLE.matcher(o.path());
        while (m.find()) {
            String name = m.group(1);
            Spec.Parameter p = o.pathParameters().stream()
                    .filter(x -> x.wireName().equals(name))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(where + ": no path parameter " + name));
            JType type = Types.of(spec, p.schema(), model, where + " parameter " + name);
            String text = p.description().isBlank() ? "the " + name.replace('_', ' ') : p.description();
            out.add(new Op.PathParam(name, p.javaName(), type, text, p.schema()));
        }
        if (out.size() != o.pathParameters().size()) {
            throw new IllegalArgumentException(where + ": a path parameter is not in the path template");
        }
        return List.copyOf(out);
    }

    private Op.@Nullable Request request(@Nullable JsonNode body, Op.@Nullable Paging paging) {
        JsonNode preset = o.extension("default-request");
        if (body != null) {
            JsonNode schema = spec.jsonSchema(body);
            String type = model + "." + spec.className(schema, o.upperCamel() + "Request");
            boolean required = body.path("required").asBoolean(false);
            if (required == (preset != null)) {
                throw new IllegalArgumentException(where + ": "
                        + (required
                                ? "a required body has no x-cloudsdk-default-request"
                                : "an optional body needs x-cloudsdk-default-request, the "
                                        + "request sent when none is given"));
            }
            String text = body.path("description").asText("the request");
            return new Op.Request(
                    type, true, text, preset == null ? null : preset.asText(), schema.isMissingNode() ? null : schema);
        }
        if (o.queryParameters().isEmpty()) {
            return null;
        }
        String text = paging == null
                ? "the query parameters"
                : (o.queryParameters().size() > 2 ? "filters, page size and marker" : "page size and marker");
        String type = model + "." + o.upperCamel() + "Request";
        return new Op.Request(type, false, text, preset == null ? null : preset.asText(), null);
    }

    private Op.Result result(Map.Entry<String, JsonNode> success, Op.@Nullable Paging paging) {
        String text = spec.resolve(success.getValue()).path("description").asText("the result");
        JsonNode schema = spec.jsonSchema(success.getValue());
        int status = Integer.parseInt(success.getKey());
        // The one rule of a success without a body (Op.bodyless): a 204, or no application/json content.
        if (status == 204 || schema.isMissingNode()) {
            return new Op.Result(Types.VOID, SHAPE + "none()", text, status, null);
        }
        if (paging != null) {
            String reader = Types.reader(paging.itemType(), o.service(), where);
            String shape = "page(\"" + paging.itemsMember() + "\", " + reader + ")";
            JType page = new JType("dev.cloudsdk.core.Page", paging.itemType(), JType.Kind.PAGE);
            return new Op.Result(page, SHAPE + shape, text, status, schema);
        }
        if (Spec.refName(schema) != null) {
            JType type = Types.of(spec, schema, model, where);
            String shape = "whole(" + Types.reader(type, o.service(), where) + ")";
            return new Op.Result(type, SHAPE + shape, text, status, schema);
        }
        JsonNode properties = schema.path("properties");
        JsonNode chosen = o.extension("result");
        if (chosen == null && properties.size() != 1) {
            throw new IllegalArgumentException(where + ": the success body has " + properties.size()
                    + " members: name the result's with x-cloudsdk-result");
        }
        String member =
                chosen != null ? chosen.asText() : properties.fieldNames().next();
        JsonNode memberSchema = properties.get(member);
        if (memberSchema == null) {
            throw new IllegalArgumentException(where + ": x-cloudsdk-result names no member: " + member);
        }
        JType type = Types.of(spec, memberSchema, model, where + " member " + member);
        if (type.isList()) {
            throw new IllegalArgumentException(where + ": a result member that is an array is not generated");
        }
        JsonNode fallback = spec.resolve(memberSchema).get("default");
        String literal = fallback == null ? null : Types.literal(fallback, where);
        String read = "\"" + member + "\", " + Types.reader(type, o.service(), where);
        if (literal == null) {
            return new Op.Result(type, SHAPE + "member(" + read + ")", text, status, schema);
        }
        String or = text + ", or `" + literal + "` when the response has none";
        return new Op.Result(type, SHAPE + "memberOr(" + read + ", " + literal + ")", or, status, schema);
    }

    private Op.@Nullable Paging paging(Map.Entry<String, JsonNode> success) {
        JsonNode p = o.extension("pagination");
        if (p == null) {
            return null;
        }
        String items = p.path("items").asText();
        String markerParameter = p.path("marker-parameter").asText("marker");
        Spec.Parameter marker = o.queryParameters().stream()
                .filter(q -> q.wireName().equals(markerParameter))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        where + ": x-cloudsdk-pagination names no query parameter " + markerParameter));
        JsonNode body = spec.resolve(spec.jsonSchema(success.getValue()));
        JsonNode array = body.path("properties").get(items);
        if (array == null || !array.path("type").asText("").equals("array")) {
            throw new IllegalArgumentException(
                    where + ": x-cloudsdk-pagination items " + items + " is not an array member of the success body");
        }
        JType itemType = Types.of(spec, array.path("items"), model, where + " items");
        String markerOf = p.path("marker-of-item").asText("id");
        return new Op.Paging(itemType, items, marker.javaName(), Names.lowerCamel(markerOf), markerParameter, markerOf);
    }

    /** A body member named like a path parameter must repeat it: the check refuses a request where it differs. */
    private List<Op.Match> matches(@Nullable JsonNode body, List<Op.PathParam> path) {
        if (body == null) {
            return List.of();
        }
        JsonNode properties = spec.resolve(spec.jsonSchema(body)).path("properties");
        return path.stream()
                .filter(p -> properties.has(p.wireName()))
                .map(p -> new Op.Match(Names.lowerCamel(p.wireName()), p.javaName()))
                .toList();
    }

    /** An error response written out in the operation says what the status means there; a shared one does not. */
    private Map<Integer, String> errors() {
        Map<Integer, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> r : o.node().path("responses").properties()) {
            int status = Integer.parseInt(r.getKey());
            if (status >= 400) {
                String own = r.getValue().has("$ref")
                        ? ""
                        : r.getValue().path("description").asText("");
                out.put(status, Text.firstSentence(own));
            }
        }
        return out;
    }
}
