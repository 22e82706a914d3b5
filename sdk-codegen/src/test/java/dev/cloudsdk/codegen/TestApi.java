package dev.cloudsdk.codegen;

import java.nio.file.Path;
import java.util.SortedMap;

/**
 * The test-only document {@code src/test/resources/testapi/openapi.yaml} (service {@code compute}, module
 * {@code sdk-compute}): the operation shapes {@code api/openapi.yaml} does not have yet. Its directory stands in for
 * the repository root, so every emitter runs on it, the README emitter on the small README beside it. Public for
 * kotlin-check's {@code TestApiFromKotlinTest}, which compiles and runs the Kotlin the document generates.
 */
public final class TestApi {
    /** The repository's root, from a module's directory (the tests' working directory). */
    public static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    /** The document's directory. */
    public static final Path DIR = REPO.resolve("sdk-codegen/src/test/resources/testapi");
    /** The module's sources, in what {@link #files()} returns. */
    public static final String MAIN = "sdk-compute/src/main/java/";

    private TestApi() {}

    /** @return the document, read */
    public static Spec spec() {
        return Spec.load(DIR.resolve("openapi.yaml"));
    }

    /** @return every file every emitter writes for the document: its path to its content */
    public static SortedMap<String, String> files() {
        return Generator.standard(DIR).generate(spec());
    }
}
