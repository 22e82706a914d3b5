package dev.cloudsdk.codegen.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;
import org.jspecify.annotations.Nullable;

/**
 * Writes the testkit's {@code EmulatorSuccessPathTest}: one test per operation that drives the emulator, with raw
 * HTTP, to the operation's documented success status, not to its 404. Each path parameter gets a value that exists:
 * the key of a resource made by its generic create when a resource of {@code x-cloudsdk-resources} has an item path
 * the operation's path starts with, else what the hand-written test class {@code SeededValues} seeds for the
 * parameter's name (the rule the document cannot state: which parent, in which state). The body is the document's
 * sample ({@link Samples}) with every member named like a seeded value set to it. The hand-written
 * {@code SuccessPath} sends it. A generic delete is also checked for what it leaves behind: after its success, the
 * generic read of the same key answers 404, the generic list of its scope (every page) lacks it, and so does the
 * emulator's admin state, where no member may still hold a deleted {@code id} (a pool's id kept in its load
 * balancer was the dry run's defect, issue 28).
 */
public final class SuccessPathEmitter implements Emitter {
    static final String PATH = "sdk-testkit/src/test/java/dev/cloudsdk/testkit/EmulatorSuccessPathTest.java";

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        if (spec.operations().isEmpty()) {
            return;
        }
        JavaSource src = new JavaSource(TestkitEmitter.PACKAGE);
        src.type("org.junit.jupiter.api.AfterEach");
        src.type("org.junit.jupiter.api.BeforeEach");
        src.type("org.junit.jupiter.api.Test");
        StringBuilder b = new StringBuilder();
        b.append(Lines.javadoc("", "Every operation of the document driven to the emulator's success path: its first"
                + " documented 2xx status, with the path's resources made by the generic behaviour or seeded by"
                + " {@code SeededValues}, and the document's sample body.", List.of()));
        b.append("class EmulatorSuccessPathTest {\n");
        b.append("    private CloudEmulator emulator;\n\n");
        b.append("    @BeforeEach\n    void start() {\n        emulator = CloudEmulator.start();\n    }\n\n");
        b.append("    @AfterEach\n    void stop() {\n        emulator.close();\n    }\n");
        Samples samples = new Samples(spec);
        for (Spec.Operation op : spec.operations()) {
            b.append('\n');
            b.append(test(spec, samples, op));
        }
        b.append("}\n");
        files.put(PATH, src.append(b.toString()).toString());
    }

    private static String test(Spec spec, Samples samples, Spec.Operation op) {
        int status = op.statuses().stream().filter(s -> s / 100 == 2).findFirst().orElseThrow(
                () -> new IllegalArgumentException(op.id() + ": no 2xx response is documented"));
        StringBuilder b = new StringBuilder();
        ResourceOps.Resource resource = ResourceOps.of(spec, op);
        List<String> gone = resource != null && op.method().equals("delete") ? gone(spec, op, resource) : List.of();
        b.append(Lines.javadoc("    ", "{@code " + TestkitEmitter.request(op) + "} answers " + status
                + (gone.isEmpty() ? "." : ", and leaves nothing of the " + resource.name() + " behind."), List.of()));
        b.append("    @Test\n    void ").append(op.id()).append("() {\n");
        List<String> steps = new ArrayList<>();
        List<String> locals = new ArrayList<>();
        Spec.Operation listed = resource != null && op.method().equals("get") && !op.template().endsWith("}")
                ? createOf(spec, resource.name()) : null;
        boolean made = false;
        for (Spec.Parameter p : TestkitEmitter.pathParameters(op)) {
            Spec.Operation create = createOfItem(spec, op, p);
            if (create == null) {
                steps.add(".seeded(" + Lines.literal(p.wireName()) + ")");
            } else {
                steps.add(created(spec, samples, create, p.wireName(), locals));
                made |= create == listed;
            }
        }
        if (listed != null && !made) {
            steps.add(created(spec, samples, listed, null, locals));
        }
        String body = local("body", body(spec, samples, op), locals);
        String send = ".send(" + Lines.literal(op.method().toUpperCase(Locale.ROOT)) + ", " + Lines.literal(op.path())
                + ", " + op.sendsRegion() + ", " + body + ");";
        locals.forEach(b::append);
        if (gone.isEmpty()) {
            steps.add(send);
            b.append("        SuccessPath.Reply reply = new SuccessPath(emulator)\n");
            for (String step : steps) {
                b.append(Lines.code("                ", step, "                        "));
            }
        } else {
            b.append("        SuccessPath path = new SuccessPath(emulator)\n");
            for (int i = 0; i < steps.size(); i++) {
                b.append(Lines.code("                ", steps.get(i) + (i == steps.size() - 1 ? ";" : ""),
                        "                        "));
            }
            b.append(Lines.code("        ", "SuccessPath.Reply reply = path" + send, "                "));
        }
        b.append("        reply.assertStatus(").append(status).append(");\n");
        gone.forEach(line -> b.append(Lines.code("        ", line, "                ")));
        JsonNode paging = op.extension("pagination");
        if (paging != null) {
            b.append("        reply.assertItems(").append(Lines.literal(paging.path("items").asText("items")))
                    .append(");\n");
        } else if (!spec.bodyless(op)) {
            b.append("        reply.assertJsonObject();\n");
        }
        b.append("    }\n");
        return b.toString();
    }

    /**
     * @return the checks after a generic delete's success, each a statement: the generic read of the same path
     *     answers 404 and the generic list of its scope lacks it (each when the document has it), and the admin
     *     state holds nothing of it
     */
    private static List<String> gone(Spec spec, Spec.Operation delete, ResourceOps.Resource r) {
        List<Spec.Parameter> params = TestkitEmitter.pathParameters(delete);
        String parameter = params.get(params.size() - 1).wireName();
        String collection = delete.path().substring(0, delete.path().lastIndexOf('/'));
        List<String> checks = new ArrayList<>();
        for (Spec.Operation other : spec.operations()) {
            ResourceOps.Resource o = ResourceOps.of(spec, other);
            if (o == null || !o.name().equals(r.name()) || !other.method().equals("get")) {
                continue;
            }
            if (other.path().equals(delete.path())) {
                checks.add(0, "path.assertNotFound(" + Lines.literal(other.path()) + ", " + other.sendsRegion()
                        + ");");
            } else if (other.path().equals(collection) && other.extension("pagination") != null) {
                JsonNode paging = other.extension("pagination");
                checks.add("path.assertNotListed(" + Lines.literal(other.path()) + ", " + other.sendsRegion() + ", "
                        + Lines.literal(paging.path("items").asText()) + ", "
                        + Lines.literal(paging.path("marker-parameter").asText("marker")) + ", "
                        + Lines.literal(r.key()) + ", " + Lines.literal(parameter) + ");");
            }
        }
        checks.add("path.assertNotInState(" + Lines.literal(r.name()) + ", " + Lines.literal(delete.path()) + ", "
                + delete.sendsRegion() + ", " + Lines.literal(r.key()) + ");");
        return checks;
    }

    /** @return the step that makes one resource through its generic create, remembered as the parameter */
    private static String created(Spec spec, Samples samples, Spec.Operation create, @Nullable String parameter,
                                  List<String> locals) {
        ResourceOps.Resource r = ResourceOps.of(spec, create);
        JsonNode response = spec.resolve(create.node().path("responses").path(String.valueOf(create.statuses()
                .stream().filter(s -> s / 100 == 2).findFirst().orElseThrow())));
        JsonNode schema = response.path("content").path("application/json").path("schema");
        String wrapper = schema.has("$ref") || schema.path("properties").size() != 1 ? null
                : schema.path("properties").properties().iterator().next().getKey();
        return ".created(" + (parameter == null ? "null" : Lines.literal(parameter)) + ", "
                + Lines.literal(create.path()) + ", " + create.sendsRegion() + ", "
                + local(create.id() + "Body", body(spec, samples, create), locals)
                + ", " + (wrapper == null ? "null" : Lines.literal(wrapper)) + ", " + Lines.literal(r.key()) + ")";
    }

    /**
     * @param name the local variable's name
     * @param json the sample body, or {@code null} for none
     * @param locals the local variables' declarations, to add to
     * @return {@code null}, the body's literal when it is short, else the name of a local variable declared for it
     *     in {@code locals}, its literal cut over lines
     */
    private static String local(String name, @Nullable String json, List<String> locals) {
        if (json == null) {
            return "null";
        }
        String literal = Lines.literal(json);
        if (literal.length() <= 60) {
            return literal;
        }
        List<String> parts = Lines.literals(json, Lines.WIDTH - 20 - name.length(), Lines.WIDTH - 18);
        locals.add("        String " + name + " = " + String.join("\n                + ", parts) + ";\n");
        return name;
    }

    /** @return the sample body as JSON text, or {@code null} for none */
    private static @Nullable String body(Spec spec, Samples samples, Spec.Operation op) {
        JsonNode requestBody = spec.resolve(op.node().path("requestBody"));
        JsonNode schema = requestBody.path("content").path("application/json").path("schema");
        return schema.isMissingNode() ? null : samples.json(schema, op.id());
    }

    /**
     * @return the generic create of the resource whose item path is the start of the operation's path and ends in
     *     the parameter, or {@code null} when no resource of the document has one
     */
    private static Spec.@Nullable Operation createOfItem(Spec spec, Spec.Operation op, Spec.Parameter p) {
        String end = "{" + p.wireName() + "}";
        String item = op.path().substring(0, op.path().indexOf(end) + end.length());
        for (Spec.Operation other : spec.operations()) {
            ResourceOps.Resource r = ResourceOps.of(spec, other);
            if (r != null && other.path().equals(item)) {
                Spec.Operation create = createOf(spec, r.name());
                if (create != null && item.startsWith(create.path() + "/")) {
                    return create;
                }
            }
        }
        return null;
    }

    private static Spec.@Nullable Operation createOf(Spec spec, String resource) {
        for (Spec.Operation other : spec.operations()) {
            ResourceOps.Resource r = ResourceOps.of(spec, other);
            if (r != null && r.name().equals(resource) && other.method().equals("post")
                    && !other.template().endsWith("}")) {
                return other;
            }
        }
        return null;
    }
}
