package dev.cloudsdk.core.runtime;

import org.jspecify.annotations.Nullable;

/**
 * Checks of settings and path values, shared by the config and the transport; those of a header are
 * {@link HeaderChecks}'.
 */
public final class Checks {
    private Checks() {}

    /**
     * Checks user text that goes into a URL or a JSON body: UTF-8 cannot carry a lone surrogate (OkHttp would
     * send {@code ?}, Jackson an escape no server can decode), so it is refused before anything is sent.
     *
     * @param value the text, or {@code null} (allowed; nullness is the caller's rule)
     * @param name the field it came from, named in the message
     * @throws IllegalArgumentException when the text holds a lone surrogate
     */
    public static void text(String value, String name) {
        int at = loneSurrogateAt(value);
        if (at >= 0) {
            throw new IllegalArgumentException(String.format(
                    "%s holds a lone surrogate (U+%04X) at index %d:" + " it cannot be sent as UTF-8",
                    name, (int) value.charAt(at), at));
        }
    }

    /**
     * The rule for one line of free text in a request record (a name, a tag, a filter, a cookie name: every text
     * field but a description): refused when blank, when it holds a control character (U+0000 to U+001F, or DEL),
     * tab and line breaks included, or a lone surrogate. These cannot be meant, or cannot travel in UTF-8; anything
     * else is sent as it is, since the server is the authority on the bounds the API reference does not publish.
     * The message names the field and never quotes the text.
     *
     * @param value the text, or {@code null} (allowed; nullness is the caller's rule)
     * @param name the field, named in the message
     * @throws IllegalArgumentException when the text is blank or holds such a character
     */
    public static void line(@Nullable String value, String name) {
        check(value, name, -1, false);
    }

    /**
     * {@link #line(String, String)} for an element of a list; the message names it {@code list[index]}.
     *
     * @param value the element, or {@code null} (allowed; the list's check refuses it)
     * @param list the list field
     * @param index the element's index
     * @throws IllegalArgumentException when the element is blank or holds such a character
     */
    public static void line(@Nullable String value, String list, int index) {
        check(value, list, index, false);
    }

    /**
     * The rule for a description, text of several lines: refused when it holds a control character other than tab,
     * line feed and carriage return (which prose may hold), or a lone surrogate. A blank description is sent.
     *
     * @param value the text, or {@code null} (allowed; nullness is the caller's rule)
     * @param name the field, named in the message
     * @throws IllegalArgumentException when the text holds such a character
     */
    public static void prose(@Nullable String value, String name) {
        check(value, name, -1, true);
    }

    /**
     * {@link #prose(String, String)} for an element of a list; the message names it {@code list[index]}.
     *
     * @param value the element, or {@code null} (allowed; the list's check refuses it)
     * @param list the list field
     * @param index the element's index
     * @throws IllegalArgumentException when the element holds such a character
     */
    public static void prose(@Nullable String value, String list, int index) {
        check(value, list, index, true);
    }

    /**
     * The rule for an integer of a request whose lower bound the API reference does not give (a timeout, a size):
     * a negative value cannot be meant. Zero and every positive value are sent: the server knows its bounds.
     *
     * @param value the number, or {@code null} (allowed; nullness is the caller's rule)
     * @param name the field, named in the message
     * @throws IllegalArgumentException when negative
     */
    public static void notNegative(@Nullable Number value, String name) {
        if (value != null && value.doubleValue() < 0) {
            throw new IllegalArgumentException(name + " must not be negative, was " + value);
        }
    }

    /** @return the index of the first control character the rule refuses, or -1 */
    private static int controlAt(String value, boolean prose) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if ((c < 0x20 || c == 0x7f) && !(prose && (c == '\t' || c == '\n' || c == '\r'))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The rule of {@link #line} ({@code prose} false) or {@link #prose}. The name of a list's element is built only
     * for a refusal: most text of every request is fine.
     *
     * @param index the element's index in the list {@code name}, or -1 for a field, which null leaves out
     */
    private static void check(@Nullable String value, String name, int index, boolean prose) {
        if (value == null || (prose || !value.isBlank()) && controlAt(value, prose) < 0 && utf8Safe(value)) {
            return;
        }
        String field = index < 0 ? name : name + "[" + index + "]";
        if (!prose && value.isBlank()) {
            throw new IllegalArgumentException(
                    field + " must not be blank" + (index < 0 ? ": leave it out (null) or give" + " it text" : ""));
        }
        int at = controlAt(value, prose);
        if (at < 0) {
            text(value, field);
            return;
        }
        char c = value.charAt(at);
        if (!prose && (c == '\n' || c == '\r') && value.substring(at).isBlank()) {
            throw new IllegalArgumentException(
                    field + " ends with a line break: text read from a file keeps its" + " newline; strip() it");
        }
        throw new IllegalArgumentException(String.format(
                "%s holds a control character (U+%04X) at index %d: %s",
                field,
                (int) c,
                at,
                prose
                        ? "a description may hold tabs and line breaks, no other control character"
                        : "this is one line of text, without tabs, line breaks or other control characters"));
    }

    /**
     * The check of {@link #text} without its message, for callers on every call's path: they build the field's
     * name (a string concatenation) only when this says no.
     *
     * @param value the text, or {@code null}
     * @return whether UTF-8 can carry it: no lone surrogate ({@code null} passes)
     */
    public static boolean utf8Safe(String value) {
        return loneSurrogateAt(value) < 0;
    }

    /** @return the index of the first surrogate that is not half of a pair, or -1 (for {@code null} too) */
    private static int loneSurrogateAt(@Nullable String value) {
        for (int i = 0; value != null && i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isSurrogate(c)) {
                if (!Character.isHighSurrogate(c)
                        || i + 1 == value.length()
                        || !Character.isLowSurrogate(value.charAt(i + 1))) {
                    return i;
                }
                i++;
            }
        }
        return -1;
    }

    /**
     * @param s a text
     * @return whether every character is visible ASCII (no space, no control character)
     */
    public static boolean isVisibleAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c <= 0x20 || c > 0x7e) {
                return false;
            }
        }
        return true;
    }
}
