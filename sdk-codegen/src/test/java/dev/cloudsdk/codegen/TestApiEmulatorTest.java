package dev.cloudsdk.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.NotFoundException;
import dev.cloudsdk.core.PagedIterable;
import dev.cloudsdk.core.Response;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Every source the test-only document generates compiles, its test sources included, and runs: the service
 * module, the testkit's {@code ApiOperation}, {@code ComputeEmulation} and {@code EmulatorDispatcher} (with the
 * hand-written testkit of {@code ../sdk-testkit} and the compute handler of {@code testapi/sdk-testkit/}), the fault
 * matrix's {@code FaultMatrixRows} (with sdk-conformance's {@code FaultMatrixTest}, {@code OperationRow} and
 * {@code RowNamedOnFailure}, and a {@code PolicyRows} of the document's own) and the contract tests'
 * {@code ContractCalls}, compiled by {@link TestApiEmulator}. Golden files are compared as text only: a generated
 * line that does not compile (a {@code void} call in a {@code Function<ClientConfig, Object>}) fails here. Then the
 * contract calls run against the emulator, the client's every shape reaches the emulator's success path, the
 * generated {@code EmulatorSuccessPathTest} (its generic deletes checked for what they leave behind; with the
 * testkit's {@code SuccessPath} and the document's own {@code SeededValues}) reaches every operation's success
 * path, and the whole fault matrix runs on the document's rows, a DELETE answering 204 included. The generic
 * behaviour of {@code x-cloudsdk-resource} in detail is {@link TestApiGenericBehaviourTest}'s; the document's
 * generated Kotlin is compiled and run by kotlin-check's {@code TestApiFromKotlinTest}.
 */
class TestApiEmulatorTest extends TestApiEmulator {
    @Test
    void everyGeneratedContractCallEndsInAStatusTheDocumentGivesIt() throws Exception {
        List<?> calls = (List<?>) declared(loader.loadClass("dev.cloudsdk.contract.ContractCalls"), null, "all");
        Map<String, Integer> statuses = new LinkedHashMap<>();
        for (Object call : calls) {
            String id = (String) declared(call.getClass(), call, "operationId");
            @SuppressWarnings("unchecked")
            Function<ClientConfig, Object> how =
                    (Function<ClientConfig, Object>) declared(call.getClass(), call, "call");
            @SuppressWarnings("unchecked")
            Set<Integer> documented = (Set<Integer>) declared(call.getClass(), call, "documented");
            int status;
            try {
                Object result = how.apply(config);
                assertThat(result).as(id + "'s result").isNotNull();
                // A call returns only on a 2xx: the Response says which, else the one the document gives.
                status = result instanceof Response<?> r
                        ? r.statusCode()
                        : documented.stream()
                                .filter(s -> s / 100 == 2)
                                .findFirst()
                                .orElseThrow();
            } catch (ApiException e) {
                status = e.statusCode();
            }
            assertThat(documented).as(id + ": the status it ended in").contains(status);
            statuses.put(id, status);
        }
        assertThat(statuses)
                .as("every operation called; the bodyless DELETE answers through its Response")
                .containsOnlyKeys(
                        "listServers",
                        "createServer",
                        "getServer",
                        "updateServer",
                        "deleteServer",
                        "rebootServer",
                        "listSnapshots",
                        "createSnapshot",
                        "getSnapshot",
                        "deleteSnapshot",
                        "getImage",
                        "getServerStatus")
                .containsEntry("listServers", 200)
                .containsEntry("createServer", 201)
                .containsEntry("getServer", 404)
                .containsEntry("deleteServer", 404)
                .containsEntry("listSnapshots", 200)
                .containsEntry("createSnapshot", 404)
                .containsEntry("getSnapshot", 404)
                .containsEntry("deleteSnapshot", 404)
                .containsEntry("getImage", 404)
                .containsEntry("getServerStatus", 404);
    }

