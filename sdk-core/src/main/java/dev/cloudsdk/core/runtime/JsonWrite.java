package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonStreamContext;
import dev.cloudsdk.core.Crn;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The value writers the generated {@code <Service>Json} classes call, on Jackson's streaming generator only, writing
 * what Jackson databind, configured as the SDK once wrote its records (core's test oracle {@code Databind}), writes:
 * a member whose value is {@code null} is left out (but by {@link #always}), an {@code Instant} as ISO-8601 text, a
 * UUID and a resource name as their text, an enum as its constant's name (its wire value), and a string with a lone
 * surrogate refused with a message naming its field as {@code tags[1]} or {@code session_persistence.cookie_name}.
 */
public final class JsonWrite {
    private JsonWrite() {}

    /**
     * Writes a member unless its value is {@code null}.
     *
     * @param g the generator, inside an object
     * @param name the member's wire name
     * @param value the value, or {@code null} to leave the member out
     * @param writer how to write the value
     * @param <T> the value's type
     * @throws IOException when the generator fails
     */
    public static <T> void member(JsonGenerator g, String name, T value, Json.Writer<T> writer) throws IOException {
        if (value != null) {
            g.writeFieldName(name);
            writer.write(g, value);
        }
    }

    /**
     * Writes a member, as {@code null} when its value is (a member the document requires but allows null for).
     *
     * @param g the generator, inside an object
     * @param name the member's wire name
     * @param value the value, or {@code null}
     * @param writer how to write the value
     * @param <T> the value's type
     * @throws IOException when the generator fails
     */
    public static <T> void always(JsonGenerator g, String name, T value, Json.Writer<T> writer) throws IOException {
        g.writeFieldName(name);
        if (value == null) {
            g.writeNull();
        } else {
            writer.write(g, value);
        }
    }

    /**
     * Writes a list member unless the list is {@code null}; a {@code null} element is written as null.
     *
     * @param g the generator, inside an object
     * @param name the member's wire name
     * @param values the list, or {@code null} to leave the member out
     * @param element how to write an element
     * @param <T> the element type
     * @throws IOException when the generator fails
     */
    public static <T> void list(JsonGenerator g, String name, List<T> values, Json.Writer<T> element)
            throws IOException {
        if (values == null) {
            return;
        }
        g.writeFieldName(name);
        array(g, values, element);
    }

    /**
     * @param element how to write an element
     * @param <T> the element type
     * @return how to write a list as an array value, for a list's element that is a list itself
     */
    public static <T> Json.Writer<List<T>> arrayOf(Json.Writer<T> element) {
        return (g, values) -> array(g, values, element);
    }

    private static <T> void array(JsonGenerator g, List<T> values, Json.Writer<T> element) throws IOException {
        g.writeStartArray();
        for (T v : values) {
            if (v == null) {
                g.writeNull();
            } else {
                element.write(g, v);
            }
        }
        g.writeEndArray();
    }

    /**
     * Writes a map of strings as an object unless it is {@code null}, its entries in the map's order.
     *
     * @param g the generator, inside an object
     * @param name the member's wire name
     * @param values the map, or {@code null} to leave the member out
     * @throws IOException when the generator fails
     * @throws IllegalArgumentException when a key or a value holds a lone surrogate, naming the member
     */
    public static void stringMap(JsonGenerator g, String name, Map<String, String> values) throws IOException {
        if (values == null) {
            return;
        }
        g.writeFieldName(name);
        g.writeStartObject();
        for (Map.Entry<String, String> e : values.entrySet()) {
            Checks.text(e.getKey(), fieldOf(g.getOutputContext(), false) + " key");
            g.writeFieldName(e.getKey());
            string(g, e.getValue());
        }
        g.writeEndObject();
    }

    /**
     * @param g the generator
     * @param value the text
     * @throws IOException when the generator fails
     * @throws IllegalArgumentException when it holds a lone surrogate, naming the field
     */
    public static void string(JsonGenerator g, String value) throws IOException {
        if (!Checks.utf8Safe(value)) {
            // The field's path is built only for the message: most strings of every body are fine.
            Checks.text(value, fieldOf(g.getOutputContext(), true));
        }
        g.writeString(value);
    }

    /**
     * @param g the generator
     * @param value the number
     * @throws IOException when the generator fails
     */
    public static void integer(JsonGenerator g, Integer value) throws IOException {
        g.writeNumber(value.intValue());
    }

    /**
     * @param g the generator
     * @param value the number
     * @throws IOException when the generator fails
     */
    public static void int64(JsonGenerator g, Long value) throws IOException {
        g.writeNumber(value.longValue());
    }

    /**
     * @param g the generator
     * @param value the number
     * @throws IOException when the generator fails
     */
    public static void number(JsonGenerator g, Double value) throws IOException {
        g.writeNumber(value.doubleValue());
    }

    /**
     * @param g the generator
     * @param value the boolean
     * @throws IOException when the generator fails
     */
    public static void bool(JsonGenerator g, Boolean value) throws IOException {
        g.writeBoolean(value);
    }

    /**
     * @param g the generator
     * @param value the UUID, as text
     * @throws IOException when the generator fails
     */
    public static void uuid(JsonGenerator g, UUID value) throws IOException {
        g.writeString(value.toString());
    }

    /**
     * @param g the generator
     * @param value the instant, as ISO-8601 text
     * @throws IOException when it fails
     */
    public static void instant(JsonGenerator g, Instant value) throws IOException {
        g.writeString(value.toString());
    }

    /**
     * @param g the generator
     * @param value the date, as ISO-8601 text ({@code 2026-01-02})
     * @throws IOException when it fails
     */
    public static void date(JsonGenerator g, LocalDate value) throws IOException {
        g.writeString(value.toString());
    }

    /**
     * @param g the generator
     * @param value the resource name, as its text
     * @throws IOException when the generator fails
     * @throws IllegalArgumentException when it holds a lone surrogate, naming the field
     */
    public static void crn(JsonGenerator g, Crn value) throws IOException {
        string(g, value.raw());
    }

    /**
     * @param g the generator
     * @param value the constant, as its name
     * @throws IOException when it fails
     */
    public static void enumName(JsonGenerator g, Enum<?> value) throws IOException {
        g.writeString(value.name());
    }

    /**
     * @param ctx the generator's context where a string is about to be written
     * @param value whether the context is the string's own (else an enclosing one)
     * @return the field, as {@code tags[1]} or {@code session_persistence.cookie_name}: in an array, the element
     *     about to be written is the one after those written so far (databind's serializer names the one before)
     */
    static String fieldOf(JsonStreamContext ctx, boolean value) {
        if (ctx.inArray()) {
            JsonStreamContext parent = ctx.getParent();
            int index = value ? ctx.getEntryCount() : ctx.getCurrentIndex();
            return (parent == null ? "" : fieldOf(parent, false)) + "[" + index + "]";
        }
        String name = ctx.getCurrentName();
        JsonStreamContext parent = ctx.getParent();
        String outer = parent == null || parent.inRoot() ? "" : fieldOf(parent, false);
        return outer.isEmpty() ? String.valueOf(name) : outer + "." + name;
    }
}
