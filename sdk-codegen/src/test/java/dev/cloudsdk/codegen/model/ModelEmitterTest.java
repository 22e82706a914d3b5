package dev.cloudsdk.codegen.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.codegen.Generator;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.Things;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The rules of the model emitter, on a small document with shapes {@code api/openapi.yaml} does not have. */
class ModelEmitterTest {
    private static final String DIR = "sdk-things/src/main/java/dev/example/things/model/";

    /** A document of the shapes the model emitter writes; {@link ShapesTest} changes one member. */
    static final String DOCUMENT = """
            openapi: 3.0.3
            info: {title: things, version: "1"}
            x-cloudsdk-services:
              things:
                module: sdk-things
                package: dev.example.things
                prefix: Things
                title: things
                groups:
                  things: {class: Things, async-class: AsyncThings, description: The things}
            paths:
              /v1/things:
                post:
                  operationId: createThing
                  tags: [Things]
                  summary: Create thing
                  requestBody:
                    required: true
                    content:
                      application/json:
                        schema: {$ref: '#/components/schemas/CreateThingRequest'}
                  responses:
                    '201':
                      description: created
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              thing: {$ref: '#/components/schemas/Thing'}
                    '400':
                      description: bad
                      content:
                        application/json:
                          schema: {$ref: '#/components/schemas/Error'}
                get:
                  operationId: listThings
                  tags: [Things]
                  x-cloudsdk-default-request: all
                  x-cloudsdk-pagination: {items: things, marker-parameter: after, marker-of-item: id}
                  summary: List things
                  parameters:
                    - {name: limit, in: query, schema: {type: integer, format: int32, minimum: 1, maximum: 100}}
                    - {name: after, in: query, description: the last id of the previous page, schema: {type: string}}
                    - {name: colors, in: query, schema: {type: array, items: {$ref: '#/components/schemas/Color'}}}
                  responses:
                    '200':
                      description: a page
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              things: {type: array, items: {$ref: '#/components/schemas/Thing'}}
                              meta: {$ref: '#/components/schemas/PageMeta'}
              /v1/things/{thing_id}:
                put:
                  operationId: reshapeThing
                  tags: [Things]
                  summary: Reshape thing
                  parameters:
                    - {name: thing_id, in: path, required: true, schema: {type: string, format: uuid}}
                  requestBody:
                    required: true
                    content:
                      application/json:
                        schema:
                          type: object
                          required: [shape]
                          x-cloudsdk-presets:
                            - {name: round, set: {shape: ROUND}, description: a round thing}
                          properties:
                            shape: {type: string, enum: [ROUND, SQUARE], description: the new shape}
                  responses:
                    '204': {description: done}
            components:
              schemas:
                Error: {type: object, properties: {error: {type: object}}}
                PageMeta: {type: object, x-cloudsdk-java-type: dev.cloudsdk.core.PageMeta}
                Color:
                  type: string
                  description: A color.
                  enum: [RED, GREEN]
                  x-enum-descriptions: [Red, Green]
                CreateThingRequest:
                  type: object
                  required: [name, size, note]
                  not: {required: [color, colors], description: one color or many}
                  properties:
                    name: {type: string, minLength: 3, maxLength: 10, pattern: '^[a-z]+$', example: abc}
                    size: {type: integer, format: int32, minimum: 0, maximum: 9, example: 3}
                    color: {$ref: '#/components/schemas/Color'}
                    colors: {type: array, items: {$ref: '#/components/schemas/Color'}}
                    note: {type: string, nullable: true, description: 'a note, sent even when `null`'}
                    due: {type: string, format: date-time}
                    description: {type: string}
                    count: {type: integer, format: int64}
                    labels: {type: array, items: {type: string}}
                Thing:
                  type: object
                  description: A thing.
                  properties:
                    id: {type: string, format: uuid, description: the id}
                    colors: {type: array, items: {$ref: '#/components/schemas/Color'}}
                    parts:
                      type: array
                      items:
                        type: object
                        properties:
                          name: {type: string}
                    owner:
                      type: object
                      x-cloudsdk-java-name: ThingOwner
                      properties:
                        name: {type: string}
                        since: {type: string, format: date-time}
                    nickname: {type: string, nullable: true}
                    weight: {type: number}
                    total: {type: integer, format: int64}
            """;

