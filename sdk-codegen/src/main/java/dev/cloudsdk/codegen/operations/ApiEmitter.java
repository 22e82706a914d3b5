package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;

/**
 * Writes each service's package-private {@code *Api} class: one {@code Endpoint} per operation, the query and
 * marker functions of the requests that become query parameters, and one argument check per operation, which
 * its blocking and async methods both call. A check is made of rules: every argument non-null, then each body
 * member named like a path parameter equal to it.
 */
final class ApiEmitter implements Emitter {
    private static final String CORE = "dev.cloudsdk.core.runtime.";

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        for (Spec.Service service : spec.services()) {
            String name = service.prefix() + "Api";
            JavaSource src = new JavaSource(service.javaPackage());
            List<Op> ops = Ops.of(spec, service);
            // Every operation's ResponseShape expression is written here; it names core's JsonRead for a value.
            src.type(CORE + "ResponseShape");
            if (ops.stream().anyMatch(op -> op.result().shape().contains("JsonRead::"))) {
                src.type(CORE + "JsonRead");
            }
            src.append("/** This module's operations, each declared once, and the argument checks its blocking and"
                    + " async methods share. */\n");
            src.append("final class " + name + " {\n");
            for (Op op : ops) {
                if (op.request() != null && !op.request().body()) {
                    String shape = src.type(CORE + "ResponseShape") + "<"
                            + op.result().type().render(src, false) + ">";
                    src.append("private static final " + shape + " " + op.constant() + "_SHAPE = "
                            + op.result().shape() + ";\n");
                }
            }
            for (Op op : ops) {
                src.append(endpoint(src, name, op));
            }
            src.append("\nprivate " + name + "() {\n}\n");
            for (Op op : ops) {
                src.append(check(src, op) + queryFunctions(spec, src, op));
            }
            src.append("}\n");
            files.put(service.file("main", name), src.toString());
        }
    }

    /** @return the type of the Endpoint's request: the body, the query record, one page's query, or none */
    private static String requestType(JavaSource src, Op op) {
        Op.Request r = op.request();
        String type = r == null ? "Void" : src.type(r.type());
        return op.paging() != null ? src.type(CORE + "PageQuery") + "<" + type + ">" : type;
    }

    private static String endpoint(JavaSource src, String api, Op op) {
        String method = op.spec().method();
        String names = op.spec().service().prefix() + "Operations." + op.constant();
        String region = src.type(CORE + "RegionHeader") + (op.regional() ? ".SENT" : ".NOT_SENT");
        List<String> args = new ArrayList<>(List.of(names, '"' + op.spec().template() + '"', region));
        if (op.request() != null && !op.request().body()) {
            args.add(api + "::" + function(op, "Query"));
            args.add("q -> " + op.constant() + "_SHAPE");
        } else if (!op.spec().queryParameters().isEmpty()) {
            throw new IllegalArgumentException(op.spec().id() + ": query parameters beside a body are not generated");
        } else if (!List.of("get", "post", "put", "delete").contains(method)) {
            throw new IllegalArgumentException(op.spec().id() + ": " + method + " is not generated");
        } else {
            if (op.request() != null && op.request().body()) {
                // The body is written by the service's generated writer, not by databind.
                args.add(op.spec().service().prefix() + "Json::write"
                        + op.request().simpleName());
            }
            args.add(op.result().shape());
        }
        String type = src.type(CORE + "Endpoint") + "<" + requestType(src, op) + ", "
                + op.result().type().render(src, false) + ">";
        return "static final " + type + " " + op.constant() + " = " + src.type(CORE + "Endpoint") + "."
                + method.toLowerCase(Locale.ROOT) + "(" + String.join(", ", args) + ");\n";
    }

    private static String check(JavaSource src, Op op) {
        if (op.arguments(true).isEmpty()) {
            return "";
        }
        String arguments = src.type(CORE + "Arguments");
        StringBuilder b = new StringBuilder(
                "\nstatic void " + op.check() + "(" + String.join(", ", Facades.parameters(src, op, true)) + ") {\n");
        for (String a : op.arguments(true)) {
            b.append(arguments + ".notNull(" + a + ", \"" + a + "\");\n");
        }
        for (Op.Match m : op.matches()) {
            b.append(arguments + ".matchesPath(\"" + m.bodyMember() + "\", request." + m.bodyMember() + "(), \""
                    + m.pathParameter() + "\", " + m.pathParameter() + ");\n");
        }
        return b.append("}\n").toString();
    }

    /**
     * @param role {@code Query} (the query record's parameters), {@code Start} (a list's first marker) or
     *     {@code Marker} (the marker after an item)
     * @return the name of the operation's function of that role, such as {@code listPoolsQuery}
     */
    static String function(Op op, String role) {
        return Names.lowerCamel(op.spec().id()) + role;
    }

    private static String queryFunctions(Spec spec, JavaSource src, Op op) {
        if (op.request() == null || op.request().body()) {
            return "";
        }
        String request = src.type(op.request().type());
        StringBuilder b = new StringBuilder();
        String text = "static @" + src.type("org.jspecify.annotations.Nullable") + " String ";
        String params = src.type(CORE + "QueryParams");
        Op.Paging paging = op.paging();
        if (paging != null) {
            b.append("\n" + text + function(op, "Start") + "(" + request + " request) {\nreturn " + params
                    + ".text(request." + paging.startMarker() + "());\n}\n");
            b.append("\n" + text + function(op, "Marker") + "("
                    + paging.itemType().render(src, false) + " item) {\nreturn " + params + ".text(item."
                    + paging.markerOfItem() + "());\n}\n");
        }
        String list = src.type("java.util.List");
        String in = paging != null ? requestType(src, op) + " page" : request + " request";
        b.append("\nprivate static " + list + "<String> " + function(op, "Query") + "(" + in + ") {\n");
        if (paging != null) {
            b.append(request + " request = page.request();\n");
        }
        b.append(list + "<String> query = new " + src.type("java.util.ArrayList") + "<>("
                + 2 * op.spec().queryParameters().size() + ");\n");
        for (Spec.Parameter q : op.spec().queryParameters()) {
            boolean marker = paging != null && q.wireName().equals(paging.markerWire());
            boolean repeated = spec.resolve(q.schema()).path("type").asText("").equals("array");
            b.append(params + (repeated ? ".addEach(" : ".add(") + "query, \"" + q.wireName() + "\", "
                    + (marker ? "page.marker()" : "request." + q.javaName() + "()") + ");\n");
        }
        return b.append("return query;\n}\n").toString();
    }
}
