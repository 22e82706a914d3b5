package dev.cloudsdk.codegen.text;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The generated regions of a file that is otherwise hand-written (README.md's operations table, the lists of service
 * modules in the POMs): the lines between a start and an end marker, each alone on its line as a comment,
 * {@code <!-- name:start -->} and {@code <!-- name:end -->} in Markdown and XML, {@code // name:start} and
 * {@code // name:end} in Java. A region is rewritten whole; every byte outside it is kept.
 */
public final class Regions {
    private static final Pattern START =
            Pattern.compile("(?m)^[ \\t]*(?:<!-- ([\\w:.-]+):start -->|// ([\\w:.-]+):start)$");

    private Regions() {}

    /**
     * @param text a file
     * @return the names of its regions, in the file's order
     */
    public static List<String> names(String text) {
        return START.matcher(text)
                .results()
                .map(m -> m.group(1) != null ? m.group(1) : m.group(2))
                .toList();
    }

    /**
     * @param path the file's path from the repository root, for the message
     * @param text the file
     * @param name the region's name
     * @param content the region's new lines, each ending with a line break, given the start marker's indent
     * @return the file with the lines between the region's markers replaced
     * @throws IllegalArgumentException when a marker is missing or they are out of order
     */
    public static String replace(String path, String text, String name, UnaryOperator<String> content) {
        String n = Pattern.quote(name);
        Matcher start = Pattern.compile("(?m)^([ \\t]*)(?:<!-- " + n + ":start -->|// " + n + ":start)\\n")
                .matcher(text);
        Matcher end = Pattern.compile("(?m)^[ \\t]*(?:<!-- " + n + ":end -->|// " + n + ":end)$")
                .matcher(text);
        if (!start.find() || !end.find(start.end())) {
            String open = path.endsWith(".java") ? "// " : "<!-- ";
            String close = path.endsWith(".java") ? "" : " -->";
            throw new IllegalArgumentException(path + " needs the lines " + open + name + ":start" + close + " and "
                    + open + name + ":end" + close + " around its generated " + name);
        }
        return text.substring(0, start.end()) + content.apply(start.group(1)) + text.substring(end.start());
    }

    /**
     * @param root the repository root
     * @param path a file's path from the root
     * @param files what the emitters have generated so far
     * @return the file as an earlier emitter left it, else as it is on disk: so that two emitters may each rewrite
     *     their own regions of one file
     */
    public static String current(Path root, String path, Map<String, String> files) {
        String generated = files.get(path);
        if (generated != null) {
            return generated;
        }
        try {
            return Files.readString(root.resolve(path), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + root.resolve(path), e);
        }
    }

    /**
     * @param indent an indent
     * @param lines lines, separated by line breaks
     * @return each line with the indent before it and a line break after it
     */
    public static String indent(String indent, String lines) {
        return Stream.of(lines.split("\n", -1))
                .map(line -> indent + line + "\n")
                .collect(Collectors.joining());
    }
}
