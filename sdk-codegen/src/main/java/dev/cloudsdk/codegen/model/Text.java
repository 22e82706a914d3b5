package dev.cloudsdk.codegen.model;

import java.util.ArrayList;
import java.util.List;

/** Javadoc and code text: the document's Markdown as Javadoc, and lines wrapped at 120 columns. */
final class Text {
    static final int WIDTH = 120;

    private Text() {
    }

    /**
     * @param markdown a description of the document, or empty
     * @param wire the member's name, for the default
     * @return the description as Javadoc text ({@code `x`} as {@code {@code x}}); {@code the <name in words>}
     *     when there is none
     */
    static String javadoc(String markdown, String wire) {
        String text = markdown.strip().replaceAll("\\s+", " ");
        if (text.isEmpty()) {
            return "the " + wire.replace('_', ' ').replace('-', ' ');
        }
        text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("@", "&#64;");
        return text.replaceAll("`([^`]*)`", "{@code $1}");
    }

    /** @return {@code text} as a sentence: first letter upper case, final period */
    static String sentence(String text) {
        String t = text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
        return t.endsWith(".") ? t : t + ".";
    }

    /** @return {@code a}, {@code a and b}, {@code a, b and c} */
    static String and(List<String> words) {
        return join(words, " and ");
    }

    /** @return {@code a}, {@code a or b}, {@code a, b, or c} */
    static String or(List<String> words) {
        if (words.size() > 2) {
            return String.join(", ", words.subList(0, words.size() - 1)) + ", or " + words.get(words.size() - 1);
        }
        return join(words, " or ");
    }

    private static String join(List<String> words, String last) {
        if (words.size() == 1) {
            return words.get(0);
        }
        return String.join(", ", words.subList(0, words.size() - 1)) + last + words.get(words.size() - 1);
    }

    /**
     * @param text words separated by single spaces
     * @param first the room on the first line
     * @param rest the room on the other lines
     * @return the lines, each within its room where a word allows
     */
    static List<String> wrap(String text, int first, int rest) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        List<String> words = new ArrayList<>();
        for (String word : text.split(" ")) {
            int last = words.size() - 1;
            // An inline tag's name stays with its first word: "{@code null}" is never broken.
            if (last >= 0 && (words.get(last).endsWith("{@code") || words.get(last).endsWith("{@link"))) {
                words.set(last, words.get(last) + " " + word);
            } else {
                words.add(word);
            }
        }
        for (String word : words) {
            int room = lines.isEmpty() ? first : rest;
            if (line.length() > 0 && line.length() + 1 + word.length() > room) {
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

    /**
     * Code that lists items between a head and a tail, broken between items when a line would pass 120 columns.
     *
     * @param indent the indent of the first line
     * @param head what comes before the first item, such as {@code return new Pool(}
     * @param items the items
     * @param separator {@code ", "} for arguments, {@code ""} for a call chain (broken before a dot)
     * @param tail what comes after the last item, such as {@code );}
     * @param continuation the indent of the other lines
     * @return the lines, each ending with a new line
     */
    static String list(String indent, String head, List<String> items, String separator, String tail,
                       String continuation) {
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder(indent).append(head);
        String sep = separator.strip();
        for (int i = 0; i < items.size(); i++) {
            String item = items.get(i) + (i < items.size() - 1 ? sep : tail);
            String space = i == 0 || separator.isEmpty() ? "" : " ";
            if (i > 0 && line.length() + space.length() + item.length() > WIDTH) {
                out.append(line).append('\n');
                line.setLength(0);
                line.append(continuation);
                space = "";
            }
            line.append(space).append(item);
        }
        if (items.isEmpty()) {
            line.append(tail);
        }
        return out.append(line).append('\n').toString();
    }
}
