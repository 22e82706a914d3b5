package dev.cloudsdk.codegen.testkit;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.stream.Collectors;

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
        src.append(Javadoc.comment(
                "Every operation of the document driven to the emulator's success path: its first documented 2xx "
                        + "status, with the path's resources made by the generic behaviour or seeded by {@code "
                        + "SeededValues}, and the document's sample body; once with each spelling of the UUIDs it "
                        + "sends ({@code IdSpelling}: as made, upper case, mixed case), since every rule compares ids "
                        + "as UUIDs; and each documented 409 that a rule answers, in the state {@code "
                        + "CloudEmulator.seedConflict} seeds."));
        src.append("class EmulatorSuccessPathTest {\nprivate CloudEmulator emulator;\n\n");
        src.append("@BeforeEach\nvoid start() {\nemulator = CloudEmulator.start();\n}\n\n");
        src.append("@AfterEach\nvoid stop() {\nemulator.close();\n}\n");
        Samples samples = new Samples(spec);
        List<Op> all = Ops.all(spec);
        for (Op op : all) {
            src.append("\n");
            src.append(test(spec, samples, all, op));
            if (TestkitEmitter.conflictHook(spec, op)) {
                src.append("\n").append(conflictTest(spec, samples, op));
            }
        }
        src.append("}\n");
        files.put(PATH, src.toString());
    }

    private static String test(Spec spec, Samples samples, List<Op> all, Op op) {
        int status = op.successStatus();
        ResourceOps.Resource resource = ResourceOps.of(spec, op);
        List<String> gone =
                resource != null && op.method().equals("DELETE") ? gone(spec, all, op, resource) : List.of();
        String chain = "new SuccessPath(emulator, ids)" + steps(spec, samples, all, op, false);
        String send = ".send(ApiOperation." + op.constant() + ", " + body(spec, samples, op, false) + ")\n"
                + ".assertStatus(" + status + ")"
                + (op.paging() != null
                        ? ".assertItems(" + CodeLines.literal(op.paging().itemsMember()) + ")"
                        : op.bodyless() ? "" : ".assertJsonObject()")
                + ";\n";
        return Javadoc.comment("{@code " + op.requestLine() + "} answers " + status
                        + (gone.isEmpty() ? "." : ", and leaves nothing of the " + resource.name() + " behind."))
                + "@ParameterizedTest\n@EnumSource(IdSpelling.class)\nvoid "
                + op.spec().id() + "(IdSpelling ids) {\n"
                + (gone.isEmpty() ? chain + send : "SuccessPath path = " + chain + ";\npath" + send)
                + String.join("\n", gone) + "}\n";
    }

    /**
     * @return the test that the operation answers its documented 409 in the state its conflict hook seeds
     *     ({@code CloudEmulator.seedConflict}), with the same sample body as its success path
     */
    private static String conflictTest(Spec spec, Samples samples, Op op) {
        return Javadoc.comment("{@code " + op.requestLine() + "} answers its documented 409 in the state"
                        + " {@code CloudEmulator.seedConflict} seeds.")
                + "@Test\nvoid " + op.spec().id() + "Conflict() {\nnew SuccessPath(emulator).conflict(ApiOperation."
                + op.constant() + ").send(ApiOperation." + op.constant() + ", " + body(spec, samples, op, false)
                + ").assertStatus(409);\n}\n";
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
                checks.add(0, "path.assertNotFound(ApiOperation." + other.constant() + ");");
            } else if (otherPath.equals(collection) && other.paging() != null) {
                checks.add("path.assertNotListed(ApiOperation." + other.constant() + ", "
                        + CodeLines.literal(other.paging().itemsMember()) + ", "
                        + CodeLines.literal(other.paging().markerWire()) + ", "
                        + CodeLines.literal(r.key()) + ", " + CodeLines.literal(parameter) + ");");
            }
        }
        checks.add("path.assertNotInState(" + CodeLines.literal(r.name()) + ", " + CodeLines.literal(path) + ", "
                + delete.regional() + ", " + CodeLines.literal(r.key()) + ");\n");
        return checks;
    }

    /**
     * The steps of the testkit's {@code SuccessPath} that give an operation's path its values, each on a line of its
     * own. Per path parameter, the resource whose item path is the start of the operation's path and ends in the
     * parameter decides: {@code .created(parameter, ApiOperation.<create>, body, wrapper, key)} when it has a generic
     * create, with its sample body; else {@code .given(parameter, key)} with the key of its catalog's first item when
     * it has a catalog (it exists on a fresh emulator and nothing makes more); else {@code .seeded(parameter)}. A list
     * of a resource whose create no parameter used gets one more {@code .created(null, ...)} last, so that the page
     * has an item. Written for this class's Java and for kotlin-check's Kotlin, which differ only in that Kotlin reads
     * a {@code $} in a string as a template.
     *
     * @param kotlin whether to write Kotlin
     * @return the steps, each starting with a line break
     */
    public static String steps(Spec spec, Samples samples, List<Op> all, Op op, boolean kotlin) {
        ResourceOps.Resource listedResource = ResourceOps.of(spec, op);
        Op listed = listedResource != null && op.method().equals("GET") && !op.onItem()
                ? ResourceOps.createOf(spec, all, listedResource.name())
                : null;
        boolean made = false;
        StringBuilder b = new StringBuilder();
        for (Op.PathParam p : op.pathParameters()) {
            String end = "{" + p.wireName() + "}";
            String item = op.spec().path().substring(0, op.spec().path().indexOf(end) + end.length());
            ResourceOps.Resource r = all.stream()
                    .map(other -> other.spec().path().equals(item) ? ResourceOps.of(spec, other) : null)
                    .filter(Objects::nonNull)
                    .findFirst()
                    .orElse(null);
            Op create = r == null ? null : ResourceOps.createOf(spec, all, r.name());
            String parameter = string(p.wireName(), kotlin);
            if (create != null && item.startsWith(create.spec().path() + "/")) {
                b.append(created(spec, samples, create, parameter, kotlin));
                made |= create == listed;
            } else if (r != null && create == null && ResourceOps.catalog(spec, r.name()) != null) {
                String key = ResourceOps.sample(spec, r.name()).asText();
                b.append("\n        .given(" + parameter + ", " + string(key, kotlin) + ")");
            } else {
                b.append("\n        .seeded(" + parameter + ")");
            }
        }
        return listed != null && !made ? b + created(spec, samples, listed, "null", kotlin) : b.toString();
    }

    /** @return the step that makes a resource through its generic create, its key kept as the parameter's value */
    private static String created(Spec spec, Samples samples, Op create, String parameter, boolean kotlin) {
        String wrapper = create.result().wrapper();
        return "\n        .created(" + parameter + ", ApiOperation." + create.constant() + ",\n"
                + "            " + body(spec, samples, create, kotlin) + ",\n"
                + "            " + (wrapper == null ? "null" : string(wrapper, kotlin)) + ", "
                + string(ResourceOps.of(spec, create).key(), kotlin) + ")";
    }

    /** @return the operation's sample body as a string literal (cut over lines), or {@code null} for none */
    private static String body(Spec spec, Samples samples, Op op, boolean kotlin) {
        if (op.requestSchema().isMissingNode()) {
            return "null";
        }
        return CodeLines.literals(
                        samples.node(op.requestSchema(), op.spec().id()).toString(), 90)
                .stream()
                .map(part -> kotlin ? part.replace("$", "\\$") : part)
                .collect(Collectors.joining(" +\n            "));
    }

    /** @return the text as a string literal, in Java or Kotlin (a Java one with {@code $} escaped) */
    public static String string(String text, boolean kotlin) {
        String literal = CodeLines.literal(text);
        return kotlin ? literal.replace("$", "\\$") : literal;
    }
}
