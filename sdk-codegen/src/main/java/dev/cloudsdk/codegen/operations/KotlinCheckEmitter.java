package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.testkit.Samples;
import dev.cloudsdk.codegen.testkit.SuccessPathEmitter;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Writes kotlin-check's call of every operation from Kotlin: {@code <Operation>FromKotlinTest.kt} in
 * {@value #PACKAGE}, one test of the blocking method and one of the async one, each against the emulator of
 * sdk-testkit, declaring the result with the type the facade gives Kotlin (so the Kotlin compiler, strict about
 * JSpecify, refuses a result that became nullable) and asserting it at run time: a value of that type for an
 * operation with a body, {@code Unit} (blocking) and a {@code null} {@code Void?} (async) for one without, the
 * items of the first page for a list. The path's values are what the emulator's success path uses (the testkit's
 * {@code SuccessPath}: seeded by {@code SeededValues}, or made by a resource's generic create), the request is the
 * one the facade sends without one ({@code x-cloudsdk-default-request}) or the request record's builder with every
 * required member set to the document's sample ({@link Samples}), a uuid member named like a seeded value set to
 * it. A shape the generator cannot sample (a required array or object member with no default request) is refused,
 * naming the operation, as the contract calls refuse it. What the document cannot say of Kotlin (nullable members,
 * mistakes the compiler refuses, listeners) stays in the hand-written tests beside these.
 */
public final class KotlinCheckEmitter implements Emitter {
    /** The generated tests' package. */
    static final String PACKAGE = "dev.cloudsdk.kotlincheck.operations";
    /** Where they go. */
    static final String DIR = "kotlin-check/src/test/kotlin/" + PACKAGE.replace('.', '/') + "/";

    private static final String INDENT = "        ";
    private static final String MORE = "                ";

    /** The class of one operation's calls: its name, the path's values, then its two tests. */
    private static final String CLASS = """
            @ExtendWith(EmulatorExtension::class)
            class %sFromKotlinTest {
                /** The path's values: seeded, or made by a generic create, as on the emulator's success path. */
                private fun given(emulator: CloudEmulator): SuccessPath = %s
            %s}
            """;

    /** One test: its name, the client's class, then the call and its assertions. */
    private static final String TEST = """

                @Test
                fun %s(emulator: CloudEmulator) {
                    val given = given(emulator)
                    val client = %s.create(emulator.config())

            %s    }
            """;

    /**
     * @param operationId an operationId, such as {@code createPool}
     * @return the path of its generated Kotlin check
     */
    public static String path(String operationId) {
        return DIR + Names.upperCamel(operationId) + "FromKotlinTest.kt";
    }

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        Samples samples = new Samples(spec);
        List<Op> all = Ops.all(spec);
        for (Op op : all) {
            files.put(path(op.spec().id()), new KotlinFile(spec, samples, all, new TreeSet<>()).write(op));
        }
    }

    /**
     * One Kotlin file being written: the document, its samples and operations, and the imports its code asked for,
     * sorted in one block as the hand-written Kotlin tests have them.
     */
    private record KotlinFile(Spec spec, Samples samples, List<Op> all, TreeSet<String> imported) {
        /** @return the name to write for a qualified Java name (a function or constant too), imported */
        String type(String qualified) {
            if (qualified.equals("java.lang.Integer")) {
                return "Int";
            }
            // Kotlin's own String, Long, Double and Boolean are these classes, and need no import.
            if (!Set.of("java.lang.String", "java.lang.Long", "java.lang.Double", "java.lang.Boolean")
                    .contains(qualified)) {
                imported.add(qualified);
            }
            return qualified.substring(qualified.lastIndexOf('.') + 1);
        }

        String write(Op op) {
            Spec.Operation o = op.spec();
            List.of(
                            "dev.cloudsdk.testkit.CloudEmulator",
                            "dev.cloudsdk.testkit.EmulatorExtension",
                            "dev.cloudsdk.testkit.SuccessPath",
                            "org.junit.jupiter.api.Test",
                            "org.junit.jupiter.api.extension.ExtendWith",
                            "java.util.concurrent.TimeUnit.SECONDS")
                    .forEach(this::type);
            String client = type(o.service().javaPackage() + "." + o.service().prefix() + "Client");
            String given = given(op);
            String call = o.group().key() + "()." + o.javaMethod() + "(" + String.join(", ", arguments(op)) + ")";
            String comment = Javadoc.reflow("/** `" + o.id() + "` (`" + op.requestLine() + "`) called from Kotlin"
                    + " against the emulator, blocking and async, with the document's sample request: the result"
                    + " has the type Kotlin is given, and a value of it. */");
            String tests = Stream.of(false, true)
                    .map(async -> TEST.formatted(async ? "async" : "blocking", client, result(op, call, async)))
                    .collect(Collectors.joining());
            // The imports, sorted, once every type is written.
            String imports = imported.stream().map(i -> "import " + i + "\n").collect(Collectors.joining());
            return JavaSource.HEADER + "\npackage " + PACKAGE + "\n\n" + imports + "\n" + comment
                    + CLASS.formatted(o.upperCamel(), given, tests);
        }

        /**
         * @param facadeCall the facade's method called, such as {@code pools().create(...)}
         * @return the call's statement, through the client (and its {@code async()}, waited for), and its assertions,
         *     indented, each line ending with a line break
         */
        private String result(Op op, String facadeCall, boolean async) {
            String call = "client." + (async ? "async()." + facadeCall + ".get(10, SECONDS)" : facadeCall);
            String assertInstanceOf = "org.junit.jupiter.api.Assertions.assertInstanceOf";
            if (op.paging() != null) {
                String item = type(op.paging().itemType().qualified());
                String items = "val items: List<" + item + "> = ";
                String page = "val page: " + type("dev.cloudsdk.core.AsyncPage") + "<" + item + "> = " + call;
                return (async
                                ? CodeLines.code(INDENT, page, MORE) + INDENT + items + "page.items()\n"
                                : CodeLines.code(INDENT, items + call + ".toList()", MORE))
                        + "\n" + INDENT + type("org.junit.jupiter.api.Assertions.assertTrue")
                        + "(items.isNotEmpty(), \"the items of the first page\")\n" + INDENT + type(assertInstanceOf)
                        + "(" + classLiteral(op.paging().itemType().qualified()) + ", items[0])\n";
            }
            if (op.bodyless()) {
                return CodeLines.code(INDENT, "val done: " + (async ? "Void? = " : "Unit = ") + call, MORE) + "\n"
                        + INDENT
                        + (async
                                ? type("org.junit.jupiter.api.Assertions.assertNull") + "(done)\n"
                                : type("org.junit.jupiter.api.Assertions.assertEquals") + "(Unit, done)\n");
            }
            return CodeLines.code(
                            INDENT, "val result: " + type(op.result().type().qualified()) + " = " + call, MORE) + "\n"
                    + INDENT + type(assertInstanceOf) + "("
                    + classLiteral(op.result().type().qualified()) + ", result)\n";
        }

        private String classLiteral(String type) {
            String name = type(type);
            return name + (type.startsWith("java.lang.") ? "::class.javaObjectType" : "::class.java");
        }

        /**
         * @return the expression that gives the path's values: a {@code SuccessPath} with one step per path parameter,
         *     and for a list of a resource with no resource in its path, one made first so that the page has an item
         */
        private String given(Op op) {
            String steps = SuccessPathEmitter.steps(spec, samples, all, op, true);
            if (steps.contains("ApiOperation.")) {
                type("dev.cloudsdk.testkit.ApiOperation");
            }
            return type("dev.cloudsdk.testkit.SuccessPath") + "(emulator)" + steps;
        }

        /** @return the call's arguments: the path's values, then the request when the facade has no default for it */
        private List<String> arguments(Op op) {
            List<String> args = new ArrayList<>();
            for (Op.PathParam p : op.pathParameters()) {
                String value = "given.value(" + SuccessPathEmitter.string(p.wireName(), true) + ")";
                args.add(p.uuid() ? type(Types.UUID) + ".fromString(" + value + ")" : value);
            }
            Op.Request request = op.request();
            if (request != null && request.preset() == null) {
                args.add(samples.builder(op, type(request.type()), this::value));
            }
            return args;
        }

        /**
         * @return a Kotlin expression of the member's sample: the Java one of the contract calls
         *     ({@link Samples.Member#java}), but a UUID is the value seeded under the member's name when there is one,
         *     a Double is written as one (Kotlin takes no integer literal for it), and a {@code $} in a string is
         *     escaped (Kotlin reads it as a template)
         */
        private String value(Samples.Member m) {
            return switch (m.type()) {
                case Types.UUID ->
                    type(Types.UUID) + ".fromString(given.valueOr(" + SuccessPathEmitter.string(m.wire(), true) + ", "
                            + SuccessPathEmitter.string(m.sample().asText(), true) + "))";
                case "java.lang.Double" -> m.sample().asDouble() + "";
                default -> m.java(this::type).replace("$", "\\$");
            };
        }
    }
}
