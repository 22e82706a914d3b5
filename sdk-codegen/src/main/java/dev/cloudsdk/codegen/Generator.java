package dev.cloudsdk.codegen;

import com.palantir.javaformat.java.Formatter;
import com.palantir.javaformat.java.FormatterException;
import com.palantir.javaformat.java.JavaFormatterOptions;
import dev.cloudsdk.codegen.docs.ReadmeEmitter;
import dev.cloudsdk.codegen.model.ModelEmitter;
import dev.cloudsdk.codegen.modules.ModuleFilesEmitter;
import dev.cloudsdk.codegen.modules.ServiceListsEmitter;
import dev.cloudsdk.codegen.operations.ContractTest;
import dev.cloudsdk.codegen.operations.KotlinCheckEmitter;
import dev.cloudsdk.codegen.operations.OperationsEmitter;
import dev.cloudsdk.codegen.spring.SpringClientsEmitter;
import dev.cloudsdk.codegen.testkit.CallTablesEmitter;
import dev.cloudsdk.codegen.testkit.SuccessPathEmitter;
import dev.cloudsdk.codegen.testkit.TestkitEmitter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Runs every {@link Emitter} over the document and compares or writes the result. A generated Java or Kotlin file
 * starts with {@link JavaSource#HEADER}; a file with that header that the document no longer generates is stale and
 * removed. A text file with generated parts (the README's table) is written whole by its emitter, which keeps the
 * rest as it is. Every generated Java file is laid out by palantir-java-format (its Javadoc reflowed too), the
 * formatter Spotless checks all Java with, so that an emitter writes code and comments on long lines and never wraps.
 */
public final class Generator {
    private static final Formatter FORMATTER = Formatter.createFormatter(JavaFormatterOptions.builder()
            .style(JavaFormatterOptions.Style.PALANTIR)
            .formatJavadoc(true)
            .build());

    /**
     * Where a generated file may be, from the repository root: a module's {@code src/main/java} and
     * {@code src/test/java} trees (the generated test cases), and its {@code src/test/kotlin} tree (kotlin-check's
     * calls).
     */
    private static final Pattern GENERATED_TREES =
            Pattern.compile("[^/]+/src/(main|test)/java/.+\\.java|[^/]+/src/test/kotlin/.+\\.kt");

    private final List<Emitter> emitters;

    /** @param emitters what to generate */
    public Generator(List<Emitter> emitters) {
        this.emitters = List.copyOf(emitters);
    }

    /**
     * @param root the repository root, for the files an emitter rewrites in part (the README, the POMs)
     * @return the generator of this repository: every emitter, in the order they run
     */
    public static Generator standard(Path root) {
        List<Emitter> all = new ArrayList<>(List.of(new ModuleFilesEmitter(root), new ModelEmitter()));
        all.addAll(OperationsEmitter.all());
        all.addAll(List.of(
                new TestkitEmitter(path -> Files.exists(root.resolve(path))),
                new ReadmeEmitter(root),
                new CallTablesEmitter(),
                new SuccessPathEmitter(),
                ContractTest.emitter(),
                new KotlinCheckEmitter(),
                new SpringClientsEmitter(),
                new ServiceListsEmitter(root)));
        return new Generator(all);
    }

    /**
     * @param spec the document
     * @return every generated file: its path from the repository root to its content
     */
    public SortedMap<String, String> generate(Spec spec) {
        SortedMap<String, String> files = new TreeMap<>();
        for (Emitter e : emitters) {
            e.emit(spec, files);
        }
        files.replaceAll((path, content) ->
                path.endsWith(".java") && content.startsWith(JavaSource.HEADER) ? format(path, content) : content);
        return files;
    }

    private static String format(String path, String content) {
        try {
            return FORMATTER.formatSource(content);
        } catch (FormatterException e) {
            throw new IllegalStateException(
                    path + " is no Java the formatter can parse: " + e.getMessage() + "\n" + content, e);
        }
    }

    /**
     * @param root the repository root
     * @param files what {@link #generate(Spec)} returned
     * @return one line per difference between the tree and the files: changed, missing or stale; empty when none
     */
    public static List<String> differences(Path root, SortedMap<String, String> files) {
        List<String> out = new ArrayList<>();
        files.forEach((path, content) -> {
            Path file = root.resolve(path);
            if (!Files.exists(file)) {
                out.add(path + ": missing");
            } else if (!read(file).equals(content)) {
                out.add(path + ": differs from what the document generates");
            }
        });
        // A file on disk with the header that the document no longer generates is stale. Only the modules' src trees
        // are walked: other modules' target trees change under a parallel build, and .git is large.
        try (Stream<Path> modules = Files.list(root)) {
            modules.map(m -> m.resolve("src"))
                    .filter(Files::isDirectory)
                    .flatMap(Generator::walk)
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(p -> GENERATED_TREES.matcher(p).matches() && !files.containsKey(p))
                    .filter(p -> read(root.resolve(p)).startsWith(JavaSource.HEADER))
                    .sorted()
                    .forEach(stale -> out.add(stale + ": stale (the document no longer generates it)"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static Stream<Path> walk(Path dir) {
        try {
            return Files.walk(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes every file and removes the stale ones.
     *
     * @param root the repository root
     * @param files what {@link #generate(Spec)} returned
     * @return one line per file written or removed
     */
    public static List<String> write(Path root, SortedMap<String, String> files) {
        List<String> done = new ArrayList<>();
        for (String line : differences(root, files)) {
            String path = line.substring(0, line.indexOf(": "));
            Path file = root.resolve(path);
            try {
                if (files.containsKey(path)) {
                    Files.createDirectories(file.getParent());
                    Files.writeString(file, files.get(path), StandardCharsets.UTF_8);
                    done.add("wrote " + path);
                } else {
                    Files.delete(file);
                    done.add("removed " + path);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return done;
    }

    static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
