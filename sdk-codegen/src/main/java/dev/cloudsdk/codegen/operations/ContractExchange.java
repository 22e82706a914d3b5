package dev.cloudsdk.codegen.operations;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.testkit.FaultRowsEmitter;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The contract test of what is sent and what is read: the sample call's method, path (the encoded values, one
 * segment each), query, headers and exact JSON body, and the success's sample body read into the typed result.
 */
final class ContractExchange extends ContractPart {
    /** Characters that every encoder of a path segment leaves as they are, and the space, sent as {@code %20}. */
    private static final Pattern PLAIN_SEGMENT = Pattern.compile("[A-Za-z0-9._~ -]*");

    ContractExchange(ContractPart shared) {
        super(shared);
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
            test((async ? "async" + Names.upperCamel(method) : method) + "GivesThe" + success + "AndItsMetadata",
                    async);
            // A success without a body: call() is the blocking WithResponse call, which sendsAndReads checks.
            boolean plain = async || !op.bodyless();
            if (plain) {
                b.append("        server.enqueue(").append(successAnswer(success)).append(");\n");
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
                statement("        ", assertThat() + "(response.value()).as(\"the value of a response without a"
                        + " body\").isNull();");
            } else {
                statement("        ", assertThat() + "(response.value()).as(\"the value, as the plain call gives"
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
            statement("        ", "assertResponse(" + (async ? awaited("future") : withResponse(false)) + ", "
                    + success + ", 2);");
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
        return FaultRowsEmitter.successJson(spec, op).isEmpty() ? "success(" + success + ")"
                : "success(" + success + ", SUCCESS_BODY)";
    }

    /** The method, path, query, headers and body (exactly {@code json}'s, or none when null) of a request. */
    private void requestAssertions(String variable, @Nullable String json) {
        String assertThat = assertThat();
        String request = src.type(CORE + "testing.RequestAssert") + ".assertThatRequest";
        StringBuilder chain = new StringBuilder(request).append('(').append(variable).append(").hasMethod(\"")
                .append(op.method()).append("\").hasBearerToken(TOKEN)")
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
            segments.add(!variablePart ? CodeLines.literal(part) : pathConstants.get(next)
                    + (op.pathParameters().get(next++).type().equals("java.lang.String") ? "" : ".toString()"));
            plain &= PLAIN_SEGMENT.matcher(value).matches();
            encoded.append('/').append(value.replace(" ", "%20"));
        }
        statement("        ", assertThat + "(" + variable + ".getUrl().pathSegments()).as(\"the path, one"
                + " segment per value\").containsExactly(" + String.join(", ", segments) + ");");
        if (plain) {
            statement("        ", assertThat + "(" + variable + ".getUrl().encodedPath()).isEqualTo("
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
        if (op.bodyless()) {
            statement("        ", assertThat + "(result.statusCode()).isEqualTo(" + success + ");");
            statement("        ", assertThat + "(result.value()).as(\"the value of a response without a body\")"
                    + ".isNull();");
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
                statement("        ", assertThat + "(result).isEqualTo(" + samples.value(op.result().type(), value)
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
                String type = samples.scalarType(p.getValue());
                if (type != null) {
                    statement("        ", actual + ".isEqualTo(" + samples.value(type, value) + ");");
                }
            }
        }
    }
}
