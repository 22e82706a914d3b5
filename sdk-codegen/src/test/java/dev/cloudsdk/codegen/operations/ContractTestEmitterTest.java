package dev.cloudsdk.codegen.operations;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.codegen.Generator;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.testkit.Samples;
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
                new Generator(List.of(ContractTest.emitter())).generate(Documents.spec(dir, """
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
                .contains("class UpdateThingContractTest extends ContractSuite {")
                .contains("private static final UUID THING_ID = UUID.fromString(\"" + id + "\");")
                .as("the body's thing_id is the path's thing_id, which the SDK requires")
                .contains(".body(\"{\\\"thing_id\\\":\\\"" + id + "\\\",\"")
                .contains("UpdateThingRequest.builder()\n                .thingId(UUID.fromString(\"" + id + "\"))")
                .as("no X-Region declared")
                .doesNotContain(".regional()")
                .as("a PUT, which ContractSuite resends after a 503 and answers a 500 after three attempts")
                .contains(".sends(\"PUT\", \"v1/things/{thing_id}\", THING_ID)")
                .contains(".fails(409, ConflictException.class)", ".fails(500, ServerException.class)")
                .containsPattern("\\.refusesNull\\(\\s*\"thingId\",\\s*config -> ");
        assertThat(files.get(TEST).lines())
                .allSatisfy(line -> assertThat(line.length()).as(line).isLessThan(121));
    }
}
