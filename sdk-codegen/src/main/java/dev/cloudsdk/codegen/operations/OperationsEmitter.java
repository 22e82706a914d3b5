package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.text.Text;
import java.util.List;
import java.util.SortedMap;

/**
 * Writes each service's {@code *Operations} class (one public {@code OperationName} per operation), and holds the
 * emitters of the service modules' operation layer: {@code *Operations}, {@code *Api}, the blocking and async
 * facades, and the clients. Their rules and the vendor extensions they read are in
 * {@code sdk-codegen/EXTENSIONS-operations.md}.
 */
public final class OperationsEmitter implements Emitter {
    private OperationsEmitter() {}

    /** @return the emitters of the operation layer, in the order they run */
    public static List<Emitter> all() {
        return List.of(new OperationsEmitter(), new ApiEmitter(), new Facades(), new ClientEmitter());
    }

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        for (Spec.Service service : spec.services()) {
            String name = service.prefix() + "Operations";
            JavaSource src = new JavaSource(service.javaPackage());
            String type = src.type("dev.cloudsdk.core.OperationName");
            String bridge = src.type("dev.cloudsdk.core.runtime.OperationNames");
            src.append("/** The names of this module's operations, for {@code RetryPolicy.Builder.retryAsIdempotent}"
                    + " and for logs. */\n");
            src.append("public final class " + name + " {\n");
            for (Op op : Ops.of(spec, service)) {
                String text = Text.javadoc(op.spec().summary()) + ": {@code " + op.requestLine() + "}.";
                src.append("/** " + text + " */\npublic static final " + type + " " + op.constant() + " = " + bridge
                        + ".operationName(\"" + op.spec().upperCamel() + "\");\n");
            }
            src.append("\nprivate " + name + "() {\n}\n}\n");
            files.put(service.file("main", name), src.toString());
        }
    }
}
