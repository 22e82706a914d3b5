package dev.cloudsdk.codegen.operations;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.codegen.Generator;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.testkit.Samples;
import dev.cloudsdk.codegen.text.CodeLines;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rules of the generated wire contracts that the test-only document does not show (its contracts are compiled
 * and run by {@code TestApiContractTest}).
 */
class ContractTestEmitterTest {
    private static final String TEST = "sdk-things/src/test/java/dev/cloudsdk/things/UpdateThingContractTest.java";

    @TempDir
    Path dir;

    @Test
    void aBodyMemberNamedLikeAPathParameterIsSentWithThePathArgument() {
        SortedMap<String, String> files =
                new Generator(List.of(new ContractTestEmitter())).generate(Documents.spec(dir, """
                          /v1/things/{thing_id}:
                            put:
                              operationId: updateThing
                              tags: [Things]
                              parameters:
                                - {name: thing_id, in: path, required: true, schema: {type: string, format: uuid}}
                              requestBody:
                                required: true
                                content:
                                  application/json:
                                    schema: {$ref: '#/components/schemas/UpdateThingRequest'}
                              responses:
                                '200':
                                  description: The updated thing
                                  content:
                                    application/json:
                                      schema: {$ref: '#/components/schemas/Thing'}
                                '409': {description: Thing is locked}
                                '500': {description: Server error}
                        """));

        String id = Samples.uuid("updateThing/thing_id").toString();
        assertThat(files).containsOnlyKeys(TEST);
        assertThat(files.get(TEST))
                .startsWith(JavaSource.HEADER + "\npackage dev.cloudsdk.things;\n")
                .contains("class UpdateThingContractTest extends WireTest {")
                .contains("private static final UUID THING_ID = UUID.fromString(\"" + id + "\");")
                .as("the body's thing_id is the path's thing_id, which the SDK requires")
                .contains("REQUEST_BODY =\n            \"{\\\"thing_id\\\":\\\"" + id + "\\\",\"")
                .contains("UpdateThingRequest.builder()\n                .thingId(UUID.fromString(\"" + id + "\"))")
                .as("no X-Region declared")
                .contains(".sendsNoRegion()")
                .doesNotContain("sendsRegion(REGION)")
                .as("a PUT is resent")
                .contains("void isResentAfterA503() {")
                .doesNotContain("isNotResentAfterA503")
                .contains("void answers409WithConflictException() {")
                .as("a 500 answered three times to an idempotent operation")
                .contains("        server.enqueue(error(500));\n        server.enqueue(error(500));\n"
                        + "        server.enqueue(error(500));\n")
                .contains("assertFailsWith(this::call, 500, ServerException.class, 3);")
                .contains("void aNullThingIdIsRefusedBeforeAnythingIsSent() {", ".hasMessage(\"thingId == null\");");
        assertThat(files.get(TEST).lines())
                .allSatisfy(line -> assertThat(line.length()).as(line).isLessThan(121));
    }

    @Test
    void aLongEncodedPathIsCutAfterASlashSoEveryLineFits() {
        String path = "/api/v1/load-balancers/4f6a3c2e-0b7d-4c1e-9a55-2d8f1e7b6c30/pools/"
                + "9b1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f/members";
        String literal = ContractTest.pathLiteral(path);
        assertThat(literal)
                .isEqualTo("\"/api/v1/load-balancers/4f6a3c2e-0b7d-4c1e-9a55-2d8f1e7b6c30/pools/\" + "
                        + "\"9b1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f/members\"");
        assertThat(ContractTest.pathLiteral("/api/v1/zones/x/recordsets"))
                .as("a short one stays one literal")
                .isEqualTo("\"/api/v1/zones/x/recordsets\"");
        String statement = CodeLines.code(
                "        ",
                "assertThat(recorded.getUrl().encodedPath()).isEqualTo(" + literal + ");",
                "                ");
        assertThat(statement.lines())
                .hasSizeGreaterThan(1)
                .allSatisfy(line -> assertThat(line.length()).as(line).isLessThan(121));
    }
}
