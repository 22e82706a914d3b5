package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.text.CodeLines;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;

/**
 * Writes each service's package-private {@code *Api} class: one {@code Endpoint} per operation, the query and
 * marker functions of the requests that become query parameters, and one argument check per operation, which
 * its blocking and async methods both call. A check is made of rules: every argument non-null, then each
 * {@code x-cloudsdk-body-matches-path} pair.
 */
final class ApiEmitter implements Emitter {
    private static final String CORE = "dev.cloudsdk.core.runtime.";

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        for (Spec.Service service : spec.services()) {
            String name = service.prefix() + "Api";
            JavaSource src = new JavaSource(service.javaPackage());
            List<Op> ops = Ops.of(spec, service);
            src.append("/** This module's operations, each declared once, and the argument checks its blocking and"
                    + " async methods share. */\n");
            src.append("final class ").append(name).append(" {\n");
            for (Op op : ops) {
                if (op.request() != null && !op.request().body()) {
                    String shape = "dev.cloudsdk.core.runtime.ResponseShape<"
                            + op.result().type() + ">";
                    src.append(CodeLines.call(
                            "    ",
                            "private static final " + Types.render(src, shape) + " " + op.constant() + "_SHAPE = ",
                            List.of(Types.render(src, op.result().shape())),
                            ";"));
                }
            }
            for (Op op : ops) {
                src.append(endpoint(src, name, op));
            }
            src.append("\n    private ").append(name).append("() {\n    }\n");
            for (Op op : ops) {
                src.append(check(src, op));
                src.append(queryFunctions(src, op));
            }
            src.append("}\n");
            files.put(OperationsEmitter.path(service, name), src.toString());
        }
    }

    /** @return the type of the Endpoint's request: the body, the query record, one page's query, or none */
    static String requestType(Op op) {
        if (op.request() == null) {
            return Types.VOID;
        }
        return op.paging() != null
                ? CORE + "PageQuery<" + op.request().type() + ">"
                : op.request().type();
    }

    private static String endpoint(JavaSource src, String api, Op op) {
        String method = op.spec().method();
        String names = op.spec().service().prefix() + "Operations." + op.constant();
        String region = src.type(CORE + "RegionHeader") + (op.spec().sendsRegion() ? ".SENT" : ".NOT_SENT");
        List<String> args = new ArrayList<>(List.of(names, '"' + op.spec().template() + '"', region));
        boolean query = op.request() != null && !op.request().body();
        if (query) {
            args.add(api + "::" + queryFunction(op));
            args.add("q -> " + op.constant() + "_SHAPE");
        } else if (!op.query().isEmpty()) {
            throw new IllegalArgumentException(op.spec().id() + ": query parameters beside a body are not generated");
        } else if (!List.of("get", "post", "put", "delete").contains(method)) {
            throw new IllegalArgumentException(op.spec().id() + ": " + method + " is not generated");
        } else {
            if (op.request() != null && op.request().body()) {
                // The body is written by the service's generated writer, not by databind.
                args.add(Types.writer(op.request().type(), op.spec().service()));
            }
            args.add(Types.render(src, op.result().shape()));
        }
        String type = Types.render(
                src, CORE + "Endpoint<" + requestType(op) + ", " + op.result().type() + ">");
        String declared = "static final " + type + " " + op.constant() + " =";
        String factory = src.type(CORE + "Endpoint") + "." + method.toLowerCase(Locale.ROOT) + "(";
        return CodeLines.call("    ", declared + " " + factory, args, ");");
    }

    private static String check(JavaSource src, Op op) {
        if (!Facades.hasArguments(op)) {
            return "";
        }
        List<String> params = Facades.parameters(src, op, true);
        StringBuilder b = new StringBuilder("\n");
        b.append(CodeLines.call("    ", "static void " + op.check() + "(", params, ") {"));
        String arguments = src.type(CORE + "Arguments");
        for (Op.PathParam p : op.pathParameters()) {
            b.append("        ")
                    .append(arguments)
                    .append(".notNull(")
                    .append(p.javaName())
                    .append(", \"")
                    .append(p.javaName())
                    .append("\");\n");
        }
        if (op.request() != null) {
            b.append("        ").append(arguments).append(".notNull(request, \"request\");\n");
        }
        for (Op.Match m : op.matches()) {
            b.append(CodeLines.call(
                    "        ",
                    arguments + ".matchesPath(",
                    List.of(
                            '"' + m.bodyMember() + '"',
                            "request." + m.bodyMember() + "()",
                            '"' + m.pathParameter() + '"',
                            m.pathParameter()),
                    ");"));
        }
        return b.append("    }\n").toString();
    }

    static String queryFunction(Op op) {
        return base(op) + "Query";
    }

    static String startFunction(Op op) {
        return base(op) + "Start";
    }

    static String markerFunction(Op op) {
        return base(op) + "Marker";
    }

    private static String base(Op op) {
        return Names.lowerCamel(op.spec().id());
    }

    private static String queryFunctions(JavaSource src, Op op) {
        if (op.request() == null || op.request().body()) {
            return "";
        }
        String request = Types.render(src, op.request().type());
        StringBuilder b = new StringBuilder();
        String nullable = "@" + src.type("org.jspecify.annotations.Nullable") + " ";
        String params = src.type(CORE + "QueryParams");
        Op.Paging paging = op.paging();
        if (paging != null) {
            b.append("\n    static ")
                    .append(nullable)
                    .append("String ")
                    .append(startFunction(op))
                    .append('(')
                    .append(request)
                    .append(" request) {\n        return ")
                    .append(params)
                    .append(".text(request.")
                    .append(paging.startMarker())
                    .append("());\n    }\n");
            b.append("\n    static ")
                    .append(nullable)
                    .append("String ")
                    .append(markerFunction(op))
                    .append('(')
                    .append(Types.render(src, paging.itemType()))
                    .append(" item) {\n        return ")
                    .append(params)
                    .append(".text(item.")
                    .append(paging.markerOfItem())
                    .append("());\n    }\n");
        }
        String list = src.type("java.util.List");
        String in = paging != null ? Types.render(src, requestType(op)) + " page" : request + " request";
        b.append("\n    private static ")
                .append(list)
                .append("<String> ")
                .append(queryFunction(op))
                .append('(')
                .append(in)
                .append(") {\n");
        if (paging != null) {
            b.append("        ").append(request).append(" request = page.request();\n");
        }
        b.append("        ")
                .append(list)
                .append("<String> query = new ")
                .append(src.type("java.util.ArrayList"))
                .append("<>(")
                .append(2 * op.query().size())
                .append(");\n");
        for (Op.QueryParam q : op.query()) {
            boolean marker = paging != null && q.wireName().equals(paging.markerWire());
            String value = marker ? "page.marker()" : "request." + q.accessor() + "()";
            b.append("        ")
                    .append(params)
                    .append(q.repeated() ? ".addEach(" : ".add(")
                    .append("query, \"")
                    .append(q.wireName())
                    .append("\", ")
                    .append(value)
                    .append(");\n");
        }
        return b.append("        return query;\n    }\n").toString();
    }
}
