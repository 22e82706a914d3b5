package dev.cloudsdk.codegen.model;

import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.text.Javadoc;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the nested {@code Builder} of a record. A record that is read takes every component, {@code null} by
 * default, an enum as text or as a constant, and the unknown members; a request record takes a required member
 * without {@code @Nullable}, and a required or bounded integer as {@code int}. A list of a request, or one marked
 * {@code x-cloudsdk-varargs}, also has a varargs setter.
 */
final class BuilderWriter {
    /**
     * The setters of the unknown members, of a record that is read; its arguments: {@code @Nullable},
     * {@code ResponseModel}, {@code JsonValues} and {@code Map}, as the file writes them.
     */
    private static final String UNKNOWN_MEMBERS = """

            /**
             * Adds a member that this SDK version does not know, as a newer server would send it.
             *
             * @param name the member's name, as sent
             * @param value its value: {@code null}, a {@code Boolean}, {@code Number} or {@code String}, or a
             *     {@code List} or {@code Map} of these (see {@link %2$s})
             * @return this builder
             * @throws IllegalArgumentException when the value, or one inside it, is none of these
             */
            public Builder additionalProperty(String name, %1$s Object value) {
            this.additionalProperties = %3$s.with(additionalProperties, name, value);
            return this;
            }

            /**
             * Replaces the members that this SDK version does not know.
             *
             * @param additionalProperties the members by name, or {@code null} for none
             * @return this builder
             * @throws IllegalArgumentException when a value is not a JSON value (see {@link %2$s})
             */
            public Builder additionalProperties(%1$s %4$s<String, ? extends %1$s Object> additionalProperties) {
            this.additionalProperties = %3$s.copy(additionalProperties);
            return this;
            }
            """;

    private final ModelType t;
    private final JavaSource src;
    private final String nullable;
    private final String throwsPhrase;

    /**
     * @param throwsPhrase what {@code build()} refuses, for its {@code @throws}; empty when nothing
     */
    BuilderWriter(ModelType t, JavaSource src, String throwsPhrase) {
        this.t = t;
        this.src = src;
        this.nullable = "@" + src.type("org.jspecify.annotations.Nullable");
        this.throwsPhrase = throwsPhrase;
    }

    String write() {
        StringBuilder b = new StringBuilder();
        boolean lists = t.properties.stream().anyMatch(p -> p.type().isCollection());
        b.append(Javadoc.comment("Builds a {@link " + t.name + "}"
                + (t.response
                        ? ", for tests and fakes. Setters are only ever added, so code that uses the builder keeps"
                                + " compiling when the record gains a component. A component not set is {@code null}"
                                + (lists ? ", a " + ResponseRecordWriter.collections(t, false) + " empty" : "")
                                + "; {@link #build()} goes through the canonical constructor."
                        : "; setters are only ever added.")));
        b.append("public static final class Builder {\n");
        for (Property p : t.properties) {
            b.append("private " + nullable + " " + p.type().render(src, t.response) + " "
                    + ResponseRecordWriter.component(p, t) + ";\n");
        }
        if (t.response) {
            b.append("private " + nullable + " " + src.type("java.util.Map") + "<String, " + nullable
                    + " Object> additionalProperties;\n");
        }
        b.append("\nprivate Builder() {\n}\n");
        for (Property p : t.properties) {
            b.append(t.response ? readSetters(p) : sentSetter(p));
            // No varargs of a generic type (a list of lists): javac warns of the array it would make.
            if (p.type().isList()
                    && !p.type().element().isList()
                    && (!t.response || p.schema().path("x-cloudsdk-varargs").asBoolean())
                    && !(t.response && p.type().leaf().isEnum())) {
                b.append(varargs(p));
            }
        }
        if (t.response) {
            b.append(UNKNOWN_MEMBERS.formatted(
                    nullable,
                    src.type("dev.cloudsdk.core.ResponseModel"),
                    src.type("dev.cloudsdk.core.runtime.JsonValues"),
                    src.type("java.util.Map")));
        }
        Javadoc doc = new Javadoc().tag("@return the " + (t.response ? "{@link " + t.name + "}" : "request"));
        if (!throwsPhrase.isEmpty()) {
            doc.tag("@throws IllegalArgumentException when " + throwsPhrase);
        }
        List<String> args = new ArrayList<>();
        t.properties.forEach(p -> args.add(ResponseRecordWriter.component(p, t)));
        if (t.response) {
            args.add("additionalProperties");
        }
        b.append("\n" + doc.render() + "public " + t.name + " build() {\nreturn new " + t.name + "("
                + String.join(", ", args) + ");\n");
        return b.append("}\n}\n").toString();
    }

    private String setter(String name, String type, String doc, String body) {
        return "\n" + Javadoc.comment("", "@param " + name + " " + doc, "@return this builder") + "public Builder "
                + name + "(" + type + " " + name + ") {\n" + body + "}\n";
    }

    private static String assign(String name) {
        return "this." + name + " = " + name + ";\nreturn this;\n";
    }

    private String readSetters(Property p) {
        String c = ResponseRecordWriter.component(p);
        String doc = ResponseRecordWriter.componentDoc(p).replace("{@link #", "{@link " + t.name + "#")
                + (p.type().isCollection() ? "; {@code null} means none" : "");
        StringBuilder b = new StringBuilder(setter(c, nullable + " " + p.type().render(src, true), doc, assign(c)));
        if (p.type().isEnum()) {
            String e = src.type(p.type().qualified());
            b.append('\n')
                    .append(Javadoc.comment(
                            "Sets {@code " + c + "} to the wire text of " + p.description() + ".",
                            "@param " + p.name() + " " + p.description() + ", or {@code null}",
                            "@return this builder",
                            "@throws IllegalArgumentException for {@link " + e + "#UNKNOWN_TO_SDK_VERSION}, which has"
                                    + " no wire text: set {@link #" + c + "(String)} instead"));
            b.append("public Builder " + p.name() + "(" + nullable + " " + e + " " + p.name() + ") {\nreturn " + c
                    + "(" + src.type("dev.cloudsdk.core.runtime.Enums") + ".wireText(" + p.name() + ", " + e
                    + ".UNKNOWN_TO_SDK_VERSION, \"" + p.name() + "\"));\n}\n");
        }
        return b.toString();
    }

    private String sentSetter(Property p) {
        // A required or bounded number is taken as a primitive; any other optional member as @Nullable.
        boolean primitive = p.type().primitive() != null
                && (p.mandatory() || p.schema().has("minimum") || p.schema().has("maximum"));
        String type = primitive
                ? p.type().primitive()
                : (p.mandatory() ? "" : nullable + " ") + p.type().render(src, false);
        String optional =
                "; {@code null} (the default) " + (p.required() ? "is sent as {@code null}" : "leaves it out");
        String doc = p.description() + (p.mandatory() ? " (required)" : primitive ? "" : optional);
        return setter(p.name(), type, doc, assign(p.name()));
    }

    private String varargs(Property p) {
        String list = t.response
                ? src.type("java.util.List") + ".of(" + p.name() + ")"
                : src.type("java.util.Arrays") + ".asList(" + p.name() + ".clone())";
        String element = p.type().element().render(src, t.response);
        return setter(p.name(), element + "...", p.description(), "return " + p.name() + "(" + list + ");\n");
    }
}
