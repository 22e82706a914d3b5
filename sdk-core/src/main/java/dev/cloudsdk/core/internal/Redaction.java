package dev.cloudsdk.core.internal;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
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
        String s = text;
        // Without an escape, a spelling is the token's own characters: most texts (a request id) hold no start of it.
        boolean escapes = text.indexOf('%') >= 0 || text.indexOf('\\') >= 0 || text.indexOf('&') >= 0;
        if (escapes || text.contains(token.substring(0, Math.min(PARTIAL, token.length())))) {
            Spellings spellings = Spellings.of(token);
            s = (cut ? spellings.cut : spellings.whole).matcher(text).replaceAll(REDACTED);
        }
        return token.length() < PARTIAL ? s : hexRuns(s, token, cut);
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

    /**
     * The spellings of one token, as patterns that decode rather than encode: each token character is matched as
     * itself or as an escape of it (percent-encoding in either case and twice over, a JSON or JavaScript backslash
     * escape, its backslash itself escaped up to 7 times, an HTML character reference), so an encoder's choice of
     * which characters to leave alone, and of upper or lower case, makes no difference. A token character that also
     * starts an escape ({@code %}, {@code \}, {@code &}) is tried both ways. Kept for the last token: a config's calls
     * share one.
     *
     * @param token the token
     * @param whole its spellings in a whole text
     * @param cut its spellings in a text cut from a longer one: also one the cut left unfinished at the text's end
     */
    private record Spellings(String token, Pattern whole, Pattern cut) {
        /** A run of 16 or more hex digits, which may be a dump of bytes. */
        static final Pattern HEX_RUN = Pattern.compile("[0-9a-fA-F]{16,}");
        /** The start of an escape, at the end of a cut text. */
        private static final String UNFINISHED = "(?:%(?:2(?:5[0-9a-fA-F]?)?|[0-9a-fA-F])?"
                + "|\\\\+(?:[uU][0-9a-fA-F]{0,3}|x[0-9a-fA-F]?)?|&(?:#[xX]?[0-9a-fA-F]{0,7})?)?";

        private static volatile Spellings last;

        static Spellings of(String token) {
            Spellings s = last;
            if (s == null || !s.token.equals(token)) {
                s = new Spellings(token, pattern(token, false), pattern(token, true));
                last = s;
            }
            return s;
        }

        private static Pattern pattern(String token, boolean cut) {
            int n = token.length();
            String[] chars = new String[n];
            for (int k = 0; k < n; k++) {
                chars[k] = spelling(token.charAt(k));
            }
            boolean word = n < WHOLE_WORD_BELOW;
            String before = word && Character.isLetterOrDigit(token.charAt(0)) ? "(?<!\\p{javaLetterOrDigit})" : "";
            String after = word && Character.isLetterOrDigit(token.charAt(n - 1)) ? "(?!\\p{javaLetterOrDigit})" : "";
            String regex = before + "(?:" + String.join("", chars) + after;
            if (cut && n > PARTIAL) {
                // At the text's end: the first PARTIAL characters or more, then maybe the start of an escape.
                String rest = "";
                for (int k = n - 1; k >= PARTIAL; k--) {
                    rest = "(?:" + chars[k] + rest + ")?";
                }
                regex += "|" + String.join("", Arrays.asList(chars).subList(0, PARTIAL)) + rest + UNFINISHED + "\\z";
            }
            return Pattern.compile(regex + ")");
        }

        /** One token character, as itself or any escape of it. */
        private static String spelling(char c) {
            String self = Pattern.quote(String.valueOf(c));
            String hex = Integer.toHexString(c);
            String dec = Integer.toString(c);
            String hex2 = c < 0x100 ? String.format("(?i:%02x)", (int) c) : null;
            return "(?:"
                    + (hex2 == null ? "" : "%(?:25)?" + hex2 + "|")
                    + "\\\\{1,8}(?:[uU]" + String.format("(?i:%04x)", (int) c)
                    + (hex2 == null ? "" : "|x" + hex2)
                    + (Character.isLetterOrDigit(c) ? "" : "|" + self)
                    + ")|&#(?:0{0," + (8 - dec.length()) + "}" + dec
                    + "|[xX]0{0," + (8 - hex.length()) + "}(?i:" + hex + "));|" + self + ")";
        }

        @Override
        public String toString() {
            return "Spellings[redacted]";
        }
    }

    /**
     * Replaces each run of 16 or more hex digits (a dump, such as okio's {@code content=...} in an I/O exception)
     * that decodes to text holding the token, or, where the run was cut (the text ends with it, or an ellipsis
     * follows it), to text ending with the token's first {@link #PARTIAL} characters or more.
     */
    private static String hexRuns(String s, String token, boolean cut) {
        return Spellings.HEX_RUN.matcher(s).replaceAll(m -> {
            int j = m.end();
            boolean runCut = j == s.length() ? cut : s.charAt(j) == '\u2026' || s.startsWith("...", j);
            return decodesToToken(s, m.start(), j, token, runCut) ? REDACTED : m.group();
        });
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