    @TempDir
    Path dir;

    private static String flat(String text) {
        return Things.flat(text);
    }

    private SortedMap<String, String> generate(String yaml) throws IOException {
        Path file = dir.resolve("openapi.yaml");
        Files.writeString(file, yaml);
        return new Generator(List.of(new ModelEmitter())).generate(Spec.load(file));
    }

    @Test
    void namesComeFromComponentsPropertiesAndOperations() throws IOException {
        // Beside the model package, the service's package gets the records' streaming reader and writer.
        assertThat(generate(DOCUMENT).keySet())
                .containsExactly(
                        "sdk-things/src/main/java/dev/example/things/ThingsJson.java",
                        DIR + "Color.java",
                        DIR + "CreateThingRequest.java",
                        DIR + "ListThingsRequest.java",
                        DIR + "Part.java",
                        DIR + "ReshapeThingRequest.java",
                        DIR + "Shape.java",
                        DIR + "Thing.java",
                        DIR + "ThingOwner.java");
    }

    @Test
    void aResponseRecordKeepsEnumsAsTextAndListsNeverNull() throws IOException {
        String thing = flat(generate(DOCUMENT).get(DIR + "Thing.java"));
        assertThat(thing)
                .contains(
                        "public record Thing(@Nullable UUID id,",
                        "@JsonProperty(\"colors\") List<String> colorsAsString, List<Part> parts, "
                                + "@Nullable ThingOwner owner",
                        "@Nullable Double weight, @Nullable Long total",
                        "implements ResponseModel {",
                        "colorsAsString = colorsAsString == null ? List.of() : List.copyOf(colorsAsString);",
                        "public List<Color> colors() {",
                        "return colorsAsString.stream().map(Color::fromValue).toList();",
                        "@param id the id",
                        "@param parts the parts");
        assertThat(generate(DOCUMENT).get(DIR + "ThingOwner.java")).contains("@Nullable Instant since");
    }

    @Test
    void aRequestRecordChecksWhatTheSchemaSays() throws IOException {
        String request = flat(generate(DOCUMENT).get(DIR + "CreateThingRequest.java"));
        assertThat(request)
                .contains(
                        "public record CreateThingRequest(String name, Integer size, @Nullable Color color,",
                        "@Nullable List<Color> colors, @JsonInclude(JsonInclude.Include.ALWAYS) @Nullable String note,",
                        "if (name == null || name.isBlank()) {",
                        "\"name is required and must not be blank\"",
                        "if (name.length() < 3) {",
                        "if (name.length() > 10) {",
                        "if (!NAME_PATTERN.matcher(name).find()) {",
                        "private static final Pattern NAME_PATTERN = Pattern.compile(\"^[a-z]+$\");",
                        "if (size < 0) {",
                        "\"size must be at most 9, was \" + size",
                        "if (color == Color.UNKNOWN_TO_SDK_VERSION) {",
                        "if (element == null) {",
                        "if (element == Color.UNKNOWN_TO_SDK_VERSION) {",
                        "if (color != null && colors != null) {",
                        "\"one color or many; it cannot be combined with color\"",
                        "CreateThingRequest.builder().name(\"abc\").size(3).build();",
                        "public Builder size(int size) {",
                        "public Builder colors(Color... colors) {",
                        "@param note a note, sent even when {@code null}; {@code null} is sent as {@code null}");
        assertThat(request).doesNotContain("if (note == null");
    }

    /** Issue 27: what the document does not bound gets one rule, from one place, for every field of every request. */
    @Test
    void whatTheDocumentDoesNotBoundGetsOneRule() throws IOException {
        String request = flat(generate(DOCUMENT).get(DIR + "CreateThingRequest.java"));
        assertThat(request)
                .contains(
                        // one line of text, also when the schema says nothing but "string"; a description is prose
                        "Checks.line(name, \"name\");",
                        "Checks.line(note, \"note\");",
                        "Checks.prose(description, \"description\");",
                        // an integer without a minimum; one with a minimum keeps it
                        "Checks.notNegative(count, \"count\");",
                        "if (size < 0) {",
                        // a list names the index of what it refuses, and checks its text elements by the same rule
                        "for (int i = 0; i < labels.size(); i++) {",
                        "\"labels[\" + i + \"] is null\"",
                        "Checks.line(element, \"labels\", i);",
                        "\"colors[\" + i + \"] is UNKNOWN_TO_SDK_VERSION, which stands for a value this SDK version\"",
                        // a varargs setter keeps a null element for the check, and copies the array
                        "return labels(Arrays.asList(labels.clone()));",
                        "labels holds null or an element that is blank or holds a control character or a "
                                + "lone surrogate",
                        "description holds a control character other than tab and line breaks, or a lone surrogate",
                        "count is negative");
        assertThat(request).doesNotContain("Checks.notNegative(size", "Checks.text(");
    }

