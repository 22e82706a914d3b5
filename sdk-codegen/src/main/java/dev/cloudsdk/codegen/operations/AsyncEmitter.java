package dev.cloudsdk.codegen.operations;

import static dev.cloudsdk.codegen.operations.BlockingEmitter.method;
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
import java.util.List;
import java.util.SortedMap;

/**
 * Writes each group's async facade ({@code AsyncPools}): the same overloads as the blocking one, each returning a
 * {@code CompletableFuture}; a list returns its first {@code AsyncPage}. Bad arguments (and a missing region) are
 * thrown at once; every other failure completes the future exceptionally.
 */
final class AsyncEmitter implements Emitter {
    private static final String CTX = "dev.cloudsdk.core.runtime.ServiceContext";
    private static final String AT_ONCE = " every other failure completes the future exceptionally with the exception"
            + " the blocking call would throw.";

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        for (Spec.Service service : spec.services()) {
            List<Op> ops = Ops.of(spec, service);
            for (Spec.Group group : service.groups()) {
                JavaSource src = new JavaSource(service.javaPackage());
                String name = group.asyncClassName();
                List<Op> mine = ops.stream().filter(o -> o.spec().group().equals(group)).toList();
                String pages = mine.stream().anyMatch(o -> o.paging() != null) ? " Pages are walked with {@link "
                        + src.type("dev.cloudsdk.core.AsyncPage") + "#nextPage()} or"
                        + " {@link AsyncPage#forEachRemaining}, each page one request; or subscribed to as a"
                        + " {@code Flow.Publisher} that fetches pages as its subscriber asks ({@link "
                        + src.type("dev.cloudsdk.core.ItemPublisher") + "})." : "";
                src.append(Javadoc.comment("", Text.javadoc(group.description()) + ", without blocking. Get one from"
                        + " {@link " + service.prefix() + "AsyncClient#" + group.key() + "()}." + pages, List.of()));
                src.append("public final class ").append(name).append(" {\n    private final ")
                        .append(src.type(CTX)).append(" ctx;\n\n    ").append(name).append("(").append(src.type(CTX))
                        .append(" ctx) {\n        this.ctx = ctx;\n    }\n");
                for (Op op : mine) {
                    src.append(op.paging() != null ? paged(src, op) : plain(src, op));
                }
                src.append("}\n");
                files.put(Files.path(service, name), src.toString());
            }
        }
    }

    private static String future(JavaSource src, String type) {
        return src.type("java.util.concurrent.CompletableFuture") + "<" + type + ">";
    }

    private static String badArguments(Op op) {
        return "Bad arguments" + (op.spec().sendsRegion() ? " and a missing region are" : " are") + " thrown at once;";
    }

    private static String plain(JavaSource src, Op op) {
        String m = op.spec().javaMethod();
        Op.Request request = op.request();
        String blocking = op.spec().group().className();
        // No body: the future completes with null, which a null checker and Kotlin must be told (Void? there).
        String result = (op.result().isVoid() ? "@" + src.type("org.jspecify.annotations.Nullable") + " " : "")
                + Types.render(src, op.result().type());
        String withType = future(src, Facades.responseType(src, op));
        String full = Facades.signature(src, op, m, true);
        List<String> returns = List.of("@return " + (op.result().isVoid()
                ? "{@code null} once the operation answered with no body" : Facades.returns(op)) + ", later");
        List<String> withReturns = List.of(Facades.withResponseReturns(op) + ", later");
        List<String> call = concat(List.of(Facades.api(op) + "." + op.constant(), request == null ? "null"
                : "request"), Facades.pathArguments(op));
        StringBuilder b = new StringBuilder();
        String preset = request == null || request.preset() == null ? null
                : Types.render(src, request.type()) + "." + request.preset() + "()";
        if (preset != null) {
            b.append(method(src, op, future(src, result), m, false, Facades.firstSentence(op) + ", with the request"
                    + " {@link " + Types.render(src, request.type()) + "#" + request.preset()
                    + "()}, without blocking.",
                    concat(Facades.params(op, false, ""), returns, concat(throwsOf(op, false),
                            List.of("@see #" + full))), "return " + m + "(" + String.join(", ",
                            concat(Facades.arguments(op, false), List.of(preset))) + ");"));
        }
        b.append(method(src, op, future(src, result), m, true, Facades.firstSentence(op) + ", as {@link " + blocking
                + "#" + full + "} does, without blocking. " + badArguments(op) + AT_ONCE
                + " Cancelling the future cancels the HTTP call.", concat(Facades.params(op, true,
                request == null ? "" : request.description()), returns, throwsOf(op, true)),
                Facades.check(op).trim() + "\n        return ctx.callAsync(" + String.join(", ", call) + ");"));
        String after = " " + badArguments(op) + " every other failure completes the future exceptionally, as for the"
                + " plain method.";
        if (preset != null) {
            String link = Facades.signature(src, op, m, false);
            b.append(method(src, op, withType, m + "WithResponse", false, Facades.withResponse(link) + after,
                    concat(Facades.params(op, false, ""), withReturns, throwsOf(op, false)),
                    "return " + m + "WithResponse(" + String.join(", ", concat(Facades.arguments(op, false),
                            List.of(preset))) + ");"));
        }
        b.append(method(src, op, withType, m + "WithResponse", true, Facades.withResponse(full) + after,
                concat(Facades.params(op, true, request == null ? "" : request.description()), withReturns,
                        throwsOf(op, true)),
                Facades.check(op).trim() + "\n        return ctx.callWithResponseAsync(" + String.join(", ", call)
                        + ");"));
        return b.toString();
    }

    private static String paged(JavaSource src, Op op) {
        String m = op.spec().javaMethod();
        Op.Request request = op.request();
        Op.Paging paging = op.paging();
        String api = Facades.api(op);
        String blocking = op.spec().group().className();
        String item = Types.render(src, paging.itemType());
        String items = paging.itemsMember().replace('_', ' ');
        String page = Types.render(src, op.result().type());
        String first = future(src, src.type("dev.cloudsdk.core.AsyncPage") + "<" + item + ">");
        String query = src.type("dev.cloudsdk.core.runtime.PageQuery");
        String pageLink = Facades.signature(src, op, m + "Page", true);
        List<String> firstReturn = List.of("@return the first page, later");
        StringBuilder b = new StringBuilder();
        if (request.preset() != null) {
            String preset = Types.render(src, request.type()) + "." + request.preset() + "()";
            b.append(method(src, op, first, m, false, Facades.firstSentence(op) + ", with the request {@link "
                    + Types.render(src, request.type()) + "#" + request.preset() + "()}, without blocking, as {@link "
                    + blocking + "#" + Facades.signature(src, op, m, false) + "} does.",
                    concat(Facades.params(op, false, ""), firstReturn, concat(throwsOf(op, false),
                            List.of("@see #" + Facades.signature(src, op, m, true)))),
                    "return " + m + "(" + String.join(", ", concat(Facades.arguments(op, false), List.of(preset)))
                            + ");"));
        }
        String region = op.spec().sendsRegion() ? "        ctx.checkRegion(" + api + "." + op.constant() + ");\n"
                : "";
        List<String> fetch = concat(List.of(api + "." + op.constant(), "new " + query + "<>(request, marker)"),
                Facades.pathArguments(op));
        String body = Facades.check(op) + region + "        return " + src.type("dev.cloudsdk.core.runtime.AsyncPages")
                + ".first(" + api + "." + ApiEmitter.startFunction(op)
                + "(request),\n                marker -> ctx.callAsync(" + String.join(", ", fetch) + "),\n"
                + "                " + api + "::" + ApiEmitter.markerFunction(op) + ");";
        b.append(method(src, op, first, m, true, "Requests the first page of the " + items + " that the request"
                + " selects " + Facades.requestLine(op) + "; the page leads to the next ones with the same request. "
                + badArguments(op) + " every other failure completes a future exceptionally with the exception"
                + " {@link " + blocking + "#" + pageLink + "} would throw.", concat(Facades.params(op, true,
                request.description().replace(" marker", " starting marker")), firstReturn, throwsOf(op, true)),
                body));
        b.append(publisher(src, op, fetch, region));
        List<String> call = concat(List.of(api + "." + op.constant(), "new " + query + "<>(request, " + api + "."
                + ApiEmitter.startFunction(op) + "(request))"), Facades.pathArguments(op));
        b.append(method(src, op, future(src, page), m + "Page", true, "One page, as {@link " + blocking + "#"
                + pageLink + "} fetches it, without blocking.", concat(Facades.params(op, true,
                request.description()), List.of("@return the page, later"), throwsOf(op, true)),
                Facades.check(op).trim() + "\n" + CodeLines.call("        ", "return ctx.callAsync(", call, ");")
                        .stripTrailing().stripLeading()));
        b.append(method(src, op, future(src, src.type("dev.cloudsdk.core.Response") + "<" + page + ">"),
                m + "PageWithResponse", true, Facades.withResponse(pageLink) + " " + badArguments(op)
                        + " every other failure completes the future exceptionally, as for the plain method.",
                concat(Facades.params(op, true, request.description()),
                        List.of("@return the result with its response metadata, later"), throwsOf(op, true)),
                Facades.check(op).trim() + "\n" + CodeLines.call("        ", "return ctx.callWithResponseAsync(", call,
                        ");").stripTrailing().stripLeading()));
        return b.toString();
    }

    /**
     * The list's items as an {@code ItemPublisher}, in the two overloads of {@code list}: with the preset request,
     * and with a request.
     */
    private static String publisher(JavaSource src, Op op, List<String> fetch, String region) {
        String m = op.spec().javaMethod();
        Op.Request request = op.request();
        String api = Facades.api(op);
        String blocking = op.spec().group().className();
        String type = src.type("dev.cloudsdk.core.ItemPublisher") + "<" + Types.render(src, op.paging().itemType())
                + ">";
        String items = op.paging().itemsMember().replace('_', ' ');
        String full = Facades.signature(src, op, m + "Publisher", true);
        List<String> returns = List.of("@return the publisher; each subscription is a walk of its own, and no"
                + " request is made until its subscriber asks for items");
        StringBuilder b = new StringBuilder();
        if (request.preset() != null) {
            String preset = Types.render(src, request.type()) + "." + request.preset() + "()";
            b.append(method(src, op, type, m + "Publisher", false, Facades.firstSentence(op) + ", with the request"
                    + " {@link " + Types.render(src, request.type()) + "#" + request.preset() + "()}, as a"
                    + " publisher that fetches pages as its subscriber asks.",
                    concat(Facades.params(op, false, ""), returns, concat(throwsOf(op, false),
                            List.of("@see #" + full))),
                    "return " + m + "Publisher(" + String.join(", ", concat(Facades.arguments(op, false),
                            List.of(preset))) + ");"));
        }
        String body = Facades.check(op) + region + "        return " + src.type("dev.cloudsdk.core.runtime.AsyncPages")
                + ".publisher(ctx, " + api + "." + ApiEmitter.startFunction(op)
                + "(request),\n                marker -> ctx.callAsync(" + String.join(", ", fetch) + "),\n"
                + "                " + api + "::" + ApiEmitter.markerFunction(op) + ");";
        b.append(method(src, op, type, m + "Publisher", true, "The " + items + " that the request selects, as a"
                + " {@code Flow.Publisher} that requests a page " + Facades.requestLine(op)
                + " only when its subscriber's demand exceeds the items already fetched, at most the client's"
                + " {@code prefetchPages} ahead, as {@link " + blocking + "#" + Facades.signature(src, op, m, true)
                + "} walks them; {@code cancel()} cancels the page call in flight. Each subscription starts from the"
                + " request's marker. " + badArguments(op) + " every other failure reaches the subscriber's"
                + " {@code onError} with the exception the blocking walk would throw.",
                concat(Facades.params(op, true, request.description().replace(" marker", " starting marker")),
                        returns, throwsOf(op, true)), body));
        return b.toString();
    }

    private static List<String> throwsOf(Op op, boolean withRequest) {
        List<String> args = Facades.arguments(op, withRequest);
        return Facades.argumentThrows(op, args.size(), args.size() == 1 ? args.get(0) : null);
    }
}
