package dev.cloudsdk.codegen.operations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.codegen.Things;
import java.nio.file.Path;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The rules of the operation layer, each on a small document: what the document says, the Java that follows. */
class OperationEmittersTest {
    private static final String DIR = Documents.DIR;

    @TempDir
    Path dir;

    @Test
    void deleteAnswering204ReturnsVoidAndTakesAStringPathParameter() {
        SortedMap<String, String> files = Documents.generate(dir, """
                  /v1/things/{thing_name}:
                    delete:
                      operationId: deleteThing
                      tags: [Things]
                      summary: Delete thing
                      description: Deletes a thing.
                      parameters:
                        - {name: thing_name, in: path, required: true, description: The thing, schema: {type: string}}
                      responses:
                        '204': {description: Deleted}
                        '404': {$ref: '#/components/responses/NotFound'}
                """);

        assertThat(files.get(DIR + "ThingsApi.java"))
                .contains("static final Endpoint<Void, Void> DELETE_THING = Endpoint.delete(\n")
                .contains("ThingsOperations.DELETE_THING, \"v1/things/{thing_name}\", RegionHeader.NOT_SENT,"
                        + " ResponseShape.none());")
                .contains("static void checkDeleteThing(String thingName) {\n"
                        + "        Arguments.notNull(thingName, \"thingName\");\n    }");
        assertThat(files.get(DIR + "Things.java"))
                .contains("public void delete(String thingName) {\n"
                        + "        ThingsApi.checkDeleteThing(thingName);\n"
                        + "        ctx.call(ThingsApi.DELETE_THING, null, thingName);\n    }")
                .contains("     * @return the response metadata; its {@code value()} is {@code null}:"
                        + " the operation answers with no body\n")
                .contains("public Response<@Nullable Void> deleteWithResponse(String thingName) {")
                .contains("import org.jspecify.annotations.Nullable;\n")
                .contains("@throws dev.cloudsdk.core.NotFoundException on 404\n")
                .doesNotContain("UnreadableResponseException", "@return deleted", "ConflictException");
        assertThat(files.get(DIR + "AsyncThings.java"))
                .as("the future completes with null: Kotlin and null checkers must see Void?")
                .contains("public CompletableFuture<@Nullable Void> delete(String thingName) {")
                .contains("@return {@code null} once the operation answered with no body, later")
                .contains("public CompletableFuture<Response<@Nullable Void>> deleteWithResponse(String thingName) {")
                .contains("return ctx.callAsync(ThingsApi.DELETE_THING, null, thingName);");
    }

    @Test
    void getByIdReadsTheWholeBodyWhenItIsARecordAndAMemberWhenItIsWrapped() {
        SortedMap<String, String> files = Documents.generate(dir, """
                  /v1/things/{thing_id}:
                    get:
                      operationId: getThing
                      tags: [Things]
                      parameters:
                        - $ref: '#/components/parameters/Region'
                        - {name: thing_id, in: path, required: true, schema: {type: string, format: uuid}}
                      responses:
                        '200':
                          description: The thing
                          content:
                            application/json:
                              schema: {$ref: '#/components/schemas/Thing'}
                  /v1/wrapped/{thing_id}:
                    get:
                      operationId: getWrappedThing
                      tags: [Things]
                      x-cloudsdk-method: getWrapped
                      parameters:
                        - {name: thing_id, in: path, required: true, schema: {type: string, format: uuid}}
                      responses:
                        '200':
                          description: The thing
                          content:
                            application/json:
                              schema:
                                type: object
                                properties:
                                  thing: {$ref: '#/components/schemas/Thing'}
                """);

        String api = files.get(DIR + "ThingsApi.java");
        assertThat(Things.flat(api))
                .contains("static final Endpoint<Void, Thing> GET_THING = Endpoint.get(")
                .contains("ThingsOperations.GET_THING, \"v1/things/{thing_id}\", RegionHeader.SENT,"
                        + " ResponseShape.whole(ThingsJson::readThing));")
                .contains("ResponseShape.member(\"thing\", ThingsJson::readThing)")
                .contains("import dev.cloudsdk.things.model.Thing;");
        String things = files.get(DIR + "Things.java");
        assertThat(things)
                .contains("public Thing get(UUID thingId) {")
                .contains("return ctx.call(ThingsApi.GET_THING, null, thingId);")
                .contains("Calls {@code getThing} ({@code GET /v1/things/{thing_id}}, with {@code X-Region}).")
                .contains("429 and 5xx as the client's {@code RetryPolicy} allows")
                .contains("@throws IllegalStateException when no region is configured")
                .contains("so it can simply be repeated");
        assertThat(files.get(DIR + "ThingsClient.java"))
                .contains("public ThingsClient withRegion(String region)")
                .contains("public @Nullable String region()");
    }

