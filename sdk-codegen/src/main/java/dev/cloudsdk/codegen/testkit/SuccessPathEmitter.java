package dev.cloudsdk.codegen.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import org.jspecify.annotations.Nullable;

/**
 * Writes the testkit's {@code EmulatorSuccessPathTest}: one test per operation that drives the emulator, with raw
 * HTTP, to the operation's documented success status, not to its 404. Each path parameter gets a value that exists:
 * the key of a resource made by its generic create when a resource of {@code x-cloudsdk-resources} has an item path
 * the operation's path starts with, the key of its catalog's first item when such a resource has a catalog and no
 * create, else what the hand-written test class {@code SeededValues} seeds for the
 * parameter's name (the rule the document cannot state: which parent, in which state). The body is the document's
 * sample ({@link Samples}) with every member named like a seeded value set to it; each test runs once per spelling
 * of the UUIDs it sends (the hand-written {@code IdSpelling}: as made, upper and mixed case). The hand-written
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
        src.type("org.junit.jupiter.params.ParameterizedTest");
        src.type("org.junit.jupiter.params.provider.EnumSource");
        StringBuilder b = new StringBuilder();
        b.append(Javadoc.comment(
                "",
                "Every operation of the document driven to the emulator's success path: its first documented 2xx "
                        + "status, with the path's resources made by the generic behaviour or seeded by {@code "
                        + "SeededValues}, and the document's sample body; once with each spelling of the UUIDs it "
                        + "sends ({@code IdSpelling}: as made, upper case, mixed case), since every rule compares ids "
                        + "as UUIDs; and each documented 409 that a rule answers, in the state {@code "
                        + "CloudEmulator.seedConflict} seeds.",
                List.of()));
        b.append("class EmulatorSuccessPathTest {\nprivate CloudEmulator emulator;\n\n");
        b.append("@BeforeEach\nvoid start() {\nemulator = CloudEmulator.start();\n}\n\n");
        b.append("@AfterEach\nvoid stop() {\nemulator.close();\n}\n");
        Samples samples = new Samples(spec);
        List<Op> all = Ops.all(spec);
        for (Op op : all) {
            b.append('\n');
            b.append(test(spec, samples, all, op));
            if (TestkitEmitter.conflictHook(spec, op)) {
                b.append('\n').append(conflictTest(samples, op));
            }
        }
        b.append("}\n");
        files.put(PATH, src.append(b.toString()).toString());
    }

    private static String test(Spec spec, Samples samples, List<Op> all, Op op) {
        int status = op.successStatus();
        StringBuilder b = new StringBuilder();
        ResourceOps.Resource resource = ResourceOps.of(spec, op);
        List<String> gone =
                resource != null && op.method().equals("DELETE") ? gone(spec, all, op, resource) : List.of();
        b.append(Javadoc.comment(
                "    ",
                "{@code " + op.requestLine() + "} answers " + status
                        + (gone.isEmpty() ? "." : ", and leaves nothing of the " + resource.name() + " behind."),
                List.of()));
        b.append("@ParameterizedTest\n@EnumSource(IdSpelling.class)\nvoid "
                + op.spec().id() + "(IdSpelling ids) {\n");
        List<String> steps = new ArrayList<>();
        List<String> locals = new ArrayList<>();
        for (ResourceOps.Given g : ResourceOps.given(spec, all, op)) {
            if (g.create() != null) {
                steps.add(created(spec, samples, g.create(), g.parameter(), locals));
            } else if (g.catalogKey() != null) {
                steps.add(
                        ".given(" + CodeLines.literal(g.parameter()) + ", " + CodeLines.literal(g.catalogKey()) + ")");
            } else {
                steps.add(".seeded(" + CodeLines.literal(g.parameter()) + ")");
            }
        }
        String body = local("body", body(samples, op), locals);
        String send = ".send(" + CodeLines.literal(op.method()) + ", "
                + CodeLines.literal(op.spec().path()) + ", " + op.regional() + ", " + body + ");";
        locals.forEach(b::append);
        // The formatter lays out the chain, one step a line.
        String chain = "new SuccessPath(emulator, ids)" + String.join("", steps);
        b.append(
                gone.isEmpty()
                        ? "SuccessPath.Reply reply = " + chain + send + "\n"
                        : "SuccessPath path = " + chain + ";\nSuccessPath.Reply reply = path" + send + "\n");
        b.append("reply.assertStatus(" + status + ");\n");
        gone.forEach(line -> b.append(line).append('\n'));
        if (op.paging() != null) {
            b.append("reply.assertItems(" + CodeLines.literal(op.paging().itemsMember()) + ");\n");
        } else if (!op.bodyless()) {
            b.append("reply.assertJsonObject();\n");
        }
        b.append("}\n");
        return b.toString();
    }

    /**
     * @return the test that the operation answers its documented 409 in the state its conflict hook seeds
     *     ({@code CloudEmulator.seedConflict}), with the same sample body as its success path
     */
    private static String conflictTest(Samples samples, Op op) {
        List<String> locals = new ArrayList<>();
        String body = local("body", body(samples, op), locals);
        StringBuilder b = new StringBuilder();
        b.append(Javadoc.comment(
                "    ",
                "{@code " + op.requestLine() + "} answers its documented 409 in the state"
                        + " {@code CloudEmulator.seedConflict} seeds.",
                List.of()));
        b.append("@Test\nvoid " + op.spec().id() + "Conflict() {\n");
        locals.forEach(b::append);
        b.append(
                "SuccessPath.Reply reply = new SuccessPath(emulator).conflict(ApiOperation." + op.constant() + ").send("
                        + CodeLines.literal(op.method()) + ", "
                        + CodeLines.literal(op.spec().path()) + ", " + op.regional()
                        + ", " + body + ");\n");
        b.append("reply.assertStatus(409);\n}\n");
        return b.toString();
    }

    /**
     * @return the checks after a generic delete's success, each a statement: the generic read of the same path
     *     answers 404 and the generic list of its scope lacks it (each when the document has it), and the admin
     *     state holds nothing of it
     */
    private static List<String> gone(Spec spec, List<Op> all, Op delete, ResourceOps.Resource r) {
        List<Op.PathParam> params = delete.pathParameters();
        String parameter = params.get(params.size() - 1).wireName();
        String path = delete.spec().path();
        String collection = path.substring(0, path.lastIndexOf('/'));
        List<String> checks = new ArrayList<>();
        for (Op other : all) {
            ResourceOps.Resource o = ResourceOps.of(spec, other);
            if (o == null || !o.name().equals(r.name()) || !other.method().equals("GET")) {
                continue;
            }
            String otherPath = other.spec().path();
            if (otherPath.equals(path)) {
                checks.add(0, "path.assertNotFound(" + CodeLines.literal(otherPath) + ", " + other.regional() + ");");
            } else if (otherPath.equals(collection) && other.paging() != null) {
                checks.add("path.assertNotListed(" + CodeLines.literal(otherPath) + ", " + other.regional() + ", "
                        + CodeLines.literal(other.paging().itemsMember()) + ", "
                        + CodeLines.literal(other.paging().markerWire()) + ", "
                        + CodeLines.literal(r.key()) + ", " + CodeLines.literal(parameter) + ");");
            }
        }
        checks.add("path.assertNotInState(" + CodeLines.literal(r.name()) + ", " + CodeLines.literal(path) + ", "
                + delete.regional() + ", " + CodeLines.literal(r.key()) + ");");
        return checks;
    }

    /** @return the step that makes one resource through its generic create, remembered as the parameter */
    private static String created(
            Spec spec, Samples samples, Op create, @Nullable String parameter, List<String> locals) {
        ResourceOps.Resource r = ResourceOps.of(spec, create);
        String wrapper = create.result().wrapper();
        return ".created(" + (parameter == null ? "null" : CodeLines.literal(parameter)) + ", "
                + CodeLines.literal(create.spec().path()) + ", " + create.regional() + ", "
                + local(create.spec().id() + "Body", body(samples, create), locals)
                + ", " + (wrapper == null ? "null" : CodeLines.literal(wrapper)) + ", " + CodeLines.literal(r.key())
                + ")";
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
        String literal = CodeLines.literal(json);
        if (literal.length() <= 60) {
            return literal;
        }
        List<String> parts = CodeLines.literals(json);
        locals.add("String " + name + " = " + String.join("\n + ", parts) + ";\n");
        return name;
    }

    /** @return the sample body as JSON text, or {@code null} for none */
    private static @Nullable String body(Samples samples, Op op) {
        JsonNode schema = op.request() == null ? null : op.request().schema();
        return schema == null ? null : samples.json(schema, op.spec().id());
    }
}
