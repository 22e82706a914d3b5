package dev.cloudsdk.codegen.operations;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.testkit.FaultRowsEmitter;
import dev.cloudsdk.codegen.testkit.Samples;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * One operation's contract test class being written: its constants (the path samples, the success body, the exact
 * request body), {@code request()} and {@code call()}; the tests of what is sent and read (the sample call's method,
 * path, query, headers and exact JSON body, the success's sample body read into the typed result, the
 * {@code ...WithResponse} twins and the attempts they count); then the tests of what is not the plain success (the
 * default request sent when none is given, each documented error status as the exception sdk-core maps it to, the
 * resend rule after a 503, and the argument checks that refuse a call before anything is sent).
 */
final class ContractTest {
    static final String CORE = "dev.cloudsdk.core.";
    static final String ASSERT = "org.assertj.core.api.Assertions";
    private static final int ATTEMPTS = 3;
    /** Characters that every encoder of a path segment leaves as they are, and the space, sent as {@code %20}. */
    private static final Pattern PLAIN_SEGMENT = Pattern.compile("[A-Za-z0-9._~ -]*");

    private final Spec spec;
    private final Op op;
    private final JavaSource src;
    private final StringBuilder b;
    private final ContractSamples samples;
    /** The path arguments: the constant of each, in the template's order. */
    private final List<String> pathConstants;

    ContractTest(Spec spec, Op op) {
        this.spec = spec;
        this.op = op;
        this.src = new JavaSource(op.spec().service().javaPackage());
        this.b = new StringBuilder();
        this.samples = new ContractSamples(spec, op, src);
        this.pathConstants = op.pathParameters().stream()
                .map(p -> Names.upperSnake(p.javaName()))
                .toList();
    }

    /** Appends a statement. */
    void statement(String indent, String code) {
        b.append(indent).append(code).append('\n');
    }

    /** Opens a test method: its {@code @Test} and signature. */
    void test(String name) {
        test(name, false);
    }

    /** Opens a test method, {@code throws Exception} when {@code throwing} (an async call's {@code get}). */
    void test(String name, boolean throwing) {
        b.append("    @").append(src.type("org.junit.jupiter.api.Test")).append('\n');
        b.append("    void ").append(name).append(throwing ? "() throws Exception {\n" : "() {\n");
    }

    /** Takes the two requests the server saw, and asserts that the second was the first again. */
    void sameRequest() {
        b.append("        ").append(src.type("mockwebserver3.RecordedRequest")).append(" first = takeRequest();\n");
        statement(
                "        ",
                src.type(CORE + "testing.RequestAssert")
                        + ".assertThatRequest(takeRequest()).hasMethod(first.getMethod()).hasTarget(first.getTarget())"
                        + (op.request() != null && op.request().body()
                                ? ".hasJsonBody(first.getBody().utf8())"
                                : ".hasNoBody()")
                        + ";");
    }

    /** @return AssertJ's {@code assertThat}, imported */
    String assertThat() {
        return src.type(ASSERT) + ".assertThat";
    }

    /**
     * @return the facade method of {@code call()} (a list's page; a response without a body is only had with its
     *     metadata) called with the arguments, through a client of the test's config
     */
    String invocation(List<String> args) {
        return invocation(false, (op.paging() != null ? "Page" : "") + (op.bodyless() ? "WithResponse" : ""), args);
    }

    /**
     * @param async whether through the async facade
     * @return the {@code ...WithResponse} twin of {@code call()}'s method called with the sample arguments
     */
    String withResponse(boolean async) {
        return invocation(async, (op.paging() != null ? "Page" : "") + "WithResponse", arguments());
    }

    private String invocation(boolean async, String suffix, List<String> args) {
        Spec.Operation o = op.spec();
        Spec.Service s = o.service();
        String client = src.type(s.javaPackage() + "." + s.prefix() + "Client");
        return client + ".create(config())." + (async ? "async()." : "")
                + o.group().key() + "()." + o.javaMethod() + suffix + "(" + String.join(", ", args) + ")";
    }

    /** @return the arguments of the sample call: the path constants, then {@code request()} when there is one */
    List<String> arguments() {
        List<String> args = new ArrayList<>(pathConstants);
        if (op.request() != null) {
            args.add("request()");
        }
        return args;
    }

