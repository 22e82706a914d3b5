package dev.cloudsdk.core.internal;

import java.util.List;
import java.util.Map;

/**
 * {@code toString()} of the maps and lists of {@link JsonValues}: written as {@code AbstractMap} and
 * {@code AbstractList} write theirs, but with control characters escaped and at most
 * {@link Redaction#MAX_MESSAGE_CHARS} characters, however much the server sent. The walk stops once the bound is
 * passed, so a huge value costs no more than the bound.
 */
public final class JsonText {
    private JsonText() {
    }

    /**
     * @param value a {@link JsonValues} map or list
     * @return its text, escaped and bounded
     */
    public static String bounded(Object value) {
        int max = Redaction.MAX_MESSAGE_CHARS;
        StringBuilder sb = new StringBuilder();
        boolean whole = append(sb, value, max);
        return whole ? Redaction.clean(sb.toString(), null, max) : Redaction.cleanPrefix(sb.toString(), null, max);
    }

    /** @return false when it stopped at the bound */
    private static boolean append(StringBuilder sb, Object value, int max) {
        if (value instanceof Map) {
            sb.append('{');
            String sep = "";
            for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
                if (sb.length() > max) {
                    return false;
                }
                sb.append(sep);
                appendCapped(sb, String.valueOf(e.getKey()), max);
                sb.append('=');
                if (!append(sb, e.getValue(), max)) {
                    return false;
                }
                sep = ", ";
            }
            sb.append('}');
        } else if (value instanceof List) {
            sb.append('[');
            String sep = "";
            for (Object item : (List<?>) value) {
                if (sb.length() > max) {
                    return false;
                }
                sb.append(sep);
                if (!append(sb, item, max)) {
                    return false;
                }
                sep = ", ";
            }
            sb.append(']');
        } else {
            appendCapped(sb, String.valueOf(value), max);
        }
        return sb.length() <= max;
    }

    /** Appends no more of a long string than the bound can show. */
    private static void appendCapped(StringBuilder sb, String s, int max) {
        int room = max + 1 - sb.length();
        sb.append(s, 0, Math.max(0, Math.min(s.length(), room)));
    }
}
