package dev.cloudsdk.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Java sources read as text with their comments removed, so that a commented-out line counts as absent. */
final class JavaSource {
    private JavaSource() {}

    /** @return the file's code without comments, or an empty string when the file does not exist */
    static String code(Path file) {
        if (!Files.isRegularFile(file)) {
            return "";
        }
        try {
            return stripComments(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the {@code .java} files directly in {@code dir} (not in subdirectories), sorted; none if absent */
    static List<Path> filesIn(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".java"))
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the {@code .java} files under {@code dir} at any depth, sorted; none if absent */
    static List<Path> filesUnder(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".java"))
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the simple name of the top-level class a file declares ({@code Pools.java}: {@code Pools}) */
    static String className(Path file) {
        String name = file.getFileName().toString();
        return name.substring(0, name.length() - ".java".length());
    }

    /** @return whether {@code code} holds the tokens in a row, with any whitespace between them, at word bounds */
    static boolean mentions(String code, String... tokens) {
        StringBuilder regex = new StringBuilder("(?<![\\w$])");
        for (int i = 0; i < tokens.length; i++) {
            regex.append(i == 0 ? "" : "\\s*").append(Pattern.quote(tokens[i]));
        }
        return Pattern.compile(regex.append("(?![\\w$])").toString())
                .matcher(code)
                .find();
    }

    /** Removes line and block comments, keeping string and char literals (which may hold {@code //}) intact. */
    static String stripComments(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '/' && text.startsWith("//", i)) {
                int end = text.indexOf('\n', i);
                i = end < 0 ? text.length() : end;
            } else if (c == '/' && text.startsWith("/*", i)) {
                int end = text.indexOf("*/", i + 2);
                i = end < 0 ? text.length() : end + 2;
                out.append(' ');
            } else if (c == '"' || c == '\'') {
                int end = literalEnd(text, i, c);
                out.append(text, i, end);
                i = end;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /**
     * @return the index just after the literal opening at {@code start}; a text block reads as three literals in a
     *     row, which is right unless the block itself holds a quote
     */
    private static int literalEnd(String text, int start, char quote) {
        int i = start + 1;
        while (i < text.length() && text.charAt(i) != quote) {
            i += text.charAt(i) == '\\' ? 2 : 1;
        }
        return Math.min(i + 1, text.length());
    }
}
