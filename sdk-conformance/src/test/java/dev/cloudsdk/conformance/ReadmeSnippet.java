package dev.cloudsdk.conformance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One {@code ```java} block of a Markdown file: the file (relative to the repository root, with {@code /}), the
 * line of its opening fence (1-based) and its lines of code. Its name, {@code README.md:84}, is where a reader
 * finds it.
 *
 * @param file the Markdown file, relative to the repository root
 * @param fenceLine the line of the opening {@code ```java}
 * @param code the lines between the fences
 */
record ReadmeSnippet(String file, int fenceLine, List<String> code) {
    ReadmeSnippet {
        code = List.copyOf(code);
    }

    /** @return the README line of the snippet's line {@code index} (0-based) */
    int readmeLine(int index) {
        return fenceLine + 1 + index;
    }

    @Override
    public String toString() {
        return file + ":" + fenceLine;
    }

    /**
     * Reads every {@code ```java} block of a Markdown file. A block that is not closed runs to the end of the file.
     *
     * @param root the repository root
     * @param file the file, relative to the root
     * @return the blocks in the order they appear
     * @throws IOException if the file cannot be read
     */
    static List<ReadmeSnippet> in(Path root, String file) throws IOException {
        return parse(file, Files.readAllLines(root.resolve(file)));
    }

    /**
     * Finds every {@code ```java} block in the lines of a Markdown file.
     *
     * @param file the name the blocks carry
     * @param lines the file's lines
     * @return the blocks in the order they appear
     */
    static List<ReadmeSnippet> parse(String file, List<String> lines) {
        List<ReadmeSnippet> snippets = new ArrayList<>();
        int fence = -1;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (fence < 0 && line.equals("```java")) {
                fence = i;
            } else if (fence >= 0 && line.equals("```")) {
                snippets.add(new ReadmeSnippet(file, fence + 1, lines.subList(fence + 1, i)));
                fence = -1;
            }
        }
        if (fence >= 0) {
            snippets.add(new ReadmeSnippet(file, fence + 1, lines.subList(fence + 1, lines.size())));
        }
        return snippets;
    }
}
