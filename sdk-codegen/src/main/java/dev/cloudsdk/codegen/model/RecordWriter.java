package dev.cloudsdk.codegen.model;

import static java.util.stream.Collectors.joining;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a record's file, one of two kinds, each with its nested {@code Builder}.
 *
 * <p>A record read from responses ({@code ResponseModel}): every component {@code @Nullable} (the server may
 * leave any member out) but lists, which are never null; an enum member kept as its text ({@code protocolAsString},
 * with {@code protocol()} beside it); the members this SDK version does not know in {@code additionalProperties};
 * {@code builder()}, {@code toBuilder()}. A record that a request also sends gets the request's presets and
 * {@code with...} copies (the document's {@code x-cloudsdk-presets}).
 *
 * <p>A record that is only sent: a request body, or the query parameters of an operation. A required member is
 * not {@code @Nullable}; an optional one is, and {@code null} is left out (a required and nullable one is sent as
 * {@code null}). The compact constructor makes the schema's {@link Checks}; the Javadoc shows a builder call made of
 * the members' {@code example}s, when they have some.
 *
 * <p>The builder of a record that is read takes every component, {@code null} by default, an enum as text or as a
 * constant, and the unknown members; a request record's builder takes a required member without {@code @Nullable},
 * and a required or bounded integer as {@code int}. A list of a request, or one marked {@code x-cloudsdk-varargs},
 * also has a varargs setter.
 *
 * <p>A record that is sent gets static factories ({@code x-cloudsdk-presets}, plus the operation's
 * {@code x-cloudsdk-default-request} when the list does not name it) and {@code with...} copies (a record also read
 * gets one per member that no factory takes; a paged query record gets {@code withMarker}).
 */
final class RecordWriter {
    /** One factory: {@code forced()} with {@code force = true}, or {@code named(String name)}. */
    record Preset(String name, Map<String, JsonNode> set, List<Property> parameters, String description) {}

    static final String UNKNOWN = "the members this SDK version does not know";

    /** The widest example that stays one line: 120 columns less the class comment's {@code " * "}. */
    private static final int EXAMPLE_WIDTH = 117;

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
    /** {@code ResponseModel} as the file writes it, in a record that is read. */
    private final String model;
    /** The checks of a record that is only sent, which its constructor makes. */
    private final List<Checks.Check> all = new ArrayList<>();

    private final Checks checks;
    /** The static factories of a record that is sent. */
    private final List<Preset> presets = new ArrayList<>();

    private RecordWriter(ModelType t) {
        this.t = t;
        this.src = new JavaSource(t.service.modelPackage());
        this.nullable = "@" + src.type("org.jspecify.annotations.Nullable");
        this.model = t.response ? src.type("dev.cloudsdk.core.ResponseModel") : "";
        this.checks = new Checks(src);
        if (!t.response) {
            for (Property p : t.properties) {
                all.addAll(checks.of(p, p.name(), p.mandatory(), t.uncheckedRecords.contains(p.name())));
            }
            all.addAll(checks.exclusive(t.schema, t.properties));
        }
        if (t.request) {
            readPresets();
        }
    }

    static String write(ModelType t) {
        RecordWriter w = new RecordWriter(t);
        return t.response ? w.readRecord() : w.sentRecord();
    }

    private boolean hasLists() {
        return t.properties.stream().anyMatch(p -> p.type().isCollection());
    }

    /**
     * @param plural whether to name them all ({@code lists and maps}) or one ({@code list or map})
     * @return what the record's never-null components are, in words
     */
    static String collections(ModelType t, boolean plural) {
        boolean lists = t.properties.stream().anyMatch(p -> p.type().isList());
        boolean maps = t.properties.stream().anyMatch(p -> p.type().isMap());
        String words = lists && maps ? "list or map" : maps ? "map" : "list";
        return plural ? words.replace("list", "lists").replace("map", "maps").replace(" or ", " and ") : words;
    }

    /** @return the component's name: {@code protocolAsString} for an enum */
    static String component(Property p) {
        return p.type().leaf().isEnum() ? p.name() + "AsString" : p.name();
    }

    /** @return the component's name in {@code t}: as {@link #component(Property)} in a record that is read */
    static String component(Property p, ModelType t) {
        return t.response ? component(p) : p.name();
    }

    static String componentDoc(Property p) {
        return p.type().leaf().isEnum()
                ? p.description() + " exactly as sent; see {@link #" + p.name() + "()}"
                : p.description();
    }

    private String readRecord() {
        src.append(readDoc().render());
        List<String> components =
                new ArrayList<>(t.properties.stream().map(this::readDeclaration).toList());
        components.add(src.type("java.util.Map") + "<String, " + nullable + " Object> additionalProperties");
        src.append("public record " + t.name + "(" + String.join(", ", components) + ")\nimplements " + model + " {\n");
        src.append(presetConstants());
        src.append("\n").append(readConstructor());
        src.append(factories()).append(withers());
        t.properties.forEach(p -> src.append(typedAccessor(p)));
        String all = hasLists() ? "unset: {@code null}, or an empty " + collections(t, false) : "{@code null}";
        src.append("\n" + Javadoc.comment("", "@return a builder with every component " + all));
        src.append("public static Builder builder() {\nreturn new Builder();\n}\n\n");
        src.append(Javadoc.comment("", "@return a builder holding this record's components, to make a changed copy"));
        src.append("public Builder toBuilder() {\nreturn new Builder()");
        t.properties.forEach(p -> src.append("." + component(p) + "(" + component(p) + ")"));
        src.append(".additionalProperties(additionalProperties);\n}\n\n");
        src.append(builder(""));
        return src.append("}\n").toString();
    }

    private Javadoc readDoc() {
        String described = t.schema.path("description").asText("");
        String first = described.isEmpty()
                ? "A {@code " + t.name + "} of a response."
                : Text.sentence(Text.javadoc(described, t.name));
        String nulls = " Components are {@code null} when the server left them out"
                + (hasLists() ? "; " + collections(t, true) + " are never null." : ".");
        Javadoc doc = new Javadoc();
        if (t.shared()) {
            doc.p(first + " " + sentAndRead(t.sentIn, t.readIn) + "." + nulls + " Components left {@code null} are"
                    + " not sent, and neither are the members this SDK version does not know: a request carries only"
                    + " what it knows.");
            doc.p("<p>Make one with " + presetLinks()
                    + (t.properties.size() > 1 ? " and the {@code with...} methods, or with" : " or")
                    + " {@link #builder()}: the canonical"
                    + " constructor is not covered by the compatibility promise, since a new component changes it.");
        } else {
            doc.p(first + nulls);
            doc.p("<p>To make one in a test or a fake, use {@link #builder()}: the canonical constructor is not"
                    + " covered by the compatibility promise, since a new component changes it.");
        }
        t.properties.forEach(p -> doc.param(component(p), componentDoc(p)));
        return doc.param("additionalProperties", UNKNOWN + ", by name; see {@link " + model + "}");
    }

    private String readDeclaration(Property p) {
        String wire = p.type().leaf().isEnum() || !snake(p.name()).equals(p.wire())
                ? "@" + src.type("com.fasterxml.jackson.annotation.JsonProperty") + "(\"" + p.wire() + "\") "
                : "";
        String type = p.type().render(src, true);
        return wire + (p.type().isCollection() ? "" : nullable + " ") + type + " " + component(p);
    }

    /** @return Jackson's snake case of a Java name: {@code loadBalancerId} as {@code load_balancer_id} */
    static String snake(String name) {
        return name.replaceAll("([A-Z])", "_$1").toLowerCase(Locale.ROOT);
    }

    private String readConstructor() {
        List<Property> lists =
                t.properties.stream().filter(p -> p.type().isCollection()).toList();
        String what = lists.isEmpty()
                ? "Makes the unknown members immutable."
                : lists.size() == 1
                        ? "Turns an absent {@code " + component(lists.get(0)) + "} into an empty "
                                + collections(t, false) + " and copies the rest."
                        : "Turns absent " + collections(t, true) + " into empty ones and copies the rest.";
        Javadoc doc = new Javadoc().p(what + " Not covered by the compatibility promise: use {@link #builder()}.");
        t.properties.forEach(p -> doc.param(component(p), componentDoc(p)));
        doc.param("additionalProperties", UNKNOWN + ", or {@code null} for none");
        doc.tag("@throws IllegalArgumentException when one of them is not a JSON value (see {@link " + model + "})");
        StringBuilder b = new StringBuilder(doc.render() + "public " + t.name + " {\n");
        for (Property p : lists) {
            String c = component(p);
            b.append(c + " = " + c + " == null ? " + src.type(p.type().qualified()) + ".of() : "
                    + copy(src, p.type(), c) + ";\n");
        }
        String values = src.type("dev.cloudsdk.core.runtime.JsonValues");
        return b.append("additionalProperties = " + values + ".members(additionalProperties);\n}\n")
                .toString();
    }

    /**
     * @return an immutable copy of the list or map {@code x}: {@code List.copyOf(x)}, refusing null elements (and
     *     of each inner list of a list of lists); a map
     *     keeps the order it was given ({@code Collections.unmodifiableMap(new LinkedHashMap<>(x))})
     */
    static String copy(JavaSource src, JType type, String x) {
        if (type.isMap()) {
            return src.type("java.util.Collections") + ".unmodifiableMap(new " + src.type("java.util.LinkedHashMap")
                    + "<>(" + x + "))";
        }
        String list = src.type("java.util.List");
        // A list of lists copies each inner list too (Models allows one level of nesting, of values).
        return list + ".copyOf(" + (type.element().isList() ? x + ".stream().map(" + list + "::copyOf).toList()" : x)
                + ")";
    }

    private String typedAccessor(Property p) {
        if (!p.type().leaf().isEnum()) {
            return "";
        }
        String e = src.type(p.type().leaf().qualified());
        String unknown = "{@link " + e + "#UNKNOWN_TO_SDK_VERSION} for a value newer than this SDK";
        if (p.type().isList()) {
            return "\n" + Javadoc.comment("", "@return " + p.description() + "; " + unknown) + "public "
                    + src.type("java.util.List") + "<" + e + "> " + p.name() + "() {\nreturn " + component(p)
                    + ".stream().map(" + e + "::fromValue).toList();\n}\n";
        }
        return "\n"
                + Javadoc.comment(
                        "", "@return " + p.description() + "; " + unknown + ", {@code null} when the server sent none")
                + "public " + nullable + " " + e + " " + p.name() + "() {\nreturn " + e + ".fromValue(" + component(p)
                + ");\n}\n";
    }

    /**
     * @return where a record both sent and read appears: {@code Sent in a {@link A} or {@link B} and read back in a
     *     {@link C}}
     */
    static String sentAndRead(Collection<String> sentIn, Collection<String> readIn) {
        String sent = sentIn.isEmpty() ? "Sent in a request" : "Sent in a " + Text.or(links(sentIn));
        return sent + (readIn.isEmpty() ? "" : " and read back in a " + Text.or(links(readIn)));
    }

    private static List<String> links(Collection<String> types) {
        return types.stream().map(type -> "{@link " + type + "}").toList();
    }

    private String sentRecord() {
        src.append(sentDoc().render());
        List<String> components =
                t.properties.stream().map(this::sentDeclaration).toList();
        src.append("public record " + t.name + "(" + String.join(", ", components) + ") {\n");
        src.append(checks.fields() + presetConstants());
        if (!all.isEmpty()) {
            src.append("\n" + sentConstructor());
        }
        src.append(factories() + "\n" + Javadoc.comment("", "@return a new builder, with no field set"));
        src.append("public static Builder builder() {\nreturn new Builder();\n}\n" + withers() + "\n");
        src.append(builder(all.isEmpty() ? "" : Checks.phrase(all)));
        return src.append("}\n").toString();
    }

    private String sentDeclaration(Property p) {
        String annotations = "";
        if (!t.query && !snake(p.name()).equals(p.wire())) {
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

    private Javadoc sentDoc() {
        Spec.Operation op = t.operation;
        String description =
                t.query ? "" : Text.javadoc(t.sentSchema().path("description").asText(""));
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
        String links = presets.isEmpty() ? "" : presetLinks() + " or ";
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

    private String sentConstructor() {
        Javadoc doc = new Javadoc()
                .p("Checks the values" + (hasLists() ? " and copies the " + collections(t, true) : "")
                        + ". Not covered by the compatibility promise: use {@link #builder()}.");
        t.properties.forEach(p -> doc.param(p.name(), doc(p)));
        doc.tag("@throws IllegalArgumentException when " + Checks.phrase(all));
        StringBuilder b = new StringBuilder(doc.render() + "public " + t.name + " {\n");
        all.forEach(c -> b.append(c.code()));
        return b.append("}\n").toString();
    }

    /**
     * @param throwsPhrase what {@code build()} refuses, for its {@code @throws}; empty when nothing
     * @return the nested {@code Builder}
     */
    private String builder(String throwsPhrase) {
        StringBuilder b = new StringBuilder();
        b.append(Javadoc.comment("Builds a {@link " + t.name + "}"
                + (t.response
                        ? ", for tests and fakes. Setters are only ever added, so code that uses the builder keeps"
                                + " compiling when the record gains a component. A component not set is {@code null}"
                                + (hasLists() ? ", a " + collections(t, false) + " empty" : "")
                                + "; {@link #build()} goes through the canonical constructor."
                        : "; setters are only ever added.")));
        b.append("public static final class Builder {\n");
        for (Property p : t.properties) {
            b.append("private " + nullable + " " + p.type().render(src, t.response) + " " + component(p, t) + ";\n");
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
        t.properties.forEach(p -> args.add(component(p, t)));
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
        String c = component(p);
        String doc = componentDoc(p).replace("{@link #", "{@link " + t.name + "#")
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
            b.append("public Builder " + p.name() + "(" + nullable + " " + e + " " + p.name() + ") {\nreturn " + c + "("
                    + value(p) + ");\n}\n");
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

    /** Reads the factories of a record that is sent: {@code x-cloudsdk-presets}, and the default request. */
    private void readPresets() {
        // A query record's schema is its operation, where its presets are declared.
        for (JsonNode p : t.sentSchema().path("x-cloudsdk-presets")) {
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
    private String presetLinks() {
        return presets.stream()
                .map(p -> "{@link #" + p.name() + "("
                        + p.parameters().stream()
                                .map(q -> q.type().render(src, false))
                                .collect(joining(", ")) + ")}")
                .collect(joining(", "));
    }

    /** @return the constants of the factories without parameters */
    private String presetConstants() {
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
            args.add(param ? value(p) : v == null ? "null" : literal(p, v));
        }
        if (t.response) {
            args.add("null");
        }
        return args;
    }

    /** @return the argument that passes a parameter: an enum's wire text in a record that is also read */
    private String value(Property p) {
        if (t.response && p.type().isEnum()) {
            String e = src.type(p.type().qualified());
            return src.type("dev.cloudsdk.core.runtime.Enums") + ".wireText(" + p.name() + ", " + e
                    + ".UNKNOWN_TO_SDK_VERSION, \"" + p.name() + "\")";
        }
        return p.name();
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
    private String factories() {
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
    private String withers() {
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
            b.append("public " + t.name + " with" + p.upper() + "(" + nullable + " "
                    + p.type().render(src, false) + " " + p.name() + ") {\n");
            List<String> args = new ArrayList<>();
            for (Property q : t.properties) {
                args.add(q == p ? value(q) : component(q, t));
            }
            if (t.response) {
                args.add("additionalProperties");
            }
            b.append("return new " + t.name + "(" + String.join(", ", args) + ");\n}\n");
        }
        return b.toString();
    }
}
