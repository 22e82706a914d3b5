package dev.cloudsdk.codegen.operations;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.testkit.CallTablesEmitter;
import dev.cloudsdk.codegen.testkit.Samples;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * One operation's contract test class being written: its constants (the path samples, the success body, the exact
 * request body), {@code request()} and {@code call()}; the tests of what is sent and read (the sample call's method,
 * path, query, headers and exact JSON body, the success's sample body read into the typed result, the
 * {@code ...WithResponse} twins and the attempts they count); then the tests of what is not the plain success (the
 * default request sent when none is given, each documented error status as the exception sdk-core maps it to, the
 * resend rule after a 503, and the argument checks that refuse a call before anything is sent). Each statement is
 * written on one line: the formatter lays the file out (see {@code Generator}). Its samples: a value per path
 * parameter, the members a sample request sets (body or query) and the JSON it is sent as, each as the document's
 * examples give it or {@link Samples} derives it.
 */
final class ContractTest {
    static final String CORE = "dev.cloudsdk.core.";
    private static final int ATTEMPTS = 3;
    /** Characters that every encoder of a path segment leaves as they are, and the space, sent as {@code %20}. */
    private static final Pattern PLAIN_SEGMENT = Pattern.compile("[A-Za-z0-9._~ -]*");

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * A member the sample request sets: the body's or the query's.
     *
     * @param wire its name on the wire
     * @param setter the builder's setter
     * @param schema its schema
     * @param sample its sample
     * @param expression the Java expression of the sample
     */
    record Member(String wire, String setter, JsonNode schema, JsonNode sample, String expression) {}

    private final Spec spec;
    private final Op op;
    private final JavaSource src;
    private final StringBuilder b = new StringBuilder();
    /** The samples of the document, where it has examples, else derived per type and format. */
    private final Samples samples;
    /** The sample of each path parameter, as text, in the template's order. */
    private final List<String> pathValues = new ArrayList<>();
    /** The path arguments: the constant of each, in the template's order. */
    private final List<String> pathConstants;
    /** The sample success body, or empty when the success has none. */
    private final String successJson;

    ContractTest(Spec spec, Op op) {
        this.spec = spec;
        this.op = op;
        this.src = new JavaSource(op.spec().service().javaPackage());
        this.samples = new Samples(spec);
        for (Op.PathParam p : op.pathParameters()) {
            pathValues.add(
                    sample(p.schema(), op.spec().id() + "/" + p.wireName()).asText());
        }
        this.pathConstants = op.pathParameters().stream()
                .map(p -> Names.upperSnake(p.javaName()))
                .toList();
        this.successJson = CallTablesEmitter.successJson(spec, op);
        // What every contract test uses: written by its simple name below.
        List.of(
                        "org.junit.jupiter.api.Test",
                        "org.assertj.core.api.Assertions",
                        CORE + "testing.RequestAssert",
                        CORE + "testing.WireTest",
                        "mockwebserver3.RecordedRequest",
                        "java.util.concurrent.TimeUnit")
                .forEach(src::type);
    }

    /** Appends code, then a line break. */
    private void line(String code) {
        b.append(code).append('\n');
    }

    /** Opens a test method, {@code throws Exception} when {@code throwing} (an async call's {@code get}). */
    private void test(String name, boolean throwing) {
        line("@Test\nvoid " + name + (throwing ? "() throws Exception {" : "() {"));
    }

    /** Closes a method, a blank line after it. */
    private void end() {
        line("}\n");
    }

    /** Takes the two requests the server saw, and asserts that the second was the first again. */
    private void sameRequest() {
        line("RecordedRequest first = takeRequest();\nRequestAssert.assertThatRequest(takeRequest())"
                + ".hasMethod(first.getMethod()).hasTarget(first.getTarget())"
                + (op.request() != null && op.request().body()
                        ? ".hasJsonBody(first.getBody().utf8());"
                        : ".hasNoBody();"));
    }

