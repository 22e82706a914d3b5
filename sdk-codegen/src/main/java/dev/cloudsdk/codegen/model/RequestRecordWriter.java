package dev.cloudsdk.codegen.model;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a record that is only sent: a request body, or the query parameters of an operation. A required member is
 * not {@code @Nullable}; an optional one is, and {@code null} is left out (a required and nullable one is sent as
 * {@code null}). The compact constructor makes the schema's {@link Checks}; the Javadoc shows a builder call made of
 * the members' {@code example}s, when they have some.
 */
final class RequestRecordWriter {
    /** The widest example that stays one line: 120 columns less the class comment's {@code " * "}. */
    private static final int EXAMPLE_WIDTH = 117;

    private final ModelType t;
    private final JavaSource src;
    private final String nullable;
    private final Checks checks;
    private final List<Checks.Check> all = new ArrayList<>();

    private RequestRecordWriter(ModelType t) {
        this.t = t;
        this.src = new JavaSource(t.service.modelPackage());
        this.nullable = "@" + src.type("org.jspecify.annotations.Nullable");
        this.checks = new Checks(src);
        for (Property p : t.properties) {
            all.addAll(checks.of(p, p.name(), p.mandatory(), t.uncheckedRecords.contains(p.name())));
        }
        all.addAll(checks.exclusive(t.schema, t.properties));
    }

    static String write(ModelType t) {
        return new RequestRecordWriter(t).write();
    }

    private String write() {
        Presets presets = new Presets(t, src);
        src.append(classDoc(presets).render());
        List<String> components = t.properties.stream().map(this::declaration).toList();
        src.append("public record " + t.name + "(" + String.join(", ", components) + ") {\n");
        src.append(checks.fields() + presets.constants());
        if (!all.isEmpty()) {
            src.append("\n" + constructor());
        }
        src.append(presets.factories() + "\n" + Javadoc.comment("", "@return a new builder, with no field set"));
        src.append("public static Builder builder() {\nreturn new Builder();\n}\n" + presets.withers() + "\n");
        src.append(new BuilderWriter(t, src, all.isEmpty() ? "" : Checks.phrase(all)).write());
        return src.append("}\n").toString();
    }

    private String declaration(Property p) {
        String annotations = "";
        if (!t.query && !ResponseRecordWriter.snake(p.name()).equals(p.wire())) {
            annotations += "@" + src.type("com.fasterxml.jackson.annotation.JsonProperty") + "(\"" + p.wire() + "\") ";
        }
        if (!t.query && p.required() && p.nullable()) {
            String include = src.type("com.fasterxml.jackson.annotation.JsonInclude");
            annotations += "@" + include + "(" + include + ".Include.ALWAYS) ";
        }
        return annotations + (p.mandatory() ? "" : nullable + " ") + p.type().render(src, false) + " " + p.name();
    }

    private String doc(Property p) {
        if (p.mandatory()) {
            return p.description();
        }
        return p.description() + "; {@code null} " + (p.required() ? "is sent as {@code null}" : "leaves it out");
    }

    private Javadoc classDoc(Presets presets) {
        Spec.Operation op = t.operation;
        String description = t.query ? "" : Models.description(t.sentSchema());
        if (description.isEmpty()) {
            String summary = op == null ? t.name : op.summary();
            description = t.query
                    ? (op.extension("pagination") != null ? "Filters and paging of " : "The query parameters of ")
                            + summary + "."
                    : "The body of " + summary + ".";
        }
        List<String> required = t.properties.stream()
                .filter(Property::mandatory)
                .map(p -> "{@code " + p.name() + "}")
                .toList();
        String sent = t.query ? "not sent" : "left out of the body";
        String rule = required.isEmpty()
                ? "Every component is optional; a {@code null} one is " + sent + "."
                : required.size() == t.properties.size()
                        ? "Every component is required."
                        : Text.and(required) + (required.size() == 1 ? " is" : " are")
                                + " required; every other component is optional and, when {@code null}, " + sent
                                + ".";
        String paging = t.query && op.extension("pagination") != null
                ? " Every parameter but the marker is sent with every page."
                : "";
        Javadoc doc = new Javadoc().p(Text.sentence(description) + " " + rule + paging);
        List<String> example = example();
        if (!example.isEmpty()) {
            doc.pre(example);
        }
        String links = presets.isEmpty() ? "" : presets.links() + " or ";
        doc.p("<p>Make one with " + links + "{@link #builder()}: the canonical constructor is not covered by the"
                + " compatibility promise, since a new optional field adds a component and changes it.");
        t.properties.forEach(p -> doc.param(p.name(), doc(p)));
        return doc;
    }

    /** @return the members' examples as one builder chain, cut before each setter when too long for a line */
    private List<String> example() {
        List<String> calls = new ArrayList<>();
        for (Property p : t.properties) {
            JsonNode v = p.example();
            JType type = p.type().isList() ? p.type().element() : p.type();
            if (v == null
                    || type == null
                    || type.isCollection()
                    || type.kind() == JType.Kind.RECORD
                    || v.isArray() != p.type().isList()) {
                continue;
            }
            List<String> args = new ArrayList<>();
            for (JsonNode e : v.isArray() ? v : List.of(v)) {
                if (e.isContainerNode()) {
                    args.clear();
                    break;
                }
                args.add(Types.expression(type.qualified(), e, q -> q.substring(q.lastIndexOf('.') + 1)));
            }
            if (!args.isEmpty()) {
                calls.add("." + p.name() + "(" + String.join(", ", args) + ")");
            }
        }
        if (calls.isEmpty()) {
            return List.of();
        }
        String start = t.name + ".builder()";
        calls.add(".build();");
        String line = start + String.join("", calls);
        if (line.length() <= EXAMPLE_WIDTH) {
            return List.of(line);
        }
        List<String> lines = new ArrayList<>(List.of(start));
        calls.forEach(c -> lines.add("        " + c));
        return lines;
    }

    private String constructor() {
        boolean lists = t.properties.stream().anyMatch(p -> p.type().isCollection());
        Javadoc doc = new Javadoc()
                .p("Checks the values" + (lists ? " and copies the " + ResponseRecordWriter.collections(t, true) : "")
                        + ". Not covered by the compatibility promise: use {@link #builder()}.");
        t.properties.forEach(p -> doc.param(p.name(), doc(p)));
        doc.tag("@throws IllegalArgumentException when " + Checks.phrase(all));
        StringBuilder b = new StringBuilder(doc.render() + "public " + t.name + " {\n");
        all.forEach(c -> b.append(c.code()));
        return b.append("}\n").toString();
    }
}
