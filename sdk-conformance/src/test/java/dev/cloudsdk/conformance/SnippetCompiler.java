package dev.cloudsdk.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles a {@link SnippetSource} with javac (javax.tools) against a class path, writing classes to a directory,
 * and reports each error at the README line it came from.
 */
final class SnippetCompiler implements AutoCloseable {
    private final JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    private final StandardJavaFileManager files =
            javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
    private final String classPath;

    /** @param classPath the class path the snippets compile against */
    SnippetCompiler(String classPath) {
        this.classPath = classPath;
    }

    /**
     * Compiles one snippet.
     *
     * @param snippet the README block
     * @param out where the class files go
     * @return one entry per error, {@code README.md:260: error: cannot find symbol ...} with the README's line
     *     of code below it; empty when the snippet compiles
     */
    List<String> errors(ReadmeSnippet snippet, Path out) {
        SnippetSource source = SnippetSource.of(snippet);
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> options = List.of(
                "--release",
                "17",
                "-proc:none",
                "-implicit:none",
                "-Xlint:none",
                "-classpath",
                classPath,
                "-d",
                out.toString());
        boolean ok = javac.getTask(null, files, diagnostics, options, null, List.of(new Source(source)))
                .call();
        List<String> errors = new ArrayList<>();
        diagnostics.getDiagnostics().stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .sorted(Comparator.comparingLong(Diagnostic::getLineNumber))
                .forEach(d -> errors.add(describe(snippet, source, d)));
        if (!ok && errors.isEmpty()) {
            errors.add(snippet + ": javac failed without an error diagnostic");
        }
        return errors;
    }

    private static String describe(ReadmeSnippet snippet, SnippetSource source, Diagnostic<?> d) {
        int line = source.readmeLine(d.getLineNumber());
        String message = d.getMessage(Locale.ROOT);
        if (line == 0) {
            return snippet + ": error in the harness around the snippet: " + message + "\n" + source.text();
        }
        String code = snippet.code().get(line - snippet.fenceLine() - 1);
        return snippet.file() + ":" + line + ": error: " + message + "\n    " + code.strip();
    }

    @Override
    public void close() {
        try {
            files.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The unit's text as a source file named after its class. */
    private static final class Source extends SimpleJavaFileObject {
        private final String text;

        Source(SnippetSource source) {
            super(URI.create("string:///" + source.className() + ".java"), Kind.SOURCE);
            this.text = source.text();
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }
}
