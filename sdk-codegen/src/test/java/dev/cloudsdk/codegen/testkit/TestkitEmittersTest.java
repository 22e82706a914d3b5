package dev.cloudsdk.codegen.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.codegen.Generator;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.Things;
import dev.cloudsdk.codegen.op.Ops;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The testkit's routing, the fault-matrix rows and the contract calls written for a small document. */
class TestkitEmittersTest {
    static final String INTERNAL = "sdk-testkit/src/main/java/dev/cloudsdk/testkit/internal/";
    static final String PATHS = """
              /v1/things/{thing_id}:
                get:
                  operationId: getThing
                  tags: [Things]
                  x-cloudsdk-method: get
                  summary: Get thing
                  parameters:
                    - $ref: '#/components/parameters/Region'
                    - {name: thing_id, in: path, required: true, schema: {type: string, format: uuid}}
                  responses:
                    '200':
                      description: the thing
                      content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}
                    '404': {$ref: '#/components/responses/NotFound'}
                put:
                  operationId: updateThing
                  tags: [Things]
                  x-cloudsdk-method: update
                  summary: Update thing
                  parameters:
                    - {name: thing_id, in: path, required: true, schema: {type: string, format: uuid}}
                  requestBody:
                    required: true
                    content: {application/json: {schema: {$ref: '#/components/schemas/UpdateThingRequest'}}}
                  responses:
                    '200':
                      description: the thing
                      content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}
                delete:
                  operationId: deleteThing
                  tags: [Things]
                  x-cloudsdk-method: delete
                  summary: Delete thing
                  parameters:
                    - {name: thing_id, in: path, required: true, schema: {type: string, format: uuid}}
                  responses:
                    '204': {description: deleted}
              /v1/things/{thing_id}/parts/{part_id}/reset:
                post:
                  operationId: resetPart
                  tags: [Things]
                  x-cloudsdk-method: resetPart
                  summary: Reset part
                  parameters:
                    - {name: part_id, in: path, required: true, x-cloudsdk-name: part, schema: {type: string}}
                    - {name: thing_id, in: path, required: true, schema: {type: string, format: uuid}}
                  responses:
                    '202':
                      description: accepted
                      content:
                        application/json:
                          schema: {type: object, required: [message], properties: {message: {type: string}}}
                    '409':
                      description: busy
                      content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
            """;

    static Spec spec;
    static SortedMap<String, String> files;

    @BeforeAll
    static void generate(@TempDir Path dir) throws IOException {
        spec = Document.spec(dir, PATHS);
        files = new Generator(List.of(new TestkitEmitter(path -> true), new CallTablesEmitter())).generate(spec);
    }

    @Test
    void apiOperationHasOneConstantPerOperationWithMethodAndRegion() {
        String source = files.get("sdk-testkit/src/main/java/dev/cloudsdk/testkit/ApiOperation.java");
        assertThat(source)
                .startsWith(JavaSource.HEADER + "\npackage dev.cloudsdk.testkit;\n")
                .contains("    /** {@code GET /v1/things/{thing_id}}: Get thing. */\n"
                        + "    GET_THING(\"GET\", \"/v1/things/{thing_id}\", true),\n")
                .contains("    UPDATE_THING(\"PUT\", \"/v1/things/{thing_id}\", false),\n    /**")
                .contains("    DELETE_THING(\"DELETE\", \"/v1/things/{thing_id}\", false),\n")
                .contains("    RESET_PART(\"POST\", \"/v1/things/{thing_id}/parts/{part_id}/reset\", false);\n\n"
                        + "    private final String method;\n    private final String path;")
                .contains("    public String path() {\n        return path;\n    }\n");
    }

    @Test
    void eachServiceGetsAnInterfaceWithOneMethodPerOperationTakingPathVariablesInTemplateOrder() {
        String emulation = files.get(INTERNAL + "ThingsEmulation.java");
        assertThat(emulation)
                .contains("interface ThingsEmulation {")
                .contains("{@code ThingsHandler}, when there is one,")
                .contains("    Answer getThing(UUID thingId, String region, RecordedRequest request);\n")
                .contains("    Answer updateThing(UUID thingId, RecordedRequest request);\n")
                .contains("    Answer resetPart(UUID thingId, String part, RecordedRequest request);\n")
                .contains("@param thingId the path's {@code thing_id}, a UUID (one that is none answered 400 before"
                        + " this)")
                .contains("@param part the path's {@code part_id}, as sent: not yet checked");
    }