    /** Enqueues the success: its status, and the sample body when it has one. */
    void enqueueSuccess(int success, String indent) {
        if (FaultRowsEmitter.successJson(spec, op).isEmpty()) {
            String response = src.type("mockwebserver3.MockResponse");
            b.append(indent)
                    .append("server.enqueue(new ")
                    .append(response)
                    .append(".Builder().code(")
                    .append(success)
                    .append(").build());\n");
        } else {
            b.append(indent).append("server.enqueue(json(").append(success).append(", SUCCESS_BODY));\n");
        }
    }

    /** @return the request's builder with every sample member set, or every one but {@code without}, then built */
    String builder(Op.Request r, @Nullable String without) {
        StringBuilder chain = new StringBuilder(Types.render(src, r.type())).append(".builder()");
        for (ContractSamples.Member m : samples.members()) {
            if (!m.wire().equals(without)) {
                chain.append('.')
                        .append(m.setter())
                        .append('(')
                        .append(m.expression())
                        .append(')');
            }
        }
        return chain.append(".build()").toString();
    }

    /** @return the test class's source */
    String write() {
        Spec.Operation o = op.spec();
        int success = op.successStatus();
        b.append(Javadoc.comment(
                "",
                "The wire contract of {@code " + o.id() + "} ({@code " + op.requestLine()
                        + "}), generated from the document: the request a sample call sends, the " + success
                        + " with its"
                        + " metadata (blocking and async) and every documented error status, the resend rule and the"
                        + " argument checks. What the document cannot say is in the hand-written wire tests.",
                List.of()));
        b.append("class ")
                .append(o.upperCamel())
                .append("ContractTest extends ")
                .append(src.type(CORE + "testing.WireTest"))
                .append(" {\n");
        constants(success);
        requestMethod();
        callMethod();
        sendsAndReads(success);
        withResponse(success);
        attempts(success);
        preset();
        op.errors().keySet().forEach(this::error);
        resend(success);
        argumentChecks();
        b.append("}\n");
        return src.append(b.toString().replace("\n\n}\n", "\n}\n")).toString();
    }

    private void constants(int success) {
        for (int i = 0; i < op.pathParameters().size(); i++) {
            Op.PathParam p = op.pathParameters().get(i);
            String value = samples.value(
                    p.type(), TextNode.valueOf(samples.pathValues().get(i)));
            statement(
                    "    ",
                    "private static final " + Types.render(src, p.type()) + " " + pathConstants.get(i) + " = " + value
                            + ";");
        }
        String json = FaultRowsEmitter.successJson(spec, op);
        if (!json.isEmpty()) {
            b.append(Javadoc.comment(
                    "    ", "A sample of the " + success + " body, made from the document's" + " schema.", List.of()));
            constant("SUCCESS_BODY", json);
        }
        String sent = samples.requestJson();
        if (sent != null) {
            b.append(Javadoc.comment(
                    "    ",
                    "The exact JSON that {@link #request()} is sent as: the samples"
                            + " under their names in the document, in its order, nothing else.",
                    List.of()));
            constant("REQUEST_BODY", sent);
        }
        b.append('\n');
    }

    private void constant(String name, String text) {
        String head = "    private static final String " + name + " = ";
        List<String> parts = CodeLines.literals(text);
        b.append(head).append(String.join("\n            + ", parts)).append(";\n");
    }

    private void requestMethod() {
        Op.Request r = op.request();
        if (r == null) {
            return;
        }
        String type = Types.render(src, r.type());
        b.append(Javadoc.comment(
                "    ",
                "@return a request with a sample of every member the document lets a" + " sample set",
                List.of()));
        b.append("    private static ").append(type).append(" request() {\n");
        statement("        ", "return " + builder(r, null) + ";");
        b.append("    }\n\n");
    }

    private void callMethod() {
        String result = Types.render(
                src,
                op.bodyless()
                        ? CORE + "Response<" + Types.VOID + ">"
                        : op.result().type());
        b.append(Javadoc.comment("    ", "@return the operation called once with the sample arguments", List.of()));
        b.append("    private ").append(result).append(" call() {\n");
        statement("        ", "return " + invocation(arguments()) + ";");
        b.append("    }\n\n");
    }

