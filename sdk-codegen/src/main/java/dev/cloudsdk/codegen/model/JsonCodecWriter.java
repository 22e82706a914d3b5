package dev.cloudsdk.codegen.model;

import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Writes a service's package-private {@code <Prefix>Json} class, beside its {@code *Api}: a reader on Jackson's
 * streaming parser for every record read from responses ({@code readPool}: a {@code switch} on the member's name, one
 * line per member, the members it does not know into {@code additionalProperties}), and a writer on the streaming
 * generator for every record a request sends ({@code writeCreatePoolRequest}: one line per member, {@code null} left
 * out). The values inside are read and written by core's {@code JsonRead} and {@code JsonWrite}, so no Jackson
 * databind runs on a call's path; they accept, refuse and write what the databind configuration does.
 */
final class JsonCodecWriter {
    private static final String RUNTIME = "dev.cloudsdk.core.runtime.";
    /** The names the generated methods use for themselves, which no component may take. */
    private static final Set<String> TAKEN = Set.of("p", "s", "m", "g", "r", "e", "unknown");

    private final Spec.Service service;
    private final JavaSource src;
    private final String json;

    private JsonCodecWriter(Spec.Service service) {
        this.service = service;
        this.src = new JavaSource(service.javaPackage());
        this.json = className(service);
    }

    /** @return core's value readers, imported on first use */
    private String jsonRead() {
        return src.type(RUNTIME + "JsonRead");
    }

    /** @return core's value writers, imported on first use */
    private String jsonWrite() {
        return src.type(RUNTIME + "JsonWrite");
    }

    /** @return the class's simple name: {@code LoadBalancerJson} */
    static String className(Spec.Service service) {
        return service.prefix() + "Json";
    }

    /**
     * @param service the service
     * @param types its records and enums
     * @return the class, or {@code null} when the service has no record
     */
    static String write(Spec.Service service, List<ModelType> types) {
        List<ModelType> records =
                types.stream().filter(t -> t.result || !t.isEnum && !t.query).toList();
        return records.isEmpty() ? null : new JsonCodecWriter(service).write(records);
    }

    private String write(List<ModelType> records) {
        src.append("/**\n * Reads this module's response records and writes its request records on Jackson's streaming"
                + " parser and\n * generator, without databind: what its operations in {@link " + service.prefix()
                + "Api} read and send.\n */\nfinal class " + json + " {\nprivate " + json + "() {\n}\n");
        for (ModelType t : records) {
            if (t.isEnum) {
                src.append("\n").append(enumReader(t));
                continue;
            }
            if (t.response) {
                src.append("\n").append(reader(t));
            }
            if (t.request) {
                src.append("\n").append(writer(t));
            }
        }
        src.append("}\n");
        return src.toString();
    }

    /** @return the first line of a reader: {@code static @Nullable Pool readPool(JsonParser p, ReadScope s) ...} */
    private String readerHead(ModelType t) {
        String nullable = "@" + src.type("org.jspecify.annotations.Nullable");
        String parser = src.type("com.fasterxml.jackson.core.JsonParser");
        return "static " + nullable + " " + src.type(t.qualified()) + " read" + t.name + "(" + parser + " p, "
                + src.type(RUNTIME + "ReadScope") + " s) throws " + src.type("java.io.IOException") + " {\n";
    }

    private String reader(ModelType t) {
        String type = src.type(t.qualified());
        StringBuilder b = new StringBuilder(readerHead(t));
        b.append("if (!" + jsonRead() + ".startObject(p, " + type + ".class)) {\nreturn null;\n}\n");
        List<String> args = new ArrayList<>();
        for (Property p : t.properties) {
            String c = RecordWriter.component(p);
            if (TAKEN.contains(c)) {
                throw new IllegalArgumentException(t.qualified() + "." + c + ": the generated JSON reader uses that"
                        + " name; rename the member with x-cloudsdk-name");
            }
            b.append(p.type().render(src, true) + " " + c + " = null;\n");
            args.add(c);
        }
        b.append(src.type("java.util.Map") + "<String, Object> unknown = null;\n");
        String next = jsonRead() + ".nextMember(p)";
        b.append("for (String m = " + next + "; m != null; m = " + next + ") {\nswitch (m) {\n");
        for (Property p : t.properties) {
            b.append("case \"" + p.wire() + "\" -> " + RecordWriter.component(p) + " = " + readValue(t, p.type())
                    + ";\n");
        }
        b.append("default -> unknown = " + jsonRead() + ".unknown(p, s, unknown);\n}\n}\n");
        args.add(jsonRead() + ".members(unknown)");
        String made = "return new " + type + "(" + String.join(", ", args) + ");\n";
        // The canonical constructor refuses a list holding null (List.copyOf), as databind reports it.
        b.append(
                t.properties.stream().anyMatch(p -> p.type().isList())
                        ? "try {\n" + made + "} catch (RuntimeException e) {\nthrow " + jsonRead() + ".unmade(p, "
                                + type + ".class, e);\n}\n"
                        : made);
        return b.append("}\n").toString();
    }

