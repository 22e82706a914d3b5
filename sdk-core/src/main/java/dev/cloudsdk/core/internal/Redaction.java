package dev.cloudsdk.core.internal;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import okhttp3.Request;

/**
 * Text the SDK did not write (error messages, bodies, headers a server sent) on its way into an exception message
 * or a log line: the call's token redacted, control characters shown as visible escapes, and the length bounded.
 * Runs only on error paths and for log lines that are enabled, so a successful call pays nothing.
 */
public final class Redaction {
    /** What stands in for the token. */
    static final String REDACTED = "<redacted>";
    /** Tokens shorter than this are redacted only where they stand as a whole token. */
    static final int WHOLE_WORD_BELOW = 8;
    /** A text cut inside a spelling of the token is redacted from where the spelling began, once it holds this many. */
    static final int PARTIAL = 4;
    /** Server text in an exception message is cut after this many characters. */
    public static final int MAX_MESSAGE_CHARS = 1_000;
    /** A request id longer than this is not an id; it is cut. */
    static final int MAX_REQUEST_ID_CHARS = 200;
    /** Steps one search may take: a token holding {@code %}, {@code \} or {@code &} makes the search branch. */
    private static final int STEPS_PER_CHAR = 16;
    /** How many times over a backslash escape's own backslash may be escaped. */
    private static final int NESTED = 7;

    private Redaction() {}

    /**
     * @param request the request that was sent
     * @return the bearer token it carried, or {@code null}
     */
    static String tokenOf(Request request) {
        String auth = request == null ? null : request.header("Authorization");
        return auth != null && auth.startsWith("Bearer ") ? auth.substring(7) : null;
    }

    /**
     * Redacts, escapes and bounds.
     *
     * @param text server text, or {@code null}
     * @param token the call's token, or {@code null}
     * @param max the most characters kept before the cut marker
     * @return the text fit for a message or a log line, or {@code null} for {@code null}
     */
    public static String clean(String text, String token, int max) {
        return clean(text, token, max, true);
    }

    /**
     * Redacts, escapes and bounds the first part of a longer text, whose full length is unknown.
     *
     * @param text the start of a body
     * @param token the call's token, or {@code null}
     * @param max the most characters kept before the cut marker
     * @return the text fit for a message or a log line
     */
    public static String cleanPrefix(String text, String token, int max) {
        return clean(text, token, max, false);
    }

