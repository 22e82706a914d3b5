package dev.cloudsdk.codegen.operations;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.testkit.FaultRowsEmitter;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;
import java.util.List;
import java.util.Map;

/**
 * One operation's contract test class being written: its constants (the path samples, the success body, the exact
 * request body), {@code request()} and {@code call()}, then the tests of {@link ContractExchange} and
 * {@link ContractRefusals}.
 */
final class ContractTest extends ContractPart {
    ContractTest(Spec spec, Op op) {
        super(spec, op, new JavaSource(op.spec().service().javaPackage()), new StringBuilder());
    }

    /** @return the test class's source */
    String write() {
        Spec.Operation o = op.spec();
        int success = op.successStatus();
        b.append(Javadoc.comment("", "The wire contract of {@code " + o.id() + "} ({@code " + op.requestLine()
                + "}), generated from the document: the request a sample call sends, the " + success + " with its"
                + " metadata (blocking and async) and every documented error status, the resend rule and the"
                + " argument checks. What the document cannot say is in the hand-written wire tests.", List.of()));
        b.append("class ").append(o.upperCamel()).append("ContractTest extends ")
                .append(src.type(CORE + "testing.WireTest")).append(" {\n");
        constants(success);
        requestMethod();
        callMethod();
        ContractExchange exchange = new ContractExchange(this);
        exchange.sendsAndReads(success);
        exchange.withResponse(success);
        exchange.attempts(success);
        ContractRefusals refusals = new ContractRefusals(this);
        refusals.preset();
        for (Map.Entry<Integer, String> e : op.errors().entrySet()) {
            refusals.error(e.getKey());
        }
        refusals.resend(success);
        refusals.argumentChecks();
        b.append("}\n");
        return src.append(b.toString().replace("\n\n}\n", "\n}\n")).toString();
    }

    private void constants(int success) {
        for (int i = 0; i < op.pathParameters().size(); i++) {
            Op.PathParam p = op.pathParameters().get(i);
            String value = samples.value(p.type(), TextNode.valueOf(samples.pathValues().get(i)));
            statement("    ", "private static final " + Types.render(src, p.type()) + " " + pathConstants.get(i)
                    + " = " + value + ";");
        }
        String json = FaultRowsEmitter.successJson(spec, op);
        if (!json.isEmpty()) {
            b.append(Javadoc.comment("    ", "A sample of the " + success + " body, made from the document's"
                    + " schema.", List.of()));
            constant("SUCCESS_BODY", json);
        }
        String sent = samples.requestJson();
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

    private void callMethod() {
        String result = Types.render(src, op.bodyless() ? CORE + "Response<" + Types.VOID + ">" : op.result().type());
        b.append(Javadoc.comment("    ", "@return the operation called once with the sample arguments", List.of()));
        b.append("    private ").append(result).append(" call() {\n");
        statement("        ", "return " + invocation(arguments()) + ";");
        b.append("    }\n\n");
    }
}
