package dev.cloudsdk.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntPredicate;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tokens of the shapes real services issue, the spellings a server may echo them in, and the check that a text
 * the SDK shows holds none of them. The check decodes what it is given (percent-decoding once and twice, JSON and
 * JavaScript escapes, HTML character references, and these in turn) and looks for the token in each result, so it
 * does not share the SDK's way of finding spellings.
 */
public final class TokenSpellings {
    /** A JWT: base64url parts joined by dots. */
    public static final String JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZW5hbnQtNyJ9.Dq3f-9_xQ2vYtk0LmZ1pW8sJc4RbNaHe";
    /** Base64 with {@code +}, {@code /} and padding. */
    public static final String BASE64 = "dGVuYW50LTc+c2VjcmV0/aGVsbG8+d29ybGQ/Zm9v==";
    /** Every character RFC 6750 allows beside letters and digits: {@code -._~+/} and a trailing {@code =}. */
    public static final String RFC6750 = "tk-9.a_b~c+d/e-f~g.h=";

    private TokenSpellings() {}

    /** @return the three token shapes */
    public static List<String> tokens() {
        return List.of(JWT, BASE64, RFC6750);
    }

    /**
     * Spellings as text (in a header, in a URL, or as the value of a JSON string once parsed).
     *
     * @param token the token
     * @return each spelling by a name that says which encoder writes it
     */
    public static Map<String, String> text(String token) {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("as is", token);
        s.put(
                "percent, upper case, ~ left (Python quote, encodeURIComponent, Go)",
                percent(token, TokenSpellings::unreserved, "%%%02X"));
        s.put(
                "percent, lower case (.NET HttpUtility.UrlEncode)",
                percent(token, TokenSpellings::unreserved, "%%%02x").replace("~", "%7e"));
        s.put("percent, lower case, ~ left", percent(token, TokenSpellings::unreserved, "%%%02x"));
        s.put("form encoding (URLEncoder)", URLEncoder.encode(token, StandardCharsets.UTF_8));
        s.put("every character percent-encoded", percent(token, c -> false, "%%%02X"));
        s.put("percent, mixed case", mixedCase(percent(token, c -> false, "%%%02x")));
        s.put(
                "percent-encoded twice",
                URLEncoder.encode(URLEncoder.encode(token, StandardCharsets.UTF_8), StandardCharsets.UTF_8));
        s.put("HTML character references", escape(token, c -> !Character.isLetterOrDigit(c), "&#%d;"));
        s.put("HTML hex character references", escape(token, c -> c % 2 == 0, "&#x%X;"));
        s.put("JavaScript \\x escapes", escape(token, c -> !Character.isLetterOrDigit(c), "\\x%02x"));
        s.put("a backslash before punctuation", escape(token, c -> !Character.isLetterOrDigit(c), "\\%c"));
        s.putAll(json(token));
        return s;
    }

    /**
     * Spellings inside a JSON string, as a JSON writer writes them (the text between the quotes): each decodes to
     * the token when parsed.
     *
     * @param token the token
     * @return each spelling by the writer that makes it
     */
    public static Map<String, String> json(String token) {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("JSON \\/ (PHP)", token.replace("/", "\\/"));
        s.put("JSON \\u002b (.NET)", token.replace("+", "\\u002b"));
        s.put("Gson HTML-safe (\\u003d)", token.replace("=", "\\u003d"));
        s.put("JSON, every character \\u-escaped, upper case", escape(token, c -> true, "\\u%04X"));
        StringBuilder mixed = new StringBuilder();
        token.chars()
                .forEach(c -> mixed.append(
                        c == '/'
                                ? "\\/"
                                : c % 3 == 0
                                        ? String.format("\\u%04x", c)
                                        : c % 3 == 1 ? String.format("\\u%04X", c) : String.valueOf((char) c)));
        s.put("JSON, mixed escapes", mixed.toString());
        return s;
    }

    /**
     * Fails when the text holds the token in any spelling the check can decode.
     *
     * @param what what the text is, for the failure's description
     * @param shown the text the SDK shows
     * @param token the token
     */
    public static void assertNoSpelling(String what, String shown, String token) {
        if (shown == null) {
            return;
        }
        List<UnaryOperator<String>> decoders = List.of(
                UnaryOperator.identity(),
                TokenSpellings::percentDecoded,
                t -> percentDecoded(percentDecoded(t)),
                t -> percentDecoded(t.replace('+', ' ')),
                TokenSpellings::unescaped,
                TokenSpellings::references,
                t -> percentDecoded(unescaped(t)),
                t -> unescaped(percentDecoded(t)));
        for (UnaryOperator<String> decode : decoders) {
            assertThat(decode.apply(shown)).as("%s, decoded", what).doesNotContain(token);
        }
    }

    private static boolean unreserved(int c) {
        return Character.isLetterOrDigit(c) || "-._~".indexOf(c) >= 0;
    }

    private static String percent(String token, IntPredicate keep, String format) {
        return escape(token, c -> !keep.test(c), format);
    }

    private static String escape(String token, IntPredicate which, String format) {
        StringBuilder out = new StringBuilder();
        token.chars().forEach(c -> out.append(which.test(c) ? String.format(Locale.ROOT, format, c) : (char) c));
        return out.toString();
    }

    private static String mixedCase(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            out.append(i % 2 == 0 ? Character.toUpperCase(c) : c);
        }
        return out.toString();
    }

    private static String percentDecoded(String s) {
        return decode(s, "%", 2, 16);
    }

    private static String unescaped(String s) {
        String u = decode(decode(decode(s, "\\u", 4, 16), "\\U", 4, 16), "\\x", 2, 16);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < u.length(); i++) {
            char c = u.charAt(i);
            if (c == '\\' && i + 1 < u.length() && !Character.isLetterOrDigit(u.charAt(i + 1))) {
                c = u.charAt(++i);
            }
            out.append(c);
        }
        return out.toString();
    }

    private static String references(String s) {
        StringBuilder out = new StringBuilder();
        Matcher m = Pattern.compile("&#([xX][0-9a-fA-F]+|[0-9]+);").matcher(s);
        while (m.find()) {
            String v = m.group(1);
            int c = v.charAt(0) == 'x' || v.charAt(0) == 'X'
                    ? Integer.parseInt(v.substring(1), 16)
                    : Integer.parseInt(v);
            m.appendReplacement(out, Matcher.quoteReplacement(String.valueOf((char) c)));
        }
        return m.appendTail(out).toString();
    }

    /** Replaces each {@code prefix} followed by {@code digits} digits of the radix with the character. */
    private static String decode(String s, String prefix, int digits, int radix) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            if (s.startsWith(prefix, i) && i + prefix.length() + digits <= s.length()) {
                String d = s.substring(i + prefix.length(), i + prefix.length() + digits);
                if (d.chars().allMatch(c -> Character.digit(c, radix) >= 0)) {
                    out.append((char) Integer.parseInt(d, radix));
                    i += prefix.length() + digits;
                    continue;
                }
            }
            out.append(s.charAt(i++));
        }
        return out.toString();
    }
}
