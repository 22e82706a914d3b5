package dev.cloudsdk.conformance;

import dev.cloudsdk.conformance.ApiDocument.Operation;
import dev.cloudsdk.conformance.ServiceModules.Declaration;
import dev.cloudsdk.conformance.ServiceModules.Name;
import dev.cloudsdk.core.runtime.RegionHeader;
import dev.cloudsdk.testkit.ApiOperation;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Checks, for each operation of {@code api/openapi.yaml}, every piece CONTRIBUTING.md lists, and collects one
 * line per missing or wrong piece, prefixed with the operationId, instead of stopping at the first. The hand-written
 * pieces (emulator handler, contract cases, the fixtures of a hand-written wire test where there is one) are named as
 * such; a generated piece that is missing or wrong (the wire contract among them) says to regenerate, never to
 * edit.
 */
final class Completeness {
    /** Generated from the document: a missing row means the generated sources are stale. */
    static final String FAULT_MATRIX = "sdk-conformance/src/test/java/dev/cloudsdk/conformance/FaultMatrixRows.java";

    static final List<String> CONTRACT_TESTS = List.of(
            "contract-tests/src/test/java/dev/cloudsdk/contract/SdkAgainstPrismMockIT.java",
            "contract-tests/src/test/java/dev/cloudsdk/contract/EmulatorThroughPrismProxyIT.java",
            "contract-tests/src/test/java/dev/cloudsdk/contract/EmulatorServerThroughPrismProxyIT.java");
    /** Generated from the document: one call per operation, which each contract test runs. */
    static final String CONTRACT_CALLS = "contract-tests/src/test/java/dev/cloudsdk/contract/ContractCalls.java";

    /** Said of a piece sdk-codegen writes: no hand edit, the generated sources are behind the document. */
    private static final String REGENERATE =
            " (generated: run ./mvnw -B -q -pl sdk-codegen -am compile" + " exec:java@generate)";

    private final Path root;
    private final ServiceModules sdk;
    private final ReadmeOperations readme;
    private final List<String> problems = new ArrayList<>();

    Completeness(Path root, ServiceModules sdk, ReadmeOperations readme) {
        this.root = root;
        this.sdk = sdk;
        this.readme = readme;
    }

    /** @return every problem found, one line each, in document order; empty when every operation is complete */
    List<String> check(List<Operation> operations) {
        for (Operation op : operations) {
            Declaration declared = declaration(op);
            Name name = operationName(op);
            Facades facades = declared == null ? null : facades(op, declared);
            emulatorRoute(op);
            String handler = HandWrittenPieces.emulatorHandler(root, op);
            if (handler != null) {
                problem(op, "emulator handler", handler);
            }
            contractCases(op);
            faultMatrixRow(op, name);
            wireTests(op, declared);
            readmeRow(op, facades);
        }
        nothingUndocumented(operations);
        return problems;
    }

    /** The pieces sdk-codegen writes: a problem with one is fixed by regenerating, never by a hand edit. */
    private static final Set<String> GENERATED_PIECES =
            Set.of("declaration", "blocking method", "async method", "emulator route", "README row");

    private void problem(Operation op, String piece, String detail) {
        boolean generated = GENERATED_PIECES.contains(piece) && !detail.endsWith(REGENERATE);
        problems.add(op.operationId() + ": " + piece + ": " + detail + (generated ? REGENERATE : ""));
    }

    private String rel(Path p) {
        return root.relativize(p).toString();
    }

    private Declaration declaration(Operation op) {
        List<Declaration> found = sdk.declarations.stream()
                .filter(d -> d.endpoint().operation().name().value().equals(op.upperCamel()))
                .collect(Collectors.toList());
        if (found.size() != 1) {
            problem(
                    op,
                    "declaration",
                    found.isEmpty()
                            ? "no static Endpoint field named " + op.upperCamel() + " in a service module's *Api class"
                            : "more than one Endpoint named " + op.upperCamel() + ": " + references(found));
            return found.isEmpty() ? null : found.get(0);
        }
        Declaration d = found.get(0);
        String expected = op.method() + " " + op.template() + " "
                + (op.sendsRegion() ? RegionHeader.SENT : RegionHeader.NOT_SENT);
        String actual = d.endpoint().operation().method() + " "
                + d.endpoint().operation().template() + " "
                + d.endpoint().operation().region();
        if (!expected.equals(actual)) {
            problem(op, "declaration", d.reference() + " is " + actual + ", the document says " + expected);
        }
        if (!d.owner().getSimpleName().endsWith("Api") || d.owner().getEnclosingClass() != null) {
            problem(op, "declaration", d.reference() + " is not in a top-level *Api class");
        }
        return d;
    }

