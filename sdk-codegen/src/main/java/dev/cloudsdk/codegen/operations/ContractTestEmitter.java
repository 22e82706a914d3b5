package dev.cloudsdk.codegen.operations;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.testkit.FaultRowsEmitter;
import dev.cloudsdk.codegen.testkit.Samples;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Writes the wire contract of every operation: a test class {@code <Operation>ContractTest} in its service module's
 * test sources, extending sdk-core's {@code WireTest} (a loopback MockWebServer per test, the token canary, recorded
 * sleeps, the connection-leak check). From the document alone ({@link Ops}, and the samples of
 * {@link Samples}: examples where the document has them, else values derived per type and format) it checks:
 * <ul>
 *   <li>what is sent for a sample request: method, path (the encoded values, one segment each), each query
 *       parameter with its sample, {@code Authorization}, {@code Accept}, {@code X-Region} exactly when the
 *       operation declares it, and the exact JSON body with its {@code Content-Type} (or no body);</li>
 *   <li>what comes back: the first 2xx with a sample body read into the typed result (scalars equal to the
 *       samples, lists of the sample's size), and each documented error status as the exception sdk-core's
 *       {@code ErrorMapper} maps it to, with its status and request id;</li>
 *   <li>the resend rule: a GET, PUT or DELETE is resent after a 503 and a 500 (up to 3 attempts, the sleeps
 *       recorded), a POST is not;</li>
 *   <li>the argument checks: a null path argument or request, and a request without a required member, are
 *       refused, naming it, before anything is sent;</li>
 *   <li>an optional body sent as its default request ({@code x-cloudsdk-default-request}) when none is given.</li>
 * </ul>
 * What the document cannot say (pagination across pages, prefetch, a server's odd answers) stays in the
 * hand-written wire tests.
 */
public final class ContractTestEmitter implements Emitter {
    private static final String CORE = "dev.cloudsdk.core.";
    private static final String ASSERT = "org.assertj.core.api.Assertions";
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Characters that every encoder of a path segment leaves as they are, and the space, sent as {@code %20}. */
    private static final Pattern PLAIN_SEGMENT = Pattern.compile("[A-Za-z0-9._~ -]*");
    private static final int ATTEMPTS = 3;

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        for (Spec.Service service : spec.services()) {
            for (Op op : Ops.of(spec, service)) {
                files.put(path(op), new Writer(spec, op).write());
            }
        }
    }

    /**
     * @param op an operation
     * @return where its contract test goes
     */
    static String path(Op op) {
        Spec.Service service = op.spec().service();
        return service.module() + "/src/test/java/" + service.javaPackage().replace('.', '/') + "/"
                + op.spec().upperCamel() + "ContractTest.java";
    }

    /**
     * @param status an error status
     * @return the exception sdk-core's {@code ErrorMapper} maps it to
     */
    static String exception(int status) {
        if (status == 429) {
            return CORE + "RateLimitException";
        }
        return CORE + switch (status) {
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

    /** One operation's test class being written. */
    private static final class Writer {
        private final Spec spec;
        private final Op op;
        private final Samples samples;
        private final JavaSource src;
        private final String model;
        private final StringBuilder b = new StringBuilder();
        /** The path arguments: the constant of each, in the template's order. */
        private final List<String> pathConstants = new ArrayList<>();
        private final List<String> pathValues = new ArrayList<>();

        Writer(Spec spec, Op op) {
            this.spec = spec;
            this.op = op;
            this.samples = new Samples(spec);
            this.src = new JavaSource(op.spec().service().javaPackage());
            this.model = op.spec().service().modelPackage();
        }

        String write() {
            Spec.Operation o = op.spec();
            String name = o.upperCamel() + "ContractTest";
            int success = op.successStatus();
            b.append(Javadoc.comment("", "The wire contract of {@code " + o.id() + "} ({@code " + op.method() + " "
                    + o.path() + "}), generated from the document: the request a sample call sends, the "
                    + success + " and every documented error status, the resend rule and the argument checks. What"
                    + " the document cannot say is in the hand-written wire tests.", List.of()));
            b.append("class ").append(name).append(" extends ").append(src.type(CORE + "testing.WireTest"))
                    .append(" {\n");
            constants(success);
            requestMethod();
            callMethod();
            sendsAndReads(success);
            preset();
            for (Map.Entry<Integer, String> e : op.errors().entrySet()) {
                error(e.getKey());
            }
            resend(success);
            argumentChecks();
            b.append("}\n");
            String body = b.toString();
            return src.append(body.replace("\n\n}\n", "\n}\n")).toString();
        }

        // ---------------------------------------------------------------- constants and helpers of the class

        private void constants(int success) {
            for (Op.PathParam p : op.pathParameters()) {
                String constant = Names.upperSnake(p.javaName());
                JsonNode sample = sample(pathSchema(p.wireName()), op.spec().id() + "/" + p.wireName());
                pathConstants.add(constant);
                pathValues.add(sample.asText());
                String type = Types.render(src, p.type());
                statement("    ", "private static final " + type + " " + constant + " = "
                        + value(p.type(), sample) + ";");
            }
            String json = FaultRowsEmitter.successJson(spec, op);
            if (!json.isEmpty()) {
                b.append(Javadoc.comment("    ", "A sample of the " + success + " body, made from the document's"
                        + " schema.", List.of()));
                constant("SUCCESS_BODY", json);
            }
            String sent = requestJson();
            if (sent != null) {
                b.append(Javadoc.comment("    ", "The exact JSON that {@link #request()} is sent as: the samples"
                        + " under their names in the document, in its order, nothing else.", List.of()));
                constant("REQUEST_BODY", sent);
            }
            b.append('\n');
        }

        private void constant(String name, String text) {
            String head = "    private static final String " + name + " = ";
            List<String> parts = CodeLines.literals(text, Text.WIDTH - head.length() - 1, Text.WIDTH - 14);
            b.append(head).append(String.join("\n            + ", parts)).append(";\n");
        }

        private void requestMethod() {
            Op.Request r = op.request();
            if (r == null) {
                return;
            }
            String type = Types.render(src, r.type());
            b.append(Javadoc.comment("    ", "@return a request with a sample of every member the document lets a"
                    + " sample set", List.of()));
            b.append("    private static ").append(type).append(" request() {\n");
            statement("        ", "return " + builder(r, null) + ";");
            b.append("    }\n\n");
        }

        /** The request's builder with every member set, or every one but {@code without}, then built. */
        private String builder(Op.Request r, @Nullable String without) {
            StringBuilder chain = new StringBuilder(Types.render(src, r.type())).append(".builder()");
            for (Member m : members()) {
                if (!m.wire().equals(without)) {
                    chain.append('.').append(m.setter()).append('(').append(m.expression()).append(')');
                }
            }
            return chain.append(".build()").toString();
        }

        private void callMethod() {
            String result = Types.render(src, returned());
            b.append(Javadoc.comment("    ", "@return the operation called once with the sample arguments",
                    List.of()));
            b.append("    private ").append(result).append(" call() {\n");
            List<String> args = new ArrayList<>(pathConstants);
            if (op.request() != null) {
                args.add("request()");
            }
            statement("        ", "return " + invocation(args) + ";");
            b.append("    }\n\n");
        }

        /** @return the Java type the test's call returns */
        private String returned() {
            if (op.result().isVoid()) {
                return CORE + "Response<" + Types.VOID + ">";
            }
            return op.result().type();
        }

        /** @return the facade method called with the arguments, through a client of the test's config */
        private String invocation(List<String> args) {
            Spec.Operation o = op.spec();
            Spec.Service s = o.service();
            String client = src.type(s.javaPackage() + "." + s.prefix() + "Client");
            String suffix = op.paging() != null ? "Page" : op.result().isVoid() ? "WithResponse" : "";
            return client + ".create(config())." + o.group().key() + "()." + o.javaMethod() + suffix + "("
                    + String.join(", ", args) + ")";
        }

        // ---------------------------------------------------------------- the request sent and the result read

        private void sendsAndReads(int success) {
            String assertThat = src.type(ASSERT) + ".assertThat";
            b.append("    @").append(src.type("org.junit.jupiter.api.Test")).append('\n');
            b.append("    void sendsTheDocumentedRequestAndReadsThe").append(success).append("() {\n");
            enqueueSuccess(success, "        ");
            b.append("        var result = call();\n\n");
            String recorded = src.type("mockwebserver3.RecordedRequest");
            b.append("        ").append(recorded).append(" sent = takeRequest();\n");
            requestAssertions("sent", requestJson() == null ? null : "REQUEST_BODY");
            b.append('\n');
            resultAssertions(assertThat, success);
            b.append("    }\n\n");
        }

        private void enqueueSuccess(int success, String indent) {
            if (FaultRowsEmitter.successJson(spec, op).isEmpty()) {
                String response = src.type("mockwebserver3.MockResponse");
                b.append(indent).append("server.enqueue(new ").append(response).append(".Builder().code(")
                        .append(success).append(").build());\n");
            } else {
                b.append(indent).append("server.enqueue(json(").append(success).append(", SUCCESS_BODY));\n");
            }
        }

        /** The method, path, query, headers and body (exactly {@code json}'s, or none when null) of a request. */
        private void requestAssertions(String variable, @Nullable String json) {
            String assertThat = src.type(ASSERT) + ".assertThat";
            String request = src.type(CORE + "testing.RequestAssert") + ".assertThatRequest";
            StringBuilder chain = new StringBuilder(request).append('(').append(variable).append(").hasMethod(\"")
                    .append(op.method()).append("\").hasBearerToken(TOKEN)")
                    .append(".hasHeader(\"Accept\", \"application/json\")")
                    .append(op.spec().sendsRegion() ? ".sendsRegion(REGION)" : ".sendsNoRegion()");
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
            for (String part : op.spec().path().substring(1).split("/")) {
                boolean variablePart = part.startsWith("{");
                String value = variablePart ? pathValues.get(next) : part;
                segments.add(!variablePart ? CodeLines.literal(part) : pathConstants.get(next)
                        + (op.pathParameters().get(next++).type().equals("java.lang.String") ? "" : ".toString()"));
                plain &= PLAIN_SEGMENT.matcher(value).matches();
                encoded.append('/').append(value.replace(" ", "%20"));
            }
            statement("        ", assertThat + "(" + variable + ".getUrl().pathSegments()).as(\"the path, one"
                    + " segment per value\").containsExactly(" + String.join(", ", segments) + ");");
            if (plain) {
                statement("        ", assertThat + "(" + variable + ".getUrl().encodedPath()).isEqualTo("
                        + CodeLines.literal(encoded.toString()) + ");");
            }
            queryAssertions(assertThat, variable);
        }

        private void queryAssertions(String assertThat, String variable) {
            Op.Request r = op.request();
            List<String> names = new ArrayList<>();
            List<String> checks = new ArrayList<>();
            if (r != null && !r.body()) {
                for (Member m : members()) {
                    names.add(CodeLines.literal(m.wire()));
                    List<String> values = new ArrayList<>();
                    if (m.sample().isArray()) {
                        m.sample().forEach(v -> values.add(CodeLines.literal(v.asText())));
                    } else {
                        values.add(CodeLines.literal(m.sample().asText()));
                    }
                    checks.add(assertThat + "(" + variable + ".getUrl().queryParameterValues("
                            + CodeLines.literal(m.wire()) + ")).containsExactly(" + String.join(", ", values) + ");");
                }
            }
            if (names.isEmpty()) {
                statement("        ", assertThat + "(" + variable + ".getUrl().query()).as(\"the query\").isNull();");
                return;
            }
            statement("        ", assertThat + "(" + variable + ".getUrl().queryParameterNames())"
                    + ".containsExactly(" + String.join(", ", names) + ");");
            checks.forEach(c -> statement("        ", c));
        }

        private void resultAssertions(String assertThat, int success) {
            if (op.result().isVoid()) {
                statement("        ", assertThat + "(result.statusCode()).isEqualTo(" + success + ");");
                statement("        ", assertThat + "(result.value()).as(\"the value of a response without a body\")"
                        + ".isNull();");
                return;
            }
            JsonNode body = tree(FaultRowsEmitter.successJson(spec, op));
            JsonNode schema = successSchema(success);
            Op.Paging paging = op.paging();
            String shape = op.result().shape();
            if (paging != null) {
                JsonNode items = body.path(paging.itemsMember());
                statement("        ", assertThat + "(result.items()).hasSize(" + items.size() + ");");
                if (!items.isEmpty()) {
                    String item = Types.render(src, paging.itemType());
                    b.append("        ").append(item).append(" item = result.items().get(0);\n");
                    fields(assertThat, "item", schema.path("properties").path(paging.itemsMember()).path("items"),
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
                    statement("        ", assertThat + "(result).isEqualTo(" + value(op.result().type(), value)
                            + ");");
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
                String accessor = p.getValue().has("x-cloudsdk-name") ? p.getValue().get("x-cloudsdk-name").asText()
                        : Names.lowerCamel(p.getKey());
                String actual = assertThat + "(" + variable + "." + accessor + "())";
                if (value.isArray()) {
                    statement("        ", actual + ".hasSize(" + value.size() + ");");
                } else if (value.isObject() || spec.resolve(p.getValue()).has("x-cloudsdk-java-type")) {
                    statement("        ", actual + ".isNotNull();");
                } else {
                    String type = scalarType(p.getValue());
                    if (type != null) {
                        statement("        ", actual + ".isEqualTo(" + value(type, value) + ");");
                    }
                }
            }
        }

        private JsonNode successSchema(int success) {
            JsonNode response = spec.resolve(op.spec().node().path("responses").path(String.valueOf(success)));
            return spec.resolve(response.path("content").path("application/json").path("schema"));
        }

        // ---------------------------------------------------------------- the default request

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
            b.append("    @").append(src.type("org.junit.jupiter.api.Test")).append('\n');
            b.append("    void withoutARequestSends").append(Names.upperCamel(r.preset())).append("() {\n");
            enqueueSuccess(op.successStatus(), "        ");
            Spec.Operation o = op.spec();
            String client = src.type(o.service().javaPackage() + "." + o.service().prefix() + "Client");
            statement("        ", client + ".create(config())." + o.group().key() + "()." + o.javaMethod()
                    + (op.result().isVoid() ? "WithResponse" : "") + "(" + String.join(", ", pathConstants) + ");");
            statement("        ", src.type(CORE + "testing.RequestAssert") + ".assertThatRequest(takeRequest())"
                    + ".hasJsonBody(" + CodeLines.literal(text(expected)) + ");");
            b.append("    }\n\n");
        }

        // ---------------------------------------------------------------- errors and the resend rule

        private void error(int status) {
            String type = src.type(exception(status));
            int attempts = retryable(status) && op.idempotent() ? ATTEMPTS : 1;
            b.append("    @").append(src.type("org.junit.jupiter.api.Test")).append('\n');
            b.append("    void answers").append(status).append("With").append(type).append("() {\n");
            for (int i = 0; i < attempts; i++) {
                b.append("        server.enqueue(error(").append(status).append("));\n");
            }
            statement("        ", "assertFailsWith(this::call, " + status + ", " + type + ".class, " + attempts + ");");
            b.append("    }\n\n");
        }

        private void resend(int success) {
            String assertThat = src.type(ASSERT) + ".assertThat";
            b.append("    @").append(src.type("org.junit.jupiter.api.Test")).append('\n');
            if (op.idempotent()) {
                b.append("    void isResentAfterA503() {\n");
                b.append("        server.enqueue(error(503));\n");
                enqueueSuccess(success, "        ");
                b.append("        call();\n");
                statement("        ", assertThat + "(server.getRequestCount()).isEqualTo(2);");
                statement("        ", assertThat + "(sleeps).hasSize(1);");
                b.append("        ").append(src.type("mockwebserver3.RecordedRequest"))
                        .append(" first = takeRequest();\n");
                statement("        ", src.type(CORE + "testing.RequestAssert")
                        + ".assertThatRequest(takeRequest()).hasMethod(first.getMethod()).hasTarget(first.getTarget())"
                        + (op.request() != null && op.request().body() ? ".hasJsonBody(first.getBody().utf8())"
                        : ".hasNoBody()") + ";");
            } else {
                b.append("    void isNotResentAfterA503() {\n");
                b.append("        server.enqueue(error(503));\n");
                statement("        ", src.type(ASSERT) + ".assertThatThrownBy(this::call).isExactlyInstanceOf("
                        + src.type(CORE + "ServerException") + ".class);");
                statement("        ", assertThat + "(server.getRequestCount()).as(\"a " + op.method()
                        + " once it may have been sent\").isEqualTo(1);");
                statement("        ", assertThat + "(sleeps).isEmpty();");
            }
            b.append("    }\n\n");
        }

        // ---------------------------------------------------------------- argument checks

        private void argumentChecks() {
            List<String> args = new ArrayList<>(pathConstants);
            Op.Request r = op.request();
            if (r != null) {
                args.add("request()");
            }
            for (int i = 0; i < op.pathParameters().size(); i++) {
                Op.PathParam p = op.pathParameters().get(i);
                List<String> with = new ArrayList<>(args);
                with.set(i, "(" + Types.render(src, p.type()) + ") null");
                refused("aNull" + Names.upperCamel(p.javaName()) + "IsRefusedBeforeAnythingIsSent", invocation(with),
                        NullPointerException.class.getSimpleName(),
                        ".hasMessage(" + CodeLines.literal(p.javaName() + " == null") + ")");
            }
            if (r != null) {
                List<String> with = new ArrayList<>(args);
                with.set(with.size() - 1, "(" + Types.render(src, r.type()) + ") null");
                refused("aNullRequestIsRefusedBeforeAnythingIsSent", invocation(with),
                        NullPointerException.class.getSimpleName(),
                        ".hasMessage(\"request == null\")");
                if (r.body()) {
                    JsonNode schema = requestSchema();
                    for (Member m : members()) {
                        if (required(schema, m.wire())
                                && !spec.resolve(m.schema()).path("nullable").asBoolean()) {
                            refused("aRequestWithout" + Names.upperCamel(m.setter()) + "IsRefused",
                                    builder(r, m.wire()),
                                    IllegalArgumentException.class.getSimpleName(),
                                    ".hasMessageStartingWith(" + CodeLines.literal(m.setter() + " is required") + ")");
                        }
                    }
                }
            }
        }

        private void refused(String test, String code, String exception, String message) {
            String assertThat = src.type(ASSERT) + ".assertThat";
            b.append("    @").append(src.type("org.junit.jupiter.api.Test")).append('\n');
            b.append("    void ").append(test).append("() {\n");
            statement("        ", src.type(ASSERT) + ".assertThatThrownBy(() -> " + code + ")");
            statement("                ", ".isInstanceOf(" + exception + ".class)" + message + ";");
            statement("        ", assertThat + "(server.getRequestCount()).isZero();");
            b.append("    }\n\n");
        }

        // ---------------------------------------------------------------- samples

        /**
         * A member the sample request sets: the body's or the query's.
         *
         * @param wire its name on the wire
         * @param setter the builder's setter
         * @param schema its schema
         * @param sample its sample
         * @param expression the Java expression of the sample
         */
        private record Member(String wire, String setter, JsonNode schema, JsonNode sample, String expression) {
        }

        /**
         * @return the members a sample request sets: every scalar or list of scalars the samples give a value (of
         *     the members the document forbids together, {@code not: {required: [...]}}, the first only)
         */
        private List<Member> members() {
            List<Member> out = new ArrayList<>();
            Op.Request r = op.request();
            if (r == null) {
                return out;
            }
            String id = op.spec().id();
            if (!r.body()) {
                for (Spec.Parameter q : op.spec().queryParameters()) {
                    JsonNode example = parameterExample(q.wireName());
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
                String setter = p.getValue().has("x-cloudsdk-name") ? p.getValue().get("x-cloudsdk-name").asText()
                        : Names.lowerCamel(p.getKey());
                add(out, p.getKey(), setter, p.getValue(), matchedPath(setter, sample));
            }
            return out;
        }

        /** @return the path argument's sample for a body member that must repeat it, else the member's sample */
        private JsonNode matchedPath(String member, JsonNode sample) {
            for (Op.Match m : op.matches()) {
                for (int i = 0; i < op.pathParameters().size(); i++) {
                    Op.PathParam p = op.pathParameters().get(i);
                    if (m.bodyMember().equals(member) && p.javaName().equals(m.pathParameter())) {
                        return JsonNodeFactory.instance.textNode(pathValues.get(i));
                    }
                }
            }
            return sample;
        }

        private void add(List<Member> out, String wire, String setter, JsonNode schema, JsonNode sample) {
            JsonNode s = spec.resolve(schema);
            if (sample.isArray()) {
                String item = scalarType(s.path("items"));
                if (item == null || sample.isEmpty()) {
                    return;
                }
                List<String> values = new ArrayList<>();
                sample.forEach(v -> values.add(value(item, v)));
                out.add(new Member(wire, setter, schema, sample, String.join(", ", values)));
            } else if (sample.isValueNode() && !sample.isNull()) {
                String type = scalarType(schema);
                if (type != null) {
                    out.add(new Member(wire, setter, schema, sample, value(type, sample)));
                }
            }
        }

        /** @return the JSON the sample request sends as its body, or {@code null} when it sends none */
        private @Nullable String requestJson() {
            Op.Request r = op.request();
            if (r == null || !r.body()) {
                return null;
            }
            ObjectNode body = JsonNodeFactory.instance.objectNode();
            members().forEach(m -> body.set(m.wire(), m.sample()));
            return text(body);
        }

        private JsonNode requestSchema() {
            JsonNode body = spec.resolve(op.spec().node().path("requestBody"));
            return spec.resolve(body.path("content").path("application/json").path("schema"));
        }

        private JsonNode pathSchema(String wire) {
            return op.spec().pathParameters().stream().filter(p -> p.wireName().equals(wire)).findFirst()
                    .orElseThrow().schema();
        }

        private @Nullable JsonNode parameterExample(String wire) {
            for (JsonNode raw : op.spec().node().path("parameters")) {
                JsonNode p = spec.resolve(raw);
                if (p.path("name").asText().equals(wire) && p.has("example")) {
                    return p.get("example");
                }
            }
            return null;
        }

        private JsonNode sample(JsonNode schema, String seed) {
            return tree(samples.json(schema, seed));
        }

        /**
         * @return the Java type of a scalar member whose sample a test can write and compare, or {@code null}: a
         *     type of its own ({@code x-cloudsdk-java-type}), an enum without a name of its own, or a number
         */
        private @Nullable String scalarType(JsonNode raw) {
            JsonNode s = spec.resolve(raw);
            if (s.has("x-cloudsdk-java-type") || (s.has("enum") && Spec.refName(raw) == null)
                    || s.path("type").asText("").equals("number") || s.path("type").asText("").equals("array")
                    || s.path("type").asText("").equals("object") || s.has("properties")) {
                return null;
            }
            return Types.of(spec, raw, model, op.spec().id());
        }

        /** @return the sample as a Java expression of the type */
        private String value(String type, JsonNode sample) {
            return switch (type) {
                case Types.UUID -> src.type(Types.UUID) + ".fromString(" + CodeLines.literal(sample.asText()) + ")";
                case "java.time.Instant" -> src.type(type) + ".parse(" + CodeLines.literal(sample.asText()) + ")";
                case "java.lang.String" -> CodeLines.literal(sample.asText());
                case "java.lang.Long" -> sample.asText() + "L";
                case "java.lang.Integer", "java.lang.Boolean" -> sample.asText();
                default -> src.type(type) + "." + sample.asText();
            };
        }

        /** Appends a statement, broken where it is too long. */
        private void statement(String indent, String code) {
            b.append(CodeLines.code(indent, code, indent + "        "));
        }
    }

    private static boolean required(JsonNode object, String member) {
        for (JsonNode r : object.path("required")) {
            if (r.asText().equals(member)) {
                return true;
            }
        }
        return false;
    }

    private static JsonNode tree(String json) {
        try {
            return json.isEmpty() ? JsonNodeFactory.instance.missingNode() : JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String text(JsonNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

}