    void sendsAndReads(int success) {
        String assertThat = assertThat();
        test("sendsTheDocumentedRequestAndReadsThe" + success);
        enqueueSuccess(success, "        ");
        b.append("        var result = call();\n\n");
        String recorded = src.type("mockwebserver3.RecordedRequest");
        b.append("        ").append(recorded).append(" sent = takeRequest();\n");
        requestAssertions("sent", samples.requestJson() == null ? null : "REQUEST_BODY");
        b.append('\n');
        resultAssertions(assertThat, success);
        b.append("    }\n\n");
    }

    /**
     * The {@code ...WithResponse} twin of {@code call()}, blocking and async, answered with WireTest's
     * {@code success}: the success status with its metadata ({@code assertResponse}: request id, headers, the token
     * redacted, one attempt), the value the plain call returns for the same answer ({@code null} for a success
     * without a body, as {@code Response} documents), and the same request as the plain call.
     */
    void withResponse(int success) {
        for (boolean async : List.of(false, true)) {
            String method = op.spec().javaMethod() + (op.paging() != null ? "Page" : "") + "WithResponse";
            test(
                    (async ? "async" + Names.upperCamel(method) : method) + "GivesThe" + success + "AndItsMetadata",
                    async);
            // A success without a body: call() is the blocking WithResponse call, which sendsAndReads checks.
            boolean plain = async || !op.bodyless();
            if (plain) {
                b.append("        server.enqueue(")
                        .append(successAnswer(success))
                        .append(");\n");
                b.append(op.bodyless() ? "        call();\n" : "        var plain = call();\n");
            }
            b.append("        server.enqueue(").append(successAnswer(success)).append(");\n");
            if (async) {
                statement("        ", "var future = " + withResponse(true) + ";");
                b.append("        var response = ").append(awaited("future")).append(";\n");
            } else {
                statement("        ", "var response = " + (plain ? withResponse(false) : "call()") + ";");
            }
            b.append('\n');
            b.append("        assertResponse(response, ").append(success).append(", 1);\n");
            if (op.bodyless()) {
                statement(
                        "        ",
                        assertThat() + "(response.value()).as(\"the value of a response without a"
                                + " body\").isNull();");
            } else {
                statement(
                        "        ",
                        assertThat() + "(response.value()).as(\"the value, as the plain call gives"
                                + " it\").isEqualTo(plain);");
            }
            if (plain) {
                sameRequest();
            }
            b.append("    }\n\n");
        }
    }

    /**
     * For an operation resent after a 503: the {@code ...WithResponse} call, blocking and async, counts the
     * attempts in its response.
     */
    void attempts(int success) {
        if (!op.idempotent()) {
            return;
        }
        test("theResponseCountsTheAttemptsAfterA503", true);
        for (boolean async : List.of(false, true)) {
            b.append("        server.enqueue(error(503));\n");
            b.append("        server.enqueue(").append(successAnswer(success)).append(");\n");
            if (async) {
                statement("        ", "var future = " + withResponse(true) + ";");
            }
            statement(
                    "        ",
                    "assertResponse(" + (async ? awaited("future") : withResponse(false)) + ", " + success + ", 2);");
        }
        statement("        ", assertThat() + "(server.getRequestCount()).isEqualTo(4);");
        b.append("    }\n\n");
    }

    /** @return the future's result, waited for at most 5 seconds */
    private String awaited(String future) {
        return future + ".get(5, " + src.type("java.util.concurrent.TimeUnit") + ".SECONDS)";
    }

    /** @return WireTest's {@code success} answer of the status, with the sample body when it has one */
    private String successAnswer(int success) {
        return FaultRowsEmitter.successJson(spec, op).isEmpty()
                ? "success(" + success + ")"
                : "success(" + success + ", SUCCESS_BODY)";
    }

