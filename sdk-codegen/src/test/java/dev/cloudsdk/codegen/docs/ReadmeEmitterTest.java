package dev.cloudsdk.codegen.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.codegen.Generator;
import dev.cloudsdk.codegen.Things;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** README's operations table: one row per operation between the markers, the rest of the README as it was. */
class ReadmeEmitterTest {
    private static final String START = "<!-- operations:start -->";
    private static final String END = "<!-- operations:end -->";

    /** The paths of the document: a GET in a region with two path parameters, one renamed, and a POST. */
    private static final String PATHS = """
              /v1/things/{thing_id}/parts/{part_id}:
                get:
                  operationId: getPart
                  tags: [Things]
                  x-cloudsdk-method: part
                  parameters:
                    - {name: X-Region, in: header, required: true, schema: {type: string}}
                    - {name: part_id, in: path, required: true, schema: {type: string}}
                    - {name: thing_id, in: path, required: true, x-cloudsdk-name: thing, schema: {type: string}}
                  responses:
                    '200': {description: the part}
              /v1/things:
                post:
                  operationId: createThing
                  tags: [Things]
                  requestBody:
                    required: true
                    content: {application/json: {schema: {type: object}}}
                  responses:
                    '201': {description: created}
            """;

    @Test
    void rowsBetweenTheMarkersAndEverythingElseKeptByteForByte(@TempDir Path dir) throws Exception {
        String before = "# Title\r\n\n## Operations\n\nIntro.\n\n" + START + "\n| old | table |\n" + END
                + "\n\nAfter, with trailing spaces   \n";
        Files.writeString(dir.resolve("README.md"), before);

        SortedMap<String, String> files =
                new Generator(List.of(new ReadmeEmitter(dir))).generate(Things.spec(dir, "", PATHS));

        assertThat(files.get("README.md"))
                .isEqualTo("# Title\r\n\n## Operations\n\nIntro.\n\n"
                        + START + "\n"
                        + "| operationId | Request | Blocking call | Async call | X-Region |\n"
                        + "|---|---|---|---|---|\n"
                        + "| `getPart` | `GET /v1/things/{thing_id}/parts/{part_id}` | "
                        + "`t.things().part(thing, partId)` | "
                        + "`t.async().things().part(thing, partId)` | yes |\n"
                        + "| `createThing` | `POST /v1/things` | `t.things().create(request)` | "
                        + "`t.async().things().create(request)` | no |\n"
                        + END + "\n\nAfter, with trailing spaces   \n");
        assertThat(Generator.differences(dir, files))
                .containsExactly("README.md: differs from what the document" + " generates");
    }

    @Test
    void aReadmeWithoutTheMarkersIsRefusedNamingThem(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("README.md"), "## Operations\n| a |\n");
        Generator generator = new Generator(List.of(new ReadmeEmitter(dir)));

        assertThatThrownBy(() -> generator.generate(Things.spec(dir, "", PATHS)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(START)
                .hasMessageContaining(END);
    }
}