    private Name operationName(Operation op) {
        List<Name> found = sdk.names.stream()
                .filter(n -> n.owner().getSimpleName().endsWith("Operations")
                        && n.name().value().equals(op.upperCamel()))
                .collect(Collectors.toList());
        if (found.size() != 1) {
            problem(
                    op,
                    "declaration",
                    found.isEmpty()
                            ? "no OperationName constant " + op.upperCamel() + " in a public *Operations class"
                            : "more than one OperationName " + op.upperCamel() + ": "
                                    + found.stream().map(Name::reference).collect(Collectors.toList()));
            return found.isEmpty() ? null : found.get(0);
        }
        Name n = found.get(0);
        if (!Modifier.isPublic(n.owner().getModifiers()) || !Modifier.isPublic(SourceLookups.fieldModifiers(n))) {
            problem(op, "declaration", n.reference() + " is not a public constant of a public class");
        }
        return n;
    }

    private Facades facades(Operation op, Declaration d) {
        Path main = d.source().getParent();
        List<Class<?>> blocking = callers(main, "call", d);
        List<Class<?>> async = callers(main, "callAsync", d);
        if (blocking.isEmpty()) {
            problem(op, "blocking method", "no class in " + rel(main) + " calls ctx.call(" + d.reference() + ", ...)");
        }
        if (async.isEmpty()) {
            problem(
                    op,
                    "async method",
                    "no class in " + rel(main) + " calls ctx.callAsync(" + d.reference() + ", ...)");
        }
        if (!blocking.isEmpty() && !async.isEmpty()) {
            parityTest(op, d, blocking, async);
        }
        return new Facades(blocking, async);
    }

    private List<Class<?>> callers(Path dir, String call, Declaration d) {
        List<Class<?>> found = new ArrayList<>();
        for (Path file : JavaSource.filesIn(dir)) {
            String code = JavaSource.code(file);
            if (JavaSource.mentions(code, "ctx", ".", call, "(", d.owner().getSimpleName(), ".", d.field())) {
                found.add(SourceLookups.load(d.owner().getPackageName() + "." + JavaSource.className(file)));
            }
        }
        return found;
    }

    private void parityTest(Operation op, Declaration d, List<Class<?>> blocking, List<Class<?>> async) {
        Path test = d.module()
                .resolve("src/test/java")
                .resolve(d.owner().getPackageName().replace('.', '/'))
                .resolve("FacadeParityTest.java");
        String code = JavaSource.code(test);
        for (Class<?> b : blocking) {
            for (Class<?> a : async) {
                if (JavaSource.mentions(
                        code,
                        "assertParity",
                        "(",
                        b.getSimpleName(),
                        ".",
                        "class",
                        ",",
                        a.getSimpleName(),
                        ".",
                        "class",
                        ")")) {
                    return;
                }
            }
        }
        problem(
                op,
                "parity test",
                rel(test) + " has no assertParity(" + blocking.get(0).getSimpleName() + ".class, "
                        + async.get(0).getSimpleName() + ".class)");
    }

    private void emulatorRoute(Operation op) {
        ApiOperation route = null;
        for (ApiOperation a : ApiOperation.values()) {
            route = a.name().equals(op.upperSnake()) ? a : route;
        }
        if (route == null) {
            problem(
                    op,
                    "emulator route",
                    "no constant ApiOperation." + op.upperSnake() + " in sdk-testkit" + REGENERATE);
        } else if (!route.method().equals(op.method()) || route.regional() != op.sendsRegion()) {
            problem(
                    op,
                    "emulator route",
                    "ApiOperation." + route + " is " + route.method() + " regional="
                            + route.regional() + ", the document says " + op.method() + " regional=" + op.sendsRegion()
                            + REGENERATE);
        }
    }

    private void contractCases(Operation op) {
        Pattern testMethod = Pattern.compile(
                "@(?:Test|ParameterizedTest)\\b[^;{}]*?\\bvoid\\s+" + Pattern.quote(op.operationId()) + "\\s*\\(");
        // The generated cases (ContractCalls, run by each contract test through ContractCalls#all) cover an operation
        // without a hand-written method; the hand-written ones add what needs the emulator's state.
        boolean generated = JavaSource.code(root.resolve(CONTRACT_CALLS)).contains("\"" + op.operationId() + "\"");
        for (String file : CONTRACT_TESTS) {
            String code = JavaSource.code(root.resolve(file));
            boolean runsGenerated = generated && code.contains("\"dev.cloudsdk.contract.ContractCalls#all\"");
            if (!testMethod.matcher(code).find() && !runsGenerated) {
                problem(
                        op,
                        "contract case",
                        file + " has no test method named " + op.operationId() + "() and runs no"
                                + " generated case of it (ContractCalls#all)" + (generated ? "" : REGENERATE));
            }
        }
    }

