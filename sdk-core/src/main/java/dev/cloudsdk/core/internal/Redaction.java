package dev.cloudsdk.core.internal;

import java.util.ArrayList;
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

    private Redaction() {
    }

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
            boolean escape = needsEscape(c) && !inPair(s, i);
            if (out == null && (escape || i >= max)) {
                out = new StringBuilder(Math.min(n, max) + 32).append(s, 0, i);
            }
            if (out != null) {
                if (out.length() >= max) {
                    return whole ? out.append("...(cut, ").append(text.length()).append(" characters)").toString()
                            : out.append("...(cut)").toString();
                }
                appendEscaped(out, c, escape);
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
            int end = Spelling.end(text, i, token, cut);
            if (end > i && standsAlone(text, i, end, token)) {
                out = (out == null ? new StringBuilder(n) : out).append(text, from, i).append(REDACTED);
                from = end;
                i = end - 1;
            }
        }
        String s = out == null ? text : out.append(text, from, n).toString();
        return token.length() < PARTIAL ? s : Spelling.hexRuns(s, token, cut);
    }

    /** Whether {@code s[start, end)}, which spells the token, is to be redacted there. */
    private static boolean standsAlone(String s, int start, int end, String token) {
        if (token.length() >= WHOLE_WORD_BELOW) {
            return true;
        }
        boolean left = start == 0 || !(Character.isLetterOrDigit(token.charAt(0))
                && Character.isLetterOrDigit(s.charAt(start - 1)));
        return left && (end == s.length() || !(Character.isLetterOrDigit(token.charAt(token.length() - 1))
                && Character.isLetterOrDigit(s.charAt(end))));
    }

    /**
     * The server's error object with the token redacted from every string in it, however deep. Not escaped nor
     * cut: the caller gets the whole object.
     *
     * @param map the error object
     * @param token the token, or {@code null}
     * @return a copy, redacted
     */
    static Map<String, Object> redactValues(Map<String, Object> map, String token) {
        Map<String, Object> out = new LinkedHashMap<>();
        map.forEach((k, v) -> out.put(redact(k, token), redactValue(v, token)));
        return out;
    }

    @SuppressWarnings("unchecked")
    private static Object redactValue(Object value, String token) {
        if (value instanceof String) {
            return redact((String) value, token);
        } else if (value instanceof Map) {
            return redactValues((Map<String, Object>) value, token);
        } else if (value instanceof List) {
            List<Object> out = new ArrayList<>();
            for (Object o : (List<Object>) value) {
                out.add(redactValue(o, token));
            }
            return out;
        }
        return value;
    }

    /** C0 and C1 controls, DEL, line and paragraph separators, bidi overrides, and lone surrogates. */
    private static boolean needsEscape(char c) {
        return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029
                || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x200e || c == 0x200f
                || Character.isSurrogate(c);
    }

    private static boolean inPair(String s, int i) {
        char c = s.charAt(i);
        return Character.isHighSurrogate(c) ? i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))
                : Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }

    private static void appendEscaped(StringBuilder out, char c, boolean escape) {
        if (!escape) {
            out.append(c);
        } else if (c == '\n') {
            out.append("\\n");
        } else if (c == '\r') {
            out.append("\\r");
        } else if (c == '\t') {
            out.append("\\t");
        } else {
            out.append(String.format("\\u%04x", (int) c));
        }
    }
}
