package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.Arrays;
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
 * line, the retry sentence, {@code @throws} per documented status) is written here once. Each statement is written
 * on one line: the formatter lays the file out (see {@code Generator}).
 */
final class Facades implements Emitter {
    private static final String CTX = "dev.cloudsdk.core.runtime.ServiceContext";
    private static final String CORE = "dev.cloudsdk.core.";
    private static final String AT_ONCE = " every other failure completes the future exceptionally with the exception"
            + " the blocking call would throw.";
    private static final String SAME = " Same request, checks, retries and exceptions.";

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
                            ? " Pages are walked with {@link " + src.type(CORE + "AsyncPage") + "#nextPage()} or"
                                    + " {@link AsyncPage#forEachRemaining}, each page one request; or subscribed to as"
                                    + " a {@code Flow.Publisher} that fetches pages as its subscriber asks ({@link "
                                    + src.type(CORE + "ItemPublisher") + "})."
                            : "";
                    String client = service.prefix() + (async ? "AsyncClient#" : "Client#");
                    src.append("/** " + Text.javadoc(group.description()) + (async ? ", without blocking" : "")
                            + ". Get one from {@link " + client + group.key() + "()}."
                            + (async ? pages : " Thread-safe.")
                            + " */\n");
                    String ctx = src.type(CTX);
                    src.append("public final class " + name + " {\nprivate final " + ctx + " ctx;\n\n" + name + "("
                            + ctx + " ctx) {\nthis.ctx = ctx;\n}\n");
                    for (Op op : mine) {
                        src.append(new Writer(src, op).write(async));
                    }
                    src.append("}\n");
                    files.put(service.file("main", name), src.toString());
                }
            }
        }
    }

    /**
     * @param withRequest whether the request is a parameter (not in the overload that sends the preset)
     * @return the declared parameters, such as {@code UUID backupId}
     */
    static List<String> parameters(JavaSource src, Op op, boolean withRequest) {
        return op.each(
                withRequest,
                p -> p.type().render(src, false) + " " + p.javaName(),
                r -> src.type(r.type()) + " request");
    }

    /** The methods of one operation in one facade, whose source is {@code src}. */
    private record Writer(JavaSource src, Op op) {

        /** @return the operation's methods in the blocking or the async facade */
        String write(boolean async) {
            return op.paging() != null
                    ? (async ? asyncPaged() : blockingPaged())
                    : async ? asyncPlain() : blockingPlain();
        }

        /** @return the Javadoc reference of one overload, such as {@code restore(UUID, RestoreVolumeBackupRequest)} */
        private String signature(String method, boolean withRequest) {
            List<String> types = op.each(withRequest, p -> src.type(p.type().qualified()), r -> src.type(r.type()));
            return method + "(" + String.join(", ", types) + ")";
        }

        private String api() {
            return op.spec().service().prefix() + "Api";
        }

        /**
         * @param walk whether the method walks a list from the request's marker on
         * @return the {@code @param} lines
         */
        private List<String> params(boolean withRequest, boolean walk) {
            return op.each(
                    withRequest,
                    p -> "@param " + p.javaName() + " " + Text.javadoc(Text.lowerFirst(p.description())),
                    r -> "@param request "
                            + Text.javadoc(Text.lowerFirst(
                                    walk ? r.description().replace(" marker", " starting marker") : r.description())));
        }

        /** @return the operation's description's first sentence, with the request line in parentheses */
        private String firstSentence() {
            String text = !op.description().isBlank()
                    ? Text.javadoc(op.description())
                    : !op.spec().summary().equals(op.spec().id())
                            ? Text.javadoc(op.spec().summary())
                            : "Calls {@code " + op.spec().id() + "}";
            return Text.firstSentence(text);
        }

        /** @return {@code ({@code POST /v1/...}, with {@code X-Region})} */
        private String requestLine() {
            return "({@code " + op.method() + " " + op.spec().path() + "}, " + (op.regional() ? "with" : "no")
                    + " {@code X-Region})";
        }

        /** @return the retry rule of the operation's HTTP method, as one sentence */
        private String retrySentence() {
            if (op.idempotent()) {
                return "Retried on connection failures, timeouts, 429 and 5xx as the client's {@code RetryPolicy}"
                        + " allows: " + again()
                        + (op.method().equals("GET")
                                ? "."
                                : ", so sending it again has the effect of sending it once.");
            }
            return "Not retried once the request may have reached the server, so a failure never repeats it, unless"
                    + " {@link " + op.spec().service().prefix() + "Operations#" + op.constant() + "} is opted in"
                    + " through {@code RetryPolicy.Builder.retryAsIdempotent}.";
        }

        /** @return why an idempotent operation can be sent again */
        private String again() {
            return op.method().equals("GET")
                    ? "a GET changes nothing on the server"
                    : "a " + op.method() + " is idempotent";
        }

        /** @return the {@code @throws} lines of bad arguments: null, body against path, no region */
        private List<String> argumentThrows(boolean withRequest) {
            List<String> args = op.arguments(withRequest);
            List<String> out = new ArrayList<>();
            if (!args.isEmpty()) {
                out.add("@throws NullPointerException when " + (args.size() == 1 ? args.get(0) : "an argument")
                        + " is null");
            }
            if (args.size() > op.pathParameters().size()) {
                for (Op.Match m : op.matches()) {
                    out.add("@throws IllegalArgumentException when the request's " + m.bodyMember()
                            + " differs from {@code " + m.pathParameter() + "}");
                }
            }
            if (op.regional()) {
                out.add("@throws IllegalStateException when no region is configured");
            }
            return out;
        }

        /** @return the {@code @throws} lines of the documented statuses and of the failures every call may meet */
        private List<String> callThrows() {
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
                out.add("@throws " + CORE
                        + "UnreadableResponseException when a 2xx body cannot be used, also for a page"
                        + " of more items than the config's {@code maxPageItems}; a list changes nothing on the server,"
                        + " so it can simply be repeated");
            } else if (!op.bodyless()) {
                out.add("@throws " + CORE + "UnreadableResponseException when "
                        + (op.idempotent()
                                ? "a 2xx body cannot be used; " + again() + ", so it can simply be repeated"
                                : "the server accepted the call but its body cannot be used: the operation has probably"
                                        + " taken effect"));
            }
            out.add("@throws " + src.type(CORE + "ApiConnectionException")
                    + " when the connection fails or a time limit is hit");
            return out;
        }

        /** @return the {@code @throws} line of a method that throws what the linked one does */
        private static List<String> sameThrows(String link) {
            return List.of("@throws dev.cloudsdk.core.CloudSdkException as {@link #" + link + "} throws it");
        }

        /** @return the sentence that introduces a {@code ...WithResponse} method */
        private static String withResponse(String link) {
            return "{@link #" + link + "} with what came back beside the result: the HTTP status, the response headers,"
                    + " the request id, the attempts made and the elapsed time.";
        }

        /**
         * @param plain the method that returns the result alone: the operation's, or a list's {@code ...Page}
         * @param call the arguments of the endpoint call
         * @return {@code plain}'s {@code ...WithResponse} twin, blocking or async, after its overload without the
         *     request when the operation has a preset (a list's page has none)
         */
        private String withResponseMethods(boolean async, String plain, List<String> call) {
            String response = src.type(CORE + "Response") + "<" + responseValue() + ">";
            String type = async ? future(response) : response;
            String name = plain + "WithResponse";
            String full = signature(plain, true);
            String link = signature(plain, false);
            String after = async
                    ? " " + badArguments() + " every other failure completes the future exceptionally, as for the"
                            + " plain method."
                    : SAME;
            List<String> returns = List.of((op.bodyless()
                            ? "@return the response metadata; its {@code value()} is {@code null}: the operation"
                                    + " answers with no body"
                            : "@return the result with its response metadata")
                    + (async ? ", later" : ""));
            String body = ctxCall("return ctx.callWithResponse" + (async ? "Async(" : "("), call);
            List<String> more = async ? List.of() : sameThrows(full);
            // A list's page has no overload without the request.
            String preset = op.paging() != null
                    ? ""
                    : presetOverload(
                            type, name, withResponse(link) + after, returns, async ? List.of() : sameThrows(link));
            return preset + method(type, name, withResponse(full) + after, returns, more, body);
        }

        /** @return the lists of lines one after the other */
        private static List<String> concat(List<?>... lists) {
            return Arrays.stream(lists)
                    .flatMap(List::stream)
                    .map(String.class::cast)
                    .toList();
        }

        /**
         * @param head the {@code ctx} call, such as {@code return ctx.call(}
         * @param args its arguments
         * @return the method's argument check when it has arguments, then the call
         */
        private String ctxCall(String head, List<String> args) {
            return check() + head + String.join(", ", args) + ");";
        }

        /** @return {@code DatabaseApi.checkRestart(instanceId, request);}, or nothing for a method without arguments */
        private String check() {
            return !op.arguments(true).isEmpty()
                    ? api() + "." + op.check() + "(" + String.join(", ", op.arguments(true)) + ");\n"
                    : "";
        }

        /**
         * @return the arguments of a call of the operation's endpoint: the endpoint, the request (or its
         *     {@code PageQuery} from {@code marker}, when given), the path's values
         */
        private List<String> endpointCall(String marker) {
            String request = op.request() == null
                    ? "null"
                    : marker == null
                            ? "request"
                            : "new " + src.type(CORE + "runtime.PageQuery") + "<>(request, " + marker + ")";
            return concat(List.of(api() + "." + op.constant(), request), op.arguments(false));
        }

        /** @return the marker of a list's first page: the request's own */
        private String start() {
            return api() + "." + ApiEmitter.function(op, "Start") + "(request)";
        }

        /**
         * One public method with the request: its comment (the text, then the {@code @param} lines, {@code returns},
         * the argument {@code @throws} and {@code more}), signature and body.
         */
        private String method(
                String type, String name, String text, List<String> returns, List<String> more, String body) {
            String m = op.spec().javaMethod();
            boolean walk = op.paging() != null && (name.equals(m) || name.equals(m + "Publisher"));
            List<String> tags = concat(params(true, walk), returns, argumentThrows(true), more);
            return declaration(true, type, name, text, tags, body);
        }

        /**
         * @param presetTail what the overload without the request says after "First sentence, with the request
         *     {@code Request.preset()}"
         * @return {@link #method}, after its overload without the request when the operation has a preset; that one
         *     throws what the method does, and links to it
         */
        private String overloads(
                String presetTail,
                String type,
                String name,
                String text,
                List<String> returns,
                List<String> more,
                String body) {
            Op.Request r = op.request();
            String link =
                    r == null || r.preset() == null ? "" : "{@link " + src.type(r.type()) + "#" + r.preset() + "()}";
            String presetText = firstSentence() + ", with the request " + link + presetTail;
            List<String> presetMore = concat(more, List.of("@see #" + signature(name, true)));
            return presetOverload(type, name, presetText, returns, presetMore)
                    + method(type, name, text, returns, more, body);
        }

        /**
         * @return the overload without the request, which calls the one with it with the preset request (the document's
         *     {@code x-cloudsdk-default-request}); empty when the operation has none
         */
        private String presetOverload(String type, String name, String text, List<String> returns, List<String> more) {
            Op.Request r = op.request();
            if (r == null || r.preset() == null) {
                return "";
            }
            List<String> args = concat(op.arguments(false), List.of(src.type(r.type()) + "." + r.preset() + "()"));
            List<String> tags = concat(params(false, false), returns, argumentThrows(false), more);
            String call = (type.equals("void") ? "" : "return ") + name + "(" + String.join(", ", args) + ");";
            return declaration(false, type, name, text, tags, call);
        }

        /** One public method: its comment, signature and body (statements, each on its own line). */
        private String declaration(
                boolean withRequest, String type, String name, String text, List<String> tags, String body) {
            return "\n" + Javadoc.comment(text.trim(), tags) + "public " + type + " " + name + "("
                    + String.join(", ", parameters(src, op, withRequest)) + ") {\n" + body + "\n}\n";
        }

        /**
         * @param plain the method that returns the result alone: the operation's, or a list's {@code ...Page}
         * @return {@code plain}, after its overload without the request when the operation (not a list) has a preset,
         *     then its {@code ...WithResponse} twins: blocking or async, each one call of the endpoint
         */
        private String calls(boolean async, String plain, String text, List<String> returns) {
            List<String> call = endpointCall(op.paging() != null ? start() : null);
            String type = async
                    ? future(responseValue())
                    : op.bodyless() ? "void" : op.result().type().render(src, false);
            List<String> more = async ? List.of() : callThrows();
            String body =
                    ctxCall((type.equals("void") ? "" : "return ") + (async ? "ctx.callAsync(" : "ctx.call("), call);
            return (op.paging() != null
                            ? method(type, plain, text, returns, more, body)
                            : overloads(async ? ", without blocking." : ".", type, plain, text, returns, more, body))
                    + withResponseMethods(async, plain, call);
        }

        private String blockingPlain() {
            List<String> returns = op.bodyless() ? List.of() : List.of("@return " + returns());
            String text = firstSentence() + " " + requestLine() + ". " + Text.rest(Text.javadoc(op.description())) + " "
                    + retrySentence();
            return calls(false, op.spec().javaMethod(), text.replace("  ", " "), returns);
        }

        private String blockingPaged() {
            String m = op.spec().javaMethod();
            Op.Paging paging = op.paging();
            String items = paging.itemsMember().replace('_', ' ');
            String iterable =
                    src.type(CORE + "PagedIterable") + "<" + paging.itemType().render(src, false) + ">";
            String pageLink = signature(m + "Page", true);
            List<String> lazy = List.of("@return the " + items + "; no request is made until iteration starts");
            String text = firstSentence() + ", fetched lazily page by page " + requestLine()
                    + ", each page with the same request and {@code " + paging.markerWire() + "} set to the "
                    + paging.markerOfItem() + " of the previous page's last item. The next page is requested while the"
                    + " caller works on the current one, from the first page's last item on (the config's"
                    + " {@code prefetchPages}, by default one page ahead), so a walk that stops inside the first page"
                    + " sends one request; iteration throws what {@link #" + pageLink + "} throws, at the item where"
                    + " the failed page would start. To stop early and cancel the page in flight, close the"
                    + " {@link PagedIterable#stream() stream}.";
            List<String> walk = concat(
                    List.of(
                            api() + "." + op.constant(),
                            start(),
                            "marker -> new " + src.type(CORE + "runtime.PageQuery") + "<>(request, marker)",
                            api() + "::" + ApiEmitter.function(op, "Marker")),
                    op.arguments(false));
            String list = ctxCall("return ctx.list(", walk);
            String page =
                    "One page of " + items + ", as the server returned it " + requestLine() + ". " + retrySentence();
            return overloads(", fetched lazily page by page.", iterable, m, text, lazy, List.of(), list)
                    + calls(false, m + "Page", page, List.of("@return the page"));
        }

        private String future(String type) {
            return src.type("java.util.concurrent.CompletableFuture") + "<" + type + ">";
        }

        private String badArguments() {
            return "Bad arguments" + (op.regional() ? " and a missing region are" : " are") + " thrown at once;";
        }

        /**
         * @return the type of the result, {@code @Nullable Void} for an operation without a body: the future completes
         *     with null, which a null checker and Kotlin must be told ({@code Void?} there)
         */
        private String responseValue() {
            return (op.bodyless() ? "@" + src.type("org.jspecify.annotations.Nullable") + " " : "")
                    + op.result().type().render(src, false);
        }

        private String asyncPlain() {
            String m = op.spec().javaMethod();
            List<String> returns = List.of("@return "
                    + (op.bodyless() ? "{@code null} once the operation answered with no body" : returns())
                    + ", later");
            String text = firstSentence() + ", as {@link " + op.spec().group().className() + "#" + signature(m, true)
                    + "} does, without blocking. " + badArguments() + AT_ONCE
                    + " Cancelling the future cancels the HTTP"
                    + " call.";
            return calls(true, m, text, returns);
        }

        private String asyncPaged() {
            String m = op.spec().javaMethod();
            String blocking = op.spec().group().className();
            String items = op.paging().itemsMember().replace('_', ' ');
            String first = future(
                    src.type(CORE + "AsyncPage") + "<" + op.paging().itemType().render(src, false) + ">");
            String pageLink = signature(m + "Page", true);
            List<String> firstReturn = List.of("@return the first page, later");
            String tail = ", without blocking, as {@link " + blocking + "#" + signature(m, false) + "} does.";
            String text = "Requests the first page of the " + items + " that the request selects " + requestLine()
                    + "; the page leads to the next ones with the same request. " + badArguments()
                    + " every other failure completes a future exceptionally with the exception {@link " + blocking
                    + "#"
                    + pageLink + "} would throw.";
            String page = "One page, as {@link " + blocking + "#" + pageLink + "} fetches it, without blocking.";
            return overloads(tail, first, m, text, firstReturn, List.of(), walk("first("))
                    + publisher()
                    + calls(true, m + "Page", page, List.of("@return the page, later"));
        }

        /**
         * @param head {@code first(} or {@code publisher(ctx, }
         * @return the body of an async walk of the list: the checks, then {@code AsyncPages}' walk from the request's
         *     marker, each page fetched with {@code callAsync}
         */
        private String walk(String head) {
            String region = op.regional() ? "ctx.checkRegion(" + api() + "." + op.constant() + ");\n" : "";
            return check() + region + "return "
                    + src.type(CORE + "runtime.AsyncPages") + "." + head + start() + ",\nmarker -> ctx.callAsync("
                    + String.join(", ", endpointCall("marker")) + "),\n" + api() + "::"
                    + ApiEmitter.function(op, "Marker") + ");";
        }

        /**
         * The list's items as an {@code ItemPublisher}, in the two overloads of {@code list}: with the preset request,
         * and with a request.
         */
        private String publisher() {
            String m = op.spec().javaMethod();
            String type = src.type(CORE + "ItemPublisher") + "<"
                    + op.paging().itemType().render(src, false) + ">";
            List<String> returns = List.of("@return the publisher; each subscription is a walk of its own, and no"
                    + " request is made until its subscriber asks for items");
            String tail = ", as a publisher that fetches pages as its subscriber asks.";
            String text = "The " + op.paging().itemsMember().replace('_', ' ') + " that the request selects, as a"
                    + " {@code Flow.Publisher} that requests a page " + requestLine() + " only when its subscriber's"
                    + " demand exceeds the items already fetched, at most the client's {@code prefetchPages} ahead, as"
                    + " {@link " + op.spec().group().className() + "#" + signature(m, true) + "} walks them;"
                    + " {@code cancel()} cancels the page call in flight. Each subscription starts from the request's"
                    + " marker. " + badArguments() + " every other failure reaches the subscriber's {@code onError}"
                    + " with the exception the blocking walk would throw.";
            return overloads(tail, type, m + "Publisher", text, returns, List.of(), walk("publisher(ctx, "));
        }

        /** @return the {@code @return} text of the result */
        private String returns() {
            return Text.javadoc(Text.lowerFirst(op.result().description()));
        }
    }
}
