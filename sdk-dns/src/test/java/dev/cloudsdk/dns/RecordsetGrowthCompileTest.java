package dev.cloudsdk.dns;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.cloudsdk.core.Crn;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The case, compiled: a user's test that builds a {@link dev.cloudsdk.dns.model.Recordset} with the
 * builder keeps compiling when the record gains a component, and one that calls the 14-argument constructor does
 * not. Recordset's source is compiled as it is and with one component more (as a maintainer would add it: the
 * component, and the builder passing it on), each time beside both user tests. It runs the JDK's {@code javac}
 * with {@code -XDrawDiagnostics}, whose lines name the file and javac's key for each error: the tests run in this
 * module, which does not read {@code java.compiler}, so {@code javax.tools} is out of reach.
 */
class RecordsetGrowthCompileTest {
    private static final String MODEL = "dev/cloudsdk/dns/model/";
    private static final String BUILDER_USER = "package user;\n"
            + "import dev.cloudsdk.dns.model.RecordType;\nimport dev.cloudsdk.dns.model.Recordset;\n"
            + "import java.util.List;\n"
            + "class BuilderUser {\n"
            + "    Recordset www = Recordset.builder().name(\"www.example.org.\").type(RecordType.A).ttl(300)\n"
            + "            .records(List.of(\"192.0.2.10\")).build();\n"
            + "    Recordset changed = www.toBuilder().ttl(60).build();\n"
            + "}\n";
    private static final String CONSTRUCTOR_USER = "package user;\n"
            + "import dev.cloudsdk.dns.model.Recordset;\nimport java.util.List;\n"
            + "class ConstructorUser {\n"
            + "    Recordset www = new Recordset(null, null, null, null, \"www.example.org.\", null, null, null,\n"
            + "            \"A\", 300, List.of(\"192.0.2.10\"), null, null, null);\n"
            + "}\n";

    @Test
    void builderCodeSurvivesANewComponentAndConstructorCodeDoesNot(@TempDir Path tmp) throws Exception {
        String recordset = Files.readString(modelSources().resolve("Recordset.java"));
        assertThat(compile(tmp.resolve("as-is"), recordset))
                .as("both user tests against today's Recordset")
                .isEmpty();

        List<String> errors = compile(tmp.resolve("grown"), withNewComponent(recordset));
        assertThat(errors)
                .as("errors once Recordset has one component more")
                .isNotEmpty()
                .allSatisfy(line ->
                        assertThat(line).contains("ConstructorUser.java:").contains("compiler.err.cant.apply.symbol"));
    }

    /**
     * Adds {@code String priority} after the last modelled component (before {@code additionalProperties}, which a
     * response record keeps last), and passes it on in {@code Builder.build()}.
     */
    private static String withNewComponent(String source) {
        Matcher header = Pattern.compile("(public record Recordset\\([^{]*?updatedAt),\\s*"
                        + "Map<String, @Nullable Object> additionalProperties\\)\\s*implements")
                .matcher(source);
        assertThat(header.find())
                .as("Recordset's header ends with updatedAt and additionalProperties")
                .isTrue();
        String grown = source.substring(0, header.end(1)) + ", String priority" + source.substring(header.end(1));
        Matcher build = Pattern.compile("records,\\s*createdAt,\\s*updatedAt,\\s*additionalProperties\\);")
                .matcher(grown);
        assertThat(build.find()).as("Builder.build() passes the components on").isTrue();
        return build.replaceFirst("records, createdAt, updatedAt, null, additionalProperties);");
    }

    /** The model sources, from this module's directory or (in compat-oldest) from a sibling of it. */
    private static Path modelSources() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            for (Path candidate :
                    List.of(dir.resolve("src/main/java/" + MODEL), dir.resolve("sdk-dns/src/main/java/" + MODEL))) {
                if (Files.isRegularFile(candidate.resolve("Recordset.java"))) {
                    return candidate;
                }
            }
        }
        throw new AssertionError("no sdk-dns sources above " + Path.of("").toAbsolutePath());
    }

    /** @return javac's error lines for the two user tests with the given Recordset source and RecordType */
    private static List<String> compile(Path dir, String recordset)
            throws IOException, URISyntaxException, InterruptedException {
        Files.createDirectories(dir.resolve("classes"));
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "javac").toString(),
                "-XDrawDiagnostics",
                "-proc:none",
                "-d",
                dir.resolve("classes").toString(),
                "-cp",
                classPath()));
        command.add(
                write(dir.resolve("src/" + MODEL + "Recordset.java"), recordset).getPath());
        command.add(write(
                        dir.resolve("src/" + MODEL + "RecordType.java"),
                        Files.readString(modelSources().resolve("RecordType.java")))
                .getPath());
        command.add(
                write(dir.resolve("src/user/BuilderUser.java"), BUILDER_USER).getPath());
        command.add(write(dir.resolve("src/user/ConstructorUser.java"), CONSTRUCTOR_USER)
                .getPath());
        Process javac = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(javac.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(javac.waitFor(2, TimeUnit.MINUTES)).as("javac finished").isTrue();
        List<String> errors =
                output.lines().filter(line -> line.contains(": compiler.err.")).toList();
        assertThat(javac.exitValue() == 0)
                .as("javac's exit status agrees with its output:%n%s", output)
                .isEqualTo(errors.isEmpty());
        return errors;
    }

    private static File write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file.toFile();
    }

    /**
     * sdk-core (Crn, Enums, ResponseModel, JsonValues), Jackson's annotations and JSpecify: what the two model sources
     * compile against.
     */
    private static String classPath() throws URISyntaxException {
        List<String> entries = new ArrayList<>();
        for (Class<?> c : new Class<?>[] {Crn.class, JsonProperty.class, Nullable.class}) {
            entries.add(Path.of(c.getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .toString());
        }
        return String.join(File.pathSeparator, entries);
    }
}
