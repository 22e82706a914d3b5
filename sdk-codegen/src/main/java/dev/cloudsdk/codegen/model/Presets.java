package dev.cloudsdk.codegen.model;

import static java.util.stream.Collectors.joining;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The static factories of a record that is sent ({@code x-cloudsdk-presets}, plus the operation's
 * {@code x-cloudsdk-default-request} when the list does not name it), its {@code with...} copies (a record also read
 * gets one per member that no factory takes; a paged query record gets {@code withMarker}).
 */
final class Presets {
    /** One factory: {@code forced()} with {@code force = true}, or {@code named(String name)}. */
    record Preset(String name, Map<String, JsonNode> set, List<Property> parameters, String description) {}

    private final ModelType t;
    private final JavaSource src;
    private final List<Preset> presets = new ArrayList<>();

    Presets(ModelType t, JavaSource src) {
        this.t = t;
        this.src = src;
        if (!t.request) {
            return;
        }
        JsonNode declared = t.query
                ? t.operation.node().path("x-cloudsdk-presets")
                : t.sentSchema().path("x-cloudsdk-presets");
        for (JsonNode p : declared) {
            Map<String, JsonNode> set = new LinkedHashMap<>();
            p.path("set").properties().forEach(e -> set.put(e.getKey(), e.getValue()));
            List<Property> params = new ArrayList<>();
            for (JsonNode wire : p.path("parameters")) {
                params.add(property(wire.asText()));
            }
            String description = Text.javadoc(p.path("description").asText(""));
            presets.add(new Preset(p.path("name").asText(), set, params, description));
        }
        JsonNode dflt = t.operation == null ? null : t.operation.extension("default-request");
        if (dflt != null && presets.stream().noneMatch(p -> p.name().equals(dflt.asText()))) {
            presets.add(new Preset(dflt.asText(), Map.of(), List.of(), ""));
        }
        for (Preset p : presets) {
            // javac takes a static name() of no parameters for the record's accessor of a member name.
            if (p.parameters().isEmpty()
                    && t.properties.stream().anyMatch(q -> q.name().equals(p.name()))) {
                throw new IllegalArgumentException(t.qualified() + ": preset " + p.name() + "() would clash with"
                        + " the accessor of member " + p.name() + "; give the preset another name");
            }
        }
    }

    private Property property(String wire) {
        return t.properties.stream()
                .filter(p -> p.wire().equals(wire))
                .findFirst()
                .orElseThrow(() ->
                        new IllegalArgumentException(t.qualified() + ": x-cloudsdk-presets names no member " + wire));
    }

    /** @return {@code {@link #defaults()}, {@link #forced()}}, the factories as links */
    String links() {
        return presets.stream()
                .map(p -> "{@link #" + p.name() + "("
                        + p.parameters().stream()
                                .map(q -> q.type().render(src, false))
                                .collect(joining(", ")) + ")}")
                .collect(joining(", "));
    }

    boolean isEmpty() {
        return presets.isEmpty();
    }

    /** @return the constants of the factories without parameters */
    String constants() {
        StringBuilder b = new StringBuilder();
        for (Preset p : presets) {
            if (p.parameters().isEmpty()) {
                b.append("private static final " + t.name + " " + Names.upperSnake(p.name()) + " = new " + t.name + "("
                        + String.join(", ", arguments(p)) + ");\n");
            }
        }
        return b.toString();
    }

    private List<String> arguments(Preset preset) {
        List<String> args = new ArrayList<>();
        for (Property p : t.properties) {
            JsonNode v = preset.set().get(p.wire());
            boolean param = preset.parameters().contains(p);
            if (v == null && !param && p.mandatory() && t.requestOnly()) {
                throw new IllegalArgumentException(
                        t.qualified() + ": preset " + preset.name() + " leaves required " + p.wire() + " unset");
            }
            args.add(param ? value(p, p.name()) : v == null ? "null" : literal(p, v));
        }
        if (t.response) {
            args.add("null");
        }
        return args;
    }

    /** @return the argument that passes a parameter: an enum's wire text in a record that is also read */
    private String value(Property p, String variable) {
        if (t.response && p.type().isEnum()) {
            String e = src.type(p.type().qualified());
            return src.type("dev.cloudsdk.core.runtime.Enums") + ".wireText(" + variable + ", " + e
                    + ".UNKNOWN_TO_SDK_VERSION, \"" + p.name() + "\")";
        }
        return variable;
    }

