package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonTokenId;
import dev.cloudsdk.core.internal.BodyFormatException;
import dev.cloudsdk.core.internal.Redaction;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.AbstractList;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.Set;

/**
 * The members of a response object that the SDK does not know ({@code ResponseModel.additionalProperties()}), as
 * plain Java values: a JSON object is a {@code Map<String, Object>} in the order sent, an array a
 * {@code List<Object>}, a string a {@code String}, true and false a {@code Boolean}, null {@code null}, a number
 * without fraction or exponent the smallest of {@code Integer}, {@code Long} and {@code BigInteger} that holds it,
 * any other number a {@code BigDecimal} (exact). Immutable all the way down; empty objects and arrays are the
 * shared {@code Map.of()} and {@code List.of()}, and a record without unknown members holds {@code Map.of()}, so the
 * common case allocates nothing. {@code toString()} of the maps and lists is bounded and escaped, since a record's
 * {@code toString()} ends up in logs.
 */
public final class JsonValues {
    private JsonValues() {}

    /**
     * What a response record's canonical constructor stores: an immutable copy.
     *
     * @param members the members by name, or {@code null}
     * @return them, immutable all the way down; {@code Map.of()} for none
     * @throws IllegalArgumentException when a value is not a JSON value
     */
    public static Map<String, Object> members(Map<String, ?> members) {
        if (members == null || members.isEmpty()) {
            return Map.of();
        }
        if (members instanceof JsonObject known) {
            return known;
        }
        return freezeObject(members, "additionalProperties");
    }

    /**
     * What a builder's {@code additionalProperty(name, value)} does.
     *
     * @param members the builder's members so far, or {@code null}
     * @param name the member's name
     * @param value its value
     * @return the builder's members with this one set (a new map when {@code members} was null)
     * @throws NullPointerException when name is null
     * @throws IllegalArgumentException when the value is not a JSON value
     */
    public static Map<String, Object> with(Map<String, Object> members, String name, Object value) {
        Objects.requireNonNull(name, "name == null");
        Map<String, Object> out = members == null ? new LinkedHashMap<>() : members;
        out.put(name, freeze(value, "additionalProperties." + name));
        return out;
    }

    /**
     * What a builder's {@code additionalProperties(map)} does.
     *
     * @param members the members by name, or {@code null} for none
     * @return a mutable copy with the values checked and frozen, or {@code null} for null
     * @throws IllegalArgumentException when a value is not a JSON value
     */
    public static Map<String, Object> copy(Map<String, ?> members) {
        if (members == null) {
            return null;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        members.forEach((name, value) -> with(out, name, value));
        return out;
    }

    /**
     * Counts an object member against the response's element budget: twice, for its name and its value, since a
     * member with a name of its own costs about twice an array element.
     *
     * @param scope the read's count ({@link ReadScope})
     * @throws BodyFormatException when the budget is spent
     */
    static void countMember(ReadScope scope) {
        scope.count();
        scope.count();
    }

    /**
     * Reads the value at the parser's current token, counting every array element once and every object member
     * twice ({@link #countMember}) against the response's element budget; nesting depth and string length are
     * bounded by the parser's read constraints. A member named twice keeps its first place and its last value.
     *
     * @param p a parser on the value's first token
     * @param scope the read's count ({@link ReadScope})
     * @param exact how a number with a fraction or an exponent is read: a {@code BigDecimal} (exact, a record's
     *     unknown members), or a {@code Double} (an error body's {@code error} object, as a tree read it)
     * @return the value
     * @throws IOException when the parser fails
     */
    public static Object read(JsonParser p, ReadScope scope, boolean exact) throws IOException {
        JsonToken t = p.currentToken();
        // By the token's id: a switch on the enum would load a class of its own, on a path a first call may take.
        return switch (t.id()) {
            case JsonTokenId.ID_START_OBJECT -> {
                Map<String, Object> map = new LinkedHashMap<>();
                for (String name = JsonRead.nextMember(p); name != null; name = JsonRead.nextMember(p)) {
                    countMember(scope);
                    map.put(name, read(p, scope, exact));
                }
                yield map.isEmpty() ? Map.of() : new JsonObject(map);
            }
            case JsonTokenId.ID_START_ARRAY -> {
                List<Object> list = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    scope.count();
                    list.add(read(p, scope, exact));
                }
                yield list.isEmpty() ? List.of() : new JsonArray(list.toArray());
            }
            case JsonTokenId.ID_STRING -> p.getText();
            case JsonTokenId.ID_NUMBER_INT -> p.getNumberValue(); // Integer, Long or BigInteger by size
            case JsonTokenId.ID_NUMBER_FLOAT -> exact ? p.getDecimalValue() : (Object) p.getDoubleValue();
            case JsonTokenId.ID_TRUE -> Boolean.TRUE;
            case JsonTokenId.ID_FALSE -> Boolean.FALSE;
            case JsonTokenId.ID_NULL -> null;
            default -> throw new BodyFormatException("unexpected " + t + " in a member the SDK does not know");
        };
    }

