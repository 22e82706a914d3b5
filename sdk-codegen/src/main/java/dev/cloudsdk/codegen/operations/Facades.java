package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the blocking and async facades share: parameter lists, calls of the {@code *Api} class, and the Javadoc
 * that is the same rule for every operation (the request line, the retry sentence, {@code @throws} per
 * documented status).
 */
final class Facades {
    private static final String CORE = "dev.cloudsdk.core.";

    private Facades() {
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

    /** @return the argument names of a call, such as {@code backupId, request} */
    static List<String> arguments(Op op, boolean withRequest) {
        List<String> out = new ArrayList<>();
        op.pathParameters().forEach(p -> out.add(p.javaName()));
        if (withRequest && op.request() != null) {
            out.add("request");
        }
        return out;
    }

    /** @return the path arguments, each after a comma, for the end of a {@code ctx} call */
    static List<String> pathArguments(Op op) {
        return op.pathParameters().stream().map(Op.PathParam::javaName).toList();
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
        return "        " + api(op) + "." + op.check() + "(" + String.join(", ", arguments(op, true)) + ");\n";
    }

    static String api(Op op) {
        return op.spec().service().prefix() + "Api";
    }

    /** @return the {@code @param} lines */
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
        String text = !op.description().isBlank() ? Text.javadoc(op.description())
                : !op.spec().summary().equals(op.spec().id()) ? Text.javadoc(op.spec().summary())
                : "Calls {@code " + op.spec().id() + "}";
        return Text.firstSentence(text);
    }

    /** @return what follows the first sentence of the description, or empty */
    static String rest(Op op) {
        return Text.rest(Text.javadoc(op.description()));
    }

    /** @return {@code ({@code POST /v1/...}, with {@code X-Region})} */
    static String requestLine(Op op) {
        return "({@code " + op.method() + " " + op.spec().path() + "}, " + (op.spec().sendsRegion() ? "with"
                : "no") + " {@code X-Region})";
    }

    /** @return the retry rule of the operation's HTTP method, as one sentence */
    static String retrySentence(Op op) {
        if (op.idempotent()) {
            return "Retried on connection failures, timeouts, 429 and 5xx as the client's {@code RetryPolicy}"
                    + " allows: " + (op.method().equals("GET") ? "a GET changes nothing on the server."
                    : "a " + op.method() + " is idempotent, so sending it again has the effect of sending it once.");
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
            String type = switch (e.getKey()) {
                case 400 -> "BadRequestException";
                case 401 -> "AuthenticationException";
                case 404 -> "NotFoundException";
                case 409 -> "ConflictException";
                default -> null;
            };
            if (type != null) {
                out.add("@throws " + CORE + type + " on " + e.getKey() + detail);
            } else if (e.getKey() >= 500 && server == null) {
                server = "@throws " + CORE + "ServerException on 5xx" + detail + retries;
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
            out.add("@throws " + CORE + "UnreadableResponseException when " + (op.method().equals("GET")
                    ? "a 2xx body cannot be used; a GET changes nothing on the server, so it can simply be repeated"
                    : op.idempotent() ? "a 2xx body cannot be used; a " + op.method() + " is idempotent, so it can"
                    + " simply be repeated"
                    : "the server accepted the call but its body cannot be used: the operation has probably taken"
                    + " effect"));
        }
        out.add("@throws " + src.type(CORE + "ApiConnectionException") + " when the connection fails or a time limit"
                + " is hit");
        return out;
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
        return src.type("dev.cloudsdk.core.Response") + "<" + (op.result().isVoid()
                ? "@" + src.type("org.jspecify.annotations.Nullable") + " " : "")
                + Types.render(src, op.result().type()) + ">";
    }

    /** @return the {@code @return} text of a {@code ...WithResponse} method */
    static String withResponseReturns(Op op) {
        return op.result().isVoid() ? "@return the response metadata; its {@code value()} is {@code null}: the"
                + " operation answers with no body" : "@return the result with its response metadata";
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
}