    /** @return the value as Java ({@link Types#expression}); an enum's wire text in a record that is also read */
    private String literal(Property p, JsonNode v) {
        String type = p.type().qualified();
        if (t.response && p.type().isEnum()) {
            return CodeLines.literal(v.asText());
        }
        return type.equals("java.lang.Double") ? v.asText() + "d" : Types.expression(type, v, src::type);
    }

    /** @return the factories */
    String factories() {
        StringBuilder b = new StringBuilder();
        for (Preset p : presets) {
            b.append('\n');
            String returns = p.description().isEmpty() ? defaultDescription(p) : p.description();
            if (!t.query && !t.response && p.parameters().isEmpty()) {
                returns += ": the body is {@code " + body(p) + "}";
            }
            if (p.parameters().isEmpty()) {
                b.append(Javadoc.comment("", "@return " + returns) + "public static " + t.name + " " + p.name()
                        + "() {\nreturn " + Names.upperSnake(p.name()) + ";\n}\n");
                continue;
            }
            b.append(parameterized(p, returns));
        }
        return b.toString();
    }

    private String parameterized(Preset p, String returns) {
        Javadoc doc = new Javadoc();
        List<String> params = new ArrayList<>();
        Checks checks = new Checks(src);
        List<Checks.Check> all = new ArrayList<>();
        String prefix = t.response ? Character.toLowerCase(t.name.charAt(0)) + t.name.substring(1) + "." : "";
        for (Property q : p.parameters()) {
            doc.param(q.name(), q.description());
            params.add(q.type().render(src, false) + " " + q.name());
            // A record also read is checked as the request schema has the member.
            JsonNode s = t.sentSchema().path("properties").path(q.wire());
            Property sent =
                    t.response ? new Property(q.wire(), q.name(), q.description(), true, false, s, q.type(), null) : q;
            all.addAll(checks.of(sent, prefix + q.name(), true, false));
        }
        doc.tag("@return " + returns);
        if (!all.isEmpty()) {
            doc.tag("@throws IllegalArgumentException when " + Checks.phrase(all));
        }
        StringBuilder b = new StringBuilder(
                doc.render() + "public static " + t.name + " " + p.name() + "(" + String.join(", ", params) + ") {\n");
        if (t.response) {
            all.forEach(c -> b.append(c.code()));
        }
        return b.append("return new " + t.name + "(" + String.join(", ", arguments(p)) + ");\n}\n")
                .toString();
    }

    private String defaultDescription(Preset p) {
        if (!p.set().isEmpty()) {
            return "a request with only "
                    + Text.and(p.set().keySet().stream()
                            .map(k -> "{@code " + k + "}")
                            .toList()) + " set";
        }
        return t.query ? "a request with no parameter set" : "a request with no field set";
    }

    private static String body(Preset p) {
        return JsonNodeFactory.instance.objectNode().setAll(p.set()).toString();
    }

    /** @return the {@code with...} copies */
    String withers() {
        StringBuilder b = new StringBuilder();
        JsonNode paging = t.operation == null ? null : t.operation.extension("pagination");
        for (Property p : t.properties) {
            boolean marker = t.query
                    && paging != null
                    && p.wire().equals(paging.path("marker-parameter").asText());
            boolean copy =
                    t.shared() && presets.stream().noneMatch(s -> s.parameters().contains(p));
            if (!marker && !copy) {
                continue;
            }
            b.append("\n"
                    + Javadoc.comment(
                            "",
                            "@param " + p.name() + " " + p.description() + ", or {@code null} to leave it out",
                            marker
                                    ? "@return a copy that starts after {@code " + p.name() + "}"
                                    : "@return a copy with " + p.description() + " set"));
            b.append("public " + t.name + " with" + p.upper() + "(@" + src.type("org.jspecify.annotations.Nullable")
                    + " " + p.type().render(src, false) + " " + p.name() + ") {\n");
            List<String> args = new ArrayList<>();
            for (Property q : t.properties) {
                args.add(q == p ? value(q, q.name()) : RecordWriter.component(q, t));
            }
            if (t.response) {
                args.add("additionalProperties");
            }
            b.append("return new " + t.name + "(" + String.join(", ", args) + ");\n}\n");
        }
        return b.toString();
    }
}