    /** @return the reader of an enum that is an operation's result: its text, a value it does not know as unknown */
    private String enumReader(ModelType t) {
        return readerHead(t) + "String text = " + jsonRead() + ".string(p, s);\nreturn text == null ? null : "
                + src.type(t.qualified()) + ".fromValue(text);\n}\n";
    }

    private String readValue(ModelType t, JType type) {
        if (type.isMap()) {
            return jsonRead() + ".stringMap(p, s)";
        }
        if (type.isList()) {
            JType e = type.element();
            if (e.isEnum() || e.qualified().equals("java.lang.String")) {
                return jsonRead() + ".strings(p, s)";
            }
            return jsonRead() + ".list(p, s, " + src.type(e.qualified()) + ".class, " + reference(t, e) + ")";
        }
        if (type.kind() == JType.Kind.RECORD) {
            return "read" + type.simpleName() + "(p, s)";
        }
        return jsonRead() + "." + valueMethod(t, type.isEnum() ? JType.value("java.lang.String") : type) + "(p, s)";
    }

    private String reference(ModelType t, JType e) {
        if (e.isList()) {
            return jsonRead() + ".listOf(" + src.type(e.element().qualified()) + ".class, " + reference(t, e.element())
                    + ")";
        }
        if (e.kind() == JType.Kind.RECORD) {
            return json + "::read" + e.simpleName();
        }
        return jsonRead() + "::" + valueMethod(t, e);
    }

    private String writer(ModelType t) {
        String type = src.type(t.qualified());
        StringBuilder b = new StringBuilder();
        b.append("static void write" + t.name + "(" + src.type("com.fasterxml.jackson.core.JsonGenerator") + " g, "
                + type + " r) throws " + src.type("java.io.IOException") + " {\ng.writeStartObject();\n");
        for (Property p : t.properties) {
            String member = "g, \"" + p.wire() + "\", r." + RecordWriter.component(p, t) + "()";
            boolean always = t.requestOnly() && p.required() && p.nullable();
            if (always && p.type().isCollection()) {
                throw unsupported(t, p.type());
            }
            String call = p.type().isMap()
                    ? "stringMap(" + member + ")"
                    : p.type().isList()
                            ? "list(" + member + ", "
                                    + writeReference(t, p.type().element()) + ")"
                            : (always ? "always(" : "member(") + member + ", " + writeReference(t, p.type()) + ")";
            b.append(jsonWrite() + "." + call + ";\n");
        }
        b.append("g.writeEndObject();\n}\n");
        return b.toString();
    }

    private String writeReference(ModelType t, JType type) {
        if (type.isList()) {
            return jsonWrite() + ".arrayOf(" + writeReference(t, type.element()) + ")";
        }
        if (type.kind() == JType.Kind.RECORD) {
            return json + "::write" + type.simpleName();
        }
        if (type.isEnum()) {
            return t.response ? jsonWrite() + "::string" : jsonWrite() + "::enumName";
        }
        return jsonWrite() + "::" + valueMethod(t, type);
    }

    private static String valueMethod(ModelType t, JType type) {
        String method = Types.jsonValue(type.qualified());
        if (method == null) {
            throw unsupported(t, type);
        }
        return method;
    }

    private static IllegalArgumentException unsupported(ModelType t, JType type) {
        return new IllegalArgumentException(t.qualified() + ": no streaming JSON reader or writer for "
                + type.qualified()
                + (type.element() != null ? "<" + type.element().qualified() + ">" : "")
                + "; add one to core's JsonRead and JsonWrite and to Types.jsonValue");
    }
}
