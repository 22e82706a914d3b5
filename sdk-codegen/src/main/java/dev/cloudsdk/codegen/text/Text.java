package dev.cloudsdk.codegen.text;

import java.util.List;

/**
 * Prose of the generated files: the document's Markdown as Javadoc text, and the sentence helpers the emitters
 * share.
 */
public final class Text {
    /** The longest line the house style allows. */
    public static final int WIDTH = 120;

    private Text() {}

    /**
     * The one escaping rule of the generator: white space runs become one space, {@code `code`} becomes
     * {@code {@code code}} (its text kept as it is), and outside code spans {@code &}, {@code <}, {@code >} and
     * {@code @} become HTML entities, so that a description can neither open a tag nor end a comment.
     *
     * @param markdown a description or summary from the document
     * @return the Javadoc text, on one line
     */
    public static String javadoc(String markdown) {
        String[] parts = markdown.strip().replaceAll("\\s+", " ").split("`", -1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i % 2 == 1 && i < parts.length - 1) {
                out.append("{@code ").append(parts[i]).append('}');
            } else {
                out.append(i % 2 == 1 ? "`" : "")
                        .append(parts[i].replace("&", "&amp;")
                                .replace("<", "&lt;")
                                .replace(">", "&gt;")
                                .replace("@", "&#64;"));
            }
        }
        return out.toString();
    }

    /**
     * @param markdown a description from the document, or empty
     * @param name the member's or value's wire name, for the default
     * @return {@link #javadoc(String)} of the description; {@code the <name in words>} when there is none
     */
    public static String javadoc(String markdown, String name) {
        return markdown.isBlank() ? "the " + name.replace('_', ' ').replace('-', ' ') : javadoc(markdown);
    }

    /** @return {@code text} as a sentence: first letter upper case, final period */
    public static String sentence(String text) {
        String t = text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
        return t.endsWith(".") ? t : t + ".";
    }

    /**
     * @param text a description
     * @return its first sentence without the period
     */
    public static String firstSentence(String text) {
        String t = text.trim();
        int end = t.indexOf(". ");
        String first = end < 0 ? t : t.substring(0, end);
        return first.endsWith(".") ? first.substring(0, first.length() - 1) : first;
    }

    /**
     * @param text a description
     * @return what follows its first sentence, or empty
     */
    public static String rest(String text) {
        String t = text.trim();
        int end = t.indexOf(". ");
        return end < 0 ? "" : t.substring(end + 2);
    }

    /**
     * @param text {@code The backup} or {@code DNS zone}
     * @return {@code the backup}, or the text as it is when its first word is an acronym
     */
    public static String lowerFirst(String text) {
        if (text.length() > 1 && Character.isUpperCase(text.charAt(0)) && Character.isLowerCase(text.charAt(1))) {
            return Character.toLowerCase(text.charAt(0)) + text.substring(1);
        }
        return text;
    }

    /** @return {@code a}, {@code a and b}, {@code a, b and c} */
    public static String and(List<String> words) {
        return join(words, " and ");
    }

    /** @return {@code a}, {@code a or b}, {@code a, b, or c} */
    public static String or(List<String> words) {
        return join(words, words.size() > 2 ? ", or " : " or ");
    }

    private static String join(List<String> words, String last) {
        if (words.size() == 1) {
            return words.get(0);
        }
        return String.join(", ", words.subList(0, words.size() - 1)) + last + words.get(words.size() - 1);
    }
}