    /** The method, path, query, headers and body (exactly {@code json}'s, or none when null) of a request. */
    private void requestAssertions(String variable, @Nullable String json) {
        String assertThat = assertThat();
        String request = src.type(CORE + "testing.RequestAssert") + ".assertThatRequest";
        StringBuilder chain = new StringBuilder(request)
                .append('(')
                .append(variable)
                .append(").hasMethod(\"")
                .append(op.method())
                .append("\").hasBearerToken(TOKEN)")
                .append(".hasHeader(\"Accept\", \"application/json\")")
                .append(op.regional() ? ".sendsRegion(REGION)" : ".sendsNoRegion()");
        if (json == null) {
            chain.append(".hasNoBody()");
        } else {
            chain.append(".hasJsonBody(").append(json).append(')');
        }
        statement("        ", chain + ";");
        List<String> segments = new ArrayList<>(List.of(CodeLines.literal("api")));
        StringBuilder encoded = new StringBuilder("/api");
        boolean plain = true;
        int next = 0;
        for (String part : op.spec().template().split("/")) {
            boolean variablePart = part.startsWith("{");
            String value = variablePart ? samples.pathValues().get(next) : part;
            segments.add(
                    !variablePart
                            ? CodeLines.literal(part)
                            : pathConstants.get(next)
                                    + (op.pathParameters().get(next++).type().equals("java.lang.String")
                                            ? ""
                                            : ".toString()"));
            plain &= PLAIN_SEGMENT.matcher(value).matches();
            encoded.append('/').append(value.replace(" ", "%20"));
        }
        statement(
                "        ",
                assertThat + "(" + variable + ".getUrl().pathSegments()).as(\"the path, one"
                        + " segment per value\").containsExactly(" + String.join(", ", segments) + ");");
        if (plain) {
            statement(
                    "        ",
                    assertThat + "(" + variable + ".getUrl().encodedPath()).isEqualTo("
                            + pathLiteral(encoded.toString()) + ");");
        }
        queryAssertions(assertThat, variable);
    }

    /**
     * @return the path as a string literal, or when it is too long for a line of its own, as literals joined by
     *     {@code +}, each cut after a {@code /} (so a value stays whole and reads as it is sent)
     */
    static String pathLiteral(String path) {
        int room = Text.WIDTH - 16 - 4;
        if (path.length() <= room) {
            return CodeLines.literal(path);
        }
        List<String> pieces = new ArrayList<>();
        int start = 0;
        while (path.length() - start > room) {
            int cut = path.lastIndexOf('/', start + room - 1);
            if (cut <= start) {
                break;
            }
            pieces.add(CodeLines.literal(path.substring(start, cut + 1)));
            start = cut + 1;
        }
        pieces.add(CodeLines.literal(path.substring(start)));
        return String.join(" + ", pieces);
    }

    private void queryAssertions(String assertThat, String variable) {
        Op.Request r = op.request();
        List<String> names = new ArrayList<>();
        List<String> checks = new ArrayList<>();
        if (r != null && !r.body()) {
            for (ContractSamples.Member m : samples.members()) {
                names.add(CodeLines.literal(m.wire()));
                List<String> values = new ArrayList<>();
                if (m.sample().isArray()) {
                    m.sample().forEach(v -> values.add(CodeLines.literal(v.asText())));
                } else {
                    values.add(CodeLines.literal(m.sample().asText()));
                }
                checks.add(assertThat + "(" + variable + ".getUrl().queryParameterValues(" + CodeLines.literal(m.wire())
                        + ")).containsExactly(" + String.join(", ", values) + ");");
            }
        }
        if (names.isEmpty()) {
            statement("        ", assertThat + "(" + variable + ".getUrl().query()).as(\"the query\").isNull();");
            return;
        }
        statement(
                "        ",
                assertThat + "(" + variable + ".getUrl().queryParameterNames())" + ".containsExactly("
                        + String.join(", ", names) + ");");
        checks.forEach(c -> statement("        ", c));
    }

