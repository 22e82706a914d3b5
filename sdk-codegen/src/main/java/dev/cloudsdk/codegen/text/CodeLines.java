package dev.cloudsdk.codegen.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Java code of the generated files: string literals, and calls and statements broken over lines where one would
 * pass {@link Text#WIDTH} columns.
 */
public final class CodeLines {
    /** The longest string literal a generated file holds: palantir-java-format does not break string literals. */
    static final int LITERAL = 74;
    private CodeLines() {
    }

    /**
     * A call or declaration with its arguments, broken as {@link #list} breaks them, continuation lines indented
     * by eight more spaces.
     *
     * @param indent the statement's indentation
     * @param head what comes before the arguments, ending with {@code (}
     * @param args the arguments
     * @param tail what comes after them, such as {@code );}
     * @return the lines, each ending with a new line
     */
    public static String call(String indent, String head, List<String> args, String tail) {
        return list(indent, head, args, ", ", tail, indent + "        ");
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
     * @param first ignored: the formatter places the pieces (see {@link #literals(String)})
     * @param rest ignored
     * @return {@link #literals(String)}
     */
    public static List<String> literals(String text, int first, int rest) {
        return literals(text);
    }

    /**
     * @param text any text
     * @return it as Java string literals of at most {@value #LITERAL} characters, quotes included, so that they fit
     *     wherever the formatter indents them; cut after a {@code ,} where one is near the end of a literal, else
     *     before a {@code "} (so that a JSON string, a sample id, stays whole), and only where neither is near,
     *     anywhere
     */
    public static List<String> literals(String text) {
        List<String> parts = new ArrayList<>();
        StringBuilder chunk = new StringBuilder();
        int lastComma = -1;
        int lastQuote = -1;
        for (int i = 0; i < text.length(); i++) {
            String escaped = literal(String.valueOf(text.charAt(i)));
            escaped = escaped.substring(1, escaped.length() - 1);
            int width = LITERAL - 2;
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
     * Code that lists items between a head and a tail, with one rule for every call, declaration, constructor and
     * chain: the items fill each line in turn, and an item that would pass {@link Text#WIDTH} columns (with its
     * separator, or the tail after the last) starts a new line at the continuation indent; so does the first item,
     * after the head, unless the line holds nothing but its indent. An item is never cut.
     *
     * @param indent the indent of the first line
     * @param head what comes before the first item, such as {@code return new Pool(}
     * @param items the items
     * @param separator {@code ", "} for arguments, {@code ""} for a call chain (broken before a dot)
     * @param tail what comes after the last item, such as {@code );}
     * @param continuation the indent of the other lines
     * @return the lines, each ending with a new line
     */
    public static String list(String indent, String head, List<String> items, String separator, String tail,
                              String continuation) {
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder(indent).append(head);
        int bare = indent.length();
        String sep = separator.strip();
        for (int i = 0; i < items.size(); i++) {
            String item = items.get(i) + (i < items.size() - 1 ? sep : tail);
            String space = i == 0 || separator.isEmpty() ? "" : " ";
            if (line.length() > bare && line.length() + space.length() + item.length() > Text.WIDTH) {
                out.append(line.toString().stripTrailing()).append('\n');
                line.setLength(0);
                line.append(continuation);
                bare = continuation.length();
                space = "";
            }
            line.append(space).append(item);
        }
        if (items.isEmpty()) {
            line.append(tail);
        }
        return out.append(line).append('\n').toString();
    }

    /**
     * @param indent the statement's indentation
     * @param message the exception's message: string literals and expressions joined by {@code " + "}
     * @return the {@code throw new IllegalArgumentException(...)} statement, wrapped at 120 columns: its literals
     *     broken at spaces, each continuation line starting with {@code +}
     */
    public static String throwing(String indent, String message) {
        String first = indent + "throw new IllegalArgumentException(";
        if (first.length() + message.length() + 2 <= Text.WIDTH) {
            return first + message + ");\n";
        }
        String next = indent + "        + ";
        List<String> parts = parts(message);
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder(first);
        boolean empty = true;
        for (int k = 0; k < parts.size(); k++) {
            String part = parts.get(k);
            String tail = k == parts.size() - 1 ? ");" : "";
            String sep = empty ? "" : " + ";
            if (line.length() + sep.length() + part.length() + tail.length() <= Text.WIDTH || !part.startsWith("\"")) {
                if (!empty && line.length() + sep.length() + part.length() + tail.length() > Text.WIDTH) {
                    out.append(line).append('\n');
                    line = new StringBuilder(next);
                    sep = "";
                }
                line.append(sep).append(part);
                empty = false;
                continue;
            }
            String literal = part.substring(1, part.length() - 1);
            while (line.length() + sep.length() + literal.length() + 2 + tail.length() > Text.WIDTH) {
                int cut = literal.lastIndexOf(' ', Text.WIDTH - line.length() - sep.length() - 2);
                if (cut <= 0) {
                    if (empty) {
                        break;
                    }
                } else {
                    line.append(sep).append('"').append(literal, 0, cut).append('"');
                    literal = literal.substring(cut);
                }
                out.append(line).append('\n');
                line = new StringBuilder(next);
                sep = "";
                empty = true;
            }
            line.append(sep).append('"').append(literal).append('"');
            empty = false;
        }
        return out.append(line).append(");\n").toString();
    }

    /** @return the operands of a string concatenation: literals (quoted, escapes kept) and expressions */
    private static List<String> parts(String message) {
        List<String> parts = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        boolean inLiteral = false;
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            if (inLiteral && c == '\\') {
                part.append(c).append(message.charAt(++i));
                continue;
            }
            if (c == '"') {
                inLiteral = !inLiteral;
            }
            if (!inLiteral && message.startsWith(" + ", i)) {
                parts.add(part.toString());
                part.setLength(0);
                i += 2;
                continue;
            }
            part.append(c);
        }
        parts.add(part.toString());
        return parts;
    }
}
