package dev.cloudsdk.codegen.docs;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.text.Regions;
import java.nio.file.Path;
import java.util.SortedMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes the rows of README.md's operations table, between the lines {@code <!-- operations:start -->}
 * and {@code <!-- operations:end -->}: one row
 * per operation with its request, its blocking and async call and whether it sends {@code X-Region}. Everything
 * outside the markers is kept byte for byte ({@link Regions}). The client variable of a call ({@code lb}) is the
 * one the service's {@code example} declares ({@code LoadBalancerClient lb = ...}), else the prefix in lower camel
 * case.
 */
public final class ReadmeEmitter implements Emitter {
    /** The README's path from the repository root. */
    public static final String PATH = "README.md";

    private final Path root;

    /** @param root the repository root, whose README.md holds the markers */
    public ReadmeEmitter(Path root) {
        this.root = root;
    }

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        files.put(PATH, Regions.replace(PATH, Regions.current(root, PATH, files), "operations", indent -> table(spec)));
    }

    /**
     * @param spec the document
     * @return the table: header, separator and one row per operation, in the document's order
     */
    public static String table(Spec spec) {
        StringBuilder b = new StringBuilder("| operationId | Request | Blocking call | Async call | X-Region |\n");
        b.append("|---|---|---|---|---|\n");
        for (Op op : Ops.all(spec)) {
            Spec.Operation o = op.spec();
            String client = clientVariable(spec, o.service());
            String call = o.group().key() + "()." + o.javaMethod() + "(" + String.join(", ", op.arguments(true)) + ")";
            b.append("| `" + o.id() + "` | `" + op.requestLine() + "` | `" + client + "." + call + "` | `" + client
                    + ".async()." + call + "` | " + (op.regional() ? "yes" : "no") + " |\n");
        }
        return b.toString();
    }

    /**
     * @param spec the document
     * @param service a service
     * @return the variable the service's {@code example} declares its client in, such as {@code lb}
     */
    static String clientVariable(Spec spec, Spec.Service service) {
        String example = spec.root()
                .path("x-cloudsdk-services")
                .path(service.key())
                .path("example")
                .asText("");
        Matcher m = Pattern.compile("\\b" + Pattern.quote(service.prefix()) + "Client\\s+(\\w+)\\s*=")
                .matcher(example);
        return m.find() ? m.group(1) : service.variable();
    }
}
