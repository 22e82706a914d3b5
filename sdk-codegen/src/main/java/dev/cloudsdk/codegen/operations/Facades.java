package dev.cloudsdk.codegen.operations;

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
import java.util.Map;
import java.util.SortedMap;

/**
 * Writes each group's blocking facade ({@code Pools}) and async facade ({@code AsyncPools}). The blocking one has,
 * per operation, the plain method and its {@code ...WithResponse} twin, each also without the request when the
 * document names a preset; for a list, {@code list} (lazy, page by page), {@code listPage} and
 * {@code listPageWithResponse}. The async one has the same overloads, each returning a {@code CompletableFuture}; a
 * list returns its first {@code AsyncPage}. Bad arguments (and a missing region) are thrown at once; every other
 * failure completes the future exceptionally. The Javadoc that is the same rule for every operation (the request
 * line, the retry sentence, {@code @throws} per documented status) is written here once.
 */
final class Facades implements Emitter {
    private static final String CTX = "dev.cloudsdk.core.runtime.ServiceContext";
    private static final String CORE = "dev.cloudsdk.core.";
    private static final String AT_ONCE = " every other failure completes the future exceptionally with the exception"
            + " the blocking call would throw.";

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        for (Spec.Service service : spec.services()) {
            List<Op> ops = Ops.of(spec, service);
            for (Spec.Group group : service.groups()) {
                List<Op> mine =
                        ops.stream().filter(o -> o.spec().group().equals(group)).toList();
                for (boolean async : List.of(false, true)) {
                    JavaSource src = new JavaSource(service.javaPackage());
                    String name = async ? group.asyncClassName() : group.className();
                    String pages = async && mine.stream().anyMatch(o -> o.paging() != null)
                            ? " Pages are walked"
                                    + " with {@link " + src.type("dev.cloudsdk.core.AsyncPage") + "#nextPage()} or"
                                    + " {@link AsyncPage#forEachRemaining}, each page one request; or "
                                    + "subscribed to as a"
                                    + " {@code Flow.Publisher} that fetches pages as its subscriber asks ({@link "
                                    + src.type("dev.cloudsdk.core.ItemPublisher") + "})."
                            : "";
                    src.append(Javadoc.comment(
                            "",
                            Text.javadoc(group.description())
                                    + (async
                                            ? ", without" + " blocking. Get one from {@link " + service.prefix()
                                                    + "AsyncClient#"
                                            : ". Get one from" + " {@link " + service.prefix() + "Client#")
                                    + group.key() + "()}."
                                    + (async ? pages : " Thread-safe."),
                            List.of()));
                    src.append("public final class ")
                            .append(name)
                            .append(" {\n    private final ")
                            .append(src.type(CTX))
                            .append(" ctx;\n\n    ")
                            .append(name)
                            .append("(")
                            .append(src.type(CTX))
                            .append(" ctx) {\n        this.ctx = ctx;\n    }\n");
                    for (Op op : mine) {
                        src.append(
                                op.paging() != null
                                        ? (async ? asyncPaged(src, op) : blockingPaged(src, op))
                                        : async ? asyncPlain(src, op) : blockingPlain(src, op));
                    }
                    src.append("}\n");
                    files.put(OperationsEmitter.path(service, name), src.toString());
                }
            }
        }
    }

    /** @return whether the operation's methods take any argument, so that they have a check to call */
    static boolean hasArguments(Op op) {
        return !op.pathParameters().isEmpty() || op.request() != null;
    }

    /**
     * @param withRequest whether the request is a parameter (not in the overload that sends the preset)
     * @return the declared parameters, such as {@code UUID backupId}
     */
    static List<String> parameters(JavaSource src, Op op, boolean withRequest) {
        List<String> out = new ArrayList<>();
        for (Op.PathParam p : op.pathParameters()) {
            out.add(Types.render(src, p.type()) + " " + p.javaName());
        }
        if (withRequest && op.request() != null) {
            out.add(Types.render(src, op.request().type()) + " request");
        }
        return out;
    }

    /** @return the Javadoc reference of one overload, such as {@code restore(UUID, RestoreVolumeBackupRequest)} */
    static String signature(JavaSource src, Op op, String method, boolean withRequest) {
        List<String> types = new ArrayList<>();
        op.pathParameters().forEach(p -> types.add(Types.render(src, Types.raw(p.type()))));
        if (withRequest && op.request() != null) {
            types.add(Types.render(src, op.request().type()));
        }
        return method + "(" + String.join(", ", types) + ")";
    }

    /** @return {@code DatabaseApi.checkRestart(instanceId, request);}, or nothing for a method without arguments */
    static String check(Op op) {
        if (!hasArguments(op)) {
            return "";
        }
        return "        " + api(op) + "." + op.check() + "(" + String.join(", ", op.arguments(true)) + ");\n";
    }

    static String api(Op op) {
        return op.spec().service().prefix() + "Api";
    }

    /** @return the {@code @param} lines */
    static List<String> params(Op op, boolean withRequest) {
        return params(op, withRequest, op.request() == null ? "" : op.request().description());
    }

    /** @return the {@code @param} lines, the request's with the given text */
    static List<String> params(Op op, boolean withRequest, String requestText) {
        List<String> out = new ArrayList<>();
        for (Op.PathParam p : op.pathParameters()) {
            out.add("@param " + p.javaName() + " " + Text.javadoc(Text.lowerFirst(p.description())));
        }
        if (withRequest && op.request() != null) {
            out.add("@param request " + Text.javadoc(Text.lowerFirst(requestText)));
        }
        return out;
    }

    /** @return the operation's description's first sentence, with the request line in parentheses */
    static String firstSentence(Op op) {
        String text = !op.description().isBlank()
                ? Text.javadoc(op.description())
                : !op.spec().summary().equals(op.spec().id())
                        ? Text.javadoc(op.spec().summary())
                        : "Calls {@code " + op.spec().id() + "}";
        return Text.firstSentence(text);
    }

    /** @return what follows the first sentence of the description, or empty */
    static String rest(Op op) {
        return Text.rest(Text.javadoc(op.description()));
    }

    /** @return {@code ({@code POST /v1/...}, with {@code X-Region})} */
    static String requestLine(Op op) {
        return "({@code " + op.method() + " " + op.spec().path() + "}, "
                + (op.spec().sendsRegion() ? "with" : "no") + " {@code X-Region})";
    }

    /** @return the retry rule of the operation's HTTP method, as one sentence */
    static String retrySentence(Op op) {
        if (op.idempotent()) {
            return "Retried on connection failures, timeouts, 429 and 5xx as the client's {@code RetryPolicy}"
                    + " allows: "
                    + (op.method().equals("GET")
                            ? "a GET changes nothing on the server."
                            : "a " + op.method()
                                    + " is idempotent, so sending it again has the effect of sending it once.");
        }
        return "Not retried once the request may have reached the server, so a failure never repeats it, unless"
                + " {@link " + op.spec().service().prefix() + "Operations#" + op.constant() + "} is opted in through"
                + " {@code RetryPolicy.Builder.retryAsIdempotent}.";
    }

    /**
     * @param single the name of the overload's only argument, or {@code null} when it has several
     * @return the {@code @throws} lines of bad arguments: null, body against path, no region
     */
    static List<String> argumentThrows(Op op, int arguments, String single) {
        List<String> out = new ArrayList<>();
        if (arguments > 0) {
            out.add("@throws NullPointerException when " + (arguments == 1 ? single : "an argument") + " is null");
        }
        if (arguments > op.pathParameters().size()) {
            for (Op.Match m : op.matches()) {
                out.add("@throws IllegalArgumentException when the request's " + m.bodyMember()
                        + " differs from {@code " + m.pathParameter() + "}");
            }
        }
        if (op.spec().sendsRegion()) {
            out.add("@throws IllegalStateException when no region is configured");
        }
        return out;
    }

    /** @return the {@code @throws} lines of the documented statuses and of the failures every call may meet */
    static List<String> callThrows(JavaSource src, Op op) {
        List<String> out = new ArrayList<>();
        String retries = op.idempotent() ? ", after the retries the policy allows" : "";
        String server = null;
        for (Map.Entry<Integer, String> e : op.errors().entrySet()) {
            String detail = e.getValue().isBlank() ? "" : " (" + Text.lowerFirst(Text.javadoc(e.getValue())) + ")";
            // A status of its own exception, or 5xx once; the others are the ApiException line below.
            String type = ContractTest.exception(e.getKey());
            if (e.getKey() >= 500 && server == null) {
                server = "@throws " + type + " on 5xx" + detail + retries;
            } else if (e.getKey() < 500 && e.getKey() != 429 && !type.equals(CORE + "ApiException")) {
                out.add("@throws " + type + " on " + e.getKey() + detail);
            }
        }
        if (server != null) {
            out.add(server);
        }
        out.add("@throws " + src.type(CORE + "ApiException") + " on any other unsuccessful status or a redirect"
                + (op.idempotent() ? " (429, after the retries the policy allows, is a" : " (429 is a")
                + " {@link " + CORE + "RateLimitException})");
        if (op.paging() != null) {
            out.add("@throws " + CORE + "UnreadableResponseException when a 2xx body cannot be used, also for a page"
                    + " of more items than the config's {@code maxPageItems}; a list changes nothing on the server,"
                    + " so it can simply be repeated");
        } else if (!op.result().isVoid()) {
            out.add("@throws " + CORE + "UnreadableResponseException when "
                    + (op.method().equals("GET")
                            ? "a 2xx body cannot be used; a GET changes nothing on the server, so it can "
                                    + "simply be repeated"
                            : op.idempotent()
                                    ? "a 2xx body cannot be used; a " + op.method() + " is idempotent, so it can"
                                            + " simply be repeated"
                                    : "the server accepted the call but its body cannot be used: the "
                                            + "operation has probably taken" + " effect"));
        }
        out.add("@throws " + src.type(CORE + "ApiConnectionException") + " when the connection fails or a time limit"
                + " is hit");
        return out;
    }

    /** @return the {@code @throws} line of a method that throws what the linked one does */
    static List<String> sameThrows(String link) {
        return List.of("@throws dev.cloudsdk.core.CloudSdkException as {@link #" + link + "} throws it");
    }

    /** @return the sentence that introduces a {@code ...WithResponse} method */
    static String withResponse(String link) {
        return "{@link #" + link + "} with what came back beside the result: the HTTP status, the response headers,"
                + " the request id, the attempts made and the elapsed time.";
    }

    /**
     * @return the {@code Response} type of the operation's {@code ...WithResponse} method: {@code Response<Pool>},
     *     or {@code Response<@Nullable Void>} for an operation without a body, whose {@code value()} is null
     */
    static String responseType(JavaSource src, Op op) {
        return src.type("dev.cloudsdk.core.Response") + "<"
                + (op.result().isVoid() ? "@" + src.type("org.jspecify.annotations.Nullable") + " " : "")
                + Types.render(src, op.result().type()) + ">";
    }

    /** @return the {@code @return} text of a {@code ...WithResponse} method */
    static String withResponseReturns(Op op) {
        return op.result().isVoid()
                ? "@return the response metadata; its {@code value()} is {@code null}: the"
                        + " operation answers with no body"
                : "@return the result with its response metadata";
    }

    /** @return the {@code @return} text of the result */
    static String returns(Op op) {
        return Text.javadoc(Text.lowerFirst(op.result().description()));
    }

    static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    static <T> List<T> concat(List<T> a, List<T> b, List<T> c) {
        return concat(concat(a, b), c);
    }

    /** @return the arguments of an operation's {@code ctx} call: its endpoint, the request or null, the path's */
    private static List<String> plainCall(Op op) {
        return concat(
                List.of(api(op) + "." + op.constant(), op.request() == null ? "null" : "request"), op.arguments(false));
    }

    /** @return the method's argument check, then the {@code ctx} call {@code head} with the arguments */
    private static String ctxCall(Op op, String head, List<String> args) {
        return check(op).trim() + "\n"
                + CodeLines.call("        ", head, args, ");").strip();
    }

    private static String blockingPlain(JavaSource src, Op op) {
        String m = op.spec().javaMethod();
        List<String> call = plainCall(op);
        String result = Types.render(src, op.result().type());
        String plainType = op.result().isVoid() ? "void" : result;
        String withType = responseType(src, op);
        String full = signature(src, op, m, true);
        StringBuilder b = new StringBuilder();
        List<String> returns = op.result().isVoid() ? List.of() : List.of("@return " + returns(op));
        b.append(presetOverload(
                src,
                op,
                plainType,
                m,
                firstSentence(op) + ", with the request " + presetLink(src, op) + ".",
                returns,
                concat(callThrows(src, op), List.of("@see #" + full))));
        String text = firstSentence(op) + " " + requestLine(op) + ". " + rest(op) + " " + retrySentence(op);
        List<String> tags = concat(params(op, true), returns, concat(throwsOf(op, true), callThrows(src, op)));
        b.append(method(
                src,
                op,
                plainType,
                m,
                true,
                text.replace("  ", " "),
                tags,
                ctxCall(op, (op.result().isVoid() ? "" : "return ") + "ctx.call(", call)));
        List<String> withTags = List.of(withResponseReturns(op));
        String same = " Same request, checks, retries and exceptions.";
        String link = signature(src, op, m, false);
        b.append(presetOverload(
                src, op, withType, m + "WithResponse", withResponse(link) + same, withTags, sameThrows(link)));
        b.append(method(
                src,
                op,
                withType,
                m + "WithResponse",
                true,
                withResponse(full) + same,
                concat(params(op, true), withTags, concat(throwsOf(op, true), sameThrows(full))),
                ctxCall(op, "return ctx.callWithResponse(", call)));
        return b.toString();
    }

    private static String blockingPaged(JavaSource src, Op op) {
        String m = op.spec().javaMethod();
        Op.Request request = op.request();
        Op.Paging paging = op.paging();
        String api = api(op);
        String item = Types.render(src, paging.itemType());
        String items = paging.itemsMember().replace('_', ' ');
        String page = Types.render(src, op.result().type());
        String iterable = src.type("dev.cloudsdk.core.PagedIterable") + "<" + item + ">";
        String pageLink = signature(src, op, m + "Page", true);
        String query = src.type("dev.cloudsdk.core.runtime.PageQuery");
        List<String> lazy = List.of("@return the " + items + "; no request is made until iteration starts");
        StringBuilder b = new StringBuilder();
        b.append(presetOverload(
                src,
                op,
                iterable,
                m,
                firstSentence(op) + ", with the request " + presetLink(src, op) + ", fetched lazily page by page.",
                lazy,
                List.of("@see #" + signature(src, op, m, true))));
        String text = firstSentence(op) + ", fetched lazily page by page " + requestLine(op)
                + ", each page with the same request and {@code " + paging.markerWire() + "} set to the "
                + paging.markerOfItem() + " of the previous page's last item. The next page is requested while the"
                + " caller works on the current one, from the first page's last item on (the config's"
                + " {@code prefetchPages}, by default one page ahead), so a walk that stops inside the first page"
                + " sends one request; iteration throws what {@link #" + pageLink + "} throws, at the item where the"
                + " failed page would start. To stop early and cancel the page in flight, close the"
                + " {@link PagedIterable#stream() stream}.";
        List<String> args = concat(
                List.of(
                        api + "." + op.constant(),
                        api + "." + ApiEmitter.startFunction(op) + "(request)",
                        "marker -> new " + query + "<>(request, marker)",
                        api + "::" + ApiEmitter.markerFunction(op)),
                op.arguments(false));
        b.append(method(
                src,
                op,
                iterable,
                m,
                true,
                text,
                concat(
                        params(op, true, request.description().replace(" marker", " starting marker")),
                        lazy,
                        throwsOf(op, true)),
                ctxCall(op, "return ctx.list(", args)));
        List<String> call = concat(
                List.of(
                        api + "." + op.constant(),
                        "new " + query + "<>(request, " + api + "." + ApiEmitter.startFunction(op) + "(request))"),
                op.arguments(false));
        b.append(method(
                src,
                op,
                page,
                m + "Page",
                true,
                "One page of " + items + ", as the server returned it " + requestLine(op) + ". " + retrySentence(op),
                concat(params(op, true), List.of("@return the page"), concat(throwsOf(op, true), callThrows(src, op))),
                ctxCall(op, "return ctx.call(", call)));
        b.append(method(
                src,
                op,
                src.type("dev.cloudsdk.core.Response") + "<" + page + ">",
                m + "PageWithResponse",
                true,
                withResponse(pageLink) + " Same request, checks, retries and exceptions.",
                concat(
                        params(op, true),
                        List.of("@return the result with its response metadata"),
                        concat(throwsOf(op, true), sameThrows(pageLink))),
                ctxCall(op, "return ctx.callWithResponse(", call)));
        return b.toString();
    }

    /** One public method: its comment, signature and body (statements, each on its own line). */
    static String method(
            JavaSource src,
            Op op,
            String returnType,
            String name,
            boolean withRequest,
            String text,
            List<String> tags,
            String body) {
        StringBuilder b = new StringBuilder("\n");
        b.append(Javadoc.comment("    ", text.trim(), tags));
        b.append(CodeLines.call(
                "    ", "public " + returnType + " " + name + "(", parameters(src, op, withRequest), ") {"));
        body.lines()
                .filter(line -> !line.isBlank())
                .forEach(line -> b.append(line.strip()).append('\n'));
        return b.append("    }\n").toString();
    }

    private static String future(JavaSource src, String type) {
        return src.type("java.util.concurrent.CompletableFuture") + "<" + type + ">";
    }

    private static String badArguments(Op op) {
        return "Bad arguments" + (op.spec().sendsRegion() ? " and a missing region are" : " are") + " thrown at once;";
    }

    private static String asyncPlain(JavaSource src, Op op) {
        String m = op.spec().javaMethod();
        List<String> call = plainCall(op);
        String blocking = op.spec().group().className();
        // No body: the future completes with null, which a null checker and Kotlin must be told (Void? there).
        String result = (op.result().isVoid() ? "@" + src.type("org.jspecify.annotations.Nullable") + " " : "")
                + Types.render(src, op.result().type());
        String withType = future(src, responseType(src, op));
        String full = signature(src, op, m, true);
        List<String> returns = List.of("@return "
                + (op.result().isVoid() ? "{@code null} once the operation answered with no body" : returns(op))
                + ", later");
        List<String> withReturns = List.of(withResponseReturns(op) + ", later");
        StringBuilder b = new StringBuilder();
        b.append(presetOverload(
                src,
                op,
                future(src, result),
                m,
                firstSentence(op) + ", with the request " + presetLink(src, op) + ", without blocking.",
                returns,
                List.of("@see #" + full)));
        b.append(method(
                src,
                op,
                future(src, result),
                m,
                true,
                firstSentence(op) + ", as {@link " + blocking
                        + "#" + full + "} does, without blocking. " + badArguments(op) + AT_ONCE
                        + " Cancelling the future cancels the HTTP call.",
                concat(params(op, true), returns, throwsOf(op, true)),
                ctxCall(op, "return ctx.callAsync(", call)));
        String after = " " + badArguments(op) + " every other failure completes the future exceptionally, as for the"
                + " plain method.";
        b.append(presetOverload(
                src,
                op,
                withType,
                m + "WithResponse",
                withResponse(signature(src, op, m, false)) + after,
                withReturns,
                List.of()));
        b.append(method(
                src,
                op,
                withType,
                m + "WithResponse",
                true,
                withResponse(full) + after,
                concat(params(op, true), withReturns, throwsOf(op, true)),
                ctxCall(op, "return ctx.callWithResponseAsync(", call)));
        return b.toString();
    }

    private static String asyncPaged(JavaSource src, Op op) {
        String m = op.spec().javaMethod();
        Op.Request request = op.request();
        Op.Paging paging = op.paging();
        String api = api(op);
        String blocking = op.spec().group().className();
        String item = Types.render(src, paging.itemType());
        String items = paging.itemsMember().replace('_', ' ');
        String page = Types.render(src, op.result().type());
        String first = future(src, src.type("dev.cloudsdk.core.AsyncPage") + "<" + item + ">");
        String query = src.type("dev.cloudsdk.core.runtime.PageQuery");
        String pageLink = signature(src, op, m + "Page", true);
        List<String> firstReturn = List.of("@return the first page, later");
        StringBuilder b = new StringBuilder();
        b.append(presetOverload(
                src,
                op,
                first,
                m,
                firstSentence(op) + ", with the request " + presetLink(src, op) + ", without blocking, as {@link "
                        + blocking + "#" + signature(src, op, m, false) + "} does.",
                firstReturn,
                List.of("@see #" + signature(src, op, m, true))));
        String region = op.spec().sendsRegion() ? "        ctx.checkRegion(" + api + "." + op.constant() + ");\n" : "";
        List<String> fetch =
                concat(List.of(api + "." + op.constant(), "new " + query + "<>(request, marker)"), op.arguments(false));
        String body = check(op) + region + "        return " + src.type("dev.cloudsdk.core.runtime.AsyncPages")
                + ".first(" + api + "." + ApiEmitter.startFunction(op)
                + "(request),\n                marker -> ctx.callAsync(" + String.join(", ", fetch) + "),\n"
                + "                " + api + "::" + ApiEmitter.markerFunction(op) + ");";
        b.append(method(
                src,
                op,
                first,
                m,
                true,
                "Requests the first page of the " + items + " that the request"
                        + " selects " + requestLine(op) + "; the page leads to the next ones with the same request. "
                        + badArguments(op) + " every other failure completes a future exceptionally with the exception"
                        + " {@link " + blocking + "#" + pageLink + "} would throw.",
                concat(
                        params(op, true, request.description().replace(" marker", " starting marker")),
                        firstReturn,
                        throwsOf(op, true)),
                body));
        b.append(publisher(src, op, fetch, region));
        List<String> call = concat(
                List.of(
                        api + "." + op.constant(),
                        "new " + query + "<>(request, " + api + "." + ApiEmitter.startFunction(op) + "(request))"),
                op.arguments(false));
        b.append(method(
                src,
                op,
                future(src, page),
                m + "Page",
                true,
                "One page, as {@link " + blocking + "#" + pageLink + "} fetches it, without blocking.",
                concat(params(op, true), List.of("@return the page, later"), throwsOf(op, true)),
                ctxCall(op, "return ctx.callAsync(", call)));
        b.append(method(
                src,
                op,
                future(src, src.type("dev.cloudsdk.core.Response") + "<" + page + ">"),
                m + "PageWithResponse",
                true,
                withResponse(pageLink) + " " + badArguments(op)
                        + " every other failure completes the future exceptionally, as for the plain method.",
                concat(
                        params(op, true),
                        List.of("@return the result with its response metadata, later"),
                        throwsOf(op, true)),
                ctxCall(op, "return ctx.callWithResponseAsync(", call)));
        return b.toString();
    }

    /**
     * The list's items as an {@code ItemPublisher}, in the two overloads of {@code list}: with the preset request,
     * and with a request.
     */
    private static String publisher(JavaSource src, Op op, List<String> fetch, String region) {
        String m = op.spec().javaMethod();
        Op.Request request = op.request();
        String api = api(op);
        String blocking = op.spec().group().className();
        String type = src.type("dev.cloudsdk.core.ItemPublisher") + "<"
                + Types.render(src, op.paging().itemType()) + ">";
        String items = op.paging().itemsMember().replace('_', ' ');
        String full = signature(src, op, m + "Publisher", true);
        List<String> returns = List.of("@return the publisher; each subscription is a walk of its own, and no"
                + " request is made until its subscriber asks for items");
        StringBuilder b = new StringBuilder();
        b.append(presetOverload(
                src,
                op,
                type,
                m + "Publisher",
                firstSentence(op) + ", with the request " + presetLink(src, op)
                        + ", as a publisher that fetches pages as its subscriber asks.",
                returns,
                List.of("@see #" + full)));
        String body = check(op) + region + "        return " + src.type("dev.cloudsdk.core.runtime.AsyncPages")
                + ".publisher(ctx, " + api + "." + ApiEmitter.startFunction(op)
                + "(request),\n                marker -> ctx.callAsync(" + String.join(", ", fetch) + "),\n"
                + "                " + api + "::" + ApiEmitter.markerFunction(op) + ");";
        b.append(method(
                src,
                op,
                type,
                m + "Publisher",
                true,
                "The " + items + " that the request selects, as a"
                        + " {@code Flow.Publisher} that requests a page " + requestLine(op)
                        + " only when its subscriber's demand exceeds the items already fetched, at most the client's"
                        + " {@code prefetchPages} ahead, as {@link " + blocking + "#" + signature(src, op, m, true)
                        + "} walks them; {@code cancel()} cancels the page call in flight. Each "
                        + "subscription starts from the"
                        + " request's marker. " + badArguments(op) + " every other failure reaches the subscriber's"
                        + " {@code onError} with the exception the blocking walk would throw.",
                concat(
                        params(op, true, request.description().replace(" marker", " starting marker")),
                        returns,
                        throwsOf(op, true)),
                body));
        return b.toString();
    }

    /** @return the link to the request that the overload without one sends, or empty when there is none */
    private static String presetLink(JavaSource src, Op op) {
        Op.Request r = op.request();
        return r == null || r.preset() == null
                ? ""
                : "{@link " + Types.render(src, r.type()) + "#" + r.preset() + "()}";
    }

    /**
     * @return the overload without the request, which calls the one with it with the preset request (the document's
     *     {@code x-cloudsdk-default-request}); empty when the operation has none
     */
    private static String presetOverload(
            JavaSource src, Op op, String type, String name, String text, List<String> returns, List<String> more) {
        Op.Request r = op.request();
        if (r == null || r.preset() == null) {
            return "";
        }
        List<String> args = concat(op.arguments(false), List.of(Types.render(src, r.type()) + "." + r.preset() + "()"));
        return method(
                src,
                op,
                type,
                name,
                false,
                text,
                concat(params(op, false), returns, concat(throwsOf(op, false), more)),
                (type.equals("void") ? "" : "return ") + name + "(" + String.join(", ", args) + ");");
    }

    private static List<String> throwsOf(Op op, boolean withRequest) {
        List<String> args = op.arguments(withRequest);
        return argumentThrows(op, args.size(), args.size() == 1 ? args.get(0) : null);
    }
}