    private void resultAssertions(String assertThat, int success) {
        if (op.bodyless()) {
            statement("        ", assertThat + "(result.statusCode()).isEqualTo(" + success + ");");
            statement(
                    "        ",
                    assertThat + "(result.value()).as(\"the value of a response without a body\")" + ".isNull();");
            return;
        }
        JsonNode body = ContractSamples.tree(FaultRowsEmitter.successJson(spec, op));
        JsonNode schema = spec.resolve(op.result().schema());
        Op.Paging paging = op.paging();
        String shape = op.result().shape();
        if (paging != null) {
            JsonNode items = body.path(paging.itemsMember());
            statement("        ", assertThat + "(result.items()).hasSize(" + items.size() + ");");
            if (!items.isEmpty()) {
                String item = Types.render(src, paging.itemType());
                b.append("        ").append(item).append(" item = result.items().get(0);\n");
                fields(
                        assertThat,
                        "item",
                        schema.path("properties").path(paging.itemsMember()).path("items"),
                        items.get(0));
            }
        } else if (shape.contains("ResponseShape.whole(")) {
            fields(assertThat, "result", schema, body);
        } else {
            String member = shape.substring(shape.indexOf("(\"") + 2, shape.indexOf("\","));
            JsonNode memberSchema = schema.path("properties").path(member);
            JsonNode value = body.path(member);
            if (value.isObject()) {
                fields(assertThat, "result", memberSchema, value);
            } else {
                statement(
                        "        ",
                        assertThat + "(result).isEqualTo("
                                + samples.value(op.result().type(), value) + ");");
            }
        }
    }

    /** Asserts the record's accessors: scalars equal to the sample, lists of its size, objects present. */
    private void fields(String assertThat, String variable, JsonNode raw, JsonNode sample) {
        JsonNode s = spec.resolve(raw);
        for (Map.Entry<String, JsonNode> p : s.path("properties").properties()) {
            JsonNode value = sample.get(p.getKey());
            if (value == null || value.isNull()) {
                continue;
            }
            String accessor = p.getValue().has("x-cloudsdk-name")
                    ? p.getValue().get("x-cloudsdk-name").asText()
                    : Names.lowerCamel(p.getKey());
            String actual = assertThat + "(" + variable + "." + accessor + "())";
            if (value.isArray()) {
                statement("        ", actual + ".hasSize(" + value.size() + ");");
            } else if (value.isObject() || spec.resolve(p.getValue()).has("x-cloudsdk-java-type")) {
                statement("        ", actual + ".isNotNull();");
            } else {
                String type = samples.scalarType(p.getValue());
                if (type != null) {
                    statement("        ", actual + ".isEqualTo(" + samples.value(type, value) + ");");
                }
            }
        }
    }

    /**
     * @param status an error status
     * @return the exception sdk-core's {@code ErrorMapper} maps it to
     */
    static String exception(int status) {
        if (status == 429) {
            return CORE + "RateLimitException";
        }
        return CORE
                + switch (status) {
                    case 400 -> "BadRequestException";
                    case 401 -> "AuthenticationException";
                    case 404 -> "NotFoundException";
                    case 409 -> "ConflictException";
                    default -> status >= 500 && status <= 599 ? "ServerException" : "ApiException";
                };
    }

    /**
     * @param status a status
     * @return whether sdk-core's transport resends an idempotent operation after it (its {@code Exchange})
     */
    static boolean retryable(int status) {
        return status == 429 || status == 500 || status == 502 || status == 503 || status == 504;
    }

    /** The call without a request sends the default request's body ({@code x-cloudsdk-default-request}). */
    void preset() {
        Op.Request r = op.request();
        if (r == null || !r.body() || r.preset() == null) {
            return;
        }
        ObjectNode expected = JsonNodeFactory.instance.objectNode();
        JsonNode schema = samples.requestSchema();
        for (JsonNode preset : schema.path("x-cloudsdk-presets")) {
            if (preset.path("name").asText().equals(r.preset())) {
                for (Map.Entry<String, JsonNode> p : schema.path("properties").properties()) {
                    if (preset.path("set").has(p.getKey())) {
                        expected.set(p.getKey(), preset.path("set").get(p.getKey()));
                    }
                }
            }
        }
        test("withoutARequestSends" + Names.upperCamel(r.preset()));
        enqueueSuccess(op.successStatus(), "        ");
        Spec.Operation o = op.spec();
        String client = src.type(o.service().javaPackage() + "." + o.service().prefix() + "Client");
        statement(
                "        ",
                client + ".create(config())." + o.group().key() + "()." + o.javaMethod()
                        + (op.bodyless() ? "WithResponse" : "") + "(" + String.join(", ", pathConstants) + ");");
        statement(
                "        ",
                src.type(CORE + "testing.RequestAssert") + ".assertThatRequest(takeRequest())" + ".hasJsonBody("
                        + CodeLines.literal(ContractSamples.text(expected)) + ");");
        b.append("    }\n\n");
    }

