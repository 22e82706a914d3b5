package dev.cloudsdk.codegen.model;

import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * Writes a record read from responses ({@code ResponseModel}): every component {@code @Nullable} (the server may
 * leave any member out) but lists, which are never null; an enum member kept as its text ({@code protocolAsString},
 * with {@code protocol()} beside it); the members this SDK version does not know in {@code additionalProperties};
 * {@code builder()}, {@code toBuilder()}. A record that a request also sends gets the request's presets and
 * {@code with...} copies ({@link Presets}).
 */
final class ResponseRecordWriter {
    static final String UNKNOWN = "the members this SDK version does not know";

    private final ModelType t;
    private final JavaSource src;
    private final String nullable;
    private final String model;

    private ResponseRecordWriter(ModelType t) {
        this.t = t;
        this.src = new JavaSource(t.service.modelPackage());
        this.nullable = "@" + src.type("org.jspecify.annotations.Nullable");
        this.model = src.type("dev.cloudsdk.core.ResponseModel");
    }

    static String write(ModelType t) {
        return new ResponseRecordWriter(t).write();
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

    private String write() {
        src.append(classDoc().render());
        List<String> components =
                new ArrayList<>(t.properties.stream().map(this::declaration).toList());
        components.add(src.type("java.util.Map") + "<String, " + nullable + " Object> additionalProperties");
        src.append("public record " + t.name + "(" + String.join(", ", components) + ")\nimplements " + model + " {\n");
        Presets presets = new Presets(t, src);
        src.append(presets.constants());
        src.append("\n").append(constructor());
        src.append(presets.factories()).append(presets.withers());
        t.properties.forEach(p -> src.append(typedAccessor(p)));
        String all = hasLists() ? "unset: {@code null}, or an empty " + collections(t, false) : "{@code null}";
        src.append("\n" + Javadoc.comment("", "@return a builder with every component " + all));
        src.append("public static Builder builder() {\nreturn new Builder();\n}\n\n");
        src.append(Javadoc.comment("", "@return a builder holding this record's components, to make a changed copy"));
        src.append("public Builder toBuilder() {\nreturn new Builder()");
        t.properties.forEach(p -> src.append("." + component(p) + "(" + component(p) + ")"));
        src.append(".additionalProperties(additionalProperties);\n}\n\n");
        src.append(new BuilderWriter(t, src, "").write());
        return src.append("}\n").toString();
    }

    private Javadoc classDoc() {
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
            doc.p("<p>Make one with " + new Presets(t, src).links()
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

    private String declaration(Property p) {
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

    private String constructor() {
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
}
