package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import dev.cloudsdk.conformance.ApiDocument.Operation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build refuses an incomplete operation: every operation of {@code api/openapi.yaml} must have each piece
 * CONTRIBUTING.md lists (declaration and name, blocking and async method with a parity check, emulator route,
 * two Prism contract cases, fault-matrix row, generated wire contract, README row), and nothing may be declared,
 * routed or listed that the document does not have. All problems are reported at once, each naming its operation.
 */
class CompletenessTest {
    private static final Path ROOT =
            Path.of(System.getProperty("cloudsdk.root", "..")).toAbsolutePath().normalize();

    @Test
    void everyDocumentedOperationIsComplete() throws Exception {
        List<Operation> operations =
                ApiDocument.read(ROOT.resolve("api/openapi.yaml")).operations();
        // A reader that finds nothing would pass vacuously.
        assertThat(operations)
                .as("operations read from api/openapi.yaml")
                .isNotEmpty()
                .allSatisfy(op ->
                        assertThat(op.operationId()).as("operationId of " + op).isNotBlank());
        ServiceModules sdk = ServiceModules.scan(ROOT);
        assertThat(sdk.modules)
                .as("service modules (parent sdk-services-parent)")
                .isNotEmpty();
        ReadmeOperations readme = ReadmeOperations.parse(Files.readAllLines(ROOT.resolve("README.md")));

        List<String> problems = new Completeness(ROOT, sdk, readme).check(operations);

        if (!problems.isEmpty()) {
            fail(problems.size() + " missing or wrong piece(s) of an operation; CONTRIBUTING.md lists what each "
                    + "operation needs:\n  " + String.join("\n  ", problems));
        }
    }

    @Test
    void theDocumentReaderFindsMethodsPathsAndRegionHeaders() {
        ApiDocument doc = ApiDocument.parse(List.of(
                "info:",
                "  description: |",
                "    paths: not here",
                "paths:",
                "  /v1/things/{thing_id}:",
                "    parameters:",
                "      - $ref: '#/components/parameters/Region'",
                "    get:",
                "      operationId: getThing",
                "      responses:",
                "        '200': {description: ok}",
                "  /v1/things:",
                "    post:",
                "      operationId: createThing",
                "      parameters:",
                "        - name: X-Region",
                "          in: query",
                "    delete:",
                "      operationId: deleteThings",
                "      parameters:",
                "        - name: x-region",
                "          in: header",
                "components:",
                "  parameters:",
                "    Region:",
                "      name: X-Region",
                "      in: header"));

        assertThat(doc.operations())
                .containsExactly(
                        new Operation("getThing", "GET", "/v1/things/{thing_id}", true),
                        new Operation("createThing", "POST", "/v1/things", false),
                        new Operation("deleteThings", "DELETE", "/v1/things", true));
        assertThat(doc.operations().get(0).upperSnake()).isEqualTo("GET_THING");
        assertThat(doc.operations().get(0).template()).isEqualTo("v1/things/{thing_id}");
    }

    @Test
    void anOperationTheGenericBehaviourServesNeedsNoHandlerMethod(@TempDir Path root) throws Exception {
        Path emulator = Files.createDirectories(root.resolve(HandWrittenPieces.EMULATOR));
        Operation generic = new Operation("showThing", "GET", "/v1/things/{thing_id}", true);
        Operation ruled = new Operation("rebootThing", "POST", "/v1/things/{thing_id}/reboot", true);
        Files.writeString(
                emulator.resolve("ThingEmulation.java"),
                HandWrittenPieces.GENERATED + "\n"
                        + "interface ThingEmulation {\n"
                        + "    default Answer showThing(String thingId, RecordedRequest request) { return null; }\n"
                        + "    Answer rebootThing(String thingId, RecordedRequest request);\n"
                        + "}\n");

        assertThat(HandWrittenPieces.emulatorHandler(root, generic)).isNull();
        assertThat(HandWrittenPieces.emulatorHandler(root, ruled))
                .contains("no hand-written method 'public Answer rebootThing(...)'")
                .contains("name it with x-cloudsdk-resource and regenerate");

        Files.writeString(
                emulator.resolve("ThingHandler.java"),
                "final class ThingHandler implements ThingEmulation {"
                        + " public Answer rebootThing(String thingId, RecordedRequest request) { return null; } }");
        assertThat(HandWrittenPieces.emulatorHandler(root, ruled)).isNull();
    }

    @Test
    void commentedOutCodeDoesNotCount() {
        String code = JavaSource.stripComments("""
                // ctx.call(DbApi.A, r)
                /* ctx.callAsync(DbApi.A, r) */ String url = "http://x"; ctx.call(DbApi.B, r);
                """);

        assertThat(JavaSource.mentions(code, "ctx", ".", "call", "(", "DbApi", ".", "A"))
                .isFalse();
        assertThat(JavaSource.mentions(code, "ctx", ".", "callAsync", "(", "DbApi", ".", "A"))
                .isFalse();
        assertThat(JavaSource.mentions(code, "ctx", ".", "call", "(", "DbApi", ".", "B"))
                .isTrue();
        assertThat(code).contains("\"http://x\"");
    }
}
