package dev.cloudsdk.codegen.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.text.CodeLines;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Java calls of one operation through its facade, built from the document: {@code <Prefix>Client.create(c)}, the
 * group accessor and method of the extensions, sample path arguments, and the request: none when the operation
 * has a default ({@code x-cloudsdk-default-request}), else its builder with every required member set to a sample.
 * A list ({@code x-cloudsdk-pagination}) is called through {@code <method>Page}, which sends its request at once;
 * an operation without a body ({@link Spec#bodyless}) through {@code <method>WithResponse}, whose {@code Response}
 * (status, headers, request id) is the call's result: its plain method returns {@code void}, which a
 * {@code Function<ClientConfig, Object>} cannot return.
 */
public final class Calls {
    private final Spec spec;
    private final Samples samples;

    /** @param spec the document */
    public Calls(Spec spec) {
        this.spec = spec;
        this.samples = new Samples(spec);
    }

    /**
     * @param op an operation
     * @param src the file the call goes in, for its imports
     * @param config the expression of the {@code ClientConfig}
     * @return the call, such as {@code LoadBalancerClient.create(c).pools().create(UUID.fromString("..."), ...)}
     */
    public String call(Spec.Operation op, JavaSource src, String config) {
        Spec.Service service = op.service();
        String client = src.type(service.javaPackage() + "." + service.prefix() + "Client");
        List<String> args = new ArrayList<>();
        for (Spec.Parameter p : TestkitEmitter.pathParameters(op)) {
            args.add(value(p.schema(), op.id() + "/" + p.wireName(), src, service));
        }
        boolean paged = op.extension("pagination") != null;
        String type = requestType(op);
        JsonNode preset = op.extension("default-request");
        if (type != null && (preset == null || paged)) {
            String request = src.type(service.modelPackage() + "." + type);
            args.add(preset != null ? request + "." + preset.asText() + "()" : builder(op, request, src));
        }
        return client + ".create(" + config + ")." + op.group().key() + "()." + op.javaMethod()
                + (paged ? "Page" : spec.bodyless(op) ? "WithResponse" : "") + "(" + String.join(", ", args) + ")";
    }

    /**
     * @param op an operation
     * @return its request record's simple name, or {@code null} when it takes none
     */
    public @Nullable String requestType(Spec.Operation op) {
        JsonNode named = op.extension("request");
        if (named != null) {
            return named.asText();
        }
        JsonNode body = op.node().path("requestBody").path("content").path("application/json").path("schema");
        if (!body.isMissingNode()) {
            return javaName(body, op.upperCamel() + "Request");
        }
        return op.queryParameters().isEmpty() ? null : op.upperCamel() + "Request";
    }

    private String builder(Spec.Operation op, String request, JavaSource src) {
        StringBuilder b = new StringBuilder(request).append(".builder()");
        JsonNode body = requestSchema(op);
        if (body != null) {
            for (Map.Entry<String, JsonNode> p : body.path("properties").properties()) {
                if (Samples.required(body, p.getKey())) {
                    b.append('.').append(member(p)).append('(')
                            .append(value(p.getValue(), op.id() + "/" + p.getKey(), src, op.service())).append(')');
                }
            }
        } else {
            for (Spec.Parameter q : op.queryParameters()) {
                if (q.required()) {
                    b.append('.').append(q.javaName()).append('(')
                            .append(value(q.schema(), op.id() + "/" + q.wireName(), src, op.service())).append(')');
                }
            }
        }
        return b.append(".build()").toString();
    }

    private @Nullable JsonNode requestSchema(Spec.Operation op) {
        JsonNode body = op.node().path("requestBody").path("content").path("application/json").path("schema");
        return body.isMissingNode() ? null : spec.resolve(body);
    }

    private static String member(Map.Entry<String, JsonNode> p) {
        JsonNode name = p.getValue().get("x-cloudsdk-name");
        return name != null ? name.asText() : Names.lowerCamel(p.getKey());
    }

    /** @return the Java name of a named schema: {@code x-cloudsdk-java-name}, else its name */
    private String javaName(JsonNode raw, String fallback) {
        JsonNode s = spec.resolve(raw);
        String ref = Spec.refName(raw);
        return s.has("x-cloudsdk-java-name") ? s.get("x-cloudsdk-java-name").asText() : ref != null ? ref : fallback;
    }

    /**
     * @return a Java expression of a sample of the schema
     * @throws IllegalArgumentException when no sample can be written for it (a required array or object)
     */
    String value(JsonNode raw, String seed, JavaSource src, Spec.Service service) {
        JsonNode s = spec.resolve(raw);
        JsonNode sample = samples.sample(raw, seed, 0);
        String format = s.path("format").asText("");
        if (sample == null || sample.isContainerNode() || s.has("x-cloudsdk-java-type")) {
            throw new IllegalArgumentException(seed + ": no sample argument can be written for this schema; give the"
                    + " operation a default request (x-cloudsdk-default-request) or simplify what it requires");
        }
        if (s.has("enum")) {
            String member = seed.substring(seed.lastIndexOf('/') + 1);
            return src.type(service.modelPackage() + "." + javaName(raw, Names.upperCamel(member))) + "."
                    + sample.asText();
        }
        if (format.equals("uuid")) {
            return src.type("java.util.UUID") + ".fromString(\"" + sample.asText() + "\")";
        }
        if (format.equals("date-time")) {
            return src.type("java.time.Instant") + ".parse(\"" + sample.asText() + "\")";
        }
        if (sample.isTextual()) {
            return CodeLines.literal(sample.asText());
        }
        return sample.asText() + (format.equals("int64") ? "L" : "");
    }
}