    @Test
    void putSendsItsBodyAndRefusesABodyThatNamesAnotherResource() {
        SortedMap<String, String> files = Documents.generate(dir, """
                  /v1/things/{thing_id}:
                    put:
                      operationId: updateThing
                      tags: [Things]
                      description: Replaces a thing.
                      parameters:
                        - {name: thing_id, in: path, required: true, schema: {type: string, format: uuid}}
                      requestBody:
                        required: true
                        description: The new thing
                        content:
                          application/json:
                            schema: {$ref: '#/components/schemas/UpdateThingRequest'}
                      responses:
                        '200':
                          description: The updated thing
                          content:
                            application/json:
                              schema: {$ref: '#/components/schemas/Thing'}
                        '409':
                          description: Thing is locked. Try later.
                """);

        assertThat(files.get(DIR + "ThingsApi.java"))
                .contains("static final Endpoint<UpdateThingRequest, Thing> UPDATE_THING = Endpoint.put(")
                .contains("Arguments.matchesPath(\"thingId\", request.thingId(), \"thingId\", thingId);");
        assertThat(files.get(DIR + "Things.java"))
                .contains("public Thing update(UUID thingId, UpdateThingRequest request) {")
                .contains("Replaces a thing ({@code PUT /v1/things/{thing_id}}, no {@code X-Region}).")
                .contains("allows: a PUT is idempotent, so sending it again has")
                .doesNotContain("{@link ThingsOperations#UPDATE_THING} is opted in")
                .contains("@throws IllegalArgumentException when the request's thingId differs from {@code thingId}")
                .contains("@throws dev.cloudsdk.core.ConflictException on 409 (thing is locked)")
                .contains("@param request the new thing")
                .contains("@return the updated thing");
        assertThat(files.get(DIR + "ThingsClient.java"))
                .doesNotContain("withRegion", "region()")
                .contains("header, so it needs no region.")
                .contains("return \"ThingsClient{}\";");
    }

    @Test
    void queryParametersGoThroughTheRequestRecordWithArraysRepeatedAndPagingByAnotherMember() {
        SortedMap<String, String> files = Documents.generate(dir, """
                  /v1/things:
                    get:
                      operationId: listThings
                      tags: [Things]
                      x-cloudsdk-default-request: all
                      x-cloudsdk-pagination: {items: items, marker-parameter: after, marker-of-item: name}
                      description: Lists things.
                      parameters:
                        - {name: after, in: query, schema: {type: string}}
                        - {name: tag, in: query, schema: {type: array, items: {type: string}}}
                        - {name: color, in: query, schema: {$ref: '#/components/schemas/Color'}}
                      responses:
                        '200':
                          description: A page
                          content:
                            application/json:
                              schema:
                                type: object
                                properties:
                                  items: {type: array, items: {$ref: '#/components/schemas/Thing'}}
                """);

        assertThat(files.get(DIR + "ThingsApi.java"))
                .contains("ResponseShape.page(\"items\", ThingsJson::readThing)")
                .contains("Endpoint<PageQuery<ListThingsRequest>, Page<Thing>> LIST_THINGS = Endpoint.get(")
                .contains("ThingsApi::listThingsQuery,")
                .contains("q -> LIST_THINGS_SHAPE);")
                .contains("return QueryParams.text(request.after());")
                .contains("static @Nullable String listThingsMarker(Thing item) {\n"
                        + "        return QueryParams.text(item.name());")
                .contains("QueryParams.add(query, \"after\", page.marker());")
                .contains("QueryParams.addEach(query, \"tag\", request.tag());")
                .contains("QueryParams.add(query, \"color\", request.color());");
        assertThat(Things.flat(files.get(DIR + "Things.java")))
                .contains("public PagedIterable<Thing> list() { return list(ListThingsRequest.all());")
                .contains("return ctx.list(ThingsApi.LIST_THINGS, ThingsApi.listThingsStart(request),")
                .contains("public Page<Thing> listPage(ListThingsRequest request) {")
                .contains("public Response<Page<Thing>> listPageWithResponse(ListThingsRequest request) {")
                .contains("{@code after} set to the name of the previous page's last item");
        assertThat(files.get(DIR + "AsyncThings.java"))
                .contains("public CompletableFuture<AsyncPage<Thing>> list(ListThingsRequest request) {")
                .doesNotContain("checkRegion");
    }

