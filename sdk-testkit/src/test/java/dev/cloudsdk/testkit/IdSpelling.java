package dev.cloudsdk.testkit;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * How {@link SuccessPath} spells each UUID it sends, in the path, the body and a marker: a UUID is the same id in any
 * case (RFC 9562, section 4: its hex digits are case-insensitive on input), so every operation must reach its
 * success path with any of these, generic behaviour and hand-written rules alike. Any other value is sent as it is.
 */
enum IdSpelling {
    /** As the emulator made it: lower case. */
    AS_MADE,
    /** Every letter upper case. */
    UPPER_CASE,
    /** Every other letter upper case, starting with the first. */
    MIXED_CASE;

    private static final Pattern UUID_TEXT =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    /** @return the value so spelt when it is a UUID, else the value */
    String apply(String value) {
        if (this == AS_MADE || !UUID_TEXT.matcher(value).matches()) {
            return value;
        }
        if (this == UPPER_CASE) {
            return value.toUpperCase(Locale.ROOT);
        }
        StringBuilder out = new StringBuilder();
        boolean upper = true;
        for (char c : value.toLowerCase(Locale.ROOT).toCharArray()) {
            if (Character.isLetter(c)) {
                out.append(upper ? Character.toUpperCase(c) : c);
                upper = !upper;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
