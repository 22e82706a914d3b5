package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.PageMeta;
import dev.cloudsdk.core.internal.NoBody;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * What a successful response body holds and how to pull the result out of it, reading the stream once: no
 * envelope classes, no intermediate tree, no copy of the body into a string.
 *
 * @param <T> the result type
 */
@FunctionalInterface
public interface ResponseShape<T> {

    /**
     * Reads the result from a parser positioned before the body's first token.
     *
     * @param p the parser
     * @param json the readers
     * @return the result
     * @throws IOException when the body is not the JSON expected (Jackson's exceptions, or {@link BodyFormatException})
     */
    T read(JsonParser p, Json json) throws IOException;

    /**
     * Completes a result read from a successful response with what only the response's headers hold; most
     * shapes have nothing to add. Called only after {@link #read} succeeded.
     *
     * @param value the result
     * @param requestId the response's request id (redacted and escaped), or {@code null}
     * @return the result to return
     */
    default T withRequestId(T value, String requestId) {
        return value;
    }

    /** @return whether {@link #withRequestId} uses the request id, so that it is worth reading */
    default boolean wantsRequestId() {
        return false;
    }

    /**
     * For a response without a result (a 204, or a body that holds nothing the caller needs): reads nothing and
     * returns {@code null}. A body the server sends anyway, of any content type, is drained to its end without
     * being parsed, so the connection can be reused; a body over the config's {@code maxResponseBytes} is refused
     * like any other.
     *
     * @return the shape of a call whose result is {@code Void}
     */
    static ResponseShape<Void> none() {
        return NoBody.INSTANCE;
    }

    /**
     * For a body whose whole top-level object is the result, such as a resource read by id.
     *
     * @param type the result type
     * @param <T> the result type
     * @return a shape that fails, as {@link #member} does, on an empty body or one that is not a JSON object
     */
    static <T> ResponseShape<T> whole(Class<T> type) {
        return (p, json) -> {
            expectObject(p);
            return json.reader(type).readValue(p);
        };
    }

    /**
     * @param name the member of the top-level object that holds the result, such as {@code pool}
     * @param type the result type
     * @param <T> the result type
     * @return a shape that fails when the member is missing or null
     */
    static <T> ResponseShape<T> member(String name, Class<T> type) {
        return (p, json) -> {
            T value = readMember(p, json.reader(type), name);
            if (value == null) {
                throw new BodyFormatException("the body has no \"" + name + "\" object");
            }
            return value;
        };
    }

    /**
     * @param name the member of the top-level object that holds the result
     * @param type the result type
     * @param fallback returned when the member is missing or null
     * @param <T> the result type
     * @return a shape for an optional member
     */
    static <T> ResponseShape<T> memberOr(String name, Class<T> type, T fallback) {
        return (p, json) -> {
            T value = readMember(p, json.reader(type), name);
            return value == null ? fallback : value;
        };
    }

    /**
     * A page whose item count is bounded while it is read: the read stops at the first item over the config's
     * {@code maxPageItems} ({@link Json#maxPageItems()}), so memory per call is bounded whatever the server sends
     * (an endless array, millions of {@code {}}). The bound does not depend on the {@code limit} a call asked for:
     * a server may return more than that (a proxy or an older server that ignores it), and such a page is kept.
     *
     * @param itemsName the member holding the item array, such as {@code recordsets}
     * @param type the item type
     * @param <T> the item type
     * @return a shape reading the items and the {@code meta} object into a {@link Page}
     */
    static <T> ResponseShape<Page<T>> page(String itemsName, Class<T> type) {
        return new ResponseShape<>() {
            @Override
            public Page<T> read(JsonParser p, Json json) throws IOException {
                expectObject(p);
                List<T> list = null;
                PageMeta meta = null;
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String field = p.currentName();
                    JsonToken value = p.nextToken();
                    if (field.equals(itemsName)) {
                        list = readArray(p, value, json.reader(type), itemsName, json.maxPageItems());
                    } else if (field.equals("meta") && value == JsonToken.START_OBJECT) {
                        meta = json.reader(PageMeta.class).readValue(p);
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

    /**
     * As {@link #whole(Class)}, read by a generated reader on the streaming parser alone.
     *
     * @param reader the result's reader ({@code <Service>Json.read<Record>})
     * @param <T> the result type
     * @return the shape
     */
    static <T> ResponseShape<T> whole(JsonReader<T> reader) {
        return StreamShapes.whole(reader);
    }

    /**
     * As {@link #member(String, Class)}, read by a generated reader on the streaming parser alone.
     *
     * @param name the member of the top-level object that holds the result
     * @param reader the result's reader
     * @param <T> the result type
     * @return a shape that fails when the member is missing or null
     */
    static <T> ResponseShape<T> member(String name, JsonReader<T> reader) {
        return StreamShapes.member(name, reader);
    }

    /**
     * As {@link #memberOr(String, Class, Object)}, read by a generated reader on the streaming parser alone.
     *
     * @param name the member of the top-level object that holds the result
     * @param reader the result's reader
     * @param fallback returned when the member is missing or null
     * @param <T> the result type
     * @return a shape for an optional member
     */
    static <T> ResponseShape<T> memberOr(String name, JsonReader<T> reader, T fallback) {
        return StreamShapes.memberOr(name, reader, fallback);
    }

    /**
     * As {@link #page(String, Class)}, each item read by a generated reader and {@code meta} by core's own, on the
     * streaming parser alone; all of one page's items share one element budget ({@link ReadScope}).
     *
     * @param itemsName the member holding the item array
     * @param reader the item reader
     * @param <T> the item type
     * @return a shape reading the items and the {@code meta} object into a {@link Page}
     */
    static <T> ResponseShape<Page<T>> page(String itemsName, JsonReader<T> reader) {
        return StreamShapes.page(itemsName, reader);
    }

    private static <T> List<T> readArray(JsonParser p, JsonToken start, ObjectReader reader, String name, int max)
            throws IOException {
        if (start != JsonToken.START_ARRAY) {
            throw new BodyFormatException("\"" + name + "\" is " + start + ", not an array");
        }
        List<T> list = new ArrayList<>(Math.min(max, 64));
        if (p.nextToken() == JsonToken.END_ARRAY) {
            return list;
        }
        // One iterator, so one deserialization context, for the whole array; it stops at the array's end.
        try (MappingIterator<T> items = reader.readValues(p)) {
            while (items.hasNextValue()) {
                if (list.size() == max) {
                    throw new BodyFormatException("\"" + name + "\" holds more than " + max + " items, the page bound"
                            + " of this ClientConfig (ClientConfigBuilder.maxPageItems)");
                }
                T item = items.nextValue();
                if (item == null) {
                    throw new BodyFormatException("an item of \"" + name + "\" is null, not an object");
                }
                list.add(item);
            }
        }
        return list;
    }

    private static <T> T readMember(JsonParser p, ObjectReader reader, String name) throws IOException {
        expectObject(p);
        T found = null;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            JsonToken value = p.nextToken();
            if (field.equals(name) && value != JsonToken.VALUE_NULL) {
                if (value == JsonToken.START_ARRAY) {
                    throw new BodyFormatException("\"" + name + "\" is an array");
                }
                found = reader.readValue(p);
            } else {
                p.skipChildren();
            }
        }
        return found;
    }

    private static void expectObject(JsonParser p) throws IOException {
        JsonToken first = p.nextToken();
        if (first == null) {
            throw new BodyFormatException("the body is empty");
        }
        if (first != JsonToken.START_OBJECT) {
            throw new BodyFormatException("the body is " + first + ", not a JSON object");
        }
    }
}
