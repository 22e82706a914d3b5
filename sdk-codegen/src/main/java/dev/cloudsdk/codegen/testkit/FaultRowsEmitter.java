package dev.cloudsdk.codegen.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import java.util.List;
import java.util.SortedMap;

/**
 * Writes the fault matrix's rows ({@code sdk-conformance}'s {@code FaultMatrixRows}, a test source): per operation
 * its call through the facade ({@link Calls}), its first 2xx status with a sample body ({@link Samples}), and its
 * resend rule, {@link Op#idempotent()}: a GET, PUT or DELETE is resent on faults; a POST is never
 * resent once it may have reached the server. Rows that the document cannot give (a retry policy opted in
 * by the user) stay hand-written in {@code FaultMatrixTest}.
 */
public final class FaultRowsEmitter implements Emitter {
    /** Where the rows go. */
    public static final String PATH = "sdk-conformance/src/test/java/dev/cloudsdk/conformance/FaultMatrixRows.java";

    private static final String PACKAGE = "dev.cloudsdk.conformance";

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        files.put(PATH, write(spec));
    }

    /**
     * @param spec the document
     * @param op an operation
     * @return a sample of its success body as JSON, or the empty text when the success has no body
     *     ({@link Op#bodyless()}): the fault matrix then answers with no body and no {@code Content-Type}
     */
    public static String successJson(Spec spec, Op op) {
        JsonNode schema = op.result().schema();
        return schema == null ? "" : new Samples(spec).json(schema, op.spec().id());
    }

    static String write(Spec spec) {
        JavaSource src = new JavaSource(PACKAGE);
        String list = src.type("java.util.List");
        Calls calls = new Calls(spec);
        StringBuilder b = new StringBuilder();
        b.append(Javadoc.comment(
                "",
                "The fault matrix's row of every operation of {@code api/openapi.yaml}: its call through the facade "
                        + "with sample arguments, its success with a sample body made from the schema, and its resend "
                        + "rule (a GET, PUT or DELETE is resent on faults, a POST never once it may have been sent). "
                        + "{@code FaultMatrixTest} adds its hand-written rows.",
                List.of()));
        b.append("final class FaultMatrixRows {\nprivate FaultMatrixRows() {\n}\n\n");
        b.append("/** @return one row per operation, in the document's order */\n");
        b.append("static " + list + "<OperationRow> rows() {\nreturn " + list + ".of(");
        List<Op> ops = Ops.all(spec);
        for (int i = 0; i < ops.size(); i++) {
            Op op = ops.get(i);
            Spec.Service service = op.spec().service();
            String names = src.type(service.javaPackage() + "." + service.prefix() + "Operations");
            String json = String.join("\n + ", CodeLines.literals(successJson(spec, op)));
            b.append("\nOperationRow.of(" + names + "." + op.constant() + ").calling(c -> " + calls.call(op, src, "c")
                    + ").succeedsWith(" + op.successStatus() + ", " + json + ")."
                    + (op.idempotent() ? "resentOnFaults()" : "neverResent()") + (i == ops.size() - 1 ? ");\n" : ","));
        }
        b.append("}\n}\n");
        return src.append(b.toString()).toString();
    }
}
