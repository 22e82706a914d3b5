package dev.cloudsdk.core.internal;

/**
 * Finds where a text spells the token in a form that decodes to it, one token character at a time: the character
 * itself, or an escape of it (percent-encoding in either case and twice over, a JSON or JavaScript backslash escape,
 * an HTML character reference). Matching decodes, rather than encoding the token each way an encoder might: an
 * encoder's choice of which characters to leave alone, and of upper or lower case, then makes no difference.
 */
final class Spelling {
    /** Steps one search may take: a token holding {@code %}, {@code \} or {@code &} makes the search branch. */
    private static final int STEPS_PER_CHAR = 16;
    /** How many times over a backslash escape's own backslash may be escaped. */
    private static final int NESTED = 7;

    private Spelling() {
    }

    /**
     * @param s the text
     * @param i where a spelling may start
     * @param token the token
     * @param cut whether {@code s} was cut from a longer text: a spelling still unfinished at its end counts once it
     *     spells {@link Redaction#PARTIAL} characters of the token or more
     * @return the end of the spelling that starts at {@code i}, or -1
     */
    static int end(String s, int i, String token, boolean cut) {
        return end(s, i, token, 0, cut, new int[] {STEPS_PER_CHAR * token.length() + 64});
    }

    private static int end(String s, int i, String token, int k, boolean cut, int[] steps) {
        int n = s.length();
        while (k < token.length()) {
            if (i >= n || --steps[0] < 0) {
                return i >= n && cut && k >= Redaction.PARTIAL ? n : -1;
            }
            char c = token.charAt(k);
            char at = s.charAt(i);
            int escaped = at == '%' || at == '\\' || at == '&' ? escape(s, i, c) : -1;
            if (escaped < 0 && at != c) {
                // A text cut inside an escape of the next character.
                return cut && k >= Redaction.PARTIAL && escaped == -2 ? n : -1;
            }
            if (escaped > 0 && at == c) {
                // The token's own '%', '\' or '&', which also starts an escape of it: try both readings.
                int end = end(s, escaped, token, k + 1, cut, steps);
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
        boolean hex = s.charAt(i + 2) == 'x' || s.charAt(i + 2) == 'X';
        int j = hex ? i + 3 : i + 2;
        int value = 0;
        int start = j;
        while (j < n && j - start < 8 && Character.digit(s.charAt(j), hex ? 16 : 10) >= 0) {
            value = value * (hex ? 16 : 10) + Character.digit(s.charAt(j), hex ? 16 : 10);
            j++;
        }
        return j > start && j < n && s.charAt(j) == ';' && value == c ? j + 1 : -1;
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
     * follows it), to text ending with the token's first {@link Redaction#PARTIAL} characters or more.
     */
    static String hexRuns(String s, String token, boolean cut) {
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
                    out = (out == null ? new StringBuilder(n) : out).append(s, from, i)
                            .append(Redaction.REDACTED);
                    from = j;
                }
            }
            i = Math.max(i, j);
        }
        return out == null ? s : out.append(s, from, n).toString();
    }

    private static boolean decodesToToken(String s, int i, int j, String token, boolean runCut) {
        for (int offset = 0; offset < 2; offset++) {
            StringBuilder bytes = new StringBuilder((j - i) / 2);
            for (int k = i + offset; k + 2 <= j; k += 2) {
                bytes.append((char) hex(s, k, 2));
            }
            String decoded = bytes.toString();
            if (decoded.contains(token)) {
                return true;
            }
            for (int len = Math.min(token.length() - 1, decoded.length()); runCut && len >= Redaction.PARTIAL;
                    len--) {
                if (decoded.endsWith(token.substring(0, len))) {
                    return true;
                }
            }
        }
        return false;
    }
}
