package dev.cloudsdk.core.internal;

import com.fasterxml.jackson.core.Base64Variants;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import dev.cloudsdk.core.runtime.JsonWrite;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.UUID;

/**
 * The refusals of {@link JsonRead}, worded as Jackson databind words them for the same value (the first line of its
 * message, which is what a caller sees: "... response could not be read: Cannot deserialize value of type ...").
 */
public final class JsonMismatch {
    /** The longest value a message quotes in full, as databind's. */
    private static final int MAX_QUOTED = 500;

    private JsonMismatch() {
    }

    public static JsonParseException parse(JsonParser p, String message) {
        return new JsonParseException(p, message);
    }

    /** A value whose token the type cannot be read from, such as an array for an {@code Integer}. */
    public static JsonParseException token(JsonParser p, String type) {
        JsonToken t = p.currentToken();
        return parse(p, "Cannot deserialize value of type `" + type + "` from " + shape(t) + " value (token `JsonToken."
                + t + "`)");
    }

    /** A string the type cannot be read from. */
    public static JsonParseException weird(JsonParser p, String type, String text, String why) {
        return parse(p, "Cannot deserialize value of type `" + type + "` from String " + quoted(text) + ": " + why);
    }

    /**
     * @param p the parser, on the refused value
     * @param e the refusal
     * @return the refusal with the member it was met in, as {@code (member server.maintenance_on)}
     */
    public static JsonParseException at(JsonParser p, JsonParseException e) {
        // On an array or object, the context is the value's own; the member is its parent's.
        JsonStreamContext ctx = p.currentToken().isStructStart() ? p.getParsingContext().getParent()
                : p.getParsingContext();
        return new JsonParseException(p, e.getOriginalMessage() + " (member " + JsonWrite.fieldOf(ctx, false) + ")",
                e.getCause());
    }

    /** A list whose value is not an array. */
    public static JsonParseException list(JsonParser p, Class<?> element) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_STRING && element == String.class) {
            String text = p.getText().trim();
            if (text.isEmpty()) {
                return parse(p, "Cannot coerce empty String (\"\") to element of `java.util.ArrayList` (but could if"
                        + " coercion was enabled using `CoercionConfig`)");
            }
            return parse(p, "Cannot construct instance of `java.util.ArrayList` (although at least one Creator"
                    + " exists): no String-argument constructor/factory method to deserialize from String value ("
                    + "'" + text + "')");
        }
        return token(p, "java.util.ArrayList<" + element.getName() + ">");
    }

    /** A record whose value is not an object. */
    public static JsonParseException record(JsonParser p, String type) throws IOException {
        JsonToken t = p.currentToken();
        String creator = "Cannot construct instance of `" + type + "` (although at least one Creator exists): no ";
        switch (t) {
            case VALUE_STRING:
                String text = p.getText().trim();
                if (text.isEmpty()) {
                    return parse(p, "Cannot coerce empty String (\"\") to `" + type + "` value (but could if coercion"
                            + " was enabled using `CoercionConfig`)");
                }
                return parse(p, creator + "String-argument constructor/factory method to deserialize from String"
                        + " value ('" + text + "')");
            case VALUE_NUMBER_INT:
                JsonParser.NumberType n = p.getNumberType();
                String kind = n == JsonParser.NumberType.INT ? "int/Int" : n == JsonParser.NumberType.LONG
                        ? "long/Long" : "BigInteger";
                return parse(p, creator + kind + "-argument constructor/factory method to deserialize from Number"
                        + " value (" + p.getNumberValue() + ")");
            case VALUE_NUMBER_FLOAT:
                return parse(p, creator + "double/Double-argument constructor/factory method to deserialize from"
                        + " Number value (" + p.getDoubleValue() + ")");
            case VALUE_TRUE:
            case VALUE_FALSE:
                return parse(p, creator + "boolean/Boolean-argument constructor/factory method to deserialize from"
                        + " boolean value (" + p.getText() + ")");
            default:
                return token(p, type);
        }
    }

    /** A value read as a string into a type made from one ({@code Crn}): only a string will do. */
    public static JsonParseException fromString(JsonParser p, String type) throws IOException {
        if (p.currentToken() == JsonToken.START_OBJECT) {
            return parse(p, "Cannot construct instance of `" + type + "` (although at least one Creator exists):"
                    + " cannot deserialize from Object value (no delegate- or property-based Creator)");
        }
        return record(p, type);
    }

    /**
     * @param type the record its canonical constructor refused its components
     * @param e what it threw (a list with a null element: {@code List.copyOf})
     * @return the refusal, as databind words it
     */
    public static JsonParseException unmade(JsonParser p, Class<?> type, RuntimeException e) {
        String why = e.getMessage() == null ? "`" + e.getClass().getName() + "`" : e.getMessage();
        return new JsonParseException(p, "Cannot construct instance of `" + type.getName() + "`, problem: " + why, e);
    }

    /** Reads a UUID as databind's UUIDDeserializer does, from trimmed, non-empty text. */
    public static UUID uuid(JsonParser p, String text) throws IOException {
        if (text.length() != 36) {
            if (text.length() == 24) {
                byte[] bytes;
                try {
                    bytes = Base64Variants.getDefaultVariant().decode(text);
                } catch (IllegalArgumentException e) {
                    throw weird(p, "java.util.UUID", text, "not a valid textual representation, problem: "
                            + e.getMessage());
                }
                if (bytes.length != 16) {
                    throw parse(p, "Can only construct UUIDs from byte[16]; got " + bytes.length + " bytes");
                }
                ByteBuffer b = ByteBuffer.wrap(bytes);
                return new UUID(b.getLong(), b.getLong());
            }
            throw weird(p, "java.util.UUID", text, "UUID has to be represented by standard 36-char representation");
        }
        if (text.charAt(8) != '-' || text.charAt(13) != '-' || text.charAt(18) != '-' || text.charAt(23) != '-') {
            throw weird(p, "java.util.UUID", text, "UUID has to be represented by standard 36-char representation");
        }
        long hi = 0;
        long lo = 0;
        int digits = 0;
        for (int i = 0; i < 36; i++) {
            char c = text.charAt(i);
            if (i == 8 || i == 13 || i == 18 || i == 23) {
                continue;
            }
            int v = Character.digit(c, 16);
            if (v < 0 || c > 'f') {
                throw weird(p, "java.util.UUID", text, String.format("Non-hex character '%c' (value 0x%s), not"
                        + " valid for UUID String", c, Integer.toHexString(c)));
            }
            if (digits++ < 16) {
                hi = hi << 4 | v;
            } else {
                lo = lo << 4 | v;
            }
        }
        return new UUID(hi, lo);
    }

    private static String shape(JsonToken t) {
        switch (t) {
            case START_OBJECT:
            case FIELD_NAME:
                return "Object";
            case START_ARRAY:
                return "Array";
            case VALUE_STRING:
                return "String";
            case VALUE_NUMBER_INT:
                return "Integer";
            case VALUE_NUMBER_FLOAT:
                return "Floating-point";
            case VALUE_TRUE:
            case VALUE_FALSE:
                return "Boolean";
            default:
                return "Null";
        }
    }

    private static String quoted(String text) {
        String t = text.length() <= MAX_QUOTED ? text : text.substring(0, MAX_QUOTED) + "]...["
                + text.substring(text.length() - MAX_QUOTED);
        return "\"" + t + "\"";
    }
}
