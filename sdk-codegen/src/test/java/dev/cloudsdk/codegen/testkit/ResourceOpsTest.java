package dev.cloudsdk.codegen.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.codegen.Generator;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.TestApi;
import dev.cloudsdk.codegen.Things;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generic behaviour of {@code x-cloudsdk-resource}: what the generated {@code <Prefix>Emulation} calls for each
 * shape, with its scope (region, then parents) and the 400 of a path parameter of {@code format: uuid} that is
 * none, and the refusals that name the operation and the fix. Running it is
 * {@code TestApiEmulatorTest}'s.
 */
class ResourceOpsTest {
    private static final String RESOURCES = """
            x-cloudsdk-resources:
              thing: {schema: Thing, initial: {color: RED}}
            """;
    private static final String THINGS = """
              /v1/shelves/{shelf_id}/things:
                get:
                  operationId: listThings
                  tags: [Things]
                  x-cloudsdk-method: list
                  x-cloudsdk-resource: thing
                  x-cloudsdk-pagination: {items: things, marker-parameter: marker, marker-of-item: id}
                  summary: List things
                  parameters:
                    - $ref: '#/components/parameters/Region'
                    - {name: shelf_id, in: path, required: true, schema: {type: string}}
                    - {name: limit, in: query, schema: {type: integer, default: 50, maximum: 200}}
                    - {name: marker, in: query, schema: {type: string}}
                    - {name: name, in: query, x-cloudsdk-filter: {match: prefix}, schema: {type: string}}
                    - name: tag
                      in: query
                      x-cloudsdk-filter: {member: tags}
                      schema: {type: array, items: {type: string}}
                  responses:
                    '200':
                      description: a page
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              things: {type: array, items: {$ref: '#/components/schemas/Thing'}}
                              meta: {type: object, properties: {limit: {type: integer}, has_more: {type: boolean}}}
                post:
                  operationId: createThing
                  tags: [Things]
                  x-cloudsdk-method: create
                  x-cloudsdk-resource: thing
                  summary: Create thing
                  parameters:
                    - {name: shelf_id, in: path, required: true, schema: {type: string}}
                  requestBody:
                    required: true
                    content: {application/json: {schema: {$ref: '#/components/schemas/UpdateThingRequest'}}}
                  responses:
                    '201':
                      description: the thing
                      content:
                        application/json:
                          schema: {type: object, properties: {thing: {$ref: '#/components/schemas/Thing'}}}
              /v1/shelves/{shelf_id}/things/{thing_id}:
                delete:
                  operationId: deleteThing
                  tags: [Things]
                  x-cloudsdk-method: delete
                  x-cloudsdk-resource: thing
                  summary: Delete thing
                  parameters:
                    - $ref: '#/components/parameters/Region'
                    - {name: shelf_id, in: path, required: true, schema: {type: string}}
                    - {name: thing_id, in: path, required: true, schema: {type: string, format: uuid}}
                  responses:
                    '204': {description: deleted}
                    '404': {$ref: '#/components/responses/NotFound'}
            """;

    @Test
    void eachShapeCallsTheGenericStoreInItsScopeWithTheDocumentsStatusWrapperPagingAndFilters(@TempDir Path dir)
            throws IOException {
        String emulation = emulation(Document.spec(dir, RESOURCES, THINGS));
        assertThat(emulation)
                .contains("    Resources.Kind THING = new Resources.Kind(\"thing\", \"id\","
                        + " Set.of(\"id\", \"created_at\"), \"{\\\"color\\\":\\\"RED\\\"}\");\n")
                .contains("    Resources resources();\n")
                .contains("    default Answer createThing(String shelfId, RecordedRequest request) {\n"
                        + "        return resources().create(THING, List.of(shelfId), request, List.of(\"name\"), 201,"
                        + " \"thing\");\n    }\n")
                .contains("    default Answer deleteThing(String shelfId, UUID thingId, String region,"
                        + " RecordedRequest request) {\n"
                        + "        return resources().delete(THING, List.of(region, shelfId), thingId.toString(),"
                        + " 204);\n")
                .as("a format: uuid id is read once, by the dispatcher's route.id")
                .doesNotContain("Wire.uuid(")
                .satisfies(s -> assertThat(Things.flat(s))
                        .contains("return resources().list(THING, List.of(region,"
                                + " shelfId), request, 200, new Resources.Page(\"things\", \"marker\", 50, 200,"
                                + " Set.of(\"limit\", \"has_more\"), List.of(new Resources.Filter(\"name\", \"name\","
                                + " \"prefix\"), new Resources.Filter(\"tag\", \"tags\", \"all\"))));"))
                .contains("import java.util.List;\nimport java.util.Set;\n");
    }