    @Test
    void everyShapeReachesTheEmulatorsSuccessPath() throws Exception {
        Object servers = servers(config);
        Object created = Reflect.call(servers, "createWithResponse", createRequest("web-1"));
        assertThat(((Response<?>) created).statusCode()).isEqualTo(201);
        assertThat(Reflect.call(((Response<?>) created).value(), "name")).isEqualTo("web-1");
        Reflect.call(servers, "create", createRequest("web-2"));
        assertThat(Reflect.call(Reflect.call(servers, "get", "web-1"), "status"))
                .hasToString("ACTIVE");

        Object request = Reflect.call(
                Reflect.call(
                        Reflect.callStatic(loader.loadClass(PKG + "model.ListServersRequest"), "builder"), "limit", 1),
                "build");
        PagedIterable<?> all = (PagedIterable<?>) Reflect.call(servers, "list", request);
        assertThat(all.stream().map(s -> Reflect.call(s, "name")).toList())
                .as("two pages of one")
                .containsExactly("web-1", "web-2");
        Object requests =
                Reflect.callStatic(loader.loadClass("dev.cloudsdk.testkit.ApiOperation"), "valueOf", "LIST_SERVERS");
        assertThat(Reflect.call(emulator, "requestCount", requests)).isEqualTo(2);

        Object update = Reflect.call(
                Reflect.call(
                        Reflect.callStatic(loader.loadClass(PKG + "model.UpdateServerRequest"), "builder"),
                        "name",
                        "web-3"),
                "build");
        assertThat(Reflect.call(Reflect.call(servers, "update", "web-1", update), "name"))
                .isEqualTo("web-3");
        assertThat(Reflect.call(servers, "reboot", "web-3")).isEqualTo("reboot of web-3 accepted");

        Response<?> deleted = (Response<?>) Reflect.call(servers, "deleteWithResponse", "web-3");
        assertThat(deleted.statusCode()).isEqualTo(204);
        assertThat(deleted.value())
                .as("the value of an operation without a body")
                .isNull();
        assertThat(deleted.header("Content-Type"))
                .as("no body, no Content-Type")
                .isEmpty();
        assertThat(deleted.requestId()).startsWith("req-");
        assertThat(Reflect.call(servers, "delete", "web-2")).isNull();
        assertThatThrownBy(() -> Reflect.call(servers, "get", "web-2")).isInstanceOf(NotFoundException.class);

        try (ClientConfig noRegion = ClientConfig.builder()
                .baseUrl((String) Reflect.call(emulator, "baseUrl"))
                .token((String) Reflect.call(emulator, "token"))
                .build()) {
            Object images = Reflect.call(
                    Reflect.callStatic(loader.loadClass(PKG + "ComputeClient"), "create", noRegion), "images");
            UUID image = UUID.fromString("3f4aa0b2-e74e-3aa1-be8c-f1f1b48db670");
            assertThat(Reflect.call(Reflect.call(images, "get", image), "name"))
                    .as("no X-Region needed")
                    .isEqualTo("debian-12");
        }
    }

    @Test
    void theGeneratedEmulatorTestReachesEveryOperationsSuccessPath() throws Exception {
        List<String> failures = new ArrayList<>();
        Set<String> passed =
                TestApiClasses.run(loader.loadClass("dev.cloudsdk.testkit.EmulatorSuccessPathTest"), failures);
        assertThat(failures)
                .as("the generated success paths against the generic behaviour and ComputeHandler")
                .isEmpty();
        assertThat(passed)
                .as("the 409 of the reboot's rule, in the state its hook seeds (createServer's and"
                        + " updateServer's are the generic behaviour's)")
                .filteredOn(test -> test.contains("Conflict"))
                .singleElement()
                .asString()
                .contains("rebootServerConflict()");
        assertThat(passed.stream()
                        .filter(test -> !test.contains("Conflict"))
                        .map(test -> test.substring(0, test.indexOf(' ')))
                        .distinct())
                .as("one test per operation, each passed with every IdSpelling")
                .hasSize(TestApi.spec().operations().size());
    }

    @Test
    void theFaultMatrixRunsOnEveryRowOfTheDocumentTheBodylessDeleteIncluded() throws Exception {
        List<String> failures = new ArrayList<>();
        Set<String> passed = TestApiClasses.run(loader.loadClass("dev.cloudsdk.conformance.FaultMatrixTest"), failures);
        assertThat(failures).as("the fault matrix on the test-only document").isEmpty();
        assertThat(passed)
                .as("a bodyless row in a case of every row")
                .contains(
                        "disconnectAfterTheRequestWasRead DeleteServer",
                        "serviceUnavailableThenSuccess DeleteServer",
                        "truncatedJsonIsNeverRetried CreateServer",
                        "anHtml502FromAProxy RebootServer opted in as" + " idempotent")
                .doesNotContain("truncatedJsonIsNeverRetried DeleteServer");
        assertThat(passed)
                .as("13 cases on 13 rows, three of them only on the 11 rows with a body")
                .hasSize(10 * 13 + 3 * 11);
    }

    /** @return what a method of a package-private class (a generated test source's) returns; no arguments */
    private static Object declared(Class<?> type, Object target, String name) throws ReflectiveOperationException {
        Method m = type.getDeclaredMethod(name);
        m.setAccessible(true);
        return m.invoke(target);
    }
}
