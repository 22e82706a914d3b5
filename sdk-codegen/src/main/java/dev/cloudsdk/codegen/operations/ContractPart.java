package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.testkit.FaultRowsEmitter;
import dev.cloudsdk.codegen.text.CodeLines;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What the writers of one contract test class share ({@link ContractTest}, {@link ContractExchange},
 * {@link ContractRefusals}): the operation, the file with its imports, the text written so far, the samples, and
 * the statements every test method is made of.
 */
abstract class ContractPart {
    static final String CORE = "dev.cloudsdk.core.";
    static final String ASSERT = "org.assertj.core.api.Assertions";

    final Spec spec;
    final Op op;
    final JavaSource src;
    final StringBuilder b;
    final ContractSamples samples;
    /** The path arguments: the constant of each, in the template's order. */
    final List<String> pathConstants;

    ContractPart(Spec spec, Op op, JavaSource src, StringBuilder b) {
        this.spec = spec;
        this.op = op;
        this.src = src;
        this.b = b;
        this.samples = new ContractSamples(spec, op, src);
        this.pathConstants = op.pathParameters().stream().map(p -> Names.upperSnake(p.javaName())).toList();
    }

    /** @param shared the part whose operation, file and text this one writes on */
    ContractPart(ContractPart shared) {
        this.spec = shared.spec;
        this.op = shared.op;
        this.src = shared.src;
        this.b = shared.b;
        this.samples = shared.samples;
        this.pathConstants = shared.pathConstants;
    }

    /** Appends a statement, broken where it is too long. */
    void statement(String indent, String code) {
        b.append(CodeLines.code(indent, code, indent + "        "));
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
        statement("        ", src.type(CORE + "testing.RequestAssert")
                + ".assertThatRequest(takeRequest()).hasMethod(first.getMethod()).hasTarget(first.getTarget())"
                + (op.request() != null && op.request().body() ? ".hasJsonBody(first.getBody().utf8())"
                : ".hasNoBody()") + ";");
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
        return client + ".create(config())." + (async ? "async()." : "") + o.group().key() + "()." + o.javaMethod()
                + suffix + "(" + String.join(", ", args) + ")";
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
            b.append(indent).append("server.enqueue(new ").append(response).append(".Builder().code(")
                    .append(success).append(").build());\n");
        } else {
            b.append(indent).append("server.enqueue(json(").append(success).append(", SUCCESS_BODY));\n");
        }
    }

    /** @return the request's builder with every sample member set, or every one but {@code without}, then built */
    String builder(Op.Request r, @Nullable String without) {
        StringBuilder chain = new StringBuilder(Types.render(src, r.type())).append(".builder()");
        for (ContractSamples.Member m : samples.members()) {
            if (!m.wire().equals(without)) {
                chain.append('.').append(m.setter()).append('(').append(m.expression()).append(')');
            }
        }
        return chain.append(".build()").toString();
    }
}
