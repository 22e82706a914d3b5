package dev.cloudsdk.codegen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The small document of the emitters' unit tests: one service {@code things} with one group, the given paths, and a
 * few schemas ({@code Thing}, the enum {@code Color}, {@code UpdateThingRequest}) for them to refer to.
 */
public final class Things {
    private Things() {}

    /**
     * @param dir where to write it
     * @param root more entries of the document's root, such as {@code x-cloudsdk-resources}, not indented
     * @param paths the {@code paths:} entries, indented by two
     * @return the document, read
     */
    public static Spec spec(Path dir, String root, String paths) {
        return load(dir, yaml(root, paths));
    }

    /**
     * @param java generated Java, laid out by the formatter
     * @return it on one line: each line break and the indent after it (and a Javadoc line's {@code *}) one space,
     *     none after {@code (} or before a {@code .}, so that a test names the code and not where the formatter
     *     broke it
     */
    public static String flat(String java) {
        return java.replaceAll("\\s*\\n\\s*(\\* )?", " ").replace("( ", "(").replace(" .", ".");
    }

    /**
     * @param root more entries of the document's root, not indented
     * @param paths the {@code paths:} entries, indented by two
     * @return the document's text
     */
    public static String yaml(String root, String paths) {
        return root + """
                openapi: 3.0.3
                info: {title: things, version: "1"}
                x-cloudsdk-services:
                  things:
                    prefix: Things
                    title: things
                    description: Client for things.
                    module-doc: 'Things: create.'
                    package-doc: |
                      Things: create things. Start at {@link dev.cloudsdk.things.ThingsClient}.
                    model-doc: |
                      Records of the things service.
                    example: |
                      ThingsClient t = ThingsClient.create(config);
                    groups:
                      things: {class: Things, description: The things}
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
                        thing_id: {type: string, format: uuid}
                        name: {type: string}
                        color: {$ref: '#/components/schemas/Color'}
                """;
    }

    /**
     * @param dir where to write it
     * @param yaml a document
     * @return the document, read
     */
    public static Spec load(Path dir, String yaml) {
        try {
            Path file = dir.resolve("openapi.yaml");
            Files.writeString(file, yaml);
            return Spec.load(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
