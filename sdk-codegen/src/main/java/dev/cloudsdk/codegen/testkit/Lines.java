package dev.cloudsdk.codegen.testkit;

import java.util.ArrayList;
import java.util.List;

/** Small text helpers of the testkit's and the tests' emitters: wrapped Javadoc and wrapped calls. */
public final class Lines {
    /** The longest line the house style allows. */
    public static final int WIDTH = 120;

    private Lines() {
    }

    /**
     * @param indent the comment's indentation
     * @param text the comment's text, one paragraph
     * @param tags the block tags, such as {@code @return the answer}, each one paragraph
     * @return the Javadoc comment, on one line when it fits and has no tags, wrapped at {@link #WIDTH} otherwise
     */
    public static String javadoc(String indent, String text, List<String> tags) {
        String single = indent + "/** " + text + " */";
        if (tags.isEmpty() && single.length() <= WIDTH) {
            return single + "\n";
        }
        StringBuilder b = new StringBuilder(indent).append("/**\n");
        if (!text.isEmpty()) {
            paragraph(b, indent + " * ", indent + " * ", text);
        }
        if (!text.isEmpty() && !tags.isEmpty()) {
            b.append(indent).append(" *\n");
        }
        for (String tag : tags) {
            paragraph(b, indent + " * ", indent + " *     ", tag);
        }
        return b.append(indent).append(" */\n").toString();
    }

    private static void paragraph(StringBuilder b, String first, String rest, String text) {
        List<String> lines = wrap(text, WIDTH - first.length(), WIDTH - rest.length());
        for (int i = 0; i < lines.size(); i++) {
            b.append(i == 0 ? first : rest).append(lines.get(i)).append('\n');
        }
    }

    /**
     * @param text words separated by single spaces
     * @param first the width of the first line
     * @param rest the width of the others
     * @return the lines, each within its width unless one word is longer
     */
    public static List<String> wrap(String text, int first, int rest) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : words(text)) {
            int width = lines.isEmpty() ? first : rest;
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    /** @return the text's words, a {@code {@link ...}} tag kept whole */
    private static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        int depth = 0;
        for (String part : text.split(" ")) {
            if (word.length() > 0) {
                word.append(' ');
            }
            word.append(part);
            for (char c : part.toCharArray()) {
                depth += c == '{' ? 1 : c == '}' ? -1 : 0;
            }
            boolean inLink = depth > 0 && word.indexOf("{@link") >= 0;
            if (!inLink) {
                words.add(word.toString());
                word.setLength(0);
                depth = 0;
            }
        }
        if (word.length() > 0) {
            words.add(word.toString());
        }
        return words;
    }

    /**
     * @param indent the statement's indentation
     * @param head what comes before the arguments, ending with {@code (}
     * @param args the arguments
     * @param tail what comes after them, such as {@code );}
     * @return the call on one line when it fits, else its arguments on continuation lines (8 more spaces)
     */
    public static String call(String indent, String head, List<String> args, String tail) {
        String one = indent + head + String.join(", ", args) + tail;
        if (one.length() <= WIDTH) {
            return one + "\n";
        }
        String more = indent + "        ";
        List<String> lines = wrap(String.join(", ", args) + tail, WIDTH - more.length(), WIDTH - more.length());
        StringBuilder b = new StringBuilder(indent).append(head).append('\n');
        lines.forEach(l -> b.append(more).append(l).append('\n'));
        return b.toString();
    }

    /**
     * @param markdown text with {@code `code`} spans
     * @return the text with {@code {@code ...}} spans, for Javadoc
     */
    public static String codeSpans(String markdown) {
        return markdown.replaceAll("`([^`]*)`", "{@code $1}");
    }
}
