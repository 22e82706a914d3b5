package dev.cloudsdk.core.internal;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/** The longer value readers of {@link JsonRead}, and the text rules they share, as databind reads them. */
public final class JsonScalars {
    private static final String INSTANT = "java.time.Instant";
    private static final String DATE = "java.time.LocalDate";

    private JsonScalars() {
    }

    /** @return a {@code Double} as {@link JsonRead#number} documents it */
    public static Double number(JsonParser p) throws IOException {
        switch (p.currentToken()) {
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return p.getDoubleValue();
            case VALUE_NULL:
                return null;
            case VALUE_STRING:
                String text = textOrNull(p.getText());
                if (text == null) {
                    return null;
                }
                switch (text) {
                    case "NaN":
                        return Double.NaN;
                    case "Infinity":
                    case "INF":
                        return Double.POSITIVE_INFINITY;
                    case "-Infinity":
                    case "-INF":
                        return Double.NEGATIVE_INFINITY;
                    default:
                        break;
                }
                try {
                    if (decimal(text)) {
                        return Double.parseDouble(text);
                    }
                } catch (NumberFormatException e) {
                    // Refused below.
                }
                throw JsonMismatch.weird(p, "java.lang.Double", text, "not a valid `Double` value");
            default:
                throw JsonMismatch.token(p, "java.lang.Double");
        }
    }

    /** @return a {@code LocalDate} as {@link JsonRead#date} documents it */
    public static LocalDate date(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        } else if (t != JsonToken.VALUE_STRING) {
            throw JsonMismatch.at(p, JsonMismatch.token(p, DATE));
        }
        String text = p.getText().trim();
        try {
            return text.isEmpty() ? null : LocalDate.parse(text);
        } catch (DateTimeParseException e) {
            throw JsonMismatch.at(p, JsonMismatch.weird(p, DATE, text, "Failed to deserialize " + DATE + ": ("
                    + e.getClass().getName() + ") " + e.getMessage()));
        }
    }

    /** @return an {@code Instant} as {@link JsonRead#instant} documents it */
    public static Instant instant(JsonParser p) throws IOException {
        switch (p.currentToken()) {
            case VALUE_NUMBER_INT:
                return Instant.ofEpochSecond(p.getLongValue(), 0);
            case VALUE_NUMBER_FLOAT:
                return seconds(p.getDecimalValue());
            case VALUE_NULL:
                return null;
            case START_ARRAY:
                throw JsonMismatch.token(p, INSTANT);
            case VALUE_STRING:
                Instant plain = TextScalars.isoInstant(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
                return plain != null ? plain : instant(p, p.getText().trim());
            default:
                throw JsonMismatch.parse(p, "Unexpected token (" + p.currentToken() + "), expected one of"
                        + " [VALUE_STRING, VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT] for java.time.Instant value");
        }
    }

    private static Instant instant(JsonParser p, String text) throws IOException {
        if (text.isEmpty()) {
            return null;
        }
        int dots = periods(text);
        try {
            if (dots == 0) {
                return Instant.ofEpochSecond(Long.parseLong(text), 0);
            } else if (dots == 1) {
                return seconds(new BigDecimal(text));
            }
        } catch (NumberFormatException e) {
            // Not a number after all: read as text, as Jackson's InstantDeserializer does.
        }
        try {
            return DateTimeFormatter.ISO_INSTANT.parse(text, Instant::from);
        } catch (DateTimeException e) {
            throw JsonMismatch.weird(p, INSTANT, text, "Failed to deserialize java.time.Instant: ("
                    + e.getClass().getName() + ") " + e.getMessage());
        }
    }

    /**
     * Epoch seconds with a fraction, as jsr310's {@code DecimalUtils.extractSecondsAndNanos(value, f, false)} of
     * Jackson 2.21 reads them (Jackson 2.17 and older have no such overload, and their InstantDeserializer turns the
     * fraction of a negative value around: -42.7 reads as -41.3 there, here -42.7).
     */
    private static Instant seconds(BigDecimal value) {
        BigDecimal nanos = value.scaleByPowerOfTen(9);
        if (nanos.precision() - nanos.scale() <= 0 || value.scale() < -63) {
            return Instant.ofEpochSecond(0, 0);
        }
        long seconds = value.longValue();
        int fraction = nanos.subtract(BigDecimal.valueOf(seconds).scaleByPowerOfTen(9)).intValue();
        return Instant.ofEpochSecond(seconds, fraction);
    }

    /** @return the number of periods of a text of digits and periods (a leading minus allowed), else -1 */
    private static int periods(String text) {
        int dots = 0;
        for (int i = text.charAt(0) == '-' ? 1 : 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '.') {
                dots++;
            } else if (c < '0' || c > '9') {
                return -1;
            }
        }
        return dots;
    }

    /** @return the text trimmed, or {@code null} for an empty or blank one and for {@code "null"} */
    public static String textOrNull(String text) {
        String t = text.trim();
        return t.isEmpty() || t.equals("null") ? null : t;
    }

    public static long parseLong(JsonParser p, String text, String type) throws IOException {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw JsonMismatch.weird(p, type, text, "not a valid `" + type + "` value");
        }
    }

    /** @return whether Jackson's number parser would read it too: {@code Double.parseDouble} reads "42d" and hex */
    private static boolean decimal(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!(c >= '0' && c <= '9' || c == '.' || c == 'e' || c == 'E' || c == '-' || c == '+')) {
                return false;
            }
        }
        return true;
    }
}
