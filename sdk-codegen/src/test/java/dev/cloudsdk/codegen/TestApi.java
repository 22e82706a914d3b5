package dev.cloudsdk.codegen;

import java.nio.file.Path;
import java.util.SortedMap;

/**
 * The test-only document {@code src/test/resources/testapi/openapi.yaml} (service {@code compute}, module
 * {@code sdk-compute}): the operation shapes {@code api/openapi.yaml} does not have yet. Its directory stands in for
 * the repository root, so every emitter runs on it, the README emitter on the small README beside it.
 */
final class TestApi {
    /** The document's directory, from the module (the tests' working directory). */
    static final Path DIR = Path.of("src/test/resources/testapi").toAbsolutePath();
    /** The module's sources, in what {@link #files()} returns. */
    static final String MAIN = "sdk-compute/src/main/java/";

    private TestApi() {
    }

    /** @return the document, read */
    static Spec spec() {
        return Spec.load(DIR.resolve("openapi.yaml"));
    }

    /** @return every file every emitter writes for the document: its path to its content */
    static SortedMap<String, String> files() {
        return new Generator(Emitters.all(DIR)).generate(spec());
    }
}
