package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What each module may read of {@code sdk-core}: applications its API ({@code dev.cloudsdk.core}); the service
 * modules and the testkit also the runtime their generated code compiles against ({@code dev.cloudsdk.core.runtime});
 * no module the engine ({@code dev.cloudsdk.core.internal}: transport, call lifecycle, tokens, error mapping). Proven
 * from core's compiled module descriptor, from the sources, and by compiling a service module against core on the
 * module path.
 */
class ModuleBoundaryTest {
    private static final Path ROOT =
            Path.of(System.getProperty("cloudsdk.root", "..")).toAbsolutePath().normalize();
    private static final String RUNTIME = "dev.cloudsdk.core.runtime";
    private static final String ENGINE = "dev.cloudsdk.core.internal";
    /** What sdk-core and its runtime dependencies are called on the test class path. */
    private static final Pattern CORE_AND_ITS_DEPENDENCIES = Pattern.compile(".*([/\\\\]sdk-core[/\\\\]target[/\\\\]"
            + "classes|[/\\\\]sdk-core-[^/\\\\]*\\d(-SNAPSHOT)?\\.jar|okhttp-jvm|okio|kotlin-stdlib|annotations-"
            + "|jackson-(core|databind|annotations|datatype-jsr310)|slf4j-api|jspecify).*");

    @TempDir
    Path work;

    @Test
    void coreExportsItsRuntimeOnlyToTheServiceModulesAndTheTestkitAndItsEngineToNoModule() throws IOException {
        ModuleDescriptor core = descriptor(ROOT.resolve("sdk-core"));
        Map<String, Set<String>> exports = new TreeMap<>();
        core.exports().forEach(e -> exports.put(e.source(), new TreeSet<>(e.targets())));
        Set<String> readers = new TreeSet<>();
        for (String module : runtimeReaders()) {
            readers.add(descriptor(ROOT.resolve(module)).name());
        }

        assertThat(core.packages()).contains(ENGINE, RUNTIME);
        assertThat(exports)
                .as("core's exports: package -> the modules it is exported to (none: to every module)")
                .isEqualTo(Map.of("dev.cloudsdk.core", Set.of(), RUNTIME, readers));
        assertThat(core.opens()).extracting(ModuleDescriptor.Opens::source).doesNotContain(ENGINE, RUNTIME);
    }

    @Test
    void noModuleOutsideCoreAndNoGeneratorNamesTheEngine() throws IOException {
        List<Path> roots = new ArrayList<>();
        try (Stream<Path> modules = Files.list(ROOT)) {
            modules.filter(m -> Files.isDirectory(m.resolve("src/main")) && !m.endsWith("sdk-core"))
                    .map(m -> m.resolve("src/main"))
                    .forEach(roots::add);
        }
        for (String module : runtimeReaders()) {
            roots.add(ROOT.resolve(module).resolve("src/test"));
        }
        assertThat(roots)
                .extracting(r -> ROOT.relativize(r).toString().replace(File.separatorChar, '/'))
                .contains("sdk-dns/src/main", "sdk-dns/src/test", "sdk-testkit/src/main", "sdk-codegen/src/main");
        List<String> naming = new ArrayList<>();
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(Files::isRegularFile).collect(Collectors.toList())) {
                    if (Files.readString(f, StandardCharsets.ISO_8859_1).contains(ENGINE)) {
                        naming.add(ROOT.relativize(f).toString());
                    }
                }
            }
        }
        assertThat(naming)
                .as("sources outside sdk-core that name %s: reach it through %s", ENGINE, RUNTIME)
                .isEmpty();
    }

    /**
     * @return the modules core exports its runtime to, by their directories: the service modules of
     *     {@code api/openapi.yaml} ({@code x-cloudsdk-services}) and the testkit
     */
    private static List<String> runtimeReaders() throws IOException {
        List<String> services =
                ApiDocument.read(ROOT.resolve("api/openapi.yaml")).serviceModules();
        assertThat(services)
                .as("the service modules of api/openapi.yaml")
                .isNotEmpty()
                .contains("sdk-dns");
        List<String> readers = new ArrayList<>(services);
        readers.add("sdk-testkit");
        return readers;
    }

    @Test
    void aServiceModuleCompilesAgainstTheRuntimeOnTheModulePath() throws IOException {
        assertThat(compileServiceModule(RUNTIME + ".ServiceContext", "runtime")).isEmpty();
    }

    @Test
    void aServiceModuleThatImportsTheEngineDoesNotCompileOnTheModulePath() throws IOException {
        assertThat(compileServiceModule(ENGINE + ".ConfigCalls", "engine"))
                .contains("package " + ENGINE + " is not visible");
    }

    /** Compiles a module named as a service module ({@code dev.cloudsdk.dns}) that imports {@code type}. */
    private String compileServiceModule(String type, String name) throws IOException {
        Path src = work.resolve("src-" + name);
        Files.createDirectories(src.resolve("dev/cloudsdk/dns"));
        Files.writeString(
                src.resolve("module-info.java"), "module dev.cloudsdk.dns {\n    requires dev.cloudsdk.core;\n}\n");
        Files.writeString(
                src.resolve("dev/cloudsdk/dns/Reach.java"),
                "package dev.cloudsdk.dns;\n\nimport " + type
                        + ";\n\nfinal class Reach {\n    Class<?> reached() {\n        return "
                        + type.substring(type.lastIndexOf('.') + 1) + ".class;\n    }\n}\n");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int rc = javac.run(
                null,
                diagnostics,
                diagnostics,
                "-d",
                work.resolve("classes-" + name).toString(),
                "--module-path",
                coreModulePath(),
                src.resolve("module-info.java").toString(),
                src.resolve("dev/cloudsdk/dns/Reach.java").toString());
        String text = diagnostics.toString(StandardCharsets.UTF_8);
        return rc == 0 ? "" : text.isEmpty() ? "failed" : text;
    }

    /** sdk-core's classes and the jars it needs, from the test class path. */
    private static String coreModulePath() {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> entries = Arrays.stream(cp.split(File.pathSeparator))
                .filter(e -> CORE_AND_ITS_DEPENDENCIES.matcher(e).matches()
                        && !e.contains("test-classes")
                        && !e.endsWith("-tests.jar"))
                .collect(Collectors.toList());
        assertThat(entries).as("sdk-core on the test class path").anyMatch(e -> e.contains("sdk-core"));
        return String.join(File.pathSeparator, entries);
    }

    private static ModuleDescriptor descriptor(Path module) throws IOException {
        Path classes = module.resolve("target/classes");
        return ModuleFinder.of(classes).findAll().stream()
                .map(ModuleReference::descriptor)
                .findFirst()
                .orElseThrow(() -> new IOException("no module-info.class in " + classes + ": build the module first"));
    }
}
