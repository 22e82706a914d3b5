package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import java.io.IOException;
import java.io.InputStream;

/**
 * The SDK's one JSON configuration, on Jackson's streaming parser and generator alone: Jackson's read constraints cap
 * a document's length, a string's length and the nesting depth, so no single value a server sends can take more than
 * a bounded share of the heap; {@link ReadScope} bounds the elements of the lists inside a response, and the page cap
 * ({@link #maxPageItems()}) the items of a page. The generated readers and writers ({@link Reader},
 * {@link Writer}) do the rest: snake_case on the wire, unknown enum values read as the enum's default,
 * {@code Instant} as ISO-8601 text, the members a response record does not declare kept ({@link JsonRead#unknown}),
 * unset (null) request fields left out of the body, a string with a lone surrogate refused when a request is written,
 * naming its field.
 */
public final class Json {
    /** The longest string value read, in characters: far above any field of the API, far below the heap. */
    static final int MAX_STRING_CHARS = 1_000_000;
    /** The deepest nesting read: the API's bodies are a few levels deep. */
    static final int MAX_NESTING_DEPTH = 100;

    /** The default bound on the items of one page. */
    public static final int DEFAULT_MAX_PAGE_ITEMS = 10_000;

    private final int maxPageItems;
    private final JsonFactory factory;

    /**
     * @param maxDocumentBytes the longest document the parser accepts
     * @param maxPageItems the most items one page may hold
     */
    public Json(long maxDocumentBytes, int maxPageItems) {
        this.maxPageItems = maxPageItems;
        this.factory = factory(maxDocumentBytes);
    }

    /**
     * @param maxDocumentBytes the longest document a parser of the factory accepts
     * @return a factory whose parsers apply the SDK's read constraints
     */
    static JsonFactory factory(long maxDocumentBytes) {
        return JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxDocumentLength(maxDocumentBytes)
                        .maxStringLength(MAX_STRING_CHARS)
                        .maxNestingDepth(MAX_NESTING_DEPTH)
                        .build())
                .build();
    }

    /** @return the most items one page may hold, whatever limit the call asked for */
    public int maxPageItems() {
        return maxPageItems;
    }

    /**
     * @param in a response body
     * @return a streaming parser over it, with the read constraints applied
     * @throws IOException when the parser cannot be created
     */
    public JsonParser parser(InputStream in) throws IOException {
        return factory.createParser(in);
    }

    /**
     * @param bytes a (bounded) body held whole, such as an error body
     * @return a streaming parser over it, with the read constraints applied
     * @throws IOException when the parser cannot be created
     */
    public JsonParser parser(byte[] bytes) throws IOException {
        return factory.createParser(bytes);
    }

    /**
     * Writes a request record with its generated writer, on the streaming generator.
     *
     * @param value a request record
     * @param writer its writer ({@code <Service>Json.write<Record>})
     * @param <T> the record
     * @return its JSON bytes
     * @throws IllegalArgumentException when the value cannot be written, such as a string with a lone surrogate
     */
    public <T> byte[] write(T value, Writer<T> writer) {
        // Into the factory's recycled buffers, as ObjectMapper.writeValueAsBytes does: one array per body, its own.
        BufferRecycler recycler = factory._getBufferRecycler();
        try (ByteArrayBuilder out = new ByteArrayBuilder(recycler)) {
            try (JsonGenerator g = factory.createGenerator(out, JsonEncoding.UTF8)) {
                writer.write(g, value);
            }
            byte[] bytes = out.toByteArray();
            out.release();
            return bytes;
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalArgumentException("request cannot be written as JSON: " + e.getMessage(), e);
        } finally {
            recycler.releaseToPool();
        }
    }

    /**
     * Reads one value from a streaming parser, without Jackson databind: what sdk-codegen generates for every response
     * record ({@code <Service>Json.read<Record>}), and what {@link JsonRead} has for the values inside them.
     *
     * @param <T> the value read
     */
    @FunctionalInterface
    public interface Reader<T> {
        /**
         * Reads the value at the parser's current token, leaving the parser on its last token.
         *
         * @param p a parser on the value's first token
         * @param scope the bounds of the read it is part of
         * @return the value, or {@code null} for a JSON null
         * @throws IOException when the parser fails or the value is not of the type expected
         */
        T read(JsonParser p, ReadScope scope) throws IOException;
    }

    /**
     * Writes one value to a streaming generator, without Jackson databind: what sdk-codegen generates for every record
     * a request sends ({@code <Service>Json.write<Record>}), and what {@link JsonWrite} has for the values inside them.
     *
     * @param <T> the value written
     */
    @FunctionalInterface
    public interface Writer<T> {
        /**
         * @param g the generator, where a value may be written
         * @param value the value, not null
         * @throws IOException when the generator fails
         * @throws IllegalArgumentException when a string cannot be carried in UTF-8, naming its field
         */
        void write(JsonGenerator g, T value) throws IOException;
    }
}
