package dev.cloudsdk.codegen.operations;

import static dev.cloudsdk.codegen.operations.Facades.concat;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;

/**
 * Writes each group's blocking facade ({@code Pools}): per operation the plain method and its
 * {@code ...WithResponse} twin, each also without the request when the document names a preset; for a list,
 * {@code list} (lazy, page by page), {@code listPage} and {@code listPageWithResponse}.
 */
final class BlockingEmitter implements Emitter {
    private static final String CTX = "dev.cloudsdk.core.runtime.ServiceContext";

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        for (Spec.Service service : spec.services()) {
            List<Op> ops = Ops.of(spec, service);
            for (Spec.Group group : service.groups()) {
                JavaSource src = new JavaSource(service.javaPackage());
                String name = group.className();
                src.append(Javadoc.comment("", Text.javadoc(group.description()) + ". Get one from {@link "
                        + service.prefix() + "Client#" + group.key() + "()}. Thread-safe.", List.of()));
                src.append("public final class ").append(name).append(" {\n    private final ")
                        .append(src.type(CTX)).append(" ctx;\n\n    ").append(name).append("(").append(src.type(CTX))
                        .append(" ctx) {\n        this.ctx = ctx;\n    }\n");
                for (Op op : ops) {
                    if (op.spec().group().equals(group)) {
                        src.append(op.paging() != null ? paged(src, op) : plain(src, op));
                    }
                }
                src.append("}\n");
                files.put(Files.path(service, name), src.toString());
            }
        }
    }

    private static String plain(JavaSource src, Op op) {
        String m = op.spec().javaMethod();
        Op.Request request = op.request();
        String result = Types.render(src, op.result().type());
        String plainType = op.result().isVoid() ? "void" : result;
        String withType = Facades.responseType(src, op);
        String full = Facades.signature(src, op, m, true);
        StringBuilder b = new StringBuilder();
        List<String> returns = op.result().isVoid() ? List.of() : List.of("@return " + Facades.returns(op));
        List<String> call = concat(List.of(Facades.api(op) + "." + op.constant(), request == null ? "null"
                : "request"), Facades.pathArguments(op));
        if (request != null && request.preset() != null) {
            String preset = Types.render(src, request.type()) + "." + request.preset() + "()";
            String text = Facades.firstSentence(op) + ", with the request {@link " + Types.render(src, request.type())
                    + "#" + request.preset() + "()}.";
            List<String> tags = concat(Facades.params(op, false, ""), returns, concat(throwsOf(src, op, false),
                    Facades.callThrows(src, op), List.of("@see #" + full)));
            b.append(method(src, op, plainType, m, false, text, tags, (op.result().isVoid() ? "" : "return ")
                    + m + "(" + String.join(", ", concat(Facades.arguments(op, false), List.of(preset))) + ");"));
        }
        String text = Facades.firstSentence(op) + " " + Facades.requestLine(op) + ". " + Facades.rest(op) + " "
                + Facades.retrySentence(op);
        List<String> tags = concat(Facades.params(op, true, request == null ? "" : request.description()), returns,
                concat(throwsOf(src, op, true), Facades.callThrows(src, op)));
        b.append(method(src, op, plainType, m, true, text.replace("  ", " "), tags, Facades.check(op).trim()
                + "\n        " + (op.result().isVoid() ? "" : "return ") + "ctx.call(" + String.join(", ", call)
                + ");"));
        List<String> withTags = List.of(Facades.withResponseReturns(op));
        String same = " Same request, checks, retries and exceptions.";
        if (request != null && request.preset() != null) {
            String link = Facades.signature(src, op, m, false);
            b.append(method(src, op, withType, m + "WithResponse", false, Facades.withResponse(link) + same,
                    concat(Facades.params(op, false, ""), withTags, concat(throwsOf(src, op, false),
                            List.of("@throws dev.cloudsdk.core.CloudSdkException as {@link #" + link
                                    + "} throws it"))), "return " + m + "WithResponse(" + String.join(", ",
                            concat(Facades.arguments(op, false), List.of(Types.render(src, request.type()) + "."
                                    + request.preset() + "()"))) + ");"));
        }
        b.append(method(src, op, withType, m + "WithResponse", true, Facades.withResponse(full) + same,
                concat(Facades.params(op, true, request == null ? "" : request.description()), withTags,
                        concat(throwsOf(src, op, true), List.of("@throws dev.cloudsdk.core.CloudSdkException as"
                                + " {@link #" + full + "} throws it"))),
                Facades.check(op).trim() + "\n        return ctx.callWithResponse(" + String.join(", ", call) + ");"));
        return b.toString();
    }

    private static String paged(JavaSource src, Op op) {
        String m = op.spec().javaMethod();
        Op.Request request = op.request();
        Op.Paging paging = op.paging();
        String api = Facades.api(op);
        String item = Types.render(src, paging.itemType());
        String items = paging.itemsMember().replace('_', ' ');
        String page = Types.render(src, op.result().type());
        String iterable = src.type("dev.cloudsdk.core.PagedIterable") + "<" + item + ">";
        String pageLink = Facades.signature(src, op, m + "Page", true);
        String query = src.type("dev.cloudsdk.core.runtime.PageQuery");
        List<String> lazy = List.of("@return the " + items + "; no request is made until iteration starts");
        StringBuilder b = new StringBuilder();
        if (request.preset() != null) {
            String preset = Types.render(src, request.type()) + "." + request.preset() + "()";
            b.append(method(src, op, iterable, m, false, Facades.firstSentence(op) + ", with the request {@link "
                    + Types.render(src, request.type()) + "#" + request.preset() + "()}, fetched lazily page by page.",
                    concat(Facades.params(op, false, ""), lazy, concat(throwsOf(src, op, false),
                            List.of("@see #" + Facades.signature(src, op, m, true)))),
                    "return " + m + "(" + String.join(", ", concat(Facades.arguments(op, false), List.of(preset)))
                            + ");"));
        }
        String text = Facades.firstSentence(op) + ", fetched lazily page by page " + Facades.requestLine(op)
                + ", each page with the same request and {@code " + paging.markerWire() + "} set to the "
                + paging.markerOfItem() + " of the previous page's last item. The next page is requested while the"
                + " caller works on the current one, from the first page's last item on (the config's"
                + " {@code prefetchPages}, by default one page ahead), so a walk that stops inside the first page"
                + " sends one request; iteration throws what {@link #" + pageLink + "} throws, at the item where the"
                + " failed page would start. To stop early and cancel the page in flight, close the"
                + " {@link PagedIterable#stream() stream}.";
        List<String> args = concat(List.of(api + "." + op.constant(), api + "." + ApiEmitter.startFunction(op)
                + "(request)", "marker -> new " + query + "<>(request, marker)", api + "::"
                + ApiEmitter.markerFunction(op)), Facades.pathArguments(op));
        b.append(method(src, op, iterable, m, true, text, concat(Facades.params(op, true,
                request.description().replace(" marker", " starting marker")), lazy, throwsOf(src, op, true)),
                Facades.check(op).trim() + "\n" + CodeLines.call("        ", "return ctx.list(", args, ");")
                        .stripTrailing().stripLeading()));
        List<String> call = concat(List.of(api + "." + op.constant(), "new " + query + "<>(request, " + api + "."
                + ApiEmitter.startFunction(op) + "(request))"), Facades.pathArguments(op));
        b.append(method(src, op, page, m + "Page", true, "One page of " + items + ", as the server returned it "
                + Facades.requestLine(op) + ". " + Facades.retrySentence(op), concat(Facades.params(op, true,
                request.description()), List.of("@return the page"), concat(throwsOf(src, op, true),
                Facades.callThrows(src, op))), Facades.check(op).trim() + "\n"
                + CodeLines.call("        ", "return ctx.call(", call, ");").stripTrailing().stripLeading()));
        b.append(method(src, op, src.type("dev.cloudsdk.core.Response") + "<" + page + ">", m + "PageWithResponse",
                true, Facades.withResponse(pageLink) + " Same request, checks, retries and exceptions.",
                concat(Facades.params(op, true, request.description()),
                        List.of("@return the result with its response metadata"), concat(throwsOf(src, op, true),
                                List.of("@throws dev.cloudsdk.core.CloudSdkException as {@link #" + pageLink
                                        + "} throws it"))), Facades.check(op).trim() + "\n"
                        + CodeLines.call("        ", "return ctx.callWithResponse(", call, ");").stripTrailing()
                        .stripLeading()));
        return b.toString();
    }

    private static List<String> throwsOf(JavaSource src, Op op, boolean withRequest) {
        List<String> args = Facades.arguments(op, withRequest);
        return Facades.argumentThrows(op, args.size(), args.size() == 1 ? args.get(0) : null);
    }

    /** One public method: its comment, signature and body (statements, each on its own line). */
    static String method(JavaSource src, Op op, String returnType, String name, boolean withRequest, String text,
                         List<String> tags, String body) {
        StringBuilder b = new StringBuilder("\n");
        b.append(Javadoc.comment("    ", text.trim(), tags));
        b.append(CodeLines.call("    ", "public " + returnType + " " + name + "(", Facades.parameters(src, op,
                withRequest), ") {"));
        for (String line : body.split("\n")) {
            if (!line.isBlank()) {
                // A continuation line (indented past the statement) is kept; a statement is indented and wrapped.
                b.append(line.startsWith("                ") ? line : wrapStatement(line.strip())).append('\n');
            }
        }
        return b.append("    }\n").toString();
    }

    private static String wrapStatement(String statement) {
        int open = statement.indexOf('(');
        if (("        " + statement).length() <= Text.WIDTH || open < 0 || !statement.endsWith(");")) {
            return "        " + statement;
        }
        List<String> args = new ArrayList<>(List.of(statement.substring(open + 1, statement.length() - 2)
                .split(", ")));
        return CodeLines.call("        ", statement.substring(0, open + 1), args, ");").stripTrailing();
    }
}
