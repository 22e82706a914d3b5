package dev.cloudsdk.codegen.testkit;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Writes what the testkit's emulator derives from the document: the {@code ApiOperation} enum, the routing class
 * {@code EmulatorDispatcher} (each operation's path template and handler call, in exhaustive switches), and per
 * service the interface {@code <Prefix>Emulation} with one method per operation. An operation that names a resource
 * of {@code x-cloudsdk-resources} gets the generic behaviour as a default method ({@link ResourceOps}). A service
 * whose operations are all generic needs no code: the dispatcher implements its interface with the generic store
 * alone. Otherwise the hand-written class {@code <Prefix>Handler} (constructor {@code (Store)}) implements it, and
 * the generate command, once it has written every file, fails naming the file and its methods until it exists
 * ({@link #missingHandlers}); a handler may also override a
 * generic method for a rule the document cannot state, and the dispatcher then uses it.
 */
public final class TestkitEmitter implements Emitter {
    static final String MODULE = "sdk-testkit/src/main/java/";
    static final String PACKAGE = "dev.cloudsdk.testkit";
    static final String INTERNAL = PACKAGE + ".internal";

    private final Predicate<String> exists;

    /** @param exists whether a hand-written file is there, by its path from the repository root */
    public TestkitEmitter(Predicate<String> exists) {
        this.exists = exists;
    }

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        files.put(path(PACKAGE, "ApiOperation"), apiOperation(spec));
        List<Spec.Service> generic = spec.services().stream()
                .filter(s -> handlerMethods(spec, s).isEmpty() && !exists.test(path(INTERNAL, handler(s))))
                .toList();
        files.put(path(INTERNAL, "EmulatorDispatcher"), dispatcher(spec, generic));
        for (Spec.Service service : spec.services()) {
            if (!spec.operations(service).isEmpty()) {
                files.put(path(INTERNAL, emulation(service)), emulationInterface(spec, service));
            }
        }
    }

    static String path(String pkg, String simpleName) {
        return MODULE + pkg.replace('.', '/') + "/" + simpleName + ".java";
    }

    /** @return the generated interface of a service's behaviour, such as {@code LoadBalancerEmulation} */
    static String emulation(Spec.Service service) {
        return service.prefix() + "Emulation";
    }

    /** @return the hand-written class that implements it, such as {@code LoadBalancerHandler} */
    static String handler(Spec.Service service) {
        return service.prefix() + "Handler";
    }

    /**
     * What the generate command says after it has written every file (so that the interface to implement is there):
     * each service whose rules need a hand-written handler that is missing.
     *
     * @param exists whether a hand-written file is there, by its path from the repository root
     * @return one line per missing handler: its file, what it implements and the methods it must write
     */
    public static List<String> missingHandlers(Spec spec, Predicate<String> exists) {
        List<String> missing = new ArrayList<>();
        for (Spec.Service service : spec.services()) {
            List<String> owed = new ArrayList<>(handlerMethods(spec, service));
            if (!owed.isEmpty() && !exists.test(path(INTERNAL, handler(service)))) {
                if (!ResourceOps.resources(spec, Ops.of(spec, service)).isEmpty()) {
                    owed.add(0, "resources() returning store.resources");
                }
                missing.add(path(INTERNAL, handler(service)) + ": missing. Write it: a class implementing "
                        + emulation(service) + " with a constructor (Store) and " + String.join(", ", owed)
                        + " (CONTRIBUTING.md, \"Adding an operation\", step 3); then run this command again");
            }
        }
        return missing;
    }

    /** @return the abstract methods of the service's interface beside {@code resources()}: what a handler must write */
    static List<String> handlerMethods(Spec spec, Spec.Service service) {
        List<String> owed = new ArrayList<>();
        for (Op op : Ops.of(spec, service)) {
            if (ResourceOps.of(spec, op) == null) {
                owed.add(op.spec().id());
            }
            if (conflictHook(spec, op)) {
                owed.add(op.spec().id() + "Conflict");
            }
        }
        return owed;
    }

    static String apiOperation(Spec spec) {
        JavaSource src = new JavaSource(PACKAGE);
        src.append(Javadoc.comment(
                "The operations the emulator serves, one per operation of {@code api/openapi.yaml}, named after its "
                        + "operationId; faults are injected and requests counted per operation."));
        src.append("public enum ApiOperation {\n");
        src.append(Ops.all(spec).stream()
                .map(op -> Javadoc.comment("{@code " + op.requestLine() + "}: " + summary(op) + ".")
                        + "%s(\"%s\", \"%s\", %s)"
                                .formatted(op.constant(), op.method(), op.spec().path(), op.regional()))
                .collect(Collectors.joining(",\n", "", ";\n")));
        src.append("""

                    private final String method;
                    private final String path;
                    private final boolean regional;

                    ApiOperation(String method, String path, boolean regional) {
                        this.method = method;
                        this.path = path;
                        this.regional = regional;
                    }

                    /** @return the HTTP method */
                    public String method() {
                        return method;
                    }

                    /**
                     * @return the path template as {@code api/openapi.yaml} writes it, such as
                     *     {@code /v1/zones/{zone_id}/recordsets}
                     */
                    public String path() {
                        return path;
                    }

                    /** @return whether the operation requires the {@code X-Region} header */
                    public boolean regional() {
                        return regional;
                    }
                }
                """);
        return src.toString();
    }

    private static String summary(Op op) {
        String s = Text.javadoc(op.spec().summary());
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    static String emulationInterface(Spec spec, Spec.Service service) {
        JavaSource src = new JavaSource(INTERNAL);
        String request = src.type("mockwebserver3.RecordedRequest");
        src.append(Javadoc.comment("What the emulator does for each operation of the " + service.title()
                + " service: {@link EmulatorDispatcher} hands each routed request to the method named after its"
                + " operationId. An operation naming a resource of {@code x-cloudsdk-resources} has the generic"
                + " behaviour as a default method; the hand-written {@code " + handler(service)
                + "}, when there is one, implements the others and overrides a default for a rule the document "
                + "cannot state, and without it the dispatcher implements this with the generic store alone."));
        src.append("interface ").append(emulation(service)).append(" {\n");
        List<Op> ops = Ops.of(spec, service);
        Map<String, ResourceOps.Resource> resources = ResourceOps.resources(spec, ops);
        if (!resources.isEmpty()) {
            src.type("java.util.List");
            src.type("java.util.Set");
            for (ResourceOps.Resource r : resources.values()) {
                src.append(ResourceOps.kind(spec, r)).append("\n");
            }
            src.append(Javadoc.comment(
                    "",
                    "@return the generic behaviour's store, {@code store.resources}: the resources of {@code "
                            + "x-cloudsdk-resources}, which a rule of the handler reads through {@code require} "
                            + "and a hand-written create fills through {@code put}"));
            src.append("    Resources resources();\n");
        }
        for (Op op : ops) {
            if (op != ops.get(0) || !resources.isEmpty()) {
                src.append("\n");
            }
            ResourceOps.Resource resource = ResourceOps.of(spec, op);
            List<String> tags = new ArrayList<>();
            List<String> params = new ArrayList<>();
            for (Op.PathParam p : op.pathParameters()) {
                // A format: uuid id is read once, by the dispatcher (Routes.Route.id): every rule compares UUIDs.
                tags.add("@param " + p.javaName() + " the path's {@code " + p.wireName() + "}, "
                        + (p.uuid()
                                ? "a UUID (one that is none answered 400 before this)"
                                : "as sent: not yet checked"));
                params.add((p.uuid() ? src.type("java.util.UUID") : "String") + " " + p.javaName());
            }
            if (op.regional()) {
                tags.add("@param region the {@code X-Region} header, present and not blank");
                params.add("String region");
            }
            tags.add("@param request the request, for its body and query");
            params.add(request + " request");
            tags.add(
                    op.bodyless()
                            ? "@return the status to answer with, {@code Answer.empty(" + op.successStatus()
                                    + ")} on success: the operation answers with no body"
                            : "@return the status and JSON body to answer with");
            tags.add("@throws ApiError when the request is refused: the error answer to send");
            String generic = resource == null
                    ? ""
                    : " The generic behaviour of the " + resource.name() + ", its x-cloudsdk-resource; the handler"
                            + " overrides it only for a rule the document cannot state.";
            src.append(Javadoc.comment("{@code " + op.requestLine() + "}: " + summary(op) + "." + generic, tags));
            String method = "Answer " + op.spec().id() + "(" + String.join(", ", params) + ")";
            src.append(
                    resource == null
                            ? method + ";\n"
                            : "default " + method + " {\n" + ResourceOps.call(spec, op, resource) + "}\n");
            if (conflictHook(spec, op)) {
                src.append(conflictMethod(src, op));
            }
        }
        src.append("}\n");
        return src.toString();
    }

    /**
     * @return whether the operation gets a conflict hook, {@code <operationId>Conflict(region)}: it documents a 409,
     *     and is no generic create or update, whose 409 is the generic behaviour's own (a key taken in its scope,
     *     reached through the API by making a resource with the same key first)
     */
    static boolean conflictHook(Spec spec, Op op) {
        String method = op.spec().method();
        boolean genericCreateOrUpdate = ResourceOps.of(spec, op) != null
                && (method.equals("post") && !op.onItem() || method.equals("put") && op.onItem());
        return op.spec().statuses().contains(409) && !genericCreateOrUpdate;
    }

    /** @return the declaration of an operation's conflict hook, with its Javadoc, after a blank line */
    private static String conflictMethod(JavaSource src, Op op) {
        src.type("java.util.Map");
        return "\n"
                + Javadoc.comment(
                        "What makes {@code " + op.requestLine() + "} answer its documented 409: seeds what its path "
                                + "names, in a state its rule refuses. The rule's own states stay beside the rule, "
                                + "here; {@code CloudEmulator.seedConflict} and the admin API's {@code POST "
                                + "/_emulator/conflicts} call it, and the generated {@code EmulatorSuccessPathTest} "
                                + "sends the operation to it.",
                        "@param region the emulator's default region, where a regional resource is seeded",
                        "@return the value of each path parameter, by its name in the document, and of any "
                                + "body member the request must name beside them (a volume to restore onto)")
                + "    Map<String, String> " + op.spec().id() + "Conflict(String region);\n";
    }

    /**
     * Writes {@code EmulatorDispatcher}: the handler method each {@code ApiOperation} calls, in a switch without
     * {@code default}, so that an {@code ApiOperation} without a route does not compile
     * ({@code EmulatorRoutesCompileTest}); and a second, the conflict hook of each operation that documents a 409
     * ({@link #conflictHook}). Matching (by {@code ApiOperation.path()}), faults, the token and region checks are the
     * hand-written {@code DispatcherCore}'s and {@code Routes}'.
     *
     * @param storeOnly the services without a hand-written handler, every operation generic: implemented here by a
     *     lambda giving the generic behaviour its store
     */
    static String dispatcher(Spec spec, List<Spec.Service> storeOnly) {
        JavaSource src = new JavaSource(INTERNAL);
        String apiOperation = src.type(PACKAGE + ".ApiOperation");
        String request = src.type("mockwebserver3.RecordedRequest");
        List<Spec.Service> services = spec.services().stream()
                .filter(s -> !spec.operations(s).isEmpty())
                .toList();
        src.append(Javadoc.comment("Routes every operation of {@code api/openapi.yaml} to the emulator's behaviour:"
                + " the method of the service's "
                + "{@code <Prefix>Emulation} it calls, implemented by the hand-written {@code "
                + "<Prefix>Handler} or, where every operation of a service is generic, by its store alone. "
                + "What a request meets before (faults, token, region) and the answers' form are {@link "
                + "DispatcherCore}'s."));
        src.append("public final class EmulatorDispatcher extends DispatcherCore {\n");
        for (Spec.Service s : services) {
            src.append("    private final %s %s;\n".formatted(emulation(s), s.variable()));
        }
        src.append("\n");
        src.append(Javadoc.comment(
                "", "@param store the state", "@param token the bearer token every request must carry"));
        src.append("public EmulatorDispatcher(Store store, String token) {\nsuper(token);\n");
        for (Spec.Service s : services) {
            String made = storeOnly.contains(s) ? "() -> store.resources" : "new " + handler(s) + "(store)";
            src.append("        this.%s = %s;\n".formatted(s.variable(), made));
        }
        src.append("}\n\n@Override\nAnswer answer(Routes.Route route, " + request + " request, String region) {\n");
        src.append("return switch (route.op()) {\n");
        for (Op op : Ops.all(spec)) {
            List<String> args = new ArrayList<>();
            for (Op.PathParam p : op.pathParameters()) {
                args.add("route." + (p.uuid() ? "id" : "variable") + "(\"" + p.wireName() + "\")");
            }
            if (op.regional()) {
                args.add("region");
            }
            args.add("request");
            src.append("case " + op.constant() + " -> " + op.spec().service().variable() + "."
                    + op.spec().id() + "(" + String.join(", ", args) + ");\n");
        }
        src.append(
                "};\n}\n\n@Override\npublic %s<String, String> conflict(%s op, String region) {\nreturn switch (op) {\n"
                        .formatted(src.type("java.util.Map"), apiOperation));
        // The others, without a hook of their own: those whose 409 is the generic behaviour's, and those with none.
        Map<Boolean, List<String>> generic = new TreeMap<>();
        for (Op op : Ops.all(spec)) {
            if (conflictHook(spec, op)) {
                src.append("case " + op.constant() + " -> "
                        + op.spec().service().variable() + "." + op.spec().id() + "Conflict(region);\n");
            } else {
                generic.computeIfAbsent(op.spec().statuses().contains(409), k -> new ArrayList<>())
                        .add(op.constant());
            }
        }
        generic.forEach(
                (g, ops) -> src.append("case " + String.join(", ", ops) + " -> throw noConflict(op, " + g + ");\n"));
        src.append("        };\n    }\n}\n");
        return src.toString();
    }
}