    @Test
    void anOptionalBodyHasAnOverloadThatSendsThePreset() {
        SortedMap<String, String> files = Documents.generate(dir, """
                  /v1/things/{thing_id}/poke:
                    post:
                      operationId: pokeThing
                      tags: [Things]
                      x-cloudsdk-default-request: gently
                      parameters:
                        - {name: thing_id, in: path, required: true, schema: {type: string, format: uuid}}
                      requestBody:
                        content:
                          application/json:
                            schema: {type: object, properties: {hard: {type: boolean}}}
                      responses:
                        '202':
                          description: The message
                          content:
                            application/json:
                              schema: {type: object, properties: {message: {type: string, default: ''}}}
                """);

        assertThat(files.get(DIR + "ThingsApi.java"))
                .contains("Endpoint<PokeThingRequest, String> POKE_THING = Endpoint.post(")
                .contains("ResponseShape.memberOr(\"message\", JsonRead::string, \"\")")
                .doesNotContain("import java.lang.String;");
        assertThat(files.get(DIR + "Things.java"))
                .contains("public String poke(UUID thingId) {\n"
                        + "        return poke(thingId, PokeThingRequest.gently());")
                .contains("public Response<String> pokeWithResponse(UUID thingId) {")
                .contains("@return the message, or {@code \"\"} when the response has none");
    }

    @Test
    void aShapeTheLayerCannotWriteIsRefusedWithItsPlace() {
        String optionalBodyWithoutPreset = """
                  /v1/things:
                    post:
                      operationId: createThing
                      tags: [Things]
                      requestBody:
                        content:
                          application/json:
                            schema: {$ref: '#/components/schemas/UpdateThingRequest'}
                      responses:
                        '201': {description: Created}
                """;
        assertThatThrownBy(() -> Documents.generate(dir, optionalBodyWithoutPreset))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("createThing (POST /v1/things): an optional body needs x-cloudsdk-default-request,"
                        + " the request sent when none is given");
        assertThatThrownBy(() -> Documents.generate(dir, optionalBodyWithoutPreset.replace("tags: [Things]", "")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("createThing (POST /v1/things): tags missing: one tag names the class of the operation's"
                        + " group under x-cloudsdk-services");
        assertThatThrownBy(() -> Documents.generate(dir, optionalBodyWithoutPreset.replace("[Things]", "[Widgets]")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("createThing (POST /v1/things): tags [\"Widgets\"]: one tag names the class of the"
                        + " operation's group under x-cloudsdk-services");
        String twoGroupsOfOneClass = Things.yaml("", optionalBodyWithoutPreset)
                .replace(
                        "things: {class: Things",
                        "others: {class: Things, description: Others}\n      things: {class: Things");
        assertThatThrownBy(() -> Things.load(dir, twoGroupsOfOneClass))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("x-cloudsdk-services: two groups have the class Things, the tag that places an operation in"
                        + " one");
    }

    @Test
    void everyLineFitsIn120Columns() {
        SortedMap<String, String> files = Documents.generate(dir, """
                  /v1/things-with-a-rather-long-path/{thing_identifier_that_is_long}/and-more-segments:
                    post:
                      operationId: restoreThingFromItsSnapshotInAnotherRegion
                      tags: [Things]
                      x-cloudsdk-method: restoreFromSnapshotInAnotherRegion
                      parameters:
                        - $ref: '#/components/parameters/Region'
                        - {name: thing_identifier_that_is_long, in: path, required: true, schema: {type: string}}
                      requestBody:
                        required: true
                        content:
                          application/json:
                            schema: {$ref: '#/components/schemas/UpdateThingRequest'}
                      responses:
                        '202':
                          description: The thing
                          content:
                            application/json:
                              schema: {$ref: '#/components/schemas/Thing'}
                """);
        files.forEach((path, content) -> content.lines()
                .skip(1)
                .forEach(
                        line -> assertThat(line.length()).as(path + ": " + line).isLessThanOrEqualTo(120)));
    }
}
