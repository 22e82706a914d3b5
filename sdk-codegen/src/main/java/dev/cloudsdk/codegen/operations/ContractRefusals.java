package dev.cloudsdk.codegen.operations;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.testkit.Samples;
import dev.cloudsdk.codegen.text.CodeLines;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The contract tests of what is not the plain success: the default request sent when none is given, each
 * documented error status as the exception sdk-core maps it to, the resend rule after a 503, and the argument
 * checks that refuse a call before anything is sent.
 */
final class ContractRefusals extends ContractPart {
    private static final int ATTEMPTS = 3;

    ContractRefusals(ContractPart shared) {
        super(shared);
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
        statement("        ", client + ".create(config())." + o.group().key() + "()." + o.javaMethod()
                + (op.bodyless() ? "WithResponse" : "") + "(" + String.join(", ", pathConstants) + ");");
        statement("        ", src.type(CORE + "testing.RequestAssert") + ".assertThatRequest(takeRequest())"
                + ".hasJsonBody(" + CodeLines.literal(ContractSamples.text(expected)) + ");");
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
            statement("        ", src.type(ASSERT) + ".assertThatThrownBy(this::call).isExactlyInstanceOf("
                    + src.type(CORE + "ServerException") + ".class);");
            statement("        ", assertThat + "(server.getRequestCount()).as(\"a " + op.method()
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
                JsonNode schema = samples.requestSchema();
                for (ContractSamples.Member m : samples.members()) {
                    if (Samples.required(schema, m.wire())
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
        String assertThat = assertThat();
        test(test);
        statement("        ", src.type(ASSERT) + ".assertThatThrownBy(() -> " + code + ")");
        statement("                ", ".isInstanceOf(" + exception + ".class)" + message + ";");
        statement("        ", assertThat + "(server.getRequestCount()).isZero();");
        b.append("    }\n\n");
    }
}
