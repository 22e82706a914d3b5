package dev.cloudsdk.codegen.model;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.codegen.Spec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every shape the generator does not generate is refused at generation, one case per category, naming the schema's
 * place in the document as a JSON pointer, the shape, and what to write instead.
 */
class ShapesTest {
    /** The model emitter's document, its {@code Thing.nickname} of the shape under test. */
    private static final String DOCUMENT =
            ModelEmitterTest.DOCUMENT.replace("nickname: {type: string, nullable: true}", "nickname: SHAPE");

    private static final String AT = "#/components/schemas/Thing/properties/nickname";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            {oneOf: [{type: string}, {type: integer}]} | oneOf (a composition of schemas) is not generated; write one \
            object schema holding the members of every alternative
            {anyOf: [{type: string}, {type: integer}]} | anyOf (a composition of schemas) is not generated
            {allOf: [{type: object, properties: {a: {type: string}}}]} | allOf (a composition of schemas) is not \
            generated
            {type: [string, 'null']} | a list of types ["string","null"] is not generated; write one type, and \
            nullable: true where null is allowed
            {type: integer, enum: [1, 2]} | an enum of type 'integer' is not generated; write a string enum
            {type: object, patternProperties: {'^x-': {type: string}}} | patternProperties is not generated; write \
            additionalProperties: {type: string} for a map of strings
            {type: object, additionalProperties: {type: integer}} | a map whose values are not plain strings is not \
            generated; write additionalProperties: {type: string} alone for a map of strings (Map<String, String>)
            {type: object, additionalProperties: true} | a map whose values are not plain strings is not generated
            {type: object, properties: {a: {type: string}}, additionalProperties: {type: string}} | an object with \
            both properties and additionalProperties is not generated
            {type: array, items: [{type: string}, {type: integer}]} | a tuple (items by position) is not generated; \
            write an object with a named member for each position
            {type: array, prefixItems: [{type: string}], items: {type: string}} | a tuple (items by position) is not \
            generated
            {type: array} | an array without items is not generated; give it items
            {type: array, items: {type: array, items: {type: array, items: {type: string}}}} | an array of arrays of \
            arrays is not generated; hold the inner array in an object
            {type: array, items: {type: array, items: {type: object, properties: {a: {type: string}}}}} | an array \
            of arrays of enums, objects or maps is not generated
            {type: array, items: {type: object, additionalProperties: {type: string}}} | an array of maps is not \
            generated; hold the inner map in an object
            {description: anything} | a schema without a type is not generated; give it a type, or map it to a class \
            of your own with x-cloudsdk-java-type
            """)
    void anUnknownShapeIsRefusedNamingItsPlaceTheShapeAndWhatToWriteInstead(String shape, String message) {
        assertThatThrownBy(() -> generate(DOCUMENT.replace("SHAPE", shape)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(AT + ": ")
                .hasMessageContaining(message);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            {type: array, items: {oneOf: [{type: string}]}} | #/components/schemas/Thing/properties/nickname/items: \
            oneOf
            {type: object, properties: {a~/b: {anyOf: [{type: string}]}}} | \
            #/components/schemas/Thing/properties/nickname/properties/a~0~1b: anyOf
            {$ref: '#/components/schemas/Thing/properties/id/x-odd'} | #/components/schemas/Thing/properties/id/x-odd: \
            allOf
            """)
    void theRefusalNamesTheInnerPlaceAsAJsonPointer(String shape, String where) {
        String id = "id: {type: string, format: uuid, description: the id";
        String document =
                DOCUMENT.replace("SHAPE", shape).replace(id + "}", id + ", x-odd: {allOf: [{type: string}]}}");
        assertThatThrownBy(() -> generate(document))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(where);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            schema: {$ref: '#/components/schemas/CreateThingRequest'} | \
            schema: {oneOf: [{$ref: '#/components/schemas/CreateThingRequest'}]} | \
            #/paths/~1v1~1things/post/requestBody/content/application~1json/schema: oneOf
            '- {name: limit, in: query, schema: {type: integer, format: int32, minimum: 1, maximum: 100}}' | \
            '- {name: limit, in: query, schema: {type: integer, enum: [1, 100]}}' | \
            #/paths/~1v1~1things/get/parameters/0/schema: an enum of type
            """)
    void aRefusalInAnOperationNamesItsPathAndMethod(String from, String to, String where) {
        String document = DOCUMENT.replace("SHAPE", "{type: string}").replace(from, to);
        assertThatThrownBy(() -> generate(document))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(where);
    }

    @Test
    void aMapOrAnArrayOfArraysAsAQueryParameterIsRefused() {
        String colors = "{type: array, items: {$ref: '#/components/schemas/Color'}}";
        String map = DOCUMENT.replace("SHAPE", "{type: string}")
                .replace(colors, "{type: object, additionalProperties: {type: string}}");
        assertThatThrownBy(() -> generate(map))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("#/paths/~1v1~1things/get/parameters/2/schema: a query parameter that is a map is not"
                        + " generated; send its values as a repeated parameter (an array of strings), or in a body");
        String nested = DOCUMENT.replace("SHAPE", "{type: string}")
                .replace(colors, "{type: array, items: {type: array, items: {type: string}}}");
        assertThatThrownBy(() -> generate(nested))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a query parameter that is an array of arrays is not generated");
    }

    private void generate(String yaml) throws IOException {
        Path file = dir.resolve("openapi.yaml");
        Files.writeString(file, yaml);
        new ModelEmitter().emit(Spec.load(file), new TreeMap<>());
    }
}
