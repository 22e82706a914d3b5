package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cloudsdk.core.ClientConfig;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import mockwebserver3.MockWebServer;
import okhttp3.HttpUrl;
import okio.ByteString;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.io.TempDir;

/**
 * An operation added to {@link ApiOperation} without a route must not compile: the emulator's main sources are
 * compiled twice, as they are and with one constant more, and the second must fail in the dispatcher's
 * exhaustive switches (javac's {@code compiler.err.not.exhaustive}), not fall through to another handler.
 */
class EmulatorRoutesCompileTest {
    private static final Path SOURCES = Path.of("src", "main", "java");
    private static final Path OPERATION = SOURCES.resolve("dev/cloudsdk/testkit/ApiOperation.java");
    private static final String ENUM = "public enum ApiOperation {\n";

    @Test
    void anOperationWithoutARouteDoesNotCompile(@TempDir Path tmp) throws Exception {
        assertThat(compile(tmp.resolve("as-is"), Files.readString(OPERATION)))
                .as("the sources as they are")
                .isEmpty();

        String source = Files.readString(OPERATION);
        assertThat(source).contains(ENUM);
        // A name and path no operation of the document can have: an operationId makes no '__', and no path of the
        // document holds '~' (CONTRIBUTING.md, "Nothing hand-written lists the operations").
        String withNewOperation =
                source.replace(ENUM, ENUM + "    NO_SUCH__OPERATION(\"POST\", \"/v1/~no-such-operation\", false),\n");
        List<Diagnostic<? extends JavaFileObject>> errors = compile(tmp.resolve("with-new"), withNewOperation);

        assertThat(errors)
                .as("errors compiling with an operation that has no route")
                .isNotEmpty()
                .allSatisfy(d -> {
                    assertThat(d.getCode()).isEqualTo("compiler.err.not.exhaustive");
                    assertThat(d.getSource().getName()).endsWith("EmulatorDispatcher.java");
                });
    }

    /** @return the errors of compiling the main sources, with ApiOperation's text replaced */
    private static List<Diagnostic<? extends JavaFileObject>> compile(Path dir, String operationSource)
            throws IOException, URISyntaxException, ClassNotFoundException {
        Path copy = dir.resolve("src/dev/cloudsdk/testkit/ApiOperation.java");
        Files.createDirectories(copy.getParent());
        Files.writeString(copy, operationSource);
        List<File> files = new ArrayList<>();
        try (Stream<Path> all = Files.walk(SOURCES)) {
            all.filter(p -> p.toString().endsWith(".java") && !p.endsWith("module-info.java") && !p.equals(OPERATION))
                    .forEach(p -> files.add(p.toFile()));
        }
        files.add(copy.toFile());
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, null, null)) {
            Files.createDirectories(dir.resolve("classes"));
            List<String> options =
                    List.of("-proc:none", "-d", dir.resolve("classes").toString(), "-cp", classPath());
            javac.getTask(null, fm, diagnostics, options, null, fm.getJavaFileObjectsFromFiles(files))
                    .call();
        }
        return diagnostics.getDiagnostics().stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .collect(Collectors.toList());
    }

    /** The jars the main sources compile against, found from a class of each. */
    private static String classPath() throws URISyntaxException, ClassNotFoundException {
        List<String> entries = new ArrayList<>();
        for (Class<?> c : new Class<?>[] {
            ClientConfig.class,
            MockWebServer.class,
            HttpUrl.class,
            ByteString.class,
            Class.forName("kotlin.Unit"),
            ObjectMapper.class,
            JsonParser.class,
            Class.forName("com.fasterxml.jackson.annotation.JsonProperty"),
            ExtensionContext.class,
            Nullable.class
        }) {
            entries.add(Path.of(c.getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .toString());
        }
        return String.join(File.pathSeparator, entries);
    }
}
