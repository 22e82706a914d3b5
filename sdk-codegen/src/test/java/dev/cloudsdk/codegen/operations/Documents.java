package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.Generator;
import dev.cloudsdk.codegen.Spec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SortedMap;

/** Small documents for the emitters' tests: one service {@code things} with one group, and the given paths. */
final class Documents {
    static final String DIR = "sdk-things/src/main/java/dev/cloudsdk/things/";

    private Documents() {
    }

    /**
     * @param dir where to write the document
     * @param paths the {@code paths:} entries, indented by two
     * @return every file the operation emitters write for it
     */
    static SortedMap<String, String> generate(Path dir, String paths) {
        return new Generator(OperationsEmitter.all()).generate(spec(dir, paths));
    }

    static Spec spec(Path dir, String paths) {
        String yaml = """
                openapi: 3.0.3
                info: {title: things, version: "1"}
                x-cloudsdk-services:
                  things:
                    module: sdk-things
                    package: dev.cloudsdk.things
                    prefix: Things
                    title: things
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
                      properties:
                        id: {type: string, format: uuid}
                        name: {type: string}
                    Color: {type: string, enum: [RED, GREEN]}
                    UpdateThingRequest:
                      type: object
                      properties:
                        thing_id: {type: string, format: uuid}
                        name: {type: string}
                """;
        try {
            Path file = dir.resolve("openapi.yaml");
            Files.writeString(file, yaml);
            return Spec.load(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
