package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.Generator;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.Things;
import java.nio.file.Path;
import java.util.SortedMap;

/** Small documents for the emitters' tests: one service {@code things} with one group, and the given paths. */
final class Documents {
    static final String DIR = "sdk-things/src/main/java/dev/cloudsdk/things/";

    private Documents() {}

    /**
     * @param dir where to write the document
     * @param paths the {@code paths:} entries, indented by two
     * @return every file the operation emitters write for it
     */
    static SortedMap<String, String> generate(Path dir, String paths) {
        return new Generator(OperationsEmitter.all()).generate(spec(dir, paths));
    }

    static Spec spec(Path dir, String paths) {
        return Things.spec(dir, "", paths);
    }
}