    /** An error status answers the exception it maps to, after every attempt the resend rule makes. */
    void error(int status) {
        String type = src.type(exception(status));
        int attempts = retryable(status) && op.idempotent() ? ATTEMPTS : 1;
        test("answers" + status + "With" + type);
        for (int i = 0; i < attempts; i++) {
            b.append("        server.enqueue(error(").append(status).append("));\n");
        }
        statement("        ", "assertFailsWith(this::call, " + status + ", " + type + ".class, " + attempts + ");");
        b.append("    }\n\n");
    }

    /** A GET, PUT or DELETE is resent after a 503, the same request again; a POST is not. */
    void resend(int success) {
        String assertThat = assertThat();
        if (op.idempotent()) {
            test("isResentAfterA503");
            b.append("        server.enqueue(error(503));\n");
            enqueueSuccess(success, "        ");
            b.append("        call();\n");
            statement("        ", assertThat + "(server.getRequestCount()).isEqualTo(2);");
            statement("        ", assertThat + "(sleeps).hasSize(1);");
            sameRequest();
        } else {
            test("isNotResentAfterA503");
            b.append("        server.enqueue(error(503));\n");
            statement(
                    "        ",
                    src.type(ASSERT) + ".assertThatThrownBy(this::call).isExactlyInstanceOf("
                            + src.type(CORE + "ServerException") + ".class);");
            statement(
                    "        ",
                    assertThat + "(server.getRequestCount()).as(\"a " + op.method()
                            + " once it may have been sent\").isEqualTo(1);");
            statement("        ", assertThat + "(sleeps).isEmpty();");
        }
        b.append("    }\n\n");
    }

    /** A null path argument or request, and a request without a required member, are refused, named. */
    void argumentChecks() {
        List<String> args = arguments();
        Op.Request r = op.request();
        for (int i = 0; i < op.pathParameters().size(); i++) {
            Op.PathParam p = op.pathParameters().get(i);
            List<String> with = new ArrayList<>(args);
            with.set(i, "(" + Types.render(src, p.type()) + ") null");
            refused(
                    "aNull" + Names.upperCamel(p.javaName()) + "IsRefusedBeforeAnythingIsSent",
                    invocation(with),
                    NullPointerException.class.getSimpleName(),
                    ".hasMessage(" + CodeLines.literal(p.javaName() + " == null") + ")");
        }
        if (r != null) {
            List<String> with = new ArrayList<>(args);
            with.set(with.size() - 1, "(" + Types.render(src, r.type()) + ") null");
            refused(
                    "aNullRequestIsRefusedBeforeAnythingIsSent",
                    invocation(with),
                    NullPointerException.class.getSimpleName(),
                    ".hasMessage(\"request == null\")");
            if (r.body()) {
                JsonNode schema = samples.requestSchema();
                for (ContractSamples.Member m : samples.members()) {
                    if (Samples.required(schema, m.wire())
                            && !spec.resolve(m.schema()).path("nullable").asBoolean()) {
                        refused(
                                "aRequestWithout" + Names.upperCamel(m.setter()) + "IsRefused",
                                builder(r, m.wire()),
                                IllegalArgumentException.class.getSimpleName(),
                                ".hasMessageStartingWith(" + CodeLines.literal(m.setter() + " is required") + ")");
                    }
                }
            }
        }
    }

    private void refused(String test, String code, String exception, String message) {
        String assertThat = assertThat();
        test(test);
        statement("        ", src.type(ASSERT) + ".assertThatThrownBy(() -> " + code + ")");
        statement("                ", ".isInstanceOf(" + exception + ".class)" + message + ";");
        statement("        ", assertThat + "(server.getRequestCount()).isZero();");
        b.append("    }\n\n");
    }
}
