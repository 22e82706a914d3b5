package dev.cloudsdk.codegen.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

/**
 * Writes the tables of one row per operation that call it through the facade with a sample request ({@link #call}),
 * each a test source:
 *
 * <ul>
 *   <li>the fault matrix's rows ({@code sdk-conformance}'s {@code FaultMatrixRows}): per operation its call, its first
 *       2xx status with a sample body ({@link Samples}), and its resend rule, {@link Op#idempotent()}: a GET, PUT or
 *       DELETE is resent on faults; a POST is never resent once it may have reached the server. Rows that the
 *       document cannot give (a retry policy opted in by the user) stay hand-written in {@code FaultMatrixTest}.
 *   <li>the contract tests' document-driven case of every operation ({@code contract-tests}' {@code ContractCalls}):
 *       its call and the statuses the document gives it. Each contract test runs them against Prism (mock, and proxy
 *       in front of the emulator); what needs the emulator's state (seeded resources, specific answers) stays
 *       hand-written there.
 * </ul>
 */
public final class CallTablesEmitter implements Emitter {
    /** Where the fault matrix's rows go. */
    public static final String FAULT_ROWS =
            "sdk-conformance/src/test/java/dev/cloudsdk/conformance/FaultMatrixRows.java";

    /** Where the contract tests' cases go. */
    public static final String CONTRACT_CALLS = "contract-tests/src/test/java/dev/cloudsdk/contract/ContractCalls.java";

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        files.put(FAULT_ROWS, faultRows(spec));
        files.put(CONTRACT_CALLS, contractCalls(spec));
    }

    /**
     * @param spec the document
     * @param op an operation
     * @return a sample of its success body as JSON, or the empty text when the success has no body
     *     ({@link Op#bodyless()}): the fault matrix then answers with no body and no {@code Content-Type}
     */
    public static String successJson(Spec spec, Op op) {
        JsonNode schema = op.result().schema();
        return schema == null
                ? ""
                : new Samples(spec).node(schema, op.spec().id()).toString();
    }

    private static String faultRows(Spec spec) {
        JavaSource src = new JavaSource("dev.cloudsdk.conformance");
        String doc = Javadoc.comment(
                "The fault matrix's row of every operation of {@code api/openapi.yaml}: its call through the facade "
                        + "with sample arguments, its success with a sample body made from the schema, and its resend "
                        + "rule (a GET, PUT or DELETE is resent on faults, a POST never once it may have been sent). "
                        + "{@code FaultMatrixTest} adds its hand-written rows.");
        String list = src.type("java.util.List");
        String head = doc + "final class FaultMatrixRows {\nprivate FaultMatrixRows() {\n}\n\n"
                + "/** @return one row per operation, in the document's order */\n"
                + "static " + list + "<OperationRow> rows() {\nreturn " + list + ".of(";
        return table(spec, src, head, (op, call) -> {
            Spec.Service service = op.spec().service();
            String names = src.type(service.javaPackage() + "." + service.prefix() + "Operations");
            String json = String.join("\n + ", CodeLines.literals(successJson(spec, op)));
            return "OperationRow.of(" + names + "." + op.constant() + ").calling(c -> " + call
                    + ").succeedsWith(" + op.successStatus() + ", " + json + ")."
                    + (op.idempotent() ? "resentOnFaults()" : "neverResent()");
        });
    }

    private static String contractCalls(Spec spec) {
        JavaSource src = new JavaSource("dev.cloudsdk.contract");
        String list = src.type("java.util.List");
        String set = src.type("java.util.Set");
        String head = Javadoc.comment(
                        "Every operation of {@code api/openapi.yaml} called once through its facade with sample path "
                                + "ids and the smallest valid request the schemas allow, with the statuses the "
                                + "document gives it ({@code ContractCall}). The contract tests run each against "
                                + "Prism, which checks the request and the answer.")
                + "final class ContractCalls {\nprivate ContractCalls() {\n}\n\n"
                + "/** @return one call per operation, in the document's order */\n"
                + "static " + list + "<ContractCall> all() {\nreturn " + list + ".of(";
        return table(spec, src, head, (op, call) -> {
            String statuses = op.spec().statuses().stream().map(String::valueOf).collect(Collectors.joining(", "));
            return "new ContractCall(\"" + op.spec().id() + "\", c -> " + call + ", " + set + ".of(" + statuses + "))";
        });
    }

    /**
     * @param head the file up to the table's {@code List.of(}
     * @param row an operation's row, given its call through the facade
     * @return the file: the head, then one row per operation, in the document's order, and the closing braces
     */
    private static String table(Spec spec, JavaSource src, String head, BiFunction<Op, String, String> row) {
        Samples samples = new Samples(spec);
        String rows = Ops.all(spec).stream()
                .map(op -> "\n" + row.apply(op, call(samples, op, src)))
                .collect(Collectors.joining(","));
        return src.append(head + rows + ");\n}\n}\n").toString();
    }

    /**
     * A Java call of an operation through its facade: {@code <Prefix>Client.create(c)}, the group accessor and method
     * of the extensions, sample path arguments, and the request: none when the operation has a default
     * ({@code x-cloudsdk-default-request}), else its builder with every required member set to a sample. A list
     * ({@link Op#paging()}) is called through {@code <method>Page}, which sends its request at once; an operation
     * without a body ({@link Op#bodyless()}) through {@code <method>WithResponse}, whose {@code Response} (status,
     * headers, request id) is the call's result: its plain method returns {@code void}, which a
     * {@code Function<ClientConfig, Object>} cannot return.
     *
     * @param src the file the call goes in, for its imports
     * @return the call, such as {@code LoadBalancerClient.create(c).pools().create(UUID.fromString("..."), ...)}
     */
    private static String call(Samples samples, Op op, JavaSource src) {
        Spec.Operation o = op.spec();
        Spec.Service service = o.service();
        String client = src.type(service.javaPackage() + "." + service.prefix() + "Client");
        List<String> args = new ArrayList<>();
        for (Op.PathParam p : op.pathParameters()) {
            args.add(Types.expression(p.type().qualified(), samples.path(op, p), src::type));
        }
        boolean paged = op.paging() != null;
        Op.Request request = op.request();
        if (request != null && (request.preset() == null || paged)) {
            String type = src.type(request.type());
            args.add(
                    request.preset() != null
                            ? type + "." + request.preset() + "()"
                            : samples.builder(op, type, m -> m.java(src::type)));
        }
        return client + ".create(c)." + o.group().key() + "()." + o.javaMethod()
                + (paged ? "Page" : op.bodyless() ? "WithResponse" : "") + "(" + String.join(", ", args) + ")";
    }
}
