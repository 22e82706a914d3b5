package dev.cloudsdk.codegen.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;
import java.util.List;
import java.util.SortedMap;

/**
 * Writes the fault matrix's rows ({@code sdk-conformance}'s {@code FaultMatrixRows}, a test source): per operation
 * its call through the facade ({@link Calls}), its first 2xx status with a sample body ({@link Samples}), and its
 * resend rule, {@link Spec.Operation#idempotent()}: a GET, PUT or DELETE is resent on faults; a POST is never
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
     * @param op an operation
     * @return whether the SDK resends it on faults without an opt-in
     */
    public static boolean resentOnFaults(Spec.Operation op) {
        return op.idempotent();
    }

    /**
     * @param op an operation
     * @return its first documented 2xx status
     * @throws IllegalArgumentException when it documents none
     */
    public static int successStatus(Spec.Operation op) {
        return op.statuses().stream().filter(s -> s >= 200 && s < 300).findFirst().orElseThrow(
                () -> new IllegalArgumentException(op.id() + ": no 2xx response is documented"));
    }

    /**
     * @param spec the document
     * @param op an operation
     * @return a sample of its success body as JSON, or the empty text when the success has no body
     *     ({@link Spec#bodyless}): the fault matrix then answers with no body and no {@code Content-Type}
     */
    public static String successJson(Spec spec, Spec.Operation op) {
        if (spec.bodyless(op)) {
            return "";
        }
        JsonNode response = spec.resolve(op.node().path("responses").path(String.valueOf(successStatus(op))));
        JsonNode schema = response.path("content").path("application/json").path("schema");
        return schema.isMissingNode() ? "" : new Samples(spec).json(schema, op.id());
    }

    static String write(Spec spec) {
        JavaSource src = new JavaSource(PACKAGE);
        String list = src.type("java.util.List");
        Calls calls = new Calls(spec);
        StringBuilder b = new StringBuilder();
        b.append(Javadoc.comment("", "The fault matrix's row of every operation of {@code api/openapi.yaml}: its call"
                + " through the facade with sample arguments, its success with a sample body made from the schema,"
                + " and its resend rule (a GET, PUT or DELETE is resent on faults, a POST never once it may have"
                + " been sent). {@code FaultMatrixTest} adds its hand-written rows.",
                List.of()));
        b.append("final class FaultMatrixRows {\n");
        b.append("    private FaultMatrixRows() {\n    }\n\n");
        b.append("    /** @return one row per operation, in the document's order */\n");
        b.append("    static ").append(list).append("<OperationRow> rows() {\n");
        b.append("        return ").append(list).append(".of(");
        List<Spec.Operation> ops = spec.operations();
        for (int i = 0; i < ops.size(); i++) {
            Spec.Operation op = ops.get(i);
            String names = src.type(op.service().javaPackage() + "." + op.service().prefix() + "Operations");
            b.append("\n                OperationRow.of(").append(names).append('.').append(op.upperSnake())
                    .append(")\n");
            b.append(CodeLines.code("                        ", ".calling(c -> " + calls.call(op, src, "c") + ")",
                    "                                "));
            b.append("                        .succeedsWith(").append(successStatus(op)).append(", ");
            List<String> json = CodeLines.literals(successJson(spec, op), Text.WIDTH - 44, Text.WIDTH - 35);
            b.append(String.join("\n                                + ", json)).append(")\n");
            b.append("                        .").append(resentOnFaults(op) ? "resentOnFaults()" : "neverResent()")
                    .append(i == ops.size() - 1 ? ");\n" : ",");
        }
        b.append("    }\n}\n");
        return src.append(b.toString()).toString();
    }
}
