package dev.cloudsdk.codegen.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.text.CodeLines;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * Java calls of one operation through its facade, built from the document: {@code <Prefix>Client.create(c)}, the
 * group accessor and method of the extensions, sample path arguments, and the request: none when the operation
 * has a default ({@code x-cloudsdk-default-request}), else its builder with every required member set to a sample.
 * A list ({@link Op#paging()}) is called through {@code <method>Page}, which sends its request at once;
 * an operation without a body ({@link Op#bodyless()}) through {@code <method>WithResponse}, whose {@code Response}
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
    public String call(Op op, JavaSource src, String config) {
        Spec.Operation o = op.spec();
        Spec.Service service = o.service();
        String client = src.type(service.javaPackage() + "." + service.prefix() + "Client");
        List<String> args = new ArrayList<>();
        for (Op.PathParam p : op.pathParameters()) {
            args.add(value(p.schema(), o.id() + "/" + p.wireName(), src::type, service));
        }
        boolean paged = op.paging() != null;
        Op.Request request = op.request();
        if (request != null && (request.preset() == null || paged)) {
            String type = src.type(request.type());
            args.add(
                    request.preset() != null
                            ? type + "." + request.preset() + "()"
                            : builder(op, type, m -> value(m.schema(), o.id() + "/" + m.wire(), src::type, service)));
        }
        return client + ".create(" + config + ")." + o.group().key() + "()." + o.javaMethod()
                + (paged ? "Page" : op.bodyless() ? "WithResponse" : "") + "(" + String.join(", ", args) + ")";
    }

    /**
     * @param request the request record's class, as the file writes it
     * @param value the expression of a member's sample
     * @return the request record's builder with every required member set to its sample
     */
    public String builder(Op op, String request, Function<Op.Member, String> value) {
        return request + ".builder()"
                + op.requiredMembers(spec).stream()
                        .map(m -> "." + m.setter() + "(" + value.apply(m) + ")")
                        .collect(Collectors.joining())
                + ".build()";
    }

    /**
     * @param type what to write for a qualified class name (the simple name, once imported)
     * @return a Java expression of a sample of the schema
     * @throws IllegalArgumentException when no sample can be written for it (a required array or object)
     */
    public String value(JsonNode raw, String seed, UnaryOperator<String> type, Spec.Service service) {
        JsonNode s = spec.resolve(raw);
        JsonNode sample = samples.sample(raw, seed, 0);
        if (sample == null || sample.isContainerNode() || s.has("x-cloudsdk-java-type")) {
            throw new IllegalArgumentException(seed + ": no sample argument can be written for this schema; give the"
                    + " operation a default request (x-cloudsdk-default-request) or simplify what it requires");
        }
        if (s.has("enum")) {
            String member = seed.substring(seed.lastIndexOf('/') + 1);
            return type.apply(service.modelPackage() + "." + spec.className(raw, Names.upperCamel(member))) + "."
                    + sample.asText();
        }
        String scalar = Types.scalar(s);
        return scalar != null
                ? Types.expression(scalar, sample, type)
                : sample.isTextual() ? CodeLines.literal(sample.asText()) : sample.asText();
    }
}
