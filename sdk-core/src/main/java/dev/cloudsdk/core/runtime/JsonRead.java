package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.Base64Variants;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import dev.cloudsdk.core.Crn;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;

/**
 * The value readers the generated {@code <Service>Json} classes call, on Jackson's streaming parser only. Each accepts
 * and refuses what Jackson databind, configured as the SDK once read its records, accepts and refuses: a number for an
 * {@code Integer} as {@code 42}, {@code 42.7} (cut to 42) or {@code "42"}; an empty or blank string, or
 * {@code "null"}, as null; a number or boolean as the text of a {@code String}; an {@code Instant} as ISO-8601 text or
 * as epoch seconds (a number, or a string of one); a UUID as its 36 characters. {@code JsonReadTest} in core's tests
 * reads a corpus of odd values both ways (databind as core's test oracle {@code Databind}) and compares. A value
 * refused is refused with one wording, naming the value, the type and the member: {@code cannot read "abc" as
 * java.lang.Integer (member servers[0].port)}.
 */
public final class JsonRead {
    private static final String UUID_TYPE = "java.util.UUID";
    private static final long SECONDS_PER_DAY = 86_400;

    private JsonRead() {}

    /**
     * @param p a parser on the first token of a record's value
     * @param type the record, for the message
     * @return true on an object, false on null (the record is null)
     * @throws IOException on any other token
     */
    public static boolean startObject(JsonParser p, Class<?> type) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_OBJECT) {
            return true;
        } else if (t == JsonToken.VALUE_NULL) {
            return false;
        }
        throw mismatch(p, type.getName());
    }

    /**
     * @param p a parser inside an object
     * @return the next member's name, with the parser on its value; {@code null} at the object's end
     * @throws IOException when the parser fails
     */
    public static String nextMember(JsonParser p) throws IOException {
        if (p.nextToken() != JsonToken.FIELD_NAME) {
            return null;
        }
        String name = p.currentName();
        p.nextToken();
        return name;
    }

    /**
     * Keeps a member the record does not declare, read within the body's bounds ({@link JsonValues#read}).
     *
     * @param p a parser on the member's value
     * @param scope the read's bounds
     * @param members the members kept so far, or {@code null}
     * @return the members with this one
     * @throws IOException when the parser fails
     */
    public static Map<String, Object> unknown(JsonParser p, ReadScope scope, Map<String, Object> members)
            throws IOException {
        String name = p.currentName();
        JsonValues.countMember(scope);
        Object value = JsonValues.read(p, scope, true);
        Map<String, Object> out = members == null ? new LinkedHashMap<>() : members;
        out.put(name, value);
        return out;
    }

    /**
     * @param members the members kept by {@link #unknown}, or {@code null}
     * @return them as a record holds them
     */
    public static Map<String, Object> members(Map<String, Object> members) {
        return members == null ? Map.of() : new JsonValues.JsonObject(members);
    }

    /**
     * A list of any element type, each element counted against the body's budget ({@link ReadScope}).
     *
     * @param p a parser on the list's first token
     * @param scope the read's bounds
     * @param element the element type, for the message
     * @param reader the element reader
     * @param <T> the element type
     * @return the list (null elements kept), or {@code null} for null
     * @throws IOException when the value is not an array or an element cannot be read
     */
    public static <T> List<T> list(JsonParser p, ReadScope scope, Class<?> element, Json.Reader<T> reader)
            throws IOException {
        return p.currentToken() == JsonToken.VALUE_NULL ? null : elements(p, scope, element, reader, true);
    }

    /**
     * The reader of an inner list of a list of lists: each element counted as {@link #list} counts it; a value that
     * is not an array, a null element, or one the element reader refuses is refused naming the member and its
     * place ({@code port_ranges[1][0]}).
     *
     * @param element the element type, for the message
     * @param reader the element reader
     * @param <T> the element type
     * @return the reader
     */
    public static <T> Json.Reader<List<T>> listOf(Class<?> element, Json.Reader<T> reader) {
        return (p, scope) -> elements(p, scope, element, reader, false);
    }

    /** The elements of an array, each counted against the body's budget; a null one kept or refused. */
    private static <T> List<T> elements(
            JsonParser p, ReadScope scope, Class<?> element, Json.Reader<T> reader, boolean nullsKept)
            throws IOException {
        if (p.currentToken() != JsonToken.START_ARRAY) {
            throw mismatch(p, "a list of " + element.getName());
        }
        List<T> list = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) {
            scope.count();
            T value = p.currentToken() == JsonToken.VALUE_NULL ? null : reader.read(p, scope);
            if (value == null && !nullsKept) {
                throw mismatch(p, element.getName());
            }
            list.add(value);
        }
        return list;
    }

    /** @return a list of strings, as {@link #list} reads it */
    public static List<String> strings(JsonParser p, ReadScope scope) throws IOException {
        return list(p, scope, String.class, JsonRead::string);
    }

    /**
     * A map of strings, each member counted against the body's budget ({@link ReadScope}) as a list's element is.
     *
     * @param p a parser on the map's first token
     * @param scope the read's bounds
     * @return the members in the order sent, or {@code null} for null
     * @throws IOException when the value is not an object, or a member's value is null, an array or an object,
     *     naming the member ({@code labels.team})
     */
    public static Map<String, String> stringMap(JsonParser p, ReadScope scope) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        } else if (t != JsonToken.START_OBJECT) {
            throw mismatch(p, "a map of java.lang.String");
        }
        Map<String, String> map = new LinkedHashMap<>();
        for (String m = nextMember(p); m != null; m = nextMember(p)) {
            scope.count();
            if (p.currentToken() == JsonToken.VALUE_NULL) {
                throw mismatch(p, "java.lang.String");
            }
            map.put(m, string(p, scope));
        }
        return map;
    }

    /** @return the string; a number or boolean as its text */
    public static String string(JsonParser p, ReadScope scope) throws IOException {
        JsonToken t = p.currentToken();
        return t.isScalarValue() && t != JsonToken.VALUE_NULL && t != JsonToken.VALUE_EMBEDDED_OBJECT
                ? p.getText()
                : nullOr(p, "java.lang.String");
    }

    /** @return the number; a fraction is cut off; a string is parsed */
    public static Integer integer(JsonParser p, ReadScope scope) throws IOException {
        return p.currentToken().isNumeric()
                ? Integer.valueOf(p.getIntValue())
                : parse(p, "java.lang.Integer", Integer::valueOf);
    }

    /** @return the number; a fraction is cut off; a string is parsed */
    public static Long int64(JsonParser p, ReadScope scope) throws IOException {
        return p.currentToken().isNumeric()
                ? Long.valueOf(p.getLongValue())
                : parse(p, "java.lang.Long", Long::valueOf);
    }

    /** @return the number; a string is parsed, {@code NaN} and {@code Infinity} included */
    public static Double number(JsonParser p, ReadScope scope) throws IOException {
        if (p.currentToken().isNumeric()) {
            return p.getDoubleValue();
        }
        return parse(p, "java.lang.Double", text -> switch (text) {
            case "NaN" -> Double.NaN;
            case "Infinity", "INF" -> Double.POSITIVE_INFINITY;
            case "-Infinity", "-INF" -> Double.NEGATIVE_INFINITY;
            default -> {
                // Only what Jackson's number parser reads too: Double.parseDouble reads "42d" and hex.
                if (!text.chars().allMatch(c -> c >= '0' && c <= '9' || ".eE-+".indexOf(c) >= 0)) {
                    throw new NumberFormatException(text);
                }
                yield Double.valueOf(text);
            }
        });
    }

    /** @return the boolean; a non-zero integer is true; {@code "true"}, {@code "True"}, {@code "TRUE"} too */
    public static Boolean bool(JsonParser p, ReadScope scope) throws IOException {
        JsonToken t = p.currentToken();
        if (t.isBoolean()) {
            return t == JsonToken.VALUE_TRUE;
        } else if (t == JsonToken.VALUE_NUMBER_INT) {
            return p.getNumberType() == JsonParser.NumberType.INT ? p.getIntValue() != 0 : !"0".equals(p.getText());
        }
        return parse(p, "java.lang.Boolean", text -> switch (text) {
            case "true", "True", "TRUE" -> Boolean.TRUE;
            case "false", "False", "FALSE" -> Boolean.FALSE;
            default -> throw new IllegalArgumentException(text);
        });
    }

    /** @return the UUID, from its 36 characters (or the 24 of its bytes in Base64) */
    public static UUID uuid(JsonParser p, ReadScope scope) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_STRING) {
            // The common form, from the parser's own buffer: no String made for it.
            UUID plain = uuid(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
            if (plain != null) {
                return plain;
            }
        } else if (t == JsonToken.VALUE_NULL || t.isStructStart()) {
            return nullOr(p, UUID_TYPE);
        }
        String text = p.getText().trim();
        UUID id = uuid(text.toCharArray(), 0, text.length());
        if (id == null && text.length() == 24) {
            try {
                byte[] bytes = Base64Variants.getDefaultVariant().decode(text);
                if (bytes.length == 16) {
                    ByteBuffer b = ByteBuffer.wrap(bytes);
                    id = new UUID(b.getLong(), b.getLong());
                }
            } catch (IllegalArgumentException e) {
                // Refused below.
            }
        }
        if (id == null && !text.isEmpty()) {
            throw mismatch(p, UUID_TYPE);
        }
        return id;
    }

    /** @return the instant, from ISO-8601 text or epoch seconds (a number, or a string of one) */
    public static Instant instant(JsonParser p, ReadScope scope) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NUMBER_INT) {
            return Instant.ofEpochSecond(p.getLongValue(), 0);
        } else if (t == JsonToken.VALUE_NUMBER_FLOAT) {
            return seconds(p.getDecimalValue());
        } else if (t != JsonToken.VALUE_STRING) {
            return nullOr(p, "java.time.Instant");
        }
        // The common form, from the parser's own buffer: no String, no DateTimeFormatter.
        Instant plain = isoInstant(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
        if (plain != null) {
            return plain;
        }
        String text = p.getText().trim();
        if (text.isEmpty()) {
            return null;
        }
        try {
            // Digits with at most one period, a leading minus allowed: epoch seconds, as databind reads them.
            if (text.matches("-?[0-9]*\\.?[0-9]*")) {
                return text.indexOf('.') < 0
                        ? Instant.ofEpochSecond(Long.parseLong(text), 0)
                        : seconds(new BigDecimal(text));
            }
        } catch (NumberFormatException e) {
            // Not a number after all: read as text, as Jackson's InstantDeserializer does.
        }
        try {
            return DateTimeFormatter.ISO_INSTANT.parse(text, Instant::from);
        } catch (DateTimeException e) {
            throw mismatch(p, "java.time.Instant");
        }
    }

    /**
     * @return the date, from its ISO-8601 text ({@code 2026-01-02}) only; empty text as null. A value that is not
     *     such text is refused naming the member, as {@code server.maintenance_on}
     */
    public static LocalDate date(JsonParser p, ReadScope scope) throws IOException {
        JsonToken t = p.currentToken();
        if (t != JsonToken.VALUE_STRING) {
            return nullOr(p, "java.time.LocalDate");
        }
        String text = p.getText().trim();
        try {
            return text.isEmpty() ? null : LocalDate.parse(text);
        } catch (DateTimeException e) {
            throw mismatch(p, "java.time.LocalDate");
        }
    }

    /** @return the resource name, from a string only */
    public static Crn crn(JsonParser p, ReadScope scope) throws IOException {
        return p.currentToken() == JsonToken.VALUE_STRING ? Crn.of(p.getText()) : nullOr(p, Crn.class.getName());
    }

    /**
     * What a generated reader throws when a record's canonical constructor refuses what was read (a list holding
     * null).
     *
     * @param p the parser
     * @param type the record
     * @param e what the constructor threw
     * @return the exception to throw
     */
    public static IOException unmade(JsonParser p, Class<?> type, RuntimeException e) {
        String why = e.getMessage() == null ? e.getClass().getName() : e.getMessage();
        return new JsonParseException(p, "cannot make " + type.getName() + ": " + why + member(p), e);
    }

    /**
     * The one refusal of a value: what was sent, the type it cannot be read as, and the member it is in.
     *
     * @param p the parser, on the value refused
     * @param type the type, for the message
     * @return the refusal
     */
    private static JsonParseException mismatch(JsonParser p, String type) throws IOException {
        JsonToken t = p.currentToken();
        String sent = t == JsonToken.START_OBJECT
                ? "an object"
                : t == JsonToken.START_ARRAY
                        ? "an array"
                        : t == JsonToken.VALUE_STRING ? '"' + p.getText() + '"' : p.getText();
        return new JsonParseException(p, "cannot read " + sent + " as " + type + member(p));
    }

    /** @return the token's value, {@code null}, when it is JSON null; else the refusal of it as {@code type} */
    private static <T> T nullOr(JsonParser p, String type) throws IOException {
        if (p.currentToken() == JsonToken.VALUE_NULL) {
            return null;
        }
        throw mismatch(p, type);
    }

    /** @return {@code " (member servers[0].port)"} for the value the parser is on, or empty at the top level */
    private static String member(JsonParser p) {
        // On an array or object, the context is the value's own; the member is its parent's.
        JsonToken t = p.currentToken();
        JsonStreamContext ctx =
                t != null && t.isStructStart() ? p.getParsingContext().getParent() : p.getParsingContext();
        return ctx == null || ctx.inRoot() ? "" : " (member " + JsonWrite.fieldOf(ctx, false) + ")";
    }

    /**
     * A scalar sent as a string, as databind reads it: trimmed, and {@code null} when empty, blank or {@code "null"};
     * JSON null as null, and any other token refused.
     *
     * @param type the type, for the refusal
     * @param parser reads the trimmed text; throws {@link IllegalArgumentException} for a text it refuses
     * @return the value, or {@code null}
     */
    private static <V> V parse(JsonParser p, String type, Function<String, V> parser) throws IOException {
        if (p.currentToken() != JsonToken.VALUE_STRING) {
            return nullOr(p, type);
        }
        String text = p.getText().trim();
        try {
            return text.isEmpty() || text.equals("null") ? null : parser.apply(text);
        } catch (IllegalArgumentException e) {
            throw mismatch(p, type);
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
        int fraction =
                nanos.subtract(BigDecimal.valueOf(seconds).scaleByPowerOfTen(9)).intValue();
        return Instant.ofEpochSecond(seconds, fraction);
    }

    /**
     * The fast path of {@link #instant}, on the parser's own characters: it never refuses what the slow path would
     * accept, and never accepts what it would refuse.
     *
     * @param b the buffer
     * @param off where the text starts
     * @param len its length
     * @return the instant of {@code yyyy-MM-ddTHH:mm:ss[.f{1,9}]Z} (a 4-digit year, upper-case {@code T} and
     *     {@code Z}, no leap second), or {@code null} for any other text
     */
    static Instant isoInstant(char[] b, int off, int len) {
        if (len < 20
                || len > 30
                || b[off + 4] != '-'
                || b[off + 7] != '-'
                || b[off + 10] != 'T'
                || b[off + 13] != ':'
                || b[off + 16] != ':'
                || b[off + len - 1] != 'Z') {
            return null;
        }
        int year = digits(b, off, 4);
        int hour = digits(b, off + 11, 2);
        int minute = digits(b, off + 14, 2);
        int second = digits(b, off + 17, 2);
        int nanos = 0;
        if (len > 20) {
            // ".f" to ".fffffffff": a dot and one to nine digits.
            nanos = len > 21 && b[off + 19] == '.' ? digits(b, off + 20, len - 21) : -1;
            for (int i = len - 21; i < 9; i++) {
                nanos *= 10;
            }
        }
        if ((year | hour | minute | second | nanos) < 0) {
            return null; // a field that is not digits
        }
        try {
            // Out of range (a 25th hour, a leap second, a 13th month, February 30th): the slow path decides.
            ChronoField.HOUR_OF_DAY.checkValidValue(hour);
            ChronoField.MINUTE_OF_HOUR.checkValidValue(minute);
            ChronoField.SECOND_OF_MINUTE.checkValidValue(second);
            long epochDay = LocalDate.of(year, digits(b, off + 5, 2), digits(b, off + 8, 2))
                    .toEpochDay();
            return Instant.ofEpochSecond(epochDay * SECONDS_PER_DAY + hour * 3600L + minute * 60L + second, nanos);
        } catch (DateTimeException e) {
            return null;
        }
    }

    /**
     * @param b the buffer
     * @param off where the text starts
     * @param len its length
     * @return the UUID of its canonical 36-character form (ASCII hex digits of either case), or {@code null} for any
     *     other text
     */
    static UUID uuid(char[] b, int off, int len) {
        if (len != 36 || b[off + 8] != '-' || b[off + 13] != '-' || b[off + 18] != '-' || b[off + 23] != '-') {
            return null;
        }
        long hi = 0;
        long lo = 0;
        int n = 0;
        for (int i = 0; i < 36; i++) {
            if (i == 8 || i == 13 || i == 18 || i == 23) {
                continue;
            }
            int v = Character.digit(b[off + i], 16);
            if (v < 0 || b[off + i] > 'f') {
                return null;
            }
            if (n++ < 16) {
                hi = hi << 4 | v;
            } else {
                lo = lo << 4 | v;
            }
        }
        return new UUID(hi, lo);
    }

    /** @return the value of {@code count} ASCII digits, or -1 when one is not */
    private static int digits(char[] b, int off, int count) {
        int value = 0;
        for (int i = 0; i < count; i++) {
            char c = b[off + i];
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