    @Test
    void anOperationWhose409IsItsRulesGetsAConflictHookItsHandlerMustWrite() {
        assertThat(files.get(INTERNAL + "ThingsEmulation.java"))
                .contains("    Map<String, String> resetPartConflict(String region);\n")
                .doesNotContain("getThingConflict");
        assertThat(files.get(INTERNAL + "EmulatorDispatcher.java"))
                .contains("    public Map<String, String> conflict(ApiOperation op, String region) {\n")
                .contains("            case RESET_PART -> things.resetPartConflict(region);\n")
                .contains("            case GET_THING, UPDATE_THING, DELETE_THING -> throw noConflict(op, false);\n");
    }

    @Test
    void theDispatcherRoutesEachTemplateToItsHandlerMethodInExhaustiveSwitches() {
        String dispatcher = files.get(INTERNAL + "EmulatorDispatcher.java");
        assertThat(dispatcher)
                .contains("public final class EmulatorDispatcher extends DispatcherCore {")
                .contains("        this.things = new ThingsHandler(store);\n")
                .as("no second copy of the paths: Routes reads ApiOperation.path()")
                .doesNotContain("\"v1/things/{thing_id}")
                .as("a format: uuid variable read as a UUID, once: route.id")
                .contains("            case GET_THING -> things.getThing(route.id(\"thing_id\"), region, request);\n")
                .contains("            case RESET_PART -> things.resetPart(route.id(\"thing_id\"),"
                        + " route.variable(\"part_id\"), request);\n")
                .doesNotContain("default ->");
    }

    @Test
    void faultRowsResendGetsAndIdempotentOperationsOnlyAndCallTheFacadeWithSamples() {
        String rows = files.get(CallTablesEmitter.FAULT_ROWS);
        String thingId = Samples.uuid("getThing/thing_id").toString();
        assertThat(Things.flat(rows))
                .contains("OperationRow.of(ThingsOperations.GET_THING)")
                .contains(".calling(c -> ThingsClient.create(c).things().get(UUID.fromString(\"" + thingId + "\")))")
                .contains("UpdateThingRequest.builder().name(\"sample name\").build()")
                .contains(".succeedsWith(204, \"\")")
                .contains(".resetPart(UUID.fromString(\"" + Samples.uuid("resetPart/thing_id")
                        + "\"), \"sample part id\")");
        assertThat(rule(rows, "GET_THING")).isEqualTo("resentOnFaults()");
        assertThat(rule(rows, "UPDATE_THING")).isEqualTo("resentOnFaults()");
        assertThat(rule(rows, "DELETE_THING")).isEqualTo("resentOnFaults()");
        assertThat(rule(rows, "RESET_PART")).isEqualTo("neverResent()");
        assertThat(CallTablesEmitter.successJson(
                        spec, Ops.of(spec, spec.operations().get(3))))
                .isEqualTo("{\"message\":\"sample message\"}");
    }

    @Test
    void contractCallsNameEachOperationWithItsDocumentedStatuses() {
        String calls = files.get(CallTablesEmitter.CONTRACT_CALLS);
        assertThat(Things.flat(calls))
                .contains(
                        "new ContractCall(\"getThing\", c -> ThingsClient.create(c).things()" + ".get(UUID.fromString(")
                .contains("Set.of(200, 404))")
                .contains("Set.of(204))")
                .contains("Set.of(202, 409)));");
    }

    @Test
    void everyGeneratedLineFitsIn120Columns() {
        files.forEach((path, content) -> assertThat(content.lines())
                .as(path)
                .allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(120)));
    }

    /** @return the resend rule of the operation's row: {@code resentOnFaults()} or {@code neverResent()} */
    private static String rule(String rows, String constant) {
        String rest = rows.substring(rows.indexOf("ThingsOperations." + constant + ")"));
        int resent = rest.indexOf(".resentOnFaults()");
        int never = rest.indexOf(".neverResent()");
        return never < 0 || (resent >= 0 && resent < never) ? "resentOnFaults()" : "neverResent()";
    }
}
