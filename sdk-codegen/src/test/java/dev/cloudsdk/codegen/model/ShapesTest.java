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
    private static final String DOCUMENT = """
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
                  x-cloudsdk-service: things
                  x-cloudsdk-group: things
                  x-cloudsdk-method: create
                  summary: Create thing
                  requestBody:
                    required: true
                    content:
                      application/json:
                        schema: {$ref: '#/components/schemas/Thing'}
                  responses:
                    '204': {description: done}
            components:
              schemas:
                Thing:
                  type: object
                  properties:
                    name: {type: string}
                    odd: SHAPE
            """;

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
                .hasMessageStartingWith("#/components/schemas/Thing/properties/odd: ")
                .hasMessageContaining(message);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            {type: array, items: {oneOf: [{type: string}]}} | #/components/schemas/Thing/properties/odd/items: oneOf
            {type: object, properties: {a~/b: {anyOf: [{type: string}]}}} | \
            #/components/schemas/Thing/properties/odd/properties/a~0~1b: anyOf
            {$ref: '#/components/schemas/Thing/properties/name/x-odd'} | \
            #/components/schemas/Thing/properties/name/x-odd: allOf
            """)
    void theRefusalNamesTheInnerPlaceAsAJsonPointer(String shape, String where) {
        String document = DOCUMENT.replace("SHAPE", shape).replace("name: {type: string}",
                "name: {type: string, x-odd: {allOf: [{type: string}]}}");
        assertThatThrownBy(() -> generate(document)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(where);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            schema: {$ref: '#/components/schemas/Thing'} | schema: {oneOf: [{$ref: '#/components/schemas/Thing'}]} \
            | #/paths/~1v1~1things/post/requestBody/content/application~1json/schema: oneOf
            """)
    void aRefusalInAnOperationNamesItsPathAndMethod(String from, String to, String where) {
        String document = DOCUMENT.replace("SHAPE", "{type: string}").replace(from, to);
        assertThatThrownBy(() -> generate(document)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(where);
    }

    @Test
    void aMapOrAnArrayOfArraysAsAQueryParameterIsRefused() {
        String query = DOCUMENT.replace("SHAPE", "{type: string}").replace("      summary: Create thing\n", """
                      summary: Create thing
                      x-cloudsdk-request: CreateThingQuery
                      parameters:
                        - {name: by, in: query, schema: {type: object, additionalProperties: {type: string}}}
                """);
        assertThatThrownBy(() -> generate(query)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("#/paths/~1v1~1things/post/parameters/0/schema: a query parameter that is a map is not"
                        + " generated; send its values as a repeated parameter (an array of strings), or in a body");
        String nested = query.replace("{type: object, additionalProperties: {type: string}}",
                "{type: array, items: {type: array, items: {type: string}}}");
        assertThatThrownBy(() -> generate(nested)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a query parameter that is an array of arrays is not generated");
    }

    private void generate(String yaml) throws IOException {
        Path file = dir.resolve("openapi.yaml");
        Files.writeString(file, yaml);
        new ModelEmitter().emit(Spec.load(file), new TreeMap<>());
    }
}
