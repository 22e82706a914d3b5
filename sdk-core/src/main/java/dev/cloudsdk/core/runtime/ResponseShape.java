package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.PageMeta;
import dev.cloudsdk.core.internal.BodyFormatException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a successful response body holds and how to pull the result out of it, reading the stream once: no
 * envelope classes, no intermediate tree, no copy of the body into a string. The result is read by a generated
 * {@link Json.Reader}, one {@link ReadScope} per body.
 *
 * @param <T> the result type
 */
@FunctionalInterface
public interface ResponseShape<T> {
    /**
     * The one shape of {@link #none()}: the transport recognises it and drains the body (within the response bound)
     * instead of parsing it, so it never reads.
     */
    ResponseShape<Void> NONE = (p, json) -> null;

    /**
     * Reads the result from a parser positioned before the body's first token.
     *
     * @param p the parser
     * @param json the JSON configuration, for its bounds ({@link Json#maxPageItems()})
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
        return NONE;
    }

    /**
     * For a body whose whole top-level object is the result, such as a resource read by id.
     *
     * @param reader the result's reader ({@code <Service>Json.read<Record>})
     * @param <T> the result type
     * @return a shape that fails, as {@link #member} does, on an empty body or one that is not a JSON object
     */
    static <T> ResponseShape<T> whole(Json.Reader<T> reader) {
        return (p, json) -> {
            expectObject(p);
            return reader.read(p, new ReadScope());
        };
    }

    /**
     * @param name the member of the top-level object that holds the result, such as {@code pool}
     * @param reader the result's reader
     * @param <T> the result type
     * @return a shape that fails when the member is missing or null
     */
    static <T> ResponseShape<T> member(String name, Json.Reader<T> reader) {
        return (p, json) -> {
            T value = readMember(p, reader, name);
            if (value == null) {
                throw new BodyFormatException("the body has no \"" + name + "\" object");
            }
            return value;
        };
    }

    /**
     * @param name the member of the top-level object that holds the result
     * @param reader the result's reader
     * @param fallback returned when the member is missing or null
     * @param <T> the result type
     * @return a shape for an optional member
     */
    static <T> ResponseShape<T> memberOr(String name, Json.Reader<T> reader, T fallback) {
        return (p, json) -> {
            T value = readMember(p, reader, name);
            return value == null ? fallback : value;
        };
    }

    /**
     * A page whose item count is bounded while it is read: the read stops at the first item over the config's
     * {@code maxPageItems} ({@link Json#maxPageItems()}), so memory per call is bounded whatever the server sends
     * (an endless array, millions of {@code {}}). The bound does not depend on the {@code limit} a call asked for:
     * a server may return more than that (a proxy or an older server that ignores it), and such a page is kept. Each
     * item is read by a generated reader and {@code meta} by core's own; all of one page's items share one element
     * budget ({@link ReadScope}).
     *
     * @param itemsName the member holding the item array, such as {@code recordsets}
     * @param reader the item reader
     * @param <T> the item type
     * @return a shape reading the items and the {@code meta} object into a {@link Page}
     */
    static <T> ResponseShape<Page<T>> page(String itemsName, Json.Reader<T> reader) {
        return new ResponseShape<>() {
            @Override
            public Page<T> read(JsonParser p, Json json) throws IOException {
                expectObject(p);
                ReadScope scope = new ReadScope();
                List<T> list = null;
                PageMeta meta = null;
                for (String m = JsonRead.nextMember(p); m != null; m = JsonRead.nextMember(p)) {
                    if (m.equals(itemsName)) {
                        list = readArray(p, reader, scope, itemsName, json.maxPageItems());
                    } else if (m.equals("meta") && p.currentToken() == JsonToken.START_OBJECT) {
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

    /** Core's own record, read as the generated readers read theirs, from its object's start. */
    private static PageMeta readPageMeta(JsonParser p, ReadScope s) throws IOException {
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

    private static <T> List<T> readArray(JsonParser p, Json.Reader<T> reader, ReadScope scope, String name, int max)
            throws IOException {
        if (p.currentToken() != JsonToken.START_ARRAY) {
            throw new BodyFormatException("\"" + name + "\" is " + p.currentToken() + ", not an array");
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

    private static <T> T readMember(JsonParser p, Json.Reader<T> reader, String name) throws IOException {
        expectObject(p);
        ReadScope scope = new ReadScope();
        T found = null;
        for (String m = JsonRead.nextMember(p); m != null; m = JsonRead.nextMember(p)) {
            if (m.equals(name) && p.currentToken() != JsonToken.VALUE_NULL) {
                if (p.currentToken() == JsonToken.START_ARRAY) {
                    throw new BodyFormatException("\"" + name + "\" is an array");
                }
                found = reader.read(p, scope);
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