    @Test
    void aServiceOfGenericOperationsNeedsNoHandlerAndOneThatWritesNoneIsUsed(@TempDir Path dir) throws IOException {
        Spec spec = Document.spec(dir, RESOURCES, THINGS);
        assertThat(dispatcher(spec, false))
                .contains("        this.things = () -> store.resources;\n")
                .doesNotContain("ThingsHandler");
        assertThat(dispatcher(spec, true)).contains("        this.things = new ThingsHandler(store);\n");
    }

    @Test
    void aMissingHandlerThatMustWriteARuleIsNamedWithItsMethodsAfterEverythingIsWritten(@TempDir Path dir)
            throws IOException {
        Spec spec = Document.spec(dir, TestkitEmittersTest.PATHS);
        assertThat(dispatcher(spec, false)).contains("new ThingsHandler(store)");
        assertThat(TestkitEmitter.missingHandlers(spec, path -> false))
                .containsExactly("sdk-testkit/src/main/java/dev/cloudsdk/testkit/internal/ThingsHandler.java: missing."
                        + " Write it: a class implementing ThingsEmulation with a constructor (Store) and getThing,"
                        + " updateThing, deleteThing, resetPart, resetPartConflict (CONTRIBUTING.md, \"Adding an"
                        + " operation\", step 3); then run this command again");
        assertThat(TestkitEmitter.missingHandlers(spec, path -> true)).isEmpty();
        assertThat(TestkitEmitter.missingHandlers(TestApi.spec(), path -> false))
                .singleElement()
                .asString()
                .as("a service with resources: its handler also gives the generic behaviour its store")
                .contains("ComputeHandler.java: missing. Write it: a class implementing ComputeEmulation with a"
                        + " constructor (Store) and resources() returning store.resources, ");
    }

    @Test
    void aServiceWithoutResourcesKeepsOnlyAbstractMethods(@TempDir Path dir) throws IOException {
        String emulation = emulation(Document.spec(dir, TestkitEmittersTest.PATHS));
        assertThat(emulation)
                .doesNotContain("    default Answer")
                .doesNotContain("resources()")
                .doesNotContain("import java.util.Set;");
    }

    @Test
    void anActionNamingAResourceIsRefusedNamingTheOperationAndTheFix(@TempDir Path dir) throws IOException {
        Spec spec = Document.spec(
                dir,
                RESOURCES,
                TestkitEmittersTest.PATHS.replace(
                        "      operationId: resetPart\n",
                        "      operationId: resetPart\n      x-cloudsdk-resource: thing\n"));
        assertThatThrownBy(() -> emulation(spec))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("resetPart (POST /v1/things/{thing_id}/parts/{part_id}/reset):"
                        + " x-cloudsdk-resource on an operation that is not a create")
                .hasMessageContaining("leave the extension out and write its rule in the handler")
                .hasMessageEndingWith("its success body is not the resource's schema Thing");
    }

    @Test
    void aResourceTheDocumentDoesNotDeclareIsRefused(@TempDir Path dir) throws IOException {
        Spec spec = Document.spec(dir, "", THINGS);
        assertThatThrownBy(() -> emulation(spec))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("listThings (GET /v1/shelves/{shelf_id}/things): x-cloudsdk-resource thing is not"
                        + " declared under the document's x-cloudsdk-resources with its schema"
                        + " (EXTENSIONS-operations.md, \"Resources\")");
    }

    @Test
    void aFilterOnAMemberTheResourceLacksIsRefusedNamingTheExtension(@TempDir Path dir) throws IOException {
        Spec spec = Document.spec(dir, RESOURCES, THINGS.replace("\n          x-cloudsdk-filter: {member: tags}", ""));
        assertThatThrownBy(() -> emulation(spec))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the query parameter tag filters on tag, which is not a member of resource"
                        + " thing: name the member with x-cloudsdk-filter");
    }

    @Test
    void aListPagedByAnotherMemberThanTheKeyIsRefused(@TempDir Path dir) throws IOException {
        Spec spec = Document.spec(dir, RESOURCES, THINGS.replace("marker-of-item: id", "marker-of-item: name"));
        assertThatThrownBy(() -> emulation(spec))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("marker-of-item name is not the key id of resource thing");
    }

    private static String dispatcher(Spec spec, boolean handlerWritten) {
        return new Generator(List.of(new TestkitEmitter(path -> handlerWritten)))
                .generate(spec)
                .get(TestkitEmittersTest.INTERNAL + "EmulatorDispatcher.java");
    }

    private static String emulation(Spec spec) {
        return new Generator(List.of(new TestkitEmitter(path -> true)))
                .generate(spec)
                .get(TestkitEmittersTest.INTERNAL + "ThingsEmulation.java");
    }
}
