package dev.cloudsdk.codegen.testkit;

import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.text.Javadoc;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes {@code EmulatorDispatcher}: the handler method each {@code ApiOperation} calls, in a switch without
 * {@code default}, so that an {@code ApiOperation} without a route does not compile
 * ({@code EmulatorRoutesCompileTest}); and a second, the conflict hook of each operation that documents a 409
 * ({@link TestkitEmitter#conflictHook}). Matching (by {@code ApiOperation.path()}), faults, the token and region
 * checks are the hand-written {@code DispatcherCore}'s and {@code Routes}'.
 */
final class DispatcherWriter {
    private DispatcherWriter() {}

    /**
     * @param storeOnly the services without a hand-written handler, every operation generic: implemented here by a
     *     lambda giving the generic behaviour its store
     */
    static String write(Spec spec, List<Spec.Service> storeOnly) {
        JavaSource src = new JavaSource(TestkitEmitter.INTERNAL);
        String apiOperation = src.type(TestkitEmitter.PACKAGE + ".ApiOperation");
        String request = src.type("mockwebserver3.RecordedRequest");
        List<Spec.Service> services = spec.services().stream()
                .filter(s -> !spec.operations(s).isEmpty())
                .toList();
        StringBuilder b = new StringBuilder();
        b.append(Javadoc.comment(
                "",
                "Routes every operation of {@code api/openapi.yaml} to the emulator's behaviour:"
                        + " the method of the service's "
                        + "{@code <Prefix>Emulation} it calls, implemented by the hand-written {@code "
                        + "<Prefix>Handler} or, where every operation of a service is generic, by its store alone. "
                        + "What a request meets before (faults, token, region) and the answers' form are {@link "
                        + "DispatcherCore}'s.",
                List.of()));
        b.append("public final class EmulatorDispatcher extends DispatcherCore {\n");
        for (Spec.Service s : services) {
            b.append("    private final %s %s;\n".formatted(TestkitEmitter.emulation(s), s.variable()));
        }
        b.append('\n');
        b.append(Javadoc.comment(
                "    ",
                "",
                List.of("@param store the state", "@param token the bearer token every request must carry")));
        b.append("    public EmulatorDispatcher(Store store, String token) {\n");
        b.append("        super(token);\n");
        for (Spec.Service s : services) {
            String made =
                    storeOnly.contains(s) ? "() -> store.resources" : "new " + TestkitEmitter.handler(s) + "(store)";
            b.append("        this.%s = %s;\n".formatted(s.variable(), made));
        }
        b.append("    }\n\n");
        b.append("    @Override\n");
        b.append("    Answer answer(Routes.Route route, ").append(request).append(" request, String region) {\n");
        b.append("        return switch (route.op()) {\n");
        for (Op op : Ops.all(spec)) {
            List<String> args = new ArrayList<>();
            for (Op.PathParam p : op.pathParameters()) {
                args.add("route." + (p.uuid() ? "id" : "variable") + "(\"" + p.wireName() + "\")");
            }
            if (op.regional()) {
                args.add("region");
            }
            args.add("request");
            b.append("case " + op.constant() + " -> " + op.spec().service().variable() + "."
                    + op.spec().id() + "(" + String.join(", ", args) + ");\n");
        }
        b.append("        };\n    }\n\n");
        b.append("    @Override\n");
        b.append("    public %s<String, String> conflict(%s op, String region) {\n"
                .formatted(src.type("java.util.Map"), apiOperation));
        b.append("        return switch (op) {\n");
        List<String> none = new ArrayList<>();
        List<String> generic = new ArrayList<>();
        for (Op op : Ops.all(spec)) {
            if (TestkitEmitter.conflictHook(spec, op)) {
                b.append("case " + op.constant() + " -> " + op.spec().service().variable() + "."
                        + op.spec().id() + "Conflict(region);\n");
            } else {
                (op.spec().statuses().contains(409) ? generic : none).add(op.constant());
            }
        }
        if (!none.isEmpty()) {
            b.append("case " + String.join(", ", none) + " -> throw noConflict(op, false);\n");
        }
        if (!generic.isEmpty()) {
            b.append("case " + String.join(", ", generic) + " -> throw noConflict(op, true);\n");
        }
        b.append("        };\n    }\n}\n");
        return src.append(b.toString()).toString();
    }
}
