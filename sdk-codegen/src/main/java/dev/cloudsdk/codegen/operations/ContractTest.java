package dev.cloudsdk.codegen.operations;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.testkit.CallTablesEmitter;
import dev.cloudsdk.codegen.testkit.Samples;
import dev.cloudsdk.codegen.text.CodeLines;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * Writes the wire contract of every operation ({@link #emitter()}): a test class {@code <Operation>ContractTest} in
 * its service module's test sources that describes the operation as data for sdk-core's {@code ContractSuite}, which
 * holds the checks once (on {@code WireTest}: a loopback MockWebServer per test, the token canary, recorded sleeps,
 * the connection-leak check). From the document alone ({@link Ops}, and the samples of {@link Samples}: examples
 * where the document has them, else values derived per type and format) it gives:
 * <ul>
 *   <li>the sample call, its {@code ...WithResponse} call blocking and async, and what it sends: method, path
 *       template and values, {@code X-Region} exactly when the operation declares it, the exact JSON body or each
 *       query parameter with its sample;</li>
 *   <li>the first 2xx with a sample body, and the assertions on the typed result read from it (scalars equal to
 *       the samples, lists of the sample's size, objects present);</li>
 *   <li>each documented error status with the exception sdk-core's {@code AttemptCodec} maps it to;</li>
 *   <li>the null path arguments and request, and the requests without a required member, that are refused;</li>
 *   <li>the call without a request and the default request's body it sends ({@code x-cloudsdk-default-request}).</li>
 * </ul>
 * What the document cannot say (pagination across pages, prefetch, a server's odd answers) stays in the
 * hand-written wire tests.
 *
 * <p>An instance is one operation's class being written: its path constants, {@code request()}, then {@code
 * contract()}: the sample call and its {@code ...WithResponse} twins, the method, path and path values, {@code
 * X-Region} or none, the exact request body or the query, the success with its sample body and the assertions on
 * what it reads, the call without a request and the default body it sends, each documented error status with the
 * exception sdk-core maps it to, and the arguments refused before anything is sent. Each statement is written on
 * one line: the formatter lays the file out (see {@code Generator}). Its samples: a value per path parameter, the
 * members a sample request sets (body or query) and the JSON it is sent as, each as the document's examples give it
 * or {@link Samples} derives it.
 */
public final class ContractTest {
    static final String CORE = "dev.cloudsdk.core.";

    private final Spec spec;
    private final Op op;
    private final JavaSource src;
    /** The samples of the document, where it has examples, else derived per type and format. */
    private final Samples samples;
    /** The sample success body, or empty when the success has none. */
    private final String successJson;
    /** The members of the request. */
    private final List<Samples.Member> all;
    /**
     * The members the sample request sets: those a test can write and compare (a number is sent as {@code 1.0} for
     * the sample's {@code 1}).
     */
    private final List<Samples.Member> members;

    /** @return the emitter of every operation's contract test class, in its service module's test sources */
    public static Emitter emitter() {
        return (spec, files) -> {
            for (Op op : Ops.all(spec)) {
                String name = op.spec().upperCamel() + "ContractTest";
                files.put(op.spec().service().file("test", name), new ContractTest(spec, op).write());
            }
        };
    }

    ContractTest(Spec spec, Op op) {
        this.spec = spec;
        this.op = op;
        this.src = new JavaSource(op.spec().service().javaPackage());
        this.samples = new Samples(spec);
        this.successJson = CallTablesEmitter.successJson(spec, op);
        this.all = samples.members(op);
        this.members = all.stream()
                .filter(m -> m.type() != null && !m.type().equals("java.lang.Double"))
                .toList();
    }

    /** Appends code, then a line break. */
    private void line(String code) {
        src.append(code + "\n");
    }

    /**
     * @param async whether through the async facade
     * @param suffix what follows the method's name: {@code Page}, {@code WithResponse}
     * @return the facade method called with the arguments, through a client of the check's {@code config}
     */
    private String invocation(boolean async, String suffix, List<String> args) {
        Spec.Operation o = op.spec();
        Spec.Service s = o.service();
        String client = src.type(s.javaPackage() + "." + s.prefix() + "Client");
        return "config -> " + client + ".create(config)." + (async ? "async()." : "")
                + o.group().key() + "()." + o.javaMethod() + suffix + "(" + String.join(", ", args) + ")";
    }

    /**
     * @return the facade method of the sample call (a list's page; a response without a body is only had with its
     *     metadata) called with the arguments
     */
    private String invocation(List<String> args) {
        return invocation(false, (op.paging() != null ? "Page" : "") + (op.bodyless() ? "WithResponse" : ""), args);
    }

    /**
     * @param withRequest whether the request is an argument
     * @return the arguments of the sample call: the path constants, in the template's order, then {@code request()}
     *     when there is one and it is an argument
     */
    private List<String> arguments(boolean withRequest) {
        return op.each(withRequest, p -> Names.upperSnake(p.javaName()), r -> "request()");
    }

    /** @return the request's builder with every sample member set, or every one but {@code without}, then built */
    private String builder(Op.Request r, @Nullable String without) {
        return src.type(r.type()) + ".builder()"
                + members.stream()
                        .filter(m -> !m.wire().equals(without))
                        .map(m -> "." + m.setter() + "(" + m.java(src::type) + ")")
                        .collect(Collectors.joining())
                + ".build()";
    }

    /** @return the test class's source */
    String write() {
        Spec.Operation o = op.spec();
        int success = op.successStatus();
        String suite = src.type(CORE + "testing.ContractSuite");
        src.append("""
                /**
                 * The wire contract of {@code %s} ({@code %s}), generated from the document as the data that
                 * {@link %s} checks: the request a sample call sends, the %d with its metadata (blocking and async)
                 * and every documented error status, the resend rule and the argument checks. What the document
                 * cannot say is in the hand-written wire tests.
                 */
                class %sContractTest extends %s {
                """.formatted(o.id(), op.requestLine(), suite, success, o.upperCamel(), suite));
        constants();
        request();
        line("@Override\nprotected " + suite + ".Contract<?> contract() {");
        String suffix = (op.paging() != null ? "Page" : "") + "WithResponse";
        List<String> args = arguments(true);
        line("return " + suite + ".Contract.of(" + CodeLines.literal(o.id()) + ", " + invocation(args) + ", "
                + invocation(false, suffix, args) + ", " + invocation(true, suffix, args) + ")");
        line(".sends(" + CodeLines.literal(op.method()) + ", " + CodeLines.literal(o.template())
                + arguments(false).stream().map(a -> ", " + a).collect(Collectors.joining()) + ")");
        if (op.regional()) {
            line(".regional()");
        }
        if (op.request() != null && op.request().body()) {
            ObjectNode body = JsonNodeFactory.instance.objectNode();
            members.forEach(m -> body.set(m.wire(), m.sample()));
            line(".body(" + literal(body.toString()) + ")");
        } else {
            for (Samples.Member m : members) {
                String values = (m.sample().isArray() ? m.sample().valueStream() : Stream.of(m.sample()))
                        .map(v -> ", " + CodeLines.literal(v.asText()))
                        .collect(Collectors.joining());
                line(".query(" + CodeLines.literal(m.wire()) + values + ")");
            }
        }
        if (op.bodyless()) {
            line(".answers(" + success + ")");
        } else {
            src.type("org.assertj.core.api.Assertions");
            line(".answers(" + success + ", " + literal(successJson) + ", result -> {");
            resultAssertions();
            line("})");
        }
        preset();
        op.errors()
                .keySet()
                .forEach(status -> line(".fails(" + status + ", " + src.type(exception(status)) + ".class)"));
        argumentChecks();
        line(";\n}\n}");
        return src.toString();
    }

    private void constants() {
        for (Op.PathParam p : op.pathParameters()) {
            line("private static final " + p.type().render(src, false) + " " + Names.upperSnake(p.javaName()) + " = "
                    + value(p.type().qualified(), samples.path(op, p)) + ";");
        }
        line("");
    }

    /** @return the JSON text as a string literal, cut over lines */
    private static String literal(String json) {
        return String.join("\n + ", CodeLines.literals(json));
    }

    /** {@code request()}, when the operation takes one. */
    private void request() {
        Op.Request r = op.request();
        if (r != null) {
            src.append("""
                    /** @return a request with a sample of every member the document lets a sample set */
                    private static %s request() {
                    return %s;
                    }

                    """.formatted(src.type(r.type()), builder(r, null)));
        }
    }

    /** The assertions on what the sample call reads from the success's sample body. */
    private void resultAssertions() {
        JsonNode body = samples.node(op.result().schema(), op.spec().id());
        JsonNode schema = spec.resolve(op.result().schema());
        Op.Paging paging = op.paging();
        String shape = op.result().shape();
        if (paging != null) {
            JsonNode items = body.path(paging.itemsMember());
            line("Assertions.assertThat(result.items()).hasSize(" + items.size() + ");");
            if (!items.isEmpty()) {
                line(paging.itemType().render(src, false) + " item = result.items().get(0);");
                fields(
                        "item",
                        schema.path("properties").path(paging.itemsMember()).path("items"),
                        items.get(0));
            }
        } else if (shape.contains("ResponseShape.whole(")) {
            fields("result", schema, body);
        } else {
            String member = shape.substring(shape.indexOf("(\"") + 2, shape.indexOf("\","));
            JsonNode value = body.path(member);
            if (value.isObject()) {
                fields("result", schema.path("properties").path(member), value);
            } else {
                line("Assertions.assertThat(result).isEqualTo("
                        + value(op.result().type().qualified(), value) + ");");
            }
        }
    }

    /** Asserts the record's accessors: scalars equal to the sample, lists of its size, objects present. */
    private void fields(String variable, JsonNode raw, JsonNode sample) {
        for (Map.Entry<String, JsonNode> p :
                spec.resolve(raw).path("properties").properties()) {
            JsonNode value = sample.get(p.getKey());
            if (value == null || value.isNull()) {
                continue;
            }
            String accessor = p.getValue().path("x-cloudsdk-name").asText(Names.lowerCamel(p.getKey()));
            String actual = "Assertions.assertThat(" + variable + "." + accessor + "())";
            if (value.isArray()) {
                line(actual + ".hasSize(" + value.size() + ");");
            } else if (value.isObject() || spec.resolve(p.getValue()).has("x-cloudsdk-java-type")) {
                line(actual + ".isNotNull();");
            } else {
                String type = scalarType(p.getValue());
                if (type != null) {
                    line(actual + ".isEqualTo(" + value(type, value) + ");");
                }
            }
        }
    }

    /**
     * @param status an error status
     * @return the exception sdk-core's {@code AttemptCodec} maps it to
     */
    static String exception(int status) {
        return CORE
                + switch (status) {
                    case 400 -> "BadRequestException";
                    case 401 -> "AuthenticationException";
                    case 404 -> "NotFoundException";
                    case 409 -> "ConflictException";
                    case 429 -> "RateLimitException";
                    default -> status >= 500 && status <= 599 ? "ServerException" : "ApiException";
                };
    }

    /** The call without a request, and the default request's body it sends ({@code x-cloudsdk-default-request}). */
    private void preset() {
        Op.Request r = op.request();
        if (r == null || !r.body() || r.preset() == null) {
            return;
        }
        ObjectNode expected = JsonNodeFactory.instance.objectNode();
        JsonNode schema = spec.resolve(op.requestSchema());
        for (JsonNode preset : schema.path("x-cloudsdk-presets")) {
            if (preset.path("name").asText().equals(r.preset())) {
                for (Map.Entry<String, JsonNode> p : schema.path("properties").properties()) {
                    if (preset.path("set").has(p.getKey())) {
                        expected.set(p.getKey(), preset.path("set").get(p.getKey()));
                    }
                }
            }
        }
        line(".withoutRequest(" + invocation(false, op.bodyless() ? "WithResponse" : "", arguments(false)) + ", "
                + CodeLines.literal(expected.toString()) + ")");
    }

    /** A null path argument or request, and a request without a required member, are refused, named. */
    private void argumentChecks() {
        List<String> names = op.arguments(true);
        Op.Request r = op.request();
        List<String> types = op.each(true, p -> p.type().render(src, false), q -> src.type(q.type()));
        for (int i = 0; i < names.size(); i++) {
            List<String> with = new ArrayList<>(arguments(true));
            with.set(i, "(" + types.get(i) + ") null");
            line(".refusesNull(" + CodeLines.literal(names.get(i)) + ", " + invocation(with) + ")");
        }
        if (r != null && r.body()) {
            for (Samples.Member m : all) {
                if (m.required() && !spec.resolve(m.schema()).path("nullable").asBoolean()) {
                    line(".requires(" + CodeLines.literal(m.setter()) + ", () -> " + builder(r, m.wire()) + ")");
                }
            }
        }
    }

    /**
     * @return the Java type of a scalar member whose sample a test can write and compare, or {@code null}: an enum
     *     without a name of its own, a number, an object or an array
     */
    private @Nullable String scalarType(JsonNode raw) {
        JsonNode s = spec.resolve(raw);
        if (s.has("enum")) {
            return Spec.refName(raw) == null ? null : op.spec().service().modelPackage() + "." + Spec.refName(raw);
        }
        String type = Types.scalar(s);
        return "java.lang.Double".equals(type) ? null : type;
    }

    /** @return the sample as a Java expression of the type */
    private String value(String type, JsonNode sample) {
        return Types.expression(type, sample, src::type);
    }
}