    /**
     * @param async whether through the async facade
     * @param suffix what follows the method's name: {@code Page}, {@code WithResponse}
     * @return the facade method called with the arguments, through a client of the test's config
     */
    private String invocation(boolean async, String suffix, List<String> args) {
        Spec.Operation o = op.spec();
        Spec.Service s = o.service();
        String client = src.type(s.javaPackage() + "." + s.prefix() + "Client");
        return client + ".create(config())." + (async ? "async()." : "")
                + o.group().key() + "()." + o.javaMethod() + suffix + "(" + String.join(", ", args) + ")";
    }

    /**
     * @return the facade method of {@code call()} (a list's page; a response without a body is only had with its
     *     metadata) called with the arguments
     */
    private String invocation(List<String> args) {
        return invocation(false, (op.paging() != null ? "Page" : "") + (op.bodyless() ? "WithResponse" : ""), args);
    }

    /** @return the {@code ...WithResponse} twin of {@code call()}'s method called with the sample arguments */
    private String withResponse(boolean async) {
        return invocation(async, (op.paging() != null ? "Page" : "") + "WithResponse", arguments());
    }

    /** @return the arguments of the sample call: the path constants, then {@code request()} when there is one */
    private List<String> arguments() {
        List<String> args = new ArrayList<>(pathConstants);
        if (op.request() != null) {
            args.add("request()");
        }
        return args;
    }

    /** @return the statement that enqueues the success: its status, and the sample body when it has one */
    private String enqueueSuccess(int success) {
        return successJson.isEmpty()
                ? "server.enqueue(new " + src.type("mockwebserver3.MockResponse") + ".Builder().code(" + success
                        + ").build());"
                : "server.enqueue(json(" + success + ", SUCCESS_BODY));";
    }

    /** @return the statement that enqueues WireTest's {@code success}: the status, with the sample body if any */
    private String enqueueAnswer(int success) {
        return "server.enqueue(success(" + success + (successJson.isEmpty() ? "));" : ", SUCCESS_BODY));");
    }

    /** @return the request's builder with every sample member set, or every one but {@code without}, then built */
    private String builder(Op.Request r, @Nullable String without) {
        return Types.render(src, r.type()) + ".builder()"
                + members().stream()
                        .filter(m -> !m.wire().equals(without))
                        .map(m -> "." + m.setter() + "(" + m.expression() + ")")
                        .collect(Collectors.joining())
                + ".build()";
    }

    /** @return the test class's source */
    String write() {
        Spec.Operation o = op.spec();
        int success = op.successStatus();
        b.append("""
                /**
                 * The wire contract of {@code %s} ({@code %s}), generated from the document: the request a sample
                 * call sends, the %d with its metadata (blocking and async) and every documented error status, the
                 * resend rule and the argument checks. What the document cannot say is in the hand-written wire tests.
                 */
                class %sContractTest extends WireTest {
                """.formatted(o.id(), op.requestLine(), success, o.upperCamel()));
        constants(success);
        requestAndCall();
        sendsAndReads(success);
        withResponse(success);
        attempts(success);
        preset();
        op.errors().keySet().forEach(this::error);
        resend(success);
        argumentChecks();
        line("}");
        return src.append(b.toString().replace("\n\n}\n", "\n}\n")).toString();
    }

    private void constants(int success) {
        for (int i = 0; i < op.pathParameters().size(); i++) {
            Op.PathParam p = op.pathParameters().get(i);
            String value = value(p.type(), TextNode.valueOf(pathValues.get(i)));
            line("private static final " + Types.render(src, p.type()) + " " + pathConstants.get(i) + " = " + value
                    + ";");
        }
        if (!successJson.isEmpty()) {
            line("/** A sample of the " + success + " body, made from the document's schema. */");
            constant("SUCCESS_BODY", successJson);
        }
        String sent = requestJson();
        if (sent != null) {
            line("/** The exact JSON that {@link #request()} is sent as: the samples under their names in the document,"
                    + " in its order, nothing else. */");
            constant("REQUEST_BODY", sent);
        }
        line("");
    }

    private void constant(String name, String text) {
        line("private static final String " + name + " = " + String.join("\n + ", CodeLines.literals(text)) + ";");
    }

