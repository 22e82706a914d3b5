package dev.cloudsdk.core.internal;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonTokenId;
import dev.cloudsdk.core.runtime.Json;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads an error body on the streaming parser, with no databind: the {@code error} member of a JSON object body as
 * plain values (maps in the server's order, lists, strings, {@code Integer}, {@code Long} or {@code BigInteger},
 * {@code Double}, booleans and {@code null}). What it reads is what a tree read of the body, converted to a map,
 * gave: the whole first value is read under the config's bounds, numbers included, and a body that is not JSON, or
 * breaks a bound anywhere, has no {@code error}; a member named twice keeps its first place and its last value;
 * what follows the first value is not looked at.
 */
final class ErrorBody {
    private ErrorBody() {
    }

    /**
     * @param json the config's JSON, for its parser and bounds
     * @param body the error body, as read (bounded)
     * @return the value of the body's {@code error} member, or {@code null} when the body is not a JSON object,
     *     has none, or cannot be read
     */
    static Object errorMember(Json json, byte[] body) {
        try (JsonParser p = json.parser(body)) {
            JsonToken first = p.nextToken();
            if (first != JsonToken.START_OBJECT) {
                // Not an object: nothing in it is an error member, whether or not the rest is JSON.
                return null;
            }
            Object root = value(p, first);
            return ((Map<?, ?>) root).get("error");
        } catch (IOException | RuntimeException e) {
            // Not JSON, cut short or over a bound: the status and the snippet still say what happened.
            return null;
        }
    }

    /** Reads the value that starts at {@code token}, and all of it. Nesting is bounded by the parser's depth. */
    private static Object value(JsonParser p, JsonToken token) throws IOException {
        // By the token's id: a switch on the enum would load a class of its own, on a path a first call may take.
        switch (token.id()) {
            case JsonTokenId.ID_START_OBJECT: {
                Map<String, Object> map = new LinkedHashMap<>();
                for (JsonToken t = next(p); t != JsonToken.END_OBJECT; t = next(p)) {
                    String name = p.currentName();
                    map.put(name, value(p, next(p)));
                }
                return map;
            }
            case JsonTokenId.ID_START_ARRAY: {
                List<Object> list = new ArrayList<>();
                for (JsonToken t = next(p); t != JsonToken.END_ARRAY; t = next(p)) {
                    list.add(value(p, t));
                }
                return list;
            }
            case JsonTokenId.ID_STRING:
                return p.getText();
            case JsonTokenId.ID_NUMBER_INT:
                // Integer, Long or BigInteger by size, as a tree's int, long and big-integer nodes.
                return p.getNumberValue();
            case JsonTokenId.ID_NUMBER_FLOAT:
                return p.getDoubleValue();
            case JsonTokenId.ID_TRUE:
                return Boolean.TRUE;
            case JsonTokenId.ID_FALSE:
                return Boolean.FALSE;
            case JsonTokenId.ID_NULL:
                return null;
            default:
                throw new IOException("unexpected " + token);
        }
    }

    /** @return the next token, never {@code null}: the parser reports an end inside a value, this is a guard */
    private static JsonToken next(JsonParser p) throws IOException {
        JsonToken t = p.nextToken();
        if (t == null) {
            throw new IOException("end of input inside a value");
        }
        return t;
    }

    /**
     * @param value a member of the error object, as {@link #errorMember} read it
     * @return its text when it is a scalar (JSON {@code null} is {@code "null"}, a number its decimal text, as a
     *     tree node's text), or {@code null} for an object or array
     */
    static String scalarText(Object value) {
        if (value == null) {
            return "null";
        }
        return value instanceof Map || value instanceof List ? null : value.toString();
    }
}