    private void faultMatrixRow(Operation op, Name name) {
        String ref = name == null ? "<Service>Operations." + op.upperSnake() : name.reference();
        String code = JavaSource.code(root.resolve(FAULT_MATRIX));
        boolean found = name != null && JavaSource.mentions(code, name.owner().getSimpleName(), ".", name.field());
        if (!found) {
            problem(
                    op,
                    "fault-matrix row",
                    (code.isEmpty()
                                    ? FAULT_MATRIX + " does not exist, so no row refers to " + ref
                                    : FAULT_MATRIX + " has no row referring to " + ref)
                            + REGENERATE);
        }
    }

    /**
     * The generated wire contract {@code <Operation>ContractTest} must be there; a hand-written
     * {@code <Operation>WireTest}, for what the document cannot say, may be, and then every fixture it reads.
     */
    private void wireTests(Operation op, Declaration d) {
        List<Path> modules = d == null ? sdk.modules : List.of(d.module());
        if (SourceLookups.testClass(modules, op.upperCamel() + "ContractTest") == null) {
            problem(
                    op,
                    "wire contract",
                    "no test class " + op.upperCamel() + "ContractTest (with @Test methods, or on ContractSuite)"
                            + " under "
                            + modules.stream()
                                    .map(m -> rel(m.resolve("src/test/java")))
                                    .collect(Collectors.toList()) + REGENERATE);
        }
        for (Path module : modules) {
            Path wireTest = SourceLookups.testClass(List.of(module), op.upperCamel() + "WireTest");
            if (wireTest != null) {
                HandWrittenPieces.missingFixtures(wireTest, module).forEach(f -> problem(op, "fixture", f));
            }
        }
    }

    private void readmeRow(Operation op, Facades facades) {
        ReadmeOperations.Row row = readme.row(op.operationId());
        if (row == null) {
            problem(
                    op,
                    "README row",
                    "README.md section '" + ReadmeOperations.HEADING + "' has no row for " + op.operationId());
            return;
        }
        String request = "`" + op.method() + " " + op.path() + "`";
        if (!row.request().equals(request)) {
            problem(op, "README row", "says " + row.request() + ", the document says " + request);
        }
        if (row.sendsRegion() == null || row.sendsRegion() != op.sendsRegion()) {
            problem(
                    op,
                    "README row",
                    "X-Region column is '" + row.region() + "', expected " + (op.sendsRegion() ? "yes" : "no"));
        }
        if (facades != null) {
            readmeCall(op, "blocking call", row.blocking(), facades.blocking());
            readmeCall(op, "async call", row.async(), facades.async());
        }
    }

    private void readmeCall(Operation op, String column, String call, List<Class<?>> facades) {
        String method = ReadmeOperations.lastMethod(call);
        for (Class<?> facade : facades) {
            for (Method m : facade.getMethods()) {
                if (m.getName().equals(method) && m.getDeclaringClass() == facade) {
                    return;
                }
            }
        }
        problem(
                op,
                "README row",
                column + " " + call + " names no public method of "
                        + facades.stream().map(Class::getSimpleName).collect(Collectors.toList()));
    }

    /** The reverse: nothing declared, routed or listed that the document does not have. */
    private void nothingUndocumented(List<Operation> operations) {
        Set<String> ids = operations.stream().map(Operation::operationId).collect(Collectors.toSet());
        Set<String> camel = operations.stream().map(Operation::upperCamel).collect(Collectors.toSet());
        Set<String> snake = operations.stream().map(Operation::upperSnake).collect(Collectors.toSet());
        sdk.declarations.stream()
                .filter(d -> !camel.contains(d.endpoint().operation().name().value()))
                .forEach(d -> undocumented("Endpoint " + d.reference() + " ("
                        + d.endpoint().operation().name() + ")"));
        sdk.names.stream()
                .filter(n -> n.owner().getSimpleName().endsWith("Operations"))
                .filter(n -> !camel.contains(n.name().value()))
                .forEach(n -> undocumented("OperationName " + n.reference() + " (" + n.name() + ")"));
        for (ApiOperation a : ApiOperation.values()) {
            if (!snake.contains(a.name())) {
                undocumented("ApiOperation." + a.name());
            }
        }
        readme.operationIds().stream()
                .filter(id -> !ids.contains(id))
                .forEach(id -> undocumented("README.md row " + id));
    }

    private void undocumented(String what) {
        problems.add("not in api/openapi.yaml: " + what + "; if generated, regenerating removes it" + REGENERATE
                + ", otherwise delete it or add its operation to the document");
    }

    private static List<String> references(List<Declaration> found) {
        return found.stream().map(Declaration::reference).collect(Collectors.toList());
    }
}