    /** {@code request()}, when the operation takes one, and {@code call()}. */
    private void requestAndCall() {
        Op.Request r = op.request();
        if (r != null) {
            b.append("""
                    /** @return a request with a sample of every member the document lets a sample set */
                    private static %s request() {
                    return %s;
                    }

                    """.formatted(Types.render(src, r.type()), builder(r, null)));
        }
        String result = op.bodyless()
                ? CORE + "Response<" + Types.VOID + ">"
                : op.result().type();
        b.append("""
                /** @return the operation called once with the sample arguments */
                private %s call() {
                return %s;
                }

                """.formatted(Types.render(src, result), invocation(arguments())));
    }

    private void sendsAndReads(int success) {
        test("sendsTheDocumentedRequestAndReadsThe" + success, false);
        line(enqueueSuccess(success) + "\nvar result = call();\n\nRecordedRequest sent = takeRequest();");
        requestAssertions(requestJson() == null ? null : "REQUEST_BODY");
        line("");
        resultAssertions(success);
        end();
    }

    /**
     * The {@code ...WithResponse} twin of {@code call()}, blocking and async, answered with WireTest's
     * {@code success}: the success status with its metadata ({@code assertResponse}: request id, headers, the token
     * redacted, one attempt), the value the plain call returns for the same answer ({@code null} for a success
     * without a body, as {@code Response} documents), and the same request as the plain call.
     */
    private void withResponse(int success) {
        String method = op.spec().javaMethod() + (op.paging() != null ? "Page" : "") + "WithResponse";
        for (boolean async : List.of(false, true)) {
            String name = async ? "async" + Names.upperCamel(method) : method;
            test(name + "GivesThe" + success + "AndItsMetadata", async);
            // A success without a body: call() is the blocking WithResponse call, which sendsAndReads checks.
            boolean plain = async || !op.bodyless();
            if (plain) {
                line(enqueueAnswer(success) + "\n" + (op.bodyless() ? "call();" : "var plain = call();"));
            }
            line(enqueueAnswer(success));
            line(
                    async
                            ? "var future = " + withResponse(true)
                                    + ";\nvar response = future.get(5, TimeUnit.SECONDS);"
                            : "var response = " + (plain ? withResponse(false) : "call()") + ";");
            line("\nassertResponse(response, " + success + ", 1);");
            line("Assertions.assertThat(response.value())"
                    + (op.bodyless()
                            ? ".as(\"the value of a response without a body\").isNull();"
                            : ".as(\"the value, as the plain call gives it\").isEqualTo(plain);"));
            if (plain) {
                sameRequest();
            }
            end();
        }
    }

    /**
     * For an operation resent after a 503: the {@code ...WithResponse} call, blocking and async, counts the
     * attempts in its response.
     */
    private void attempts(int success) {
        if (!op.idempotent()) {
            return;
        }
        test("theResponseCountsTheAttemptsAfterA503", true);
        b.append("""
                server.enqueue(error(503));
                %1$s
                assertResponse(%2$s, %3$d, 2);
                server.enqueue(error(503));
                %1$s
                var future = %4$s;
                assertResponse(future.get(5, TimeUnit.SECONDS), %3$d, 2);
                Assertions.assertThat(server.getRequestCount()).isEqualTo(4);
                """.formatted(enqueueAnswer(success), withResponse(false), success, withResponse(true)));
        end();
    }

