package dev.cloudsdk.codegen.model;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the records and enums of each service: every schema its operations reach through a request body, the query
 * parameters of an operation (its {@code <OperationId>Request}), or a successful response (a response's own inline
 * object is the envelope the operation unwraps, so its members' schemas are the records). A component is a class of
 * its name ({@code x-cloudsdk-java-name} renames it, {@code x-cloudsdk-java-type} maps it to an existing class); an
 * inline object or enum is named after its property ({@code UpperCamel}, singular for array items), an inline request
 * body after its operation ({@code restartDatabaseInstance} gives {@code RestartDatabaseInstanceRequest}). A request
 * schema and a response schema of one Java name make one record, read and sent.
 *
 * <p>It refuses the JSON Schema shapes it does not generate, each with what to write instead (CONTRIBUTING.md, "What
 * the generator writes, and the shapes it knows"), before it maps a schema, so a document with such a shape fails at
 * generation, naming the schema's place in the document, and never as code that does not compile or reads the wrong
 * thing.
 */
final class Models {
    private static final String JSON_SCHEMA = "/content/application~1json/schema";
    private static final List<String> COMPOSITIONS = List.of("oneOf", "anyOf", "allOf");
    private final Spec spec;
    private final Map<String, ModelType> types = new LinkedHashMap<>();

    private Models(Spec spec) {
        this.spec = spec;
    }

    /**
     * @param spec the document
     * @return every record and enum to generate, with their properties
     * @throws IllegalArgumentException when the document breaks a rule, naming the place
     */
    static List<ModelType> of(Spec spec) {
        Models m = new Models(spec);
        for (Spec.Service service : spec.services()) {
            for (Spec.Operation op : spec.operations(service)) {
                m.requestBody(op);
                m.queryRequest(op);
                m.responses(op);
            }
        }
        new ArrayList<>(m.types.values())
                .stream().filter(t -> !t.isEnum && !t.query).forEach(m::fillProperties);
        for (ModelType t : m.types.values()) {
            for (Property p : t.properties) {
                m.users(t, p);
                ModelType record = m.types.get(p.type().leaf().qualified());
                // A record that is also read checks nothing itself: the request that sends it checks its members.
                if (!p.type().isList() && record != null && !record.isEnum && record.response) {
                    t.uncheckedRecords.add(p.name());
                }
            }
        }
        return List.copyOf(m.types.values());
    }

    private void requestBody(Spec.Operation op) {
        JsonNode body = spec.jsonSchema(op.node().path("requestBody"));
        if (body.isMissingNode()) {
            return;
        }
        String where = op.pointer() + "/requestBody" + JSON_SCHEMA;
        JType t = type(body, op.upperCamel() + "Request", false, op.service(), where);
        ModelType mt = types.get(t.qualified());
        if (mt == null || mt.isEnum) {
            throw new IllegalArgumentException(op.id() + ": a request body must be an object schema");
        }
        mt.operation = op;
    }

    private void queryRequest(Spec.Operation op) {
        if (op.queryParameters().isEmpty()) {
            return;
        }
        ModelType mt = new ModelType(op.upperCamel() + "Request", op.service(), false, op.node());
        if (types.putIfAbsent(mt.qualified(), mt) != null) {
            throw new IllegalArgumentException(
                    op.id() + ": the name of its query parameters' record, " + mt.name + ", is taken");
        }
        mt.request = true;
        mt.query = true;
        mt.operation = op;
        List<JsonNode> declared = new ArrayList<>();
        op.node().path("parameters").forEach(raw -> declared.add(spec.resolve(raw)));
        for (Spec.Parameter p : op.queryParameters()) {
            String where = op.pointer() + "/parameters/" + declared.indexOf(p.node()) + "/schema";
            JType type = type(p.schema(), Names.upperCamel(p.javaName()), false, op.service(), where);
            if (type.isMap() || type.isList() && type.element().isList()) {
                throw refused(
                        where,
                        "a query parameter that is " + (type.isMap() ? "a map" : "an array of arrays"),
                        "send its values as a repeated parameter (an array of strings), or in a body");
            }
            mt.properties.add(new Property(
                    p.wireName(),
                    p.javaName(),
                    Text.javadoc(p.description(), p.wireName()),
                    p.required(),
                    p.node().path("schema").path("nullable").asBoolean(),
                    spec.resolve(p.schema()),
                    type,
                    p.node().get("example")));
        }
    }

    private void responses(Spec.Operation op) {
        for (Map.Entry<String, JsonNode> r : op.node().path("responses").properties()) {
            if (!r.getKey().startsWith("2")) {
                continue;
            }
            JsonNode schema = spec.jsonSchema(r.getValue());
            String where = op.pointer() + "/responses/" + r.getKey() + JSON_SCHEMA;
            if (schema.isMissingNode()) {
                continue;
            }
            if (Spec.refName(schema) != null || !schema.has("properties")) {
                result(schema, type(schema, op.upperCamel() + "Response", true, op.service(), where));
                continue;
            }
            // The envelope ({"pool": {...}}): the operation unwraps it, its members are the records.
            for (Map.Entry<String, JsonNode> p : schema.path("properties").properties()) {
                result(p.getValue(), member(p, true, op.service(), where));
            }
        }
    }

    /** Marks an enum component that may be an operation's result (op.Types), which the JSON class then reads. */
    private void result(JsonNode node, JType type) {
        ModelType t = types.get(type.qualified());
        if (t != null && t.isEnum && Spec.refName(node) != null) {
            t.result = true;
        }
    }

    /**
     * @param node a schema, maybe a reference
     * @param hint the class name of an inline object or enum
     * @param response whether it is read (else sent)
     * @return its Java type, registering the records and enums it needs
     */
    private JType type(JsonNode node, String hint, boolean response, Spec.Service service, String at) {
        JsonNode s = spec.resolve(node);
        // The place of a referenced schema is its own, whoever refers to it.
        String where = node.has("$ref") ? node.get("$ref").asText() : at;
        if (s.has("x-cloudsdk-java-type")) {
            return JType.value(s.get("x-cloudsdk-java-type").asText());
        }
        refuseUnknown(s, where);
        String name = spec.className(node, hint);
        String kind = s.path("type").asText("");
        if (s.has("enum")) {
            ModelType t = register(name, service, true, s, where);
            t.response |= response;
            t.request |= !response;
            return new JType(t.qualified(), null, JType.Kind.ENUM);
        }
        if (kind.equals("array")) {
            JType items = type(s.path("items"), Names.singular(hint), response, service, where + "/items");
            String inObject = " in an object (items: {type: object, properties: {...: ...}})";
            if (items.isMap()) {
                throw refused(where, "an array of maps", "hold the inner map" + inObject);
            }
            if (items.isList() && items.element().kind() != JType.Kind.VALUE) {
                String inner = items.element().isList() ? "arrays" : "enums, objects or maps";
                throw refused(where, "an array of arrays of " + inner, "hold the inner array" + inObject);
            }
            return JType.list(items);
        }
        if (isMapOfStrings(s)) {
            return JType.map(JType.value("java.lang.String"));
        }
        if (kind.equals("object") || s.has("properties")) {
            if (!s.has("properties")) {
                throw new IllegalArgumentException(where + ": an object schema without properties is not generated;"
                        + " map it with x-cloudsdk-java-type");
            }
            ModelType t = register(name, service, false, s, where);
            role(t, s, response, where);
            for (Map.Entry<String, JsonNode> p : s.path("properties").properties()) {
                member(p, response, service, where);
            }
            return new JType(t.qualified(), null, JType.Kind.RECORD);
        }
        String scalar = Types.scalar(s);
        if (scalar == null) {
            throw new IllegalArgumentException(where + ": schema type '" + kind + "' is not generated");
        }
        return JType.value(scalar);
    }

    /** @return the Java type of a member of the object schema at {@code where}, as {@link #type} gives it */
    private JType member(Map.Entry<String, JsonNode> p, boolean response, Spec.Service service, String where) {
        String at = where + "/properties/" + Names.pointerToken(p.getKey());
        return type(p.getValue(), Names.upperCamel(p.getKey()), response, service, at);
    }

    private ModelType register(String name, Spec.Service service, boolean isEnum, JsonNode s, String where) {
        ModelType t = types.computeIfAbsent(
                service.modelPackage() + "." + name, k -> new ModelType(name, service, isEnum, s));
        if (t.isEnum != isEnum || t.query || isEnum && !t.schema.equals(s)) {
            throw new IllegalArgumentException(where + ": two different schemas are both " + t.qualified());
        }
        return t;
    }

    /** Records that {@code t} is read or sent as schema {@code s}: one schema per direction. */
    private static void role(ModelType t, JsonNode s, boolean response, String where) {
        String twice = where + ": two different schemas are both " + t.qualified();
        if (response) {
            if (t.response && !t.schema.equals(s)) {
                throw new IllegalArgumentException(twice);
            }
            if (t.request && !t.response && !t.schema.equals(s)) {
                t.requestSchema = t.schema;
            }
            t.schema = s;
            t.response = true;
        } else {
            if (t.request && !t.sentSchema().equals(s)) {
                throw new IllegalArgumentException(twice);
            }
            if (t.response && !t.schema.equals(s)) {
                t.requestSchema = s;
            } else if (!t.response) {
                t.schema = s;
            }
            t.request = true;
        }
    }

    private void fillProperties(ModelType t) {
        String where = t.qualified();
        Set<String> required = new HashSet<>();
        t.schema.path("required").forEach(r -> required.add(r.asText()));
        for (Map.Entry<String, JsonNode> e : t.schema.path("properties").properties()) {
            JsonNode raw = e.getValue();
            JsonNode s = spec.resolve(raw);
            JType type = type(raw, Names.upperCamel(e.getKey()), t.response, t.service, where);
            String name = Spec.memberName(raw, e.getKey());
            boolean nullable =
                    raw.path("nullable").asBoolean() || s.path("nullable").asBoolean();
            t.properties.add(new Property(
                    e.getKey(),
                    name,
                    Text.javadoc(raw.path("description").asText(""), e.getKey()),
                    required.contains(e.getKey()),
                    nullable,
                    s,
                    type,
                    raw.get("example")));
        }
        // A record read and sent as two schemas sends only members it reads (its sent schema is its schema else).
        for (Map.Entry<String, JsonNode> e : t.sentSchema().path("properties").properties()) {
            if (!t.schema.path("properties").has(e.getKey())) {
                throw new IllegalArgumentException(where + ": the request schema's " + e.getKey()
                        + " is not a member of the response schema of the same record");
            }
        }
    }

    /** Records where the type of {@code p}, a member of {@code t}, is sent or read. */
    private void users(ModelType t, Property p) {
        ModelType leaf = types.get(p.type().leaf().qualified());
        if (leaf == null) {
            return;
        }
        if (t.requestOnly()) {
            leaf.sentIn.add(t.name);
        } else {
            leaf.readIn.add(t.name);
            if (leaf.isEnum && leaf.textComponent == null) {
                leaf.textComponent = t.name + "." + p.name() + "AsString()";
            }
        }
    }

    /**
     * @param s a schema, references followed
     * @param where its place in the document, as a JSON pointer ({@code #/components/schemas/Thing/properties/a})
     * @throws IllegalArgumentException for a shape the generator does not generate, naming the place, the shape and
     *     what to write instead
     */
    private static void refuseUnknown(JsonNode s, String where) {
        for (String c : COMPOSITIONS) {
            if (s.has(c)) {
                throw refused(
                        where,
                        c + " (a composition of schemas)",
                        "write one object schema holding the members of every alternative, those that differ"
                                + " optional, or map it to a class of your own with x-cloudsdk-java-type");
            }
        }
        if (s.path("type").isArray()) {
            throw refused(
                    where,
                    "a list of types " + s.get("type"),
                    "write one type, and nullable: true where null is allowed");
        }
        String kind = s.path("type").asText("");
        if (s.has("enum") && !kind.equals("string")) {
            throw refused(
                    where,
                    "an enum of type '" + kind + "'",
                    "write a string enum (enum: [\"1\", \"2\"]), or the type with minimum and maximum");
        }
        if (s.has("patternProperties")) {
            throw refused(
                    where,
                    "patternProperties",
                    "write additionalProperties: {type: string} for a map of strings, or name the members under"
                            + " properties");
        }
        if (kind.equals("array")) {
            JsonNode items = s.get("items");
            if (s.has("prefixItems") || items != null && items.isArray()) {
                throw refused(
                        where, "a tuple (items by position)", "write an object with a named member for each position");
            }
            if (items == null) {
                throw refused(where, "an array without items", "give it items: {type: ...} or a $ref");
            }
        }
        JsonNode map = s.get("additionalProperties");
        // additionalProperties: false only says that no other member is sent.
        if (map != null && !(map.isBoolean() && !map.asBoolean()) && !isMapOfStrings(s)) {
            throw refused(
                    where,
                    s.has("properties")
                            ? "an object with both properties and additionalProperties"
                            : "a map whose values are not plain strings",
                    "write additionalProperties: {type: string} alone for a map of strings (Map<String,"
                            + " String>), or name every member under properties");
        }
        if (kind.isEmpty() && !s.has("properties") && !s.has("enum")) {
            throw refused(
                    where,
                    "a schema without a type",
                    "give it a type, or map it to a class of your own with x-cloudsdk-java-type");
        }
    }

    /** @return whether the schema is an object of string values only: {@code additionalProperties: {type: string}} */
    private static boolean isMapOfStrings(JsonNode s) {
        JsonNode values = s.path("additionalProperties");
        return !s.has("properties")
                && values.isObject()
                && values.size() == 1
                && values.path("type").asText("").equals("string");
    }

    private static IllegalArgumentException refused(String where, String shape, String instead) {
        return new IllegalArgumentException(where + ": " + shape + " is not generated; " + instead);
    }
}
