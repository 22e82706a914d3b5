package dev.cloudsdk.core.internal;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.cloudsdk.core.runtime.JsonRead;
import dev.cloudsdk.core.runtime.JsonReader;
import dev.cloudsdk.core.runtime.ReadScope;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The containers {@link JsonRead} reads besides a list of values: a map of strings and the inner list of a list of
 * lists. Both are stricter than a list ({@link JsonRead#list}): a null value or element is refused, and every
 * refusal names the member and its place ({@link JsonMismatch#at}), since no record constructor is left to refuse
 * it with a worse message.
 */
public final class JsonContainers {
    private JsonContainers() {
    }

    /** @return the map {@link JsonRead#stringMap} documents */
    public static Map<String, String> stringMap(JsonParser p, ReadScope scope) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        } else if (t != JsonToken.START_OBJECT) {
            throw JsonMismatch.at(p, JsonMismatch.token(p, "java.util.Map"));
        }
        Map<String, String> map = new LinkedHashMap<>();
        for (String m = JsonRead.nextMember(p); m != null; m = JsonRead.nextMember(p)) {
            scope.count();
            JsonToken v = p.currentToken();
            if (v == JsonToken.VALUE_NULL || v.isStructStart()) {
                throw JsonMismatch.at(p, JsonMismatch.token(p, "java.lang.String"));
            }
            map.put(m, JsonRead.string(p, scope));
        }
        return map;
    }

    /** @return the inner list {@link JsonRead#listOf} documents */
    public static <T> List<T> list(JsonParser p, ReadScope scope, Class<?> element, JsonReader<T> reader)
            throws IOException {
        if (p.currentToken() != JsonToken.START_ARRAY) {
            throw JsonMismatch.at(p, JsonMismatch.list(p, element));
        }
        List<T> list = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) {
            scope.count();
            T value;
            try {
                value = p.currentToken() == JsonToken.VALUE_NULL ? null : reader.read(p, scope);
            } catch (JsonParseException e) {
                throw JsonMismatch.at(p, e);
            }
            if (value == null) {
                throw JsonMismatch.at(p, JsonMismatch.token(p, element.getName()));
            }
            list.add(value);
        }
        return list;
    }
}