    /** The method, path, query, headers and body (exactly {@code json}'s, or none when null) of a request. */
    private void requestAssertions(@Nullable String json) {
        line("RequestAssert.assertThatRequest(sent).hasMethod(\"" + op.method() + "\").hasBearerToken(TOKEN)"
                + ".hasHeader(\"Accept\", \"application/json\")"
                + (op.regional() ? ".sendsRegion(REGION)" : ".sendsNoRegion()")
                + (json == null ? ".hasNoBody()" : ".hasJsonBody(" + json + ")") + ";");
        List<String> segments = new ArrayList<>(List.of(CodeLines.literal("api")));
        StringBuilder encoded = new StringBuilder("/api");
        boolean plain = true;
        int next = 0;
        for (String part : op.spec().template().split("/")) {
            boolean variablePart = part.startsWith("{");
            String value = variablePart ? pathValues.get(next) : part;
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
        line("Assertions.assertThat(sent.getUrl().pathSegments()).as(\"the path, one segment per value\")"
                + ".containsExactly(" + String.join(", ", segments) + ");");
        if (plain) {
            line("Assertions.assertThat(sent.getUrl().encodedPath()).isEqualTo(" + pathLiteral(encoded.toString())
                    + ");");
        }
        queryAssertions();
    }

    /**
     * @return the path as a string literal, or when it is too long for a line of its own, as literals joined by
     *     {@code +}, each cut after a {@code /} (so a value stays whole and reads as it is sent)
     */
    static String pathLiteral(String path) {
        int room = Text.WIDTH - 16 - 4;
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

    private void queryAssertions() {
        Op.Request r = op.request();
        if (r == null || r.body() || members().isEmpty()) {
            line("Assertions.assertThat(sent.getUrl().query()).as(\"the query\").isNull();");
            return;
        }
        List<String> names =
                members().stream().map(m -> CodeLines.literal(m.wire())).toList();
        line("Assertions.assertThat(sent.getUrl().queryParameterNames()).containsExactly(" + String.join(", ", names)
                + ");");
        for (Member m : members()) {
            List<String> values = new ArrayList<>();
            for (JsonNode v : m.sample().isArray() ? m.sample() : List.of(m.sample())) {
                values.add(CodeLines.literal(v.asText()));
            }
            line("Assertions.assertThat(sent.getUrl().queryParameterValues(" + CodeLines.literal(m.wire())
                    + ")).containsExactly(" + String.join(", ", values) + ");");
        }
    }

    private void resultAssertions(int success) {
        if (op.bodyless()) {
            line("Assertions.assertThat(result.statusCode()).isEqualTo(" + success + ");");
            line("Assertions.assertThat(result.value()).as(\"the value of a response without a body\").isNull();");
            return;
        }
        JsonNode body = tree(successJson);
        JsonNode schema = spec.resolve(op.result().schema());
        Op.Paging paging = op.paging();
        String shape = op.result().shape();
        if (paging != null) {
            JsonNode items = body.path(paging.itemsMember());
            line("Assertions.assertThat(result.items()).hasSize(" + items.size() + ");");
            if (!items.isEmpty()) {
                line(Types.render(src, paging.itemType()) + " item = result.items().get(0);");
                fields(
                        "item",
                        schema.path("properties").path(paging.itemsMember()).path("items"),
                        items.get(0));
            }
        } else if (shape.contains("ResponseShape.whole(")) {
            fields("result", schema, body);
        } else {
            String member = shape.substring(shape.indexOf("(\"") + 2, shape.indexOf("\","));
            JsonNode value = body.path(member);
            if (value.isObject()) {
                fields("result", schema.path("properties").path(member), value);
            } else {
                line("Assertions.assertThat(result).isEqualTo("
                        + value(op.result().type(), value) + ");");
            }
        }
    }

    /** Asserts the record's accessors: scalars equal to the sample, lists of its size, objects present. */
    private void fields(String variable, JsonNode raw, JsonNode sample) {
        for (Map.Entry<String, JsonNode> p :
                spec.resolve(raw).path("properties").properties()) {
            JsonNode value = sample.get(p.getKey());
            if (value == null || value.isNull()) {
                continue;
            }
            String accessor = p.getValue().path("x-cloudsdk-name").asText(Names.lowerCamel(p.getKey()));
            String actual = "Assertions.assertThat(" + variable + "." + accessor + "())";
            if (value.isArray()) {
                line(actual + ".hasSize(" + value.size() + ");");
            } else if (value.isObject() || spec.resolve(p.getValue()).has("x-cloudsdk-java-type")) {
                line(actual + ".isNotNull();");
            } else {
                String type = scalarType(p.getValue());
                if (type != null) {
                    line(actual + ".isEqualTo(" + value(type, value) + ");");
                }
            }
        }
    }

    /**
     * @param status an error status
     * @return the exception sdk-core's {@code ErrorMapper} maps it to
     */
    static String exception(int status) {
        return CORE
                + switch (status) {
                    case 400 -> "BadRequestException";
                    case 401 -> "AuthenticationException";
                    case 404 -> "NotFoundException";
                    case 409 -> "ConflictException";
                    case 429 -> "RateLimitException";
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
    private void preset() {
        Op.Request r = op.request();
        if (r == null || !r.body() || r.preset() == null) {
            return;
        }
        ObjectNode expected = JsonNodeFactory.instance.objectNode();
        JsonNode schema = requestSchema();
        for (JsonNode preset : schema.path("x-cloudsdk-presets")) {
            if (preset.path("name").asText().equals(r.preset())) {
                for (Map.Entry<String, JsonNode> p : schema.path("properties").properties()) {
                    if (preset.path("set").has(p.getKey())) {
                        expected.set(p.getKey(), preset.path("set").get(p.getKey()));
                    }
                }
            }
        }
        test("withoutARequestSends" + Names.upperCamel(r.preset()), false);
        line(enqueueSuccess(op.successStatus()));
        line(invocation(false, op.bodyless() ? "WithResponse" : "", pathConstants) + ";");
        line("RequestAssert.assertThatRequest(takeRequest()).hasJsonBody(" + CodeLines.literal(expected.toString())
                + ");");
        end();
    }

    /** An error status answers the exception it maps to, after every attempt the resend rule makes. */
    private void error(int status) {
        String type = src.type(exception(status));
        int attempts = retryable(status) && op.idempotent() ? ATTEMPTS : 1;
        test("answers" + status + "With" + type, false);
        line(("server.enqueue(error(" + status + "));\n").repeat(attempts) + "assertFailsWith(this::call, " + status
                + ", " + type + ".class, " + attempts + ");");
        end();
    }

    /** A GET, PUT or DELETE is resent after a 503, the same request again; a POST is not. */
    private void resend(int success) {
        test(op.idempotent() ? "isResentAfterA503" : "isNotResentAfterA503", false);
        line("server.enqueue(error(503));");
        if (op.idempotent()) {
            line(enqueueSuccess(success) + """

                    call();
                    Assertions.assertThat(server.getRequestCount()).isEqualTo(2);
                    Assertions.assertThat(sleeps).hasSize(1);""");
            sameRequest();
        } else {
            b.append("""
                    Assertions.assertThatThrownBy(this::call).isExactlyInstanceOf(%s.class);
                    Assertions.assertThat(server.getRequestCount()).as("a %s once it may have been sent").isEqualTo(1);
                    Assertions.assertThat(sleeps).isEmpty();
                    """.formatted(src.type(CORE + "ServerException"), op.method()));
        }
        end();
    }

    /** A null path argument or request, and a request without a required member, are refused, named. */
    private void argumentChecks() {
        List<String> names = op.arguments(true);
        Op.Request r = op.request();
        for (int i = 0; i < names.size(); i++) {
            List<String> with = new ArrayList<>(arguments());
            String type =
                    i < op.pathParameters().size() ? op.pathParameters().get(i).type() : r.type();
            with.set(i, "(" + Types.render(src, type) + ") null");
            refused(
                    "aNull" + Names.upperCamel(names.get(i)) + "IsRefusedBeforeAnythingIsSent",
                    invocation(with),
                    "NullPointerException",
                    ".hasMessage(" + CodeLines.literal(names.get(i) + " == null") + ")");
        }
        if (r != null && r.body()) {
            for (Op.Member m : op.requiredMembers(spec)) {
                if (!spec.resolve(m.schema()).path("nullable").asBoolean()) {
                    refused(
                            "aRequestWithout" + Names.upperCamel(m.setter()) + "IsRefused",
                            builder(r, m.wire()),
                            "IllegalArgumentException",
                            ".hasMessageStartingWith(" + CodeLines.literal(m.setter() + " is required") + ")");
                }
            }
        }
    }

    private void refused(String test, String code, String exception, String message) {
        test(test, false);
        line("Assertions.assertThatThrownBy(() -> " + code + ").isInstanceOf(" + exception + ".class)" + message + ";");
        line("Assertions.assertThat(server.getRequestCount()).isZero();");
        end();
    }

    /**
     * @return the members a sample request sets: every scalar or list of scalars the samples give a value (of
     *     the members the document forbids together, {@code not: {required: [...]}}, the first only)
     */
    List<Member> members() {
        List<Member> out = new ArrayList<>();
        Op.Request r = op.request();
        if (r == null) {
            return out;
        }
        String id = op.spec().id();
        if (!r.body()) {
            for (Spec.Parameter q : op.spec().queryParameters()) {
                JsonNode example = q.node().get("example");
                JsonNode sample = example != null ? example : sample(q.schema(), id + "/" + q.wireName());
                add(out, q.wireName(), q.javaName(), q.schema(), sample);
            }
            return out;
        }
        JsonNode schema = requestSchema();
        JsonNode all = tree(samples.json(schema, id));
        List<String> exclusive = new ArrayList<>();
        schema.path("not").path("required").forEach(n -> exclusive.add(n.asText()));
        for (Map.Entry<String, JsonNode> p : schema.path("properties").properties()) {
            JsonNode sample = all.get(p.getKey());
            if (sample == null || exclusive.indexOf(p.getKey()) > 0) {
                continue;
            }
            String setter = Spec.memberName(p.getValue(), p.getKey());
            add(out, p.getKey(), setter, p.getValue(), matchedPath(setter, sample));
        }
        return out;
    }

    /** @return the path argument's sample for a body member that must repeat it, else the member's sample */
    private JsonNode matchedPath(String member, JsonNode sample) {
        for (Op.Match m : op.matches()) {
            if (m.bodyMember().equals(member)) {
                return JsonNodeFactory.instance.textNode(
                        pathValues.get(op.arguments(false).indexOf(m.pathParameter())));
            }
        }
        return sample;
    }

    /** Adds the member when its sample is a scalar, or a list of scalars, that a test can write and compare. */
    private void add(List<Member> out, String wire, String setter, JsonNode schema, JsonNode sample) {
        boolean list = sample.isArray();
        if (list ? sample.isEmpty() : !sample.isValueNode() || sample.isNull()) {
            return;
        }
        String type = scalarType(list ? spec.resolve(schema).path("items") : schema);
        if (type != null) {
            List<String> values = new ArrayList<>();
            (list ? sample : List.of(sample)).forEach(v -> values.add(value(type, v)));
            out.add(new Member(wire, setter, schema, sample, String.join(", ", values)));
        }
    }

    /** @return the JSON the sample request sends as its body, or {@code null} when it sends none */
    @Nullable
    String requestJson() {
        Op.Request r = op.request();
        if (r == null || !r.body()) {
            return null;
        }
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        members().forEach(m -> body.set(m.wire(), m.sample()));
        return body.toString();
    }

    /** @return the request body's schema, resolved (a missing node when the operation sends no JSON body) */
    JsonNode requestSchema() {
        JsonNode schema = op.request() == null ? null : op.request().schema();
        return schema == null ? JsonNodeFactory.instance.missingNode() : spec.resolve(schema);
    }

    private JsonNode sample(JsonNode schema, String seed) {
        return tree(samples.json(schema, seed));
    }

    /**
     * @return the Java type of a scalar member whose sample a test can write and compare, or {@code null}: a
     *     type of its own ({@code x-cloudsdk-java-type}), an enum without a name of its own, or a number
     */
    @Nullable
    String scalarType(JsonNode raw) {
        JsonNode s = spec.resolve(raw);
        if (s.has("x-cloudsdk-java-type")
                || (s.has("enum") && Spec.refName(raw) == null)
                || Set.of("number", "array", "object").contains(s.path("type").asText(""))
                || s.has("properties")) {
            return null;
        }
        return Types.of(spec, raw, op.spec().service().modelPackage(), op.spec().id());
    }

    /** @return the sample as a Java expression of the type */
    String value(String type, JsonNode sample) {
        return Types.expression(type, sample, src::type);
    }

    /** @return the JSON text as a tree; a missing node for the empty text (a success without a body) */
    static JsonNode tree(String json) {
        try {
            return json.isEmpty() ? JsonNodeFactory.instance.missingNode() : JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
