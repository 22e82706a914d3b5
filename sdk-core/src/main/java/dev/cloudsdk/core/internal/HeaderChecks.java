package dev.cloudsdk.core.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.UnaryOperator;
import okhttp3.Headers;
import okhttp3.Response;
import org.jspecify.annotations.Nullable;

/**
 * The checks of what the SDK puts in a header: one rule for every value (the token's words build on it), HTTP tokens
 * for names, and the names the SDK or the HTTP layer owns. Every refusal names the setting or header and the
 * character, never the value. And what it hands back of a response's headers: by lower-case name, in the order the
 * server sent them, the call's token redacted from every value, for a success's {@code Response} and an error's
 * exception alike.
 */
public final class HeaderChecks {
    private HeaderChecks() {}

    /**
     * The one rule for a value that travels in an HTTP header: the token (its own words are {@code TokenSource}'s),
     * the region, the user agent's suffix, and a view's or a call listener's extra header. Refused, never repaired,
     * when blank, when it starts or ends with whitespace (a value read from a file keeps its newline), or when it
     * holds a character that cannot travel in a header: a control character, tab included, or one outside ASCII.
     * The message names the setting or header and the character as {@code U+XXXX} with its index, never the value,
     * which may be a secret.
     *
     * @param value a header value
     * @param name the setting or header it came from, named in the message
     * @throws IllegalArgumentException when blank, with whitespace around it, or not header-safe
     */
    public static void headerValue(String value, String name) {
        String mistake = headerValueMistake(value, "a value", "a header value is visible ASCII and spaces");
        if (mistake != null) {
            throw new IllegalArgumentException(name + " " + mistake);
        }
    }

    /**
     * What {@link #headerValue} refuses in a value, in words that never quote it: {@code must not be blank},
     * {@code ends with a line break (U+000A) at index 12: ...; strip() it}, {@code has leading or trailing
     * whitespace (U+0020) at index 0: strip() it}, or {@code holds a control character (U+0007) at index 3: ...}.
     *
     * @param value the value
     * @param noun what the fix of a trailing line break calls the value ({@code a token})
     * @param form what the value may hold, said after a character that it may not
     * @return the mistake and its fix, or {@code null} when the value can travel as it is
     */
    public static @Nullable String headerValueMistake(String value, String noun, String form) {
        if (value.isBlank()) {
            return "must not be blank";
        }
        int last = value.length() - 1;
        if (lineBreak(value.charAt(last))) {
            int at = last;
            while (lineBreak(value.charAt(at - 1))) {
                at--;
            }
            return "ends with a line break" + at(value, at) + ": " + noun + " read from a file keeps its newline;"
                    + " strip() it";
        }
        if (Character.isWhitespace(value.charAt(0)) || Character.isWhitespace(value.charAt(last))) {
            return "has leading or trailing whitespace" + at(value, Character.isWhitespace(value.charAt(0)) ? 0 : last)
                    + ": strip() it";
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < 0x20 || c > 0x7e) {
                String what = lineBreak(c)
                        ? "a line break"
                        : c < 0x20 || c == 0x7f ? "a control character" : "a character that is not ASCII";
                return "holds " + what + at(value, i) + ": " + form + "; check what was copied with it";
            }
        }
        return null;
    }

    private static boolean lineBreak(char c) {
        return c == '\n' || c == '\r';
    }

    /** @return {@code " (U+000A) at index 12"}: the character at {@code index} of {@code value}, never the value */
    public static String at(String value, int index) {
        return String.format(" (U+%04X) at index %d", (int) value.charAt(index), index);
    }

    /**
     * @param name a header name
     * @param what what to call it in the message
     * @throws IllegalArgumentException when empty or not an HTTP token (RFC 9110 tchar); the message shows the name
     *     (a name is no secret) with each character outside visible ASCII as {@code <U+XXXX>}
     */
    public static void headerName(String name, String what) {
        String rule = what + " must be an HTTP token (letters, digits, !#$%&'*+-.^_`|~): ";
        if (name.isEmpty()) {
            throw new IllegalArgumentException(rule + "it is empty");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c >= 0x7f || !(Character.isLetterOrDigit(c) || "!#$%&'*+-.^_`|~".indexOf(c) >= 0)) {
                throw new IllegalArgumentException(
                        String.format("%sit holds U+%04X at index %d: %s", rule, (int) c, i, escaped(name)));
            }
        }
    }

    /** @return the name, at most 100 characters of it, each character outside visible ASCII as {@code <U+XXXX>} */
    private static String escaped(String name) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < Math.min(name.length(), 100); i++) {
            char c = name.charAt(i);
            b.append(c > 0x20 && c < 0x7f ? String.valueOf(c) : String.format("<U+%04X>", (int) c));
        }
        return name.length() > 100 ? b.append("...").toString() : b.toString();
    }

    /** Headers the SDK sets itself, or that the HTTP layer owns: no view or listener may set them. */
    private static final Set<String> RESERVED_HEADERS = Set.of(
            "authorization",
            "x-region",
            "content-type",
            "user-agent",
            "accept",
            "content-length",
            "host",
            "transfer-encoding",
            "connection",
            "proxy-authorization");

    /**
     * Checks a header a caller adds to the SDK's requests.
     *
     * @param name the header name
     * @param value its value
     * @param what who adds it, for the message
     * @throws IllegalArgumentException when the name is not an HTTP token or is one the SDK sets itself or the
     *     HTTP layer owns, or when the value cannot travel in a header
     * @throws NullPointerException when an argument is null
     */
    public static void extraHeader(String name, String value, String what) {
        Objects.requireNonNull(name, "name == null");
        Objects.requireNonNull(value, "value == null");
        headerName(name, what + " name");
        if (RESERVED_HEADERS.contains(name.toLowerCase(Locale.ROOT))) {
            throw new IllegalArgumentException(
                    what + " " + name + " is set by the SDK or the HTTP layer and cannot" + " be overridden per call");
        }
        headerValue(value, what + " " + name);
    }

    /**
     * A response's headers by lower-case name, in the order the server sent them. A success's keep their values
     * whole but for the token ({@code Redaction.redact}), since a caller may need a long value (a {@code Link}, a
     * policy) exactly as sent; a failure's are cleaned like all server text that reaches an exception
     * ({@code Redaction.clean}).
     *
     * @param response the response
     * @param value what each value becomes
     * @return the headers, immutable
     */
    static Map<String, List<String>> headers(Response response, UnaryOperator<String> value) {
        Headers h = response.headers();
        if (h.size() == 0) {
            return Map.of();
        }
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (int i = 0; i < h.size(); i++) {
            out.computeIfAbsent(h.name(i).toLowerCase(Locale.ROOT), k -> new ArrayList<>())
                    .add(value.apply(h.value(i)));
        }
        out.replaceAll((name, values) -> List.copyOf(values));
        return Collections.unmodifiableMap(out);
    }
}
