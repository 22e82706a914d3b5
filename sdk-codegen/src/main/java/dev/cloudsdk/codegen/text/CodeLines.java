package dev.cloudsdk.codegen.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Java code of the generated files: string literals, and calls written on one line, which the formatter lays out
 * (see {@code Generator}). The Kotlin the generator writes is not formatted: {@link #code} breaks its lines.
 */
public final class CodeLines {
    /** The longest string literal a generated Java file holds: palantir-java-format does not break string literals. */
    static final int LITERAL = 74;

    private CodeLines() {}

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
     * @return {@link #literals(String, int)} of at most {@value #LITERAL} characters, which fit a Java file wherever
     *     the formatter indents them
     */
    public static List<String> literals(String text) {
        return literals(text, LITERAL);
    }

    /**
     * @param text any text
     * @param width the most characters of a literal, quotes included
     * @return it as Java string literals, cut after a {@code ,} where one is near the end of a literal, else before
     *     a {@code "} (so that a JSON string, a sample id, stays whole), and only where neither is near, anywhere
     */
    public static List<String> literals(String text, int width) {
        List<String> parts = new ArrayList<>();
        StringBuilder chunk = new StringBuilder();
        int lastComma = -1;
        int lastQuote = -1;
        for (int i = 0; i < text.length(); i++) {
            String escaped = literal(String.valueOf(text.charAt(i)));
            escaped = escaped.substring(1, escaped.length() - 1);
            int room = width - 2;
            if (chunk.length() + escaped.length() > room) {
                int cut = lastComma > room / 2 ? lastComma : lastQuote > room / 2 ? lastQuote : chunk.length();
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
     * Breaks one line of Kotlin that is too long: after {@code ", "} or before a {@code .} that follows {@code )},
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
        while (prefix.length() + rest.length() > Text.WIDTH) {
            int cut = lastBreak(rest, Text.WIDTH - prefix.length());
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
            } else if (!inString && c == '+' && i > 1 && code.charAt(i - 1) == ' ' && code.charAt(i - 2) == '"') {
                last = i - 1;
            }
        }
        return last;
    }

    /**
     * @param indent the statement's indentation
     * @param message the exception's message: string literals and expressions joined by {@code " + "}
     * @return the {@code throw new IllegalArgumentException(...)} statement, a literal longer than
     *     {@value #LITERAL} characters cut before a space
     */
    public static String throwing(String indent, String message) {
        StringBuilder out = new StringBuilder(indent).append("throw new IllegalArgumentException(");
        for (String part : message.split(" \\+ ", -1)) {
            int cut = part.lastIndexOf(' ', LITERAL - 1);
            while (part.length() > LITERAL && part.startsWith("\"") && cut > 1) {
                out.append(part, 0, cut).append("\" + ");
                part = '"' + part.substring(cut);
                cut = part.lastIndexOf(' ', LITERAL - 1);
            }
            out.append(part).append(" + ");
        }
        return out.substring(0, out.length() - 3) + ");\n";
    }
}
