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

    /**
     * @param text any text
     * @return it as a Java string literal, quotes included
     */
    public static String literal(String text) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> b.append(c < 0x20 || c > 0x7e ? String.format("\\u%04x", (int) c) : String.valueOf(c));
            }
        }
        return b.append('"').toString();
    }

    /**
     * @param text any text
     * @param first the most characters of the first literal, quotes included
     * @param rest the most characters of each other literal
     * @return it as Java string literals, cut after a {@code ,} where one is near the end of a literal, else before
     *     a {@code "} (so that a JSON string, a sample id, stays whole), and only where neither is near, anywhere
     */
    public static List<String> literals(String text, int first, int rest) {
        List<String> parts = new ArrayList<>();
        StringBuilder chunk = new StringBuilder();
        int lastComma = -1;
        int lastQuote = -1;
        for (int i = 0; i < text.length(); i++) {
            String escaped = literal(String.valueOf(text.charAt(i)));
            escaped = escaped.substring(1, escaped.length() - 1);
            int width = (parts.isEmpty() ? first : rest) - 2;
            if (chunk.length() + escaped.length() > width) {
                int cut = lastComma > width / 2 ? lastComma : lastQuote > width / 2 ? lastQuote : chunk.length();
                parts.add('"' + chunk.substring(0, cut) + '"');
                chunk.delete(0, cut);
                lastComma = lastComma > cut ? lastComma - cut : -1;
                lastQuote = lastQuote > cut ? lastQuote - cut : -1;
            }
            if (text.charAt(i) == '"') {
                lastQuote = chunk.length();
            }
            chunk.append(escaped);
            if (text.charAt(i) == ',') {
                lastComma = chunk.length();
            }
        }
        parts.add('"' + chunk.toString() + '"');
        return parts;
    }

    /**
     * Breaks one line of code that is too long: after {@code ", "} or before a {@code .} that follows {@code )},
     * never inside a string literal, at the last such place that fits.
     *
     * @param indent the first line's indentation
     * @param code the code, on one line
     * @param more the indentation of the lines after the first
     * @return the code, each line ending with a line break
     */
    public static String code(String indent, String code, String more) {
        StringBuilder out = new StringBuilder();
        String prefix = indent;
        String rest = code;
        while (prefix.length() + rest.length() > WIDTH) {
            int cut = lastBreak(rest, WIDTH - prefix.length());
            if (cut <= 0) {
                break;
            }
            out.append(prefix).append(rest, 0, cut).append('\n');
            rest = rest.substring(cut).stripLeading();
            prefix = more;
        }
        return out.append(prefix).append(rest).append('\n').toString();
    }

    private static int lastBreak(String code, int room) {
        int last = -1;
        boolean inString = false;
        for (int i = 0; i < code.length() && i <= room; i++) {
            char c = code.charAt(i);
            if (c == '"' && (i == 0 || code.charAt(i - 1) != '\\')) {
                inString = !inString;
            } else if (!inString && c == ' ' && i > 0 && code.charAt(i - 1) == ',') {
                last = i;
            } else if (!inString && c == '.' && i > 0 && code.charAt(i - 1) == ')' && i > 0) {
                last = i;
            }
        }
        return last;
    }
}
