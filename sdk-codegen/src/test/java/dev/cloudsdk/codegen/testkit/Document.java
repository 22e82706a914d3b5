package dev.cloudsdk.codegen.testkit;

import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.Things;
import java.io.IOException;
import java.nio.file.Path;

/** A small document for the testkit emitters' tests: one service {@code things} and the given paths. */
final class Document {
    private Document() {}

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
        return Things.spec(dir, root, paths);
    }
}