    private static Object freeze(Object value, String path) {
        if (value == null
                || value instanceof String
                || value instanceof Boolean
                || value instanceof JsonObject
                || value instanceof JsonArray) {
            return value;
        } else if (value instanceof Number n) {
            return number(n, path);
        } else if (value instanceof Map<?, ?> map) {
            return map.isEmpty() ? Map.of() : freezeObject(map, path);
        } else if (value instanceof List<?> list) {
            if (list.isEmpty()) {
                return List.of();
            }
            Object[] items = new Object[list.size()];
            for (int i = 0; i < items.length; i++) {
                items[i] = freeze(list.get(i), path + "[" + i + "]");
            }
            return new JsonArray(items);
        }
        throw new IllegalArgumentException(path + ": a " + value.getClass().getName() + " is not a JSON value: use "
                + "null, a Boolean, a Number, a String, or a List or Map of these");
    }

    private static JsonObject freezeObject(Map<?, ?> map, String path) {
        Map<String, Object> out = new LinkedHashMap<>();
        map.forEach((k, v) -> {
            if (!(k instanceof String name)) {
                throw new IllegalArgumentException(path + ": a member name must be a String, was "
                        + (k == null ? "null" : "a " + k.getClass().getName()));
            }
            out.put(name, freeze(v, path + "." + name));
        });
        return new JsonObject(out);
    }

    /** The number as the SDK would read its JSON text: so a built record equals one read from the same body. */
    private static Number number(Number n, String path) {
        if (n instanceof Integer || n instanceof Short || n instanceof Byte) {
            return n.intValue();
        } else if (n instanceof Long) {
            long v = n.longValue();
            return v == (int) v ? Integer.valueOf((int) v) : n;
        } else if (n instanceof BigInteger b) {
            return b.bitLength() < 32 ? Integer.valueOf(b.intValue()) : b.bitLength() < 64 ? (Number) b.longValue() : b;
        } else if (n instanceof BigDecimal) {
            return n;
        } else if ((n instanceof Double || n instanceof Float) && Double.isFinite(n.doubleValue())) {
            return new BigDecimal(n.toString());
        }
        throw new IllegalArgumentException(path + ": "
                + (n instanceof Double || n instanceof Float
                        ? n + " is not a JSON number"
                        : "a " + n.getClass().getName() + " is not a JSON value: use Integer, "
                                + "Long, BigInteger, BigDecimal, Double, Float, Short or Byte"));
    }

    /**
     * {@code toString()} of the maps and lists: written as {@code AbstractMap} and {@code AbstractList} write theirs,
     * but with control characters escaped and at most {@link Redaction#MAX_MESSAGE_CHARS} characters, however much the
     * server sent. The walk stops once the bound is passed, so a huge value costs no more than the bound.
     *
     * @param value a map or list of these
     * @return its text, escaped and bounded
     */
    private static String bounded(Object value) {
        int max = Redaction.MAX_MESSAGE_CHARS;
        StringBuilder sb = new StringBuilder();
        boolean whole = append(sb, value, max);
        return whole ? Redaction.clean(sb.toString(), null, max) : Redaction.cleanPrefix(sb.toString(), null, max);
    }

    /** @return false when it stopped at the bound */
    private static boolean append(StringBuilder sb, Object value, int max) {
        if (value instanceof Map || value instanceof List) {
            boolean isMap = value instanceof Map;
            sb.append(isMap ? '{' : '[');
            String sep = "";
            for (Object item : isMap ? ((Map<?, ?>) value).entrySet() : (List<?>) value) {
                if (sb.length() > max) {
                    return false;
                }
                sb.append(sep);
                if (isMap) {
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) item;
                    appendCapped(sb, String.valueOf(e.getKey()), max);
                    sb.append('=');
                    item = e.getValue();
                }
                if (!append(sb, item, max)) {
                    return false;
                }
                sep = ", ";
            }
            sb.append(isMap ? '}' : ']');
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

    /** A JSON object: immutable, in the order sent, with a bounded {@code toString()}. */
    static final class JsonObject extends AbstractMap<String, Object> {
        private final Map<String, Object> members;

        JsonObject(Map<String, Object> members) {
            this.members = Collections.unmodifiableMap(members);
        }

        @Override
        public Set<Entry<String, Object>> entrySet() {
            return members.entrySet();
        }

        @Override
        public Object get(Object key) {
            return members.get(key);
        }

        @Override
        public boolean containsKey(Object key) {
            return members.containsKey(key);
        }

        @Override
        public int size() {
            return members.size();
        }

        @Override
        public String toString() {
            return bounded(this);
        }
    }

    /** A JSON array: immutable, null elements allowed, with a bounded {@code toString()}. */
    static final class JsonArray extends AbstractList<Object> implements RandomAccess {
        private final Object[] items;

        JsonArray(Object[] items) {
            this.items = items;
        }

        @Override
        public Object get(int index) {
            return items[index];
        }

        @Override
        public int size() {
            return items.length;
        }

        @Override
        public String toString() {
            return bounded(this);
        }
    }
}
