package dev.cloudsdk.codegen.testkit;

import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
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
    private final Samples samples;

    /** @param spec the document */
    public Calls(Spec spec) {
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
            args.add(Types.expression(p.type(), samples.path(op, p), src::type));
        }
        boolean paged = op.paging() != null;
        Op.Request request = op.request();
        if (request != null && (request.preset() == null || paged)) {
            String type = src.type(request.type());
            args.add(
                    request.preset() != null
                            ? type + "." + request.preset() + "()"
                            : builder(op, type, m -> m.java(src::type)));
        }
        return client + ".create(" + config + ")." + o.group().key() + "()." + o.javaMethod()
                + (paged ? "Page" : op.bodyless() ? "WithResponse" : "") + "(" + String.join(", ", args) + ")";
    }

    /**
     * @param request the request record's class, as the file writes it
     * @param value the expression of a member's sample
     * @return the request record's builder with every required member set to its sample
     * @throws IllegalArgumentException when no sample argument can be written for one (a list or an object)
     */
    public String builder(Op op, String request, Function<Samples.Member, String> value) {
        return request + ".builder()"
                + samples.members(op).stream()
                        .filter(Samples.Member::required)
                        .map(m -> {
                            if (m.type() == null || m.sample().isArray()) {
                                throw new IllegalArgumentException(op.spec().id() + "/" + m.wire() + ": no sample"
                                        + " argument can be written for this schema; give the operation a default"
                                        + " request (x-cloudsdk-default-request) or simplify what it requires");
                            }
                            return "." + m.setter() + "(" + value.apply(m) + ")";
                        })
                        .collect(Collectors.joining())
                + ".build()";
    }
}
