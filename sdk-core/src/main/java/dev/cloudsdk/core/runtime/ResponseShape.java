package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonParser;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.internal.NoBody;
import java.io.IOException;

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
        return NoBody.INSTANCE;
    }

    /**
     * For a body whose whole top-level object is the result, such as a resource read by id.
     *
     * @param reader the result's reader ({@code <Service>Json.read<Record>})
     * @param <T> the result type
     * @return a shape that fails, as {@link #member} does, on an empty body or one that is not a JSON object
     */
    static <T> ResponseShape<T> whole(JsonReader<T> reader) {
        return StreamShapes.whole(reader);
    }

    /**
     * @param name the member of the top-level object that holds the result, such as {@code pool}
     * @param reader the result's reader
     * @param <T> the result type
     * @return a shape that fails when the member is missing or null
     */
    static <T> ResponseShape<T> member(String name, JsonReader<T> reader) {
        return StreamShapes.member(name, reader);
    }

    /**
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
    static <T> ResponseShape<Page<T>> page(String itemsName, JsonReader<T> reader) {
        return StreamShapes.page(itemsName, reader);
    }
}
