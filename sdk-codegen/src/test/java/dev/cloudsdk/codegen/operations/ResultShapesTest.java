package dev.cloudsdk.codegen.operations;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A result the operation layer does not generate is refused with its place and what to write instead. */
class ResultShapesTest {
    @TempDir
    Path dir;

    @Test
    void aMapAsAResultIsRefusedNamingTheRecordToWriteInstead() {
        String mapResult = """
                  /v1/things/{thing_id}/labels:
                    get:
                      operationId: getThingLabels
                      tags: [Things]
                      x-cloudsdk-method: labels
                      parameters:
                        - {name: thing_id, in: path, required: true, schema: {type: string, format: uuid}}
                      responses:
                        '200':
                          description: The labels
                          content:
                            application/json:
                              schema:
                                type: object
                                properties:
                                  labels: {type: object, additionalProperties: {type: string}}
                """;
        assertThatThrownBy(() -> Documents.generate(dir, mapResult))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("member labels: a map as a path parameter or an operation's result is not"
                        + " generated; make the result a record holding the map as a member");
    }

    @Test
    void anInlineEnumAsAResultIsRefusedRatherThanTypedString() {
        String enumResult = """
                  /v1/things/{thing_id}/status:
                    get:
                      operationId: getThingStatus
                      tags: [Things]
                      x-cloudsdk-method: status
                      parameters:
                        - {name: thing_id, in: path, required: true, schema: {type: string, format: uuid}}
                      responses:
                        '200':
                          description: The status
                          content:
                            application/json:
                              schema:
                                type: object
                                properties:
                                  status: {type: string, enum: [ACTIVE, STOPPED]}
                """;
        assertThatThrownBy(() -> Documents.generate(dir, enumResult))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("member status: an inline enum as a path parameter or an operation's result"
                        + " has no Java name; declare it under components.schemas and refer to it");
    }
}
