package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.cloudsdk.core.Crn;
import dev.cloudsdk.core.internal.JsonContainers;
import dev.cloudsdk.core.internal.JsonMismatch;
import dev.cloudsdk.core.internal.JsonScalars;
import dev.cloudsdk.core.internal.TextScalars;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The value readers the generated {@code <Service>Json} classes call, on Jackson's streaming parser only. Each accepts
 * and refuses what Jackson databind, configured as the SDK once read its records, accepts and refuses, with the same
 * message (its first line, which is what a caller sees): a number for an {@code Integer} as {@code 42}, {@code 42.7}
 * (cut to 42) or {@code "42"}; an empty or blank string, or {@code "null"}, as null; a number or boolean as the text
 * of a {@code String}; an {@code Instant} as ISO-8601 text or as epoch seconds (a number, or a string of one); a UUID
 * as its 36 characters. {@code JsonReadTest} in core's tests reads a corpus of odd values both ways (databind as
 * core's test oracle {@code Databind}) and compares.
 */
public final class JsonRead {
    private static final String INT = "java.lang.Integer";
    private static final String LONG = "java.lang.Long";

    private JsonRead() {
    }

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
        throw JsonMismatch.record(p, type.getName());
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
        Object value = JsonValues.read(p, scope);
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
    public static <T> List<T> list(JsonParser p, ReadScope scope, Class<?> element, JsonReader<T> reader)
            throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        } else if (t != JsonToken.START_ARRAY) {
            throw JsonMismatch.list(p, element);
        }
        List<T> list = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) {
            scope.count();
            list.add(p.currentToken() == JsonToken.VALUE_NULL ? null : reader.read(p, scope));
        }
        return list;
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
    public static <T> JsonReader<List<T>> listOf(Class<?> element, JsonReader<T> reader) {
        return (p, scope) -> JsonContainers.list(p, scope, element, reader);
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
        return JsonContainers.stringMap(p, scope);
    }

    /** @return the string; a number or boolean as its text */
    public static String string(JsonParser p, ReadScope scope) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_STRING || t.isScalarValue() && t != JsonToken.VALUE_EMBEDDED_OBJECT
                && t != JsonToken.VALUE_NULL) {
            return p.getText();
        } else if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        throw JsonMismatch.token(p, "java.lang.String");
    }

    /** @return the number; a fraction is cut off; a string is parsed */
    public static Integer integer(JsonParser p, ReadScope scope) throws IOException {
        switch (p.currentToken()) {
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return p.getIntValue();
            case VALUE_NULL:
                return null;
            case VALUE_STRING:
                String text = JsonScalars.textOrNull(p.getText());
                if (text == null) {
                    return null;
                }
                long v = JsonScalars.parseLong(p, text, INT);
                if (v != (int) v) {
                    throw JsonMismatch.weird(p, INT, text, "Overflow: numeric value (" + text
                            + ") out of range of `java.lang.Integer` (-2147483648 -2147483647)");
                }
                return (int) v;
            default:
                throw JsonMismatch.token(p, INT);
        }
    }

    /** @return the number; a fraction is cut off; a string is parsed */
    public static Long int64(JsonParser p, ReadScope scope) throws IOException {
        switch (p.currentToken()) {
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return p.getLongValue();
            case VALUE_NULL:
                return null;
            case VALUE_STRING:
                String text = JsonScalars.textOrNull(p.getText());
                return text == null ? null : JsonScalars.parseLong(p, text, LONG);
            default:
                throw JsonMismatch.token(p, LONG);
        }
    }

    /** @return the number; a string is parsed, {@code NaN} and {@code Infinity} included */
    public static Double number(JsonParser p, ReadScope scope) throws IOException {
        return JsonScalars.number(p);
    }

    /** @return the boolean; a non-zero integer is true; {@code "true"}, {@code "True"}, {@code "TRUE"} too */
    public static Boolean bool(JsonParser p, ReadScope scope) throws IOException {
        switch (p.currentToken()) {
            case VALUE_TRUE:
                return Boolean.TRUE;
            case VALUE_FALSE:
                return Boolean.FALSE;
            case VALUE_NULL:
                return null;
            case VALUE_NUMBER_INT:
                return p.getNumberType() == JsonParser.NumberType.INT ? p.getIntValue() != 0
                        : !"0".equals(p.getText());
            case VALUE_STRING:
                String text = JsonScalars.textOrNull(p.getText());
                if (text == null) {
                    return null;
                } else if (text.equals("true") || text.equals("True") || text.equals("TRUE")) {
                    return Boolean.TRUE;
                } else if (text.equals("false") || text.equals("False") || text.equals("FALSE")) {
                    return Boolean.FALSE;
                }
                throw JsonMismatch.weird(p, "java.lang.Boolean", text, "only \"true\" or \"false\" recognized");
            default:
                throw JsonMismatch.token(p, "java.lang.Boolean");
        }
    }

    /** @return the UUID, from its 36 characters (or the 24 of its bytes in Base64) */
    public static UUID uuid(JsonParser p, ReadScope scope) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        } else if (t == JsonToken.START_ARRAY || t == JsonToken.START_OBJECT) {
            throw JsonMismatch.token(p, "java.util.UUID");
        }
        if (t == JsonToken.VALUE_STRING) {
            UUID plain = TextScalars.uuid(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
            if (plain != null) {
                return plain;
            }
        }
        String text = p.getText().trim();
        return text.isEmpty() ? null : JsonMismatch.uuid(p, text);
    }

    /** @return the instant, from ISO-8601 text or epoch seconds (a number, or a string of one) */
    public static Instant instant(JsonParser p, ReadScope scope) throws IOException {
        return JsonScalars.instant(p);
    }

    /**
     * @return the date, from its ISO-8601 text ({@code 2026-01-02}) only; empty text as null. A value that is not
     *     such text is refused naming the member, as {@code server.maintenance_on}
     */
    public static LocalDate date(JsonParser p, ReadScope scope) throws IOException {
        return JsonScalars.date(p);
    }

    /** @return the resource name, from a string only */
    public static Crn crn(JsonParser p, ReadScope scope) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        } else if (t != JsonToken.VALUE_STRING) {
            throw JsonMismatch.fromString(p, Crn.class.getName());
        }
        return Crn.of(p.getText());
    }

    /**
     * What a generated reader throws when a record's canonical constructor refuses what was read (a list holding
     * null), worded as databind words it.
     *
     * @param p the parser
     * @param type the record
     * @param e what the constructor threw
     * @return the exception to throw
     */
    public static IOException unmade(JsonParser p, Class<?> type, RuntimeException e) {
        return JsonMismatch.unmade(p, type, e);
    }
}
