package dev.cloudsdk.codegen.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * The JSON Schema shapes the generator refuses, each with what to write instead (CONTRIBUTING.md, "What the
 * generator writes, and the shapes it knows"). {@link Models} asks before it maps a schema, so a document with such a
 * shape fails at generation, naming the schema's place in the document, and never as code that does not compile or
 * reads the wrong thing.
 */
final class Shapes {
    private static final List<String> COMPOSITIONS = List.of("oneOf", "anyOf", "allOf");

    private Shapes() {}

    /**
     * @param s a schema, references followed
     * @param where its place in the document, as a JSON pointer ({@code #/components/schemas/Thing/properties/a})
     * @throws IllegalArgumentException for a shape the generator does not generate, naming the place, the shape and
     *     what to write instead
     */
    static void refuseUnknown(JsonNode s, String where) {
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
    static boolean isMapOfStrings(JsonNode s) {
        JsonNode values = s.path("additionalProperties");
        return !s.has("properties")
                && values.isObject()
                && values.size() == 1
                && values.path("type").asText("").equals("string");
    }

    static IllegalArgumentException refused(String where, String shape, String instead) {
        return new IllegalArgumentException(where + ": " + shape + " is not generated; " + instead);
    }
}