    private static String clean(String text, String token, int max, boolean whole) {
        if (text == null) {
            return null;
        }
        // Redact before cutting, so a cut cannot leave half a token behind.
        String s = redact(text, token, !whole);
        StringBuilder out = null;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            boolean escape = needsEscape(s, i);
            if (out == null && (escape || i >= max)) {
                out = new StringBuilder(Math.min(n, max) + 32).append(s, 0, i);
            }
            if (out != null) {
                if (out.length() >= max) {
                    return whole
                            ? out.append("...(cut, ")
                                    .append(text.length())
                                    .append(" characters)")
                                    .toString()
                            : out.append("...(cut)").toString();
                }
                if (!escape) {
                    out.append(c);
                } else {
                    out.append(
                            switch (c) {
                                case '\n' -> "\\n";
                                case '\r' -> "\\r";
                                case '\t' -> "\\t";
                                default -> String.format("\\u%04x", (int) c);
                            });
                }
            }
        }
        return out == null ? s : out.toString();
    }

    /**
     * Replaces every spelling of the token that decodes to it, wherever it appears, glued to other text or not (a
     * hostile server may glue it to an escape sequence): as is; percent-encoded in either case with any choice of
     * characters left alone ({@code ~} by RFC 3986 encoders, {@code *} by form encoders), or percent-encoded twice;
     * JSON or JavaScript escaped ({@code \\uXXXX} in either case, as Gson's HTML-safe writer makes for {@code =},
     * {@code \\/}, a backslash before any punctuation, {@code \\xXX}); an HTML character reference; any mix of
     * these, character by character. A run of hex digits that decodes to the token is replaced whole. A token shorter
     * than {@value #WHOLE_WORD_BELOW} characters (a test's {@code t}, a stub's {@code secret}) would also match inside
     * ordinary words and garble every message, so it is replaced only where it stands as a whole token: not where a
     * letter or digit comes right before a token that starts with one, or right after a token that ends with one.
     * {@code t} is then redacted in {@code "Bearer t"}, {@code "t"} and {@code token=t}, and never inside
     * {@code "Failed to connect"}.
     *
     * @param text any text, or {@code null}
     * @param token the token, or {@code null}
     * @return the text with every spelling of the token replaced
     */
    static String redact(String text, String token) {
        return redact(text, token, false);
    }

    /**
     * As {@link #redact(String, String)}; with {@code cut}, the text is the start of a longer one (a body read up to
     * a limit), so a spelling left unfinished at its end is replaced too, once it spells {@value #PARTIAL} characters
     * of the token or more, and so is a hex run at its end that decodes to the token's start.
     */
    static String redact(String text, String token, boolean cut) {
        if (text == null || token == null || token.isEmpty()) {
            return text;
        }
        StringBuilder out = null;
        int from = 0;
        int n = text.length();
        char first = token.charAt(0);
        for (int i = 0; i < n; i++) {
            char at = text.charAt(i);
            if (at != first && at != '%' && at != '\\' && at != '&') {
                continue;
            }
            int end = spellingEnd(text, i, token, cut);
            if (end > i && standsAlone(text, i, end, token)) {
                out = (out == null ? new StringBuilder(n) : out)
                        .append(text, from, i)
                        .append(REDACTED);
                from = end;
                i = end - 1;
            }
        }
        String s = out == null ? text : out.append(text, from, n).toString();
        return token.length() < PARTIAL ? s : hexRuns(s, token, cut);
    }

    /** Whether {@code s[start, end)}, which spells the token, is to be redacted there. */
    private static boolean standsAlone(String s, int start, int end, String token) {
        if (token.length() >= WHOLE_WORD_BELOW) {
            return true;
        }
        boolean left = start == 0
                || !(Character.isLetterOrDigit(token.charAt(0)) && Character.isLetterOrDigit(s.charAt(start - 1)));
        return left
                && (end == s.length()
                        || !(Character.isLetterOrDigit(token.charAt(token.length() - 1))
                                && Character.isLetterOrDigit(s.charAt(end))));
    }

    /**
     * The server's error object, or a value in it, with the token redacted from every string in it (member names
     * too), however deep. Not escaped nor cut: the caller gets the whole object.
     *
     * @param value the error object, or a value in it
     * @param token the token, or {@code null}
     * @return a copy, redacted
     */
    static Object redactValues(Object value, String token) {
        if (value instanceof String text) {
            return redact(text, token);
        } else if (value instanceof Map<?, ?> map) {
            Map<String, Object> out = new LinkedHashMap<>();
            map.forEach((k, v) -> out.put(redact((String) k, token), redactValues(v, token)));
            return out;
        } else if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            list.forEach(v -> out.add(redactValues(v, token)));
            return out;
        }
        return value;
    }

    /**
     * C0 and C1 controls, DEL, line and paragraph separators, bidi overrides, and a surrogate that is not half of a
     * pair.
     */
    private static boolean needsEscape(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 == s.length() || !Character.isLowSurrogate(s.charAt(i + 1));
        } else if (Character.isLowSurrogate(c)) {
            return i == 0 || !Character.isHighSurrogate(s.charAt(i - 1));
        }
        return c < 0x20
                || (c >= 0x7f && c <= 0x9f)
                || c == 0x2028
                || c == 0x2029
                || (c >= 0x202a && c <= 0x202e)
                || (c >= 0x2066 && c <= 0x2069)
                || c == 0x200e
                || c == 0x200f;
    }

    /*
     * The spellings of the token: where a text spells it in a form that decodes to it, one token character at a
     * time: the character itself, or an escape of it (percent-encoding in either case and twice over, a JSON or
     * JavaScript backslash escape, an HTML character reference). Matching decodes, rather than encoding the token
     * each way an encoder might: an encoder's choice of which characters to leave alone, and of upper or lower
     * case, then makes no difference.
     */

    /**
     * @param s the text
     * @param i where a spelling may start
     * @param token the token
     * @param cut whether {@code s} was cut from a longer text: a spelling still unfinished at its end counts once it
     *     spells {@link #PARTIAL} characters of the token or more
     * @return the end of the spelling that starts at {@code i}, or -1
     */
    private static int spellingEnd(String s, int i, String token, boolean cut) {
        return spellingEnd(s, i, token, 0, cut, new int[] {STEPS_PER_CHAR * token.length() + 64});
    }

    private static int spellingEnd(String s, int i, String token, int k, boolean cut, int[] steps) {
        int n = s.length();
        while (k < token.length()) {
            if (i >= n || --steps[0] < 0) {
                return i >= n && cut && k >= PARTIAL ? n : -1;
            }
            char c = token.charAt(k);
            char at = s.charAt(i);
            int escaped = at == '%' || at == '\\' || at == '&' ? escape(s, i, c) : -1;
            if (escaped < 0 && at != c) {
                // A text cut inside an escape of the next character.
                return cut && k >= PARTIAL && escaped == -2 ? n : -1;
            }
            if (escaped > 0 && at == c) {
                // The token's own '%', '\' or '&', which also starts an escape of it: try both readings.
                int end = spellingEnd(s, escaped, token, k + 1, cut, steps);
                if (end >= 0) {
                    return end;
                }
            }
            i = at == c ? i + 1 : escaped;
            k++;
        }
        return i;
    }

    /**
     * @return the end of an escape at {@code i} that decodes to {@code c}; -2 when the text ends inside what could
     *     be one; -1 otherwise
     */
    private static int escape(String s, int i, char c) {
        int end = switch (s.charAt(i)) {
            case '%' -> percent(s, i, c);
            case '\\' -> backslash(s, i, c);
            default -> reference(s, i, c);
        };
        return end < 0 && s.length() - i < 8 && !complete(s, i) ? -2 : end;
    }

    /** {@code %2B}, {@code %2b}, or {@code %252B} (encoded twice), to {@code c}. */
    private static int percent(String s, int i, char c) {
        if (hex(s, i + 1, 2) == c) {
            return i + 3;
        }
        return s.startsWith("25", i + 1) && hex(s, i + 3, 2) == c ? i + 5 : -1;
    }

    /**
     * {@code \\u002b} in either case, {@code \\x2b}, or a backslash before {@code c} when it is punctuation; the
     * backslash may itself be escaped, up to {@value #NESTED} times ({@code \\\\x2b}: a JavaScript escape in a JSON
     * string).
     */
    private static int backslash(String s, int i, char c) {
        int j = i + 1;
        while (j < s.length() && j - i <= NESTED && s.charAt(j) == '\\') {
            j++;
        }
        char kind = j < s.length() ? s.charAt(j) : 0;
        if (kind == 'u' || kind == 'U') {
            return hex(s, j + 1, 4) == c ? j + 5 : -1;
        }
        if (kind == 'x') {
            return hex(s, j + 1, 2) == c ? j + 3 : -1;
        }
        return kind == c && !Character.isLetterOrDigit(c) ? j + 1 : -1;
    }

    /** Whether the text holds a whole escape at {@code i}, or at least as much as the longest would need. */
    private static boolean complete(String s, int i) {
        char at = s.charAt(i);
        int left = s.length() - i;
        if (at == '%') {
            return left >= 5 || left >= 3 && !s.startsWith("25", i + 1);
        }
        if (at == '\\') {
            char kind = left > 1 ? s.charAt(i + 1) : 0;
            return left >= 6 || left >= 2 && kind != 'u' && kind != 'U' && kind != 'x' || left >= 4 && kind == 'x';
        }
        return s.indexOf(';', i) >= 0;
    }

    /** An HTML character reference, {@code &#43;} or {@code &#x2B;}, to {@code c}. */
    private static int reference(String s, int i, char c) {
        int n = s.length();
        if (i + 2 >= n || s.charAt(i + 1) != '#') {
            return -1;
        }
        int radix = s.charAt(i + 2) == 'x' || s.charAt(i + 2) == 'X' ? 16 : 10;
        int start = radix == 16 ? i + 3 : i + 2;
        int j = start;
        while (j < n && j - start < 8 && Character.digit(s.charAt(j), radix) >= 0) {
            j++;
        }
        // As a long: eight hex digits may pass an int's range.
        return j > start && j < n && s.charAt(j) == ';' && Long.parseLong(s, start, j, radix) == c ? j + 1 : -1;
    }

    /** The value of {@code digits} hex digits at {@code i}, or -1. */
    private static int hex(String s, int i, int digits) {
        if (i + digits > s.length()) {
            return -1;
        }
        int value = 0;
        for (int j = i; j < i + digits; j++) {
            int d = Character.digit(s.charAt(j), 16);
            if (d < 0) {
                return -1;
            }
            value = value * 16 + d;
        }
        return value;
    }

    /**
     * Replaces each run of 16 or more hex digits (a dump, such as okio's {@code content=...} in an I/O exception)
     * that decodes to text holding the token, or, where the run was cut (the text ends with it, or an ellipsis
     * follows it), to text ending with the token's first {@link #PARTIAL} characters or more.
     */
    private static String hexRuns(String s, String token, boolean cut) {
        StringBuilder out = null;
        int from = 0;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            int j = i;
            while (j < n && Character.digit(s.charAt(j), 16) >= 0 && s.charAt(j) < 0x80) {
                j++;
            }
            if (j - i >= 16) {
                boolean runCut = j == n ? cut : s.charAt(j) == '\u2026' || s.startsWith("...", j);
                if (decodesToToken(s, i, j, token, runCut)) {
                    out = (out == null ? new StringBuilder(n) : out)
                            .append(s, from, i)
                            .append(REDACTED);
                    from = j;
                }
            }
            i = Math.max(i, j);
        }
        return out == null ? s : out.append(s, from, n).toString();
    }

    private static boolean decodesToToken(String s, int i, int j, String token, boolean runCut) {
        for (int offset = 0; offset < 2; offset++) {
            int from = i + offset;
            byte[] bytes = HexFormat.of().parseHex(s, from, from + (j - from) / 2 * 2);
            String decoded = new String(bytes, StandardCharsets.ISO_8859_1);
            if (decoded.contains(token)) {
                return true;
            }
            for (int len = Math.min(token.length() - 1, decoded.length()); runCut && len >= PARTIAL; len--) {
                if (decoded.endsWith(token.substring(0, len))) {
                    return true;
                }
            }
        }
        return false;
    }
}
