package dev.cloudsdk.codegen.testkit;

import dev.cloudsdk.codegen.Spec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A small document for the testkit emitters' tests: one service {@code things} and the given paths. */
final class Document {
    private Document() {
    }

    /**
     * @param dir where to write it
     * @param paths the {@code paths:} entries, indented by two
     * @return the document, read
     */
    static Spec spec(Path dir, String paths) throws IOException {
        return spec(dir, "", paths);
    }

    /**
     * @param dir where to write it
     * @param root more entries of the document's root, such as {@code x-cloudsdk-resources}, not indented
     * @param paths the {@code paths:} entries, indented by two
     * @return the document, read
     */
    static Spec spec(Path dir, String root, String paths) throws IOException {
        String yaml = root + """
                openapi: 3.0.3
                info: {title: things, version: "1"}
                x-cloudsdk-services:
                  things:
                    module: sdk-things
                    package: dev.cloudsdk.things
                    prefix: Things
                    title: things
                    example: |
                      ThingsClient t = ThingsClient.create(config);
                    groups:
                      things: {class: Things, async-class: AsyncThings, description: The things}
                paths:
                """ + paths + """
                components:
                  parameters:
                    Region: {name: X-Region, in: header, required: true, schema: {type: string}}
                  responses:
                    NotFound: {description: Resource not found}
                  schemas:
                    Thing:
                      type: object
                      required: [id]
                      properties:
                        id: {type: string, format: uuid}
                        name: {type: string, example: web}
                        color: {$ref: '#/components/schemas/Color'}
                        size: {type: integer, minimum: 3}
                        code: {type: string, pattern: '^[A-Z]{3}$'}
                        created_at: {type: string, format: date-time}
                        tags: {type: array, items: {type: string}}
                    Color: {type: string, enum: [RED, GREEN]}
                    UpdateThingRequest:
                      type: object
                      required: [name]
                      properties:
                        name: {type: string}
                        color: {$ref: '#/components/schemas/Color'}
                """;
        Path file = dir.resolve("openapi.yaml");
        Files.writeString(file, yaml);
        return Spec.load(file);
    }
}