    @Test
    void queryParametersMakeARecordWithAMarkerCopy() throws IOException {
        String request = flat(generate(DOCUMENT).get(DIR + "ListThingsRequest.java"));
        assertThat(request)
                .contains(
                        "Filters and paging of List things.",
                        "public record ListThingsRequest(@Nullable Integer limit, @Nullable String after,",
                        "Checks.line(after, \"after\");",
                        "if (limit != null && limit > 100) {",
                        "public static ListThingsRequest all() {",
                        "public ListThingsRequest withAfter(@Nullable String after)",
                        "public Builder limit(int limit) {");
    }

    @Test
    void anInlineBodyAndItsInlineEnumAreNamedAfterTheOperationAndTheProperty() throws IOException {
        SortedMap<String, String> files = generate(DOCUMENT);
        assertThat(flat(files.get(DIR + "ReshapeThingRequest.java")))
                .contains(
                        "public record ReshapeThingRequest(Shape shape) {",
                        "private static final ReshapeThingRequest ROUND = new ReshapeThingRequest(Shape.ROUND);",
                        "@return a round thing: the body is {@code {\"shape\":\"ROUND\"}}",
                        "\"shape is required (one of ROUND, SQUARE)\"",
                        "\"shape is UNKNOWN_TO_SDK_VERSION, which stands for a value this SDK\"",
                        "it cannot be sent.\" + \" Use one of ROUND, SQUARE\");");
        assertThat(files.get(DIR + "Color.java"))
                .contains(
                        "/** A color. */",
                        "/** Red. */",
                        "RED,",
                        "@JsonEnumDefaultValue",
                        "read the text from {@code Thing.colorsAsString()}");
    }

    @Test
    void everyLineFitsIn120Columns() throws IOException {
        generate(DOCUMENT)
                .forEach((path, text) -> assertThat(text.lines())
                        .as(path)
                        .allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(120)));
    }

    @Test
    void theGeneratedJavaCompiles() throws IOException {
        Path src = dir.resolve("src");
        List<String> args = new ArrayList<>(List.of(
                "-d",
                dir.resolve("classes").toString(),
                "-Xlint:all",
                "-Werror",
                "-proc:none",
                "-cp",
                System.getProperty("java.class.path")));
        for (Map.Entry<String, String> f : generate(DOCUMENT).entrySet()) {
            Path file = src.resolve(f.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, f.getValue());
            args.add(file.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter out = new StringWriter();
        int rc = javac.getTask(
                                out,
                                null,
                                null,
                                args.subList(0, 7),
                                null,
                                javac.getStandardFileManager(null, null, null)
                                        .getJavaFileObjectsFromStrings(args.subList(7, args.size())))
                        .call()
                ? 0
                : 1;
        assertThat(out.toString()).isEmpty();
        assertThat(rc).isZero();
    }

    @Test
    void aPresetNamedAsAMemberIsRefusedSinceItWouldBeTheMembersAccessor() {
        String clash = DOCUMENT.replace("{name: round, set: {shape: ROUND}", "{name: shape, set: {shape: ROUND}");
        assertThatThrownBy(() -> generate(clash))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ReshapeThingRequest: preset shape() would clash with the accessor of member");
    }

    @Test
    void twoSchemasOfOneNameAreRefused() {
        String clash = DOCUMENT.replace("x-cloudsdk-java-name: ThingOwner", "x-cloudsdk-java-name: Part");
        assertThatThrownBy(() -> generate(clash))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("two different schemas are both dev.example.things.model.Part");
    }
}
