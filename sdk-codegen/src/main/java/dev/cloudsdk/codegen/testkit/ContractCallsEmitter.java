package dev.cloudsdk.codegen.testkit;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.text.Javadoc;
import java.util.List;
import java.util.SortedMap;
import java.util.stream.Collectors;

/**
 * Writes the contract tests' document-driven case of every operation ({@code contract-tests}'
 * {@code ContractCalls}, a test source): its call through the facade with a sample request ({@link Calls}) and the
 * statuses the document gives it. Each contract test runs them against Prism (mock, and proxy in front of the
 * emulator); what needs the emulator's state (seeded resources, specific answers) stays hand-written there.
 */
public final class ContractCallsEmitter implements Emitter {
    /** Where the cases go. */
    public static final String PATH = "contract-tests/src/test/java/dev/cloudsdk/contract/ContractCalls.java";

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        files.put(PATH, write(spec));
    }

    static String write(Spec spec) {
        JavaSource src = new JavaSource("dev.cloudsdk.contract");
        String list = src.type("java.util.List");
        String set = src.type("java.util.Set");
        String function = src.type("java.util.function.Function");
        String config = src.type("dev.cloudsdk.core.ClientConfig");
        Calls calls = new Calls(spec);
        StringBuilder b = new StringBuilder();
        b.append(Javadoc.comment(
                "",
                "Every operation of {@code api/openapi.yaml} called once through its facade with sample path ids and "
                        + "the smallest valid request the schemas allow, with the statuses the document gives it. The "
                        + "contract tests run each against Prism, which checks the request and the answer.",
                List.of()));
        b.append("final class ContractCalls {\nprivate ContractCalls() {\n}\n\n");
        b.append(Javadoc.comment(
                "    ",
                "One operation's call.",
                List.of(
                        "@param operationId the operationId, as each case is named",
                        "@param call calls the operation once with a client built from the config, "
                                + "returning its result",
                        "@param documented every status the document gives the operation")));
        b.append("record Call(String operationId, %s<%s, Object> call, %s<Integer> documented) {\n"
                .formatted(function, config, set));
        b.append("@Override\npublic String toString() {\nreturn operationId;\n}\n}\n\n");
        b.append("/** @return one call per operation, in the document's order */\n");
        b.append("static " + list + "<Call> all() {\nreturn " + list + ".of(");
        List<Op> ops = Ops.all(spec);
        for (int i = 0; i < ops.size(); i++) {
            Op op = ops.get(i);
            String statuses = op.spec().statuses().stream().map(String::valueOf).collect(Collectors.joining(", "));
            b.append("\nnew Call(\"" + op.spec().id() + "\", c -> " + calls.call(op, src, "c") + ", " + set + ".of("
                    + statuses + "))" + (i == ops.size() - 1 ? ");\n" : ","));
        }
        b.append("}\n}\n");
        return src.append(b.toString()).toString();
    }
}
