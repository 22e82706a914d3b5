package dev.cloudsdk.codegen.model;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.text.CodeLines;
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
        StringBuilder b = new StringBuilder(classDoc(presets).render(""));
        List<String> components = new ArrayList<>();
        for (Property p : t.properties) {
            components.add(declaration(p));
        }
        String head = "public record " + t.name + "(";
        b.append(CodeLines.list("", head, components, ", ", ") {", " ".repeat(head.length())));
        String fields = checks.fields() + presets.constants();
        b.append(fields);
        if (!all.isEmpty()) {
            b.append('\n').append(constructor());
        }
        b.append(presets.factories());
        b.append('\n').append(new Javadoc().tag("@return a new builder, with no field set").render("    "));
        b.append("    public static Builder builder() {\n        return new Builder();\n    }\n");
        b.append(presets.withers()).append('\n');
        b.append(new BuilderWriter(t, src, all.isEmpty() ? "" : Checks.phrase(all)).write());
        b.append("}\n");
        return src.append(b.toString()).toString();
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
            description = t.query ? (op.extension("pagination") != null ? "Filters and paging of " : "The query"
                    + " parameters of ") + summary + "." : "The body of " + summary + ".";
        }
        List<String> required = t.properties.stream().filter(Property::mandatory).map(p -> "{@code " + p.name() + "}")
                .toList();
        String sent = t.query ? "not sent" : "left out of the body";
        String rule = required.isEmpty() ? "Every component is optional; a {@code null} one is " + sent + "."
                : required.size() == t.properties.size() ? "Every component is required."
                : Text.and(required) + (required.size() == 1 ? " is" : " are") + " required; every other component"
                + " is optional and, when {@code null}, " + sent + ".";
        String paging = t.query && op.extension("pagination") != null ? " Every parameter but the marker is sent"
                + " with every page." : "";
        Javadoc doc = new Javadoc().p(Text.sentence(description) + " " + rule + paging);
        List<String> example = example();
        if (!example.isEmpty()) {
            doc.pre(example);
        }
        String links = presets.isEmpty() ? "" : presets.links().replaceAll(", ([^,]*)$", ", $1") + " or ";
        doc.p("<p>Make one with " + links + "{@link #builder()}: the canonical constructor is not covered by the"
                + " compatibility promise, since a new optional field adds a component and changes it.");
        for (Property p : t.properties) {
            doc.param(p.name(), doc(p));
        }
        return doc;
    }

    private List<String> example() {
        StringBuilder call = new StringBuilder(t.name).append(".builder()");
        boolean any = false;
        for (Property p : t.properties) {
            JsonNode v = p.example();
            if (v == null) {
                continue;
            }
            any = true;
            String literal = p.type().isEnum() ? p.type().simpleName() + "." + v.asText()
                    : v.isTextual() ? CodeLines.literal(v.asText()) : v.toString();
            call.append('.').append(p.name()).append('(').append(literal).append(')');
        }
        return any ? List.of(call.append(".build();").toString()) : List.of();
    }

    private String constructor() {
        boolean lists = t.properties.stream().anyMatch(p -> p.type().isCollection());
        Javadoc doc = new Javadoc().p("Checks the values" + (lists ? " and copies the " + ResponseRecordWriter
                .collections(t, true) : "")
                + ". Not covered"
                + " by the compatibility promise: use {@link #builder()}.");
        for (Property p : t.properties) {
            doc.param(p.name(), doc(p));
        }
        doc.tag("@throws IllegalArgumentException when " + Checks.phrase(all));
        StringBuilder b = new StringBuilder(doc.render("    "));
        b.append("    public ").append(t.name).append(" {\n");
        all.forEach(c -> b.append(c.code()));
        return b.append("    }\n").toString();
    }
}
