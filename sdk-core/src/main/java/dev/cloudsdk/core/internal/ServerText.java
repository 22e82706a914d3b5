package dev.cloudsdk.core.internal;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import okhttp3.Request;

/**
 * Text the SDK did not write (error messages, bodies, headers a server sent) on its way into an exception message
 * or a log line: the call's token redacted, control characters shown as visible escapes, and the length bounded.
 * Runs only on error paths and for log lines that are enabled, so a successful call pays nothing.
 */
public final class ServerText {
    /** What stands in for the token. */
    static final String REDACTED = "<redacted>";
    /** Tokens shorter than this are redacted only where they stand as a whole token. */
    static final int WHOLE_WORD_BELOW = 8;
    /** Server text in an exception message is cut after this many characters. */
    public static final int MAX_MESSAGE_CHARS = 1_000;
    /** A request id longer than this is not an id; it is cut. */
    static final int MAX_REQUEST_ID_CHARS = 200;

    private ServerText() {
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
        String s = redact(text, token);
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
     * Replaces the token, as is, percent-encoded or JSON-escaped. A token of {@value #WHOLE_WORD_BELOW} characters
     * or more is replaced wherever it appears, glued to other text or not (a hostile server may glue it to an
     * escape sequence). A shorter one (a test's {@code t}, a stub's {@code secret}) would also match inside
     * ordinary words and garble every message, so it is replaced only where it stands as a whole token: not where
     * a letter or digit comes right before a token that starts with one, or right after a token that ends with
     * one. {@code t} is then redacted in {@code "Bearer t"}, {@code "t"} and {@code token=t}, and never inside
     * {@code "Failed to connect"}.
     *
     * @param text any text, or {@code null}
     * @param token the token, or {@code null}
     * @return the text with every whole occurrence of the token, as is, percent-encoded or JSON-escaped, replaced
     */
    static String redact(String text, String token) {
        if (text == null || token == null || token.isEmpty()) {
            return text;
        }
        String s = replaceWhole(text, token);
        String encoded = URLEncoder.encode(token, StandardCharsets.UTF_8);
        s = encoded.equals(token) ? s : replaceWhole(s, encoded);
        // A JSON encoder may escape the token's punctuation: a backslash before "/" (PHP), or the character as a
        // backslash-u escape with four hex digits (.NET escapes "+"), in any mix.
        return s.indexOf('\\') < 0 ? s : jsonEscaped(token).matcher(s).replaceAll(REDACTED);
    }

    private static String replaceWhole(String s, String token) {
        int i = s.indexOf(token);
        if (i < 0) {
            return s;
        }
        StringBuilder out = null;
        int from = 0;
        while (i >= 0) {
            int end = i + token.length();
            if (standsAlone(s, i, end, token)) {
                if (out == null) {
                    out = new StringBuilder(s.length());
                }
                out.append(s, from, i).append(REDACTED);
                from = end;
                i = s.indexOf(token, end);
            } else {
                i = s.indexOf(token, i + 1);
            }
        }
        return out == null ? s : out.append(s, from, s.length()).toString();
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

    /** The token as a JSON string may spell it: each punctuation character as is, as \\uXXXX, or "/" as \\/. */
    private static Pattern jsonEscaped(String token) {
        StringBuilder re = new StringBuilder();
        boolean whole = token.length() < WHOLE_WORD_BELOW;
        if (whole && Character.isLetterOrDigit(token.charAt(0))) {
            re.append("(?<![\\p{L}\\p{Nd}])");
        }
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                re.append(c);
            } else {
                re.append("(?:").append(Pattern.quote(String.valueOf(c)))
                        .append(String.format("|\\\\u(?i:%04x)", (int) c))
                        .append(c == '/' ? "|\\\\/" : "").append(')');
            }
        }
        if (whole && Character.isLetterOrDigit(token.charAt(token.length() - 1))) {
            re.append("(?![\\p{L}\\p{Nd}])");
        }
        return Pattern.compile(re.toString());
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
