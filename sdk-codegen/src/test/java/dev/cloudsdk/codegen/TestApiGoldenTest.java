package dev.cloudsdk.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Golden files of the generator: every file every emitter (model, operation layer, testkit routing, fault rows,
 * contract calls, README table) writes for the test-only document {@code src/test/resources/testapi/openapi.yaml}
 * is compared with {@code src/test/resources/testapi/golden/<path>.txt}. A missing, extra or different golden file
 * fails, named, with the first line that differs. After a deliberate change of the generator or the document,
 * rewrite them and review the diff:
 * {@code ./mvnw -B -q -pl sdk-codegen -am test -Dtest=TestApiGoldenTest -Dgolden.update=true
 * -Dsurefire.failIfNoSpecifiedTests=false} (always with {@code -am}: CONTRIBUTING.md says why).
 */
class TestApiGoldenTest {
    static final Path GOLDEN = TestApi.DIR.resolve("golden");

    @Test
    void everyGeneratedFileIsItsGoldenFile() throws IOException {
        SortedMap<String, String> files = TestApi.files();
        if (Boolean.getBoolean("golden.update")) {
            update(files);
        }
        List<String> problems = new ArrayList<>();
        TreeSet<String> golden = goldenPaths();
        files.forEach((path, content) -> {
            Path file = GOLDEN.resolve(path + ".txt");
            if (!golden.contains(path)) {
                problems.add(path + ": no golden file " + GOLDEN.relativize(file));
            } else {
                String diff = firstDifference(read(file), content);
                if (diff != null) {
                    problems.add(path + ": differs from " + TestApi.DIR.relativize(file) + ", " + diff);
                }
            }
        });
        golden.stream()
                .filter(p -> !files.containsKey(p))
                .forEach(p -> problems.add(p + ": golden file of a file no longer generated, golden/" + p + ".txt"));
        assertThat(problems)
                .as("rewrite them with ./mvnw -B -q -pl sdk-codegen -am test -Dtest=TestApiGoldenTest"
                        + " -Dgolden.update=true -Dsurefire.failIfNoSpecifiedTests=false, then review the diff")
                .isEmpty();
    }

    @Test
    void theGoldenFilesCoverEveryShapeOfTheDocument() {
        SortedMap<String, String> files = TestApi.files();
        String api = files.get(TestApi.MAIN + "dev/cloudsdk/compute/ComputeApi.java");
        // Every shape reads with the generated reader, and every body is written by the generated writer.
        assertThat(api)
                .contains(
                        "Endpoint.get(",
                        "Endpoint.put(",
                        "Endpoint.delete(",
                        "Endpoint.post(",
                        "ResponseShape.whole(ComputeJson::readServer)",
                        "ResponseShape.none()",
                        "ResponseShape.page(\"servers\", ComputeJson::readServer)",
                        "QueryParams.addEach(query, \"tag\"",
                        "ResponseShape.member(\"server\", ComputeJson::readServer)",
                        "ResponseShape.memberOr(\"message\", JsonRead::string, \"\")",
                        "ComputeJson::writeCreateServerRequest,",
                        "ComputeJson::writeUpdateServerRequest,",
                        "RegionHeader.SENT",
                        "RegionHeader.NOT_SENT")
                .doesNotContain(".class");
        assertThat(files.get(TestApi.MAIN + "dev/cloudsdk/compute/ComputeJson.java"))
                .contains(
                        "case \"addresses\" -> addresses = JsonRead.list(p, s, Address.class, "
                                + "ComputeJson::readAddress);",
                        "default -> unknown = JsonRead.unknown(p, s, unknown);",
                        "throw JsonRead.unmade(p, Server.class, e);",
                        "JsonWrite.list(g, \"tags\", r.tags(), JsonWrite::string);",
                        "static void writePlacement(")
                .doesNotContain("ObjectMapper", "ObjectReader", "ObjectWriter");
        assertThat(files.get(TestApi.MAIN + "dev/cloudsdk/compute/Servers.java"))
                .contains("public Response<@Nullable Void> deleteWithResponse(");
        // kotlin-check's call of each shape: a list's items, a 204's Unit and null, a body's value, a path value
        // made by the resource's generic create (compiled and run by kotlin-check's TestApiFromKotlinTest).
        String kotlin = "kotlin-check/src/test/kotlin/dev/cloudsdk/kotlincheck/operations/";
        assertThat(files.get(kotlin + "ListServersFromKotlinTest.kt"))
                .contains(
                        "val items: List<Server> = ",
                        "val page: AsyncPage<Server> = ",
                        ".created(null, ApiOperation.CREATE_SERVER,");
        assertThat(files.get(kotlin + "DeleteServerFromKotlinTest.kt"))
                .contains(
                        "val done: Unit = ",
                        "val done: Void? = ",
                        "assertNull(done)",
                        ".created(\"server_name\", ApiOperation.CREATE_SERVER,");
        assertThat(files.get(kotlin + "GetImageFromKotlinTest.kt"))
                .contains(
                        "val result: Image = ",
                        "assertInstanceOf(Image::class.java, result)",
                        ".given(\"image_id\", \"3f4aa0b2-e74e-3aa1-be8c-f1f1b48db670\")");
        assertThat(files)
                .containsKeys(
                        TestApi.MAIN + "dev/cloudsdk/compute/model/ServerStatus.java",
                        TestApi.MAIN + "dev/cloudsdk/compute/model/UpdateServerRequest.java",
                        "README.md");
    }

    /**
     * @return {@code null} when equal, else the first line that differs, as {@code line N: expected ..., was ...}
     */
    static String firstDifference(String expected, String actual) {
        if (expected.equals(actual)) {
            return null;
        }
        List<String> e = expected.lines().toList();
        List<String> a = actual.lines().toList();
        for (int i = 0; i < Math.max(e.size(), a.size()); i++) {
            String want = i < e.size() ? e.get(i) : "<end of file>";
            String got = i < a.size() ? a.get(i) : "<end of file>";
            if (!want.equals(got)) {
                return "line " + (i + 1) + ": expected <" + want + ">, was <" + got + ">";
            }
        }
        return "line endings or the final line break differ";
    }

    private static void update(SortedMap<String, String> files) throws IOException {
        for (String stale : goldenPaths()) {
            if (!files.containsKey(stale)) {
                Files.delete(GOLDEN.resolve(stale + ".txt"));
            }
        }
        for (var f : files.entrySet()) {
            Path file = GOLDEN.resolve(f.getKey() + ".txt");
            Files.createDirectories(file.getParent());
            Files.writeString(file, f.getValue(), StandardCharsets.UTF_8);
        }
    }

    /** @return the generated paths that have a golden file */
    private static TreeSet<String> goldenPaths() throws IOException {
        TreeSet<String> out = new TreeSet<>();
        if (!Files.isDirectory(GOLDEN)) {
            return out;
        }
        try (Stream<Path> walk = Files.walk(GOLDEN)) {
            walk.filter(p -> p.toString().endsWith(".txt"))
                    .map(p -> GOLDEN.relativize(p).toString().replace('\\', '/'))
                    .forEach(p -> out.add(p.substring(0, p.length() - ".txt".length())));
        }
        return out;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
