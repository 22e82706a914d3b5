package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.PageMeta;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@link ResponseShape}s that read a result with a generated {@link JsonReader}: the walk over the envelope, its
 * refusals and their messages, one {@link ReadScope} per body.
 */
final class StreamShapes {
    private StreamShapes() {
    }

    static <T> ResponseShape<T> whole(JsonReader<T> reader) {
        return (p, json) -> {
            expectObject(p);
            return reader.read(p, new ReadScope());
        };
    }

    static <T> ResponseShape<T> member(String name, JsonReader<T> reader) {
        return (p, json) -> {
            T value = readMember(p, reader, name);
            if (value == null) {
                throw new BodyFormatException("the body has no \"" + name + "\" object");
            }
            return value;
        };
    }

    static <T> ResponseShape<T> memberOr(String name, JsonReader<T> reader, T fallback) {
        return (p, json) -> {
            T value = readMember(p, reader, name);
            return value == null ? fallback : value;
        };
    }

    static <T> ResponseShape<Page<T>> page(String itemsName, JsonReader<T> reader) {
        return new ResponseShape<>() {
            @Override
            public Page<T> read(JsonParser p, Json json) throws IOException {
                expectObject(p);
                ReadScope scope = new ReadScope();
                List<T> list = null;
                PageMeta meta = null;
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String field = p.currentName();
                    JsonToken value = p.nextToken();
                    if (field.equals(itemsName)) {
                        list = readArray(p, value, reader, scope, itemsName, json.maxPageItems());
                    } else if (field.equals("meta") && value == JsonToken.START_OBJECT) {
                        meta = readPageMeta(p, scope);
                    } else {
                        p.skipChildren();
                    }
                }
                if (list == null) {
                    throw new BodyFormatException("the body has no \"" + itemsName + "\" array");
                }
                return new Page<>(list, meta);
            }

            @Override
            public Page<T> withRequestId(Page<T> page, String requestId) {
                return requestId == null ? page : page.withRequestId(requestId);
            }

            @Override
            public boolean wantsRequestId() {
                return true;
            }
        };
    }

    /** Core's own record, read as the generated readers read theirs. */
    static PageMeta readPageMeta(JsonParser p, ReadScope s) throws IOException {
        if (!JsonRead.startObject(p, PageMeta.class)) {
            return null;
        }
        Integer total = null;
        Integer limit = null;
        String marker = null;
        Boolean hasMore = null;
        Map<String, Object> unknown = null;
        for (String m = JsonRead.nextMember(p); m != null; m = JsonRead.nextMember(p)) {
            switch (m) {
                case "total" -> total = JsonRead.integer(p, s);
                case "limit" -> limit = JsonRead.integer(p, s);
                case "marker" -> marker = JsonRead.string(p, s);
                case "has_more" -> hasMore = JsonRead.bool(p, s);
                default -> unknown = JsonRead.unknown(p, s, unknown);
            }
        }
        return new PageMeta(total, limit, marker, hasMore, JsonRead.members(unknown));
    }

    private static <T> List<T> readArray(JsonParser p, JsonToken start, JsonReader<T> reader, ReadScope scope,
                                         String name, int max) throws IOException {
        if (start != JsonToken.START_ARRAY) {
            throw new BodyFormatException("\"" + name + "\" is " + start + ", not an array");
        }
        List<T> list = new ArrayList<>(Math.min(max, 64));
        while (p.nextToken() != JsonToken.END_ARRAY) {
            if (list.size() == max) {
                throw new BodyFormatException("\"" + name + "\" holds more than " + max + " items, the page bound"
                        + " of this ClientConfig (ClientConfigBuilder.maxPageItems)");
            }
            T item = p.currentToken() == JsonToken.VALUE_NULL ? null : reader.read(p, scope);
            if (item == null) {
                throw new BodyFormatException("an item of \"" + name + "\" is null, not an object");
            }
            list.add(item);
        }
        return list;
    }

    private static <T> T readMember(JsonParser p, JsonReader<T> reader, String name) throws IOException {
        expectObject(p);
        ReadScope scope = new ReadScope();
        T found = null;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            JsonToken value = p.nextToken();
            if (field.equals(name) && value != JsonToken.VALUE_NULL) {
                if (value == JsonToken.START_ARRAY) {
                    throw new BodyFormatException("\"" + name + "\" is an array");
                }
                found = reader.read(p, scope);
            } else {
                p.skipChildren();
            }
        }
        return found;
    }

    static void expectObject(JsonParser p) throws IOException {
        JsonToken first = p.nextToken();
        if (first == null) {
            throw new BodyFormatException("the body is empty");
        }
        if (first != JsonToken.START_OBJECT) {
            throw new BodyFormatException("the body is " + first + ", not a JSON object");
        }
    }
}
