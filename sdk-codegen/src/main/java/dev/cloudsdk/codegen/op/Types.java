package dev.cloudsdk.codegen.op;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.model.JType;
import dev.cloudsdk.codegen.text.CodeLines;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;

/** The Java types of schemas: the operation layer's ({@link #of}) and the scalars records and operations share. */
public final class Types {
    public static final JType VOID = JType.value("java.lang.Void");
    public static final String UUID = "java.util.UUID";
    public static final String DATE = "java.time.LocalDate";

    private Types() {}

    /**
     * @param spec the document
     * @param schema a parameter's or member's schema
     * @param modelPackage the service's record package, for a reference to an object or enum schema
     * @param where the place, for the message
     * @return its Java type: a component object or enum is the record or enum of that name, a string with format
     *     {@code uuid} a {@code UUID}, {@code date-time} an {@code Instant}, an array a {@code List} ({@link #scalar})
     */
    public static JType of(Spec spec, JsonNode schema, String modelPackage, String where) {
        String ref = Spec.refName(schema);
        JsonNode s = spec.resolve(schema);
        if (s.has("additionalProperties") && !s.has("properties")) {
            throw new IllegalArgumentException(where + ": a map as a path parameter or an operation's result is not"
                    + " generated; make the result a record holding the map as a member");
        }
        if (ref != null && (s.has("enum") || s.path("type").asText("object").equals("object"))) {
            return new JType(modelPackage + "." + ref, null, s.has("enum") ? JType.Kind.ENUM : JType.Kind.RECORD);
        }
        if (s.has("enum")) {
            throw new IllegalArgumentException(where + ": an inline enum as a path parameter or an operation's result"
                    + " has no Java name; declare it under components.schemas and refer to it");
        }
        if (s.path("type").asText("").equals("array")) {
            return JType.list(of(spec, s.path("items"), modelPackage, where));
        }
        String scalar = scalar(s);
        if (scalar == null) {
            throw new IllegalArgumentException(where + ": an inline object or untyped schema has no"
                    + " Java type; declare it under components.schemas and refer to it");
        }
        return JType.value(scalar);
    }

    /**
     * The one mapping of the generator's scalar schemas, for records and the operation layer alike.
     *
     * @param s a schema, references followed
     * @return its Java type: a string with format {@code uuid} a {@code UUID}, {@code date-time} an
     *     {@code Instant}, {@code date} a {@code LocalDate}, other strings a {@code String}; an {@code int64}
     *     integer a {@code Long}, other integers an {@code Integer}; {@code null} for a schema that is no scalar
     */
    public static @Nullable String scalar(JsonNode s) {
        String format = s.path("format").asText("");
        return switch (s.path("type").asText("")) {
            case "string" ->
                switch (format) {
                    case "uuid" -> UUID;
                    case "date-time" -> "java.time.Instant";
                    case "date" -> DATE;
                    default -> "java.lang.String";
                };
            case "integer" -> format.equals("int64") ? "java.lang.Long" : "java.lang.Integer";
            case "number" -> "java.lang.Double";
            case "boolean" -> "java.lang.Boolean";
            default -> null;
        };
    }

    /**
     * The one way a sample value becomes Java code: a contract test's argument, a request record's example.
     *
     * @param type the Java type, qualified ({@code java.util.UUID}, an enum's class)
     * @param sample the value, a JSON scalar
     * @param name what to write for a qualified class name (the simple name, once imported)
     * @return the sample as a Java expression of the type
     */
    public static String expression(String type, JsonNode sample, UnaryOperator<String> name) {
        String text = CodeLines.literal(sample.asText());
        return switch (type) {
            case UUID -> name.apply(UUID) + ".fromString(" + text + ")";
            case "java.time.Instant", DATE -> name.apply(type) + ".parse(" + text + ")";
            case "java.lang.String" -> text;
            case "java.lang.Long" -> sample.asText() + "L";
            case "java.lang.Integer", "java.lang.Boolean", "java.lang.Double" -> sample.asText();
            default -> name.apply(type) + "." + sample.asText();
        };
    }

    /**
     * @param value a schema's {@code default}
     * @param where the place, for the message
     * @return it as a Java literal
     */
    public static String literal(JsonNode value, String where) {
        if (value.isTextual()) {
            return CodeLines.literal(value.asText());
        }
        if (value.isBoolean() || value.isIntegralNumber()) {
            return value.asText();
        }
        throw new IllegalArgumentException(where + ": default " + value + " has no Java literal");
    }

    /**
     * @param type the qualified type of a result or a page's item
     * @param service the service whose {@code <Prefix>Json} reads its records
     * @param where the operation, for the message
     * @return the reader to pass to {@code ResponseShape}: {@code LoadBalancerJson::readPool}, or core's
     *     {@code JsonRead::uuid} for a value
     * @throws IllegalArgumentException for a type no streaming reader reads
     */
    public static String reader(JType type, Spec.Service service, String where) {
        if (type.qualified().startsWith(service.modelPackage() + ".")) {
            return service.prefix() + "Json::read" + type.simpleName();
        }
        String method = jsonValue(type.qualified());
        if (method == null) {
            throw new IllegalArgumentException(where + ": no streaming JSON reader for a result of type " + type);
        }
        return "JsonRead::" + method;
    }

    /**
     * @param type a qualified value type
     * @return its reader's and writer's name in sdk-core's {@code JsonRead} and {@code JsonWrite}, or {@code null}
     *     when they have none
     */
    public static @Nullable String jsonValue(String type) {
        return switch (type) {
            case "java.lang.String" -> "string";
            case "java.lang.Integer" -> "integer";
            case "java.lang.Long" -> "int64";
            case "java.lang.Double" -> "number";
            case "java.lang.Boolean" -> "bool";
            case UUID -> "uuid";
            case "java.time.Instant" -> "instant";
            case DATE -> "date";
            case "dev.cloudsdk.core.Crn" -> "crn";
            default -> null;
        };
    }
}
