package dev.cloudsdk.codegen.operations;

import java.util.ArrayList;
import java.util.List;

/**
 * Javadoc from the document's Markdown: {@code `code`} becomes {@code {@code code}}, HTML's special characters are
 * escaped, and comments are wrapped at 120 columns, a tag's continuation lines indented by four.
 */
final class Javadoc {
    static final int WIDTH = 120;

    private Javadoc() {
    }

    /**
     * @param markdown a description from the document
     * @return the Javadoc text, on one line
     */
    static String text(String markdown) {
        String[] parts = markdown.trim().replaceAll("\\s+", " ").split("`", -1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i % 2 == 1) {
                out.append("{@code ").append(parts[i]).append('}');
            } else {
                out.append(parts[i].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"));
            }
        }
        return out.toString();
    }

    /**
     * @param text a description
     * @return its first sentence without the period
     */
    static String firstSentence(String text) {
        String t = text.trim();
        int end = t.indexOf(". ");
        String first = end < 0 ? t : t.substring(0, end);
        return first.endsWith(".") ? first.substring(0, first.length() - 1) : first;
    }

    /**
     * @param text a description
     * @return what follows its first sentence, or empty
     */
    static String rest(String text) {
        String t = text.trim();
        int end = t.indexOf(". ");
        return end < 0 ? "" : t.substring(end + 2);
    }

    /**
     * @param text {@code The backup} or {@code DNS zone}
     * @return {@code the backup}, or the text as it is when its first word is an acronym
     */
    static String lowerFirst(String text) {
        if (text.length() > 1 && Character.isUpperCase(text.charAt(0)) && Character.isLowerCase(text.charAt(1))) {
            return Character.toLowerCase(text.charAt(0)) + text.substring(1);
        }
        return text;
    }

    /**
     * @param text a sentence without its final period
     * @return it with its first letter in upper case
     */
    static String upperFirst(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /**
     * One comment: the main text, then the tags.
     *
     * @param indent the comment's indent
     * @param main the main text (Javadoc, one line; may be empty)
     * @param tags the tags, such as {@code @param id the backup}, one line each
     * @return the comment, each line ending with a newline
     */
    static String comment(String indent, String main, List<String> tags) {
        if (tags.isEmpty() && (indent + "/** " + main + " */").length() <= WIDTH) {
            return indent + "/** " + main + " */\n";
        }
        StringBuilder out = new StringBuilder();
        out.append(indent).append("/**\n");
        if (!main.isEmpty()) {
            for (String line : wrap(main, WIDTH - indent.length() - 3)) {
                out.append(indent).append(" * ").append(line).append('\n');
            }
            if (!tags.isEmpty()) {
                out.append(indent).append(" *\n");
            }
        }
        for (String tag : tags) {
            List<String> lines = wrap(tag, WIDTH - indent.length() - 3);
            out.append(indent).append(" * ").append(lines.get(0)).append('\n');
            if (lines.size() > 1) {
                String restOfTag = String.join(" ", lines.subList(1, lines.size()));
                for (String line : wrap(restOfTag, WIDTH - indent.length() - 7)) {
                    out.append(indent).append(" *     ").append(line).append('\n');
                }
            }
        }
        return out.append(indent).append(" */\n").toString();
    }

    /** Words, keeping an inline tag ({@code {@link A#b(C, D)}}) whole. */
    static List<String> wrap(String text, int width) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        int depth = 0;
        for (char c : text.toCharArray()) {
            depth += c == '{' ? 1 : c == '}' ? -1 : 0;
            if (c == ' ' && depth == 0) {
                if (word.length() > 0) {
                    words.add(word.toString());
                }
                word.setLength(0);
            } else {
                word.append(c);
            }
        }
        if (word.length() > 0) {
            words.add(word.toString());
        }
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String w : words) {
            if (line.length() > 0 && line.length() + 1 + w.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(w);
        }
        lines.add(line.toString());
        return lines;
    }
}
