package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The SDK's one JSON configuration: snake_case on the wire, unknown enum values read as the enum's default,
 * {@code Instant} as ISO-8601 text, unset (null) request fields left out of the body, and Jackson's read constraints
 * capping a document's length, a string's length and the nesting depth, so no single value a server sends can take
 * more than a bounded share of the heap; {@link ListBudget} bounds the elements of the lists inside a response. The
 * members of a response record that it does not declare are kept, within the same bounds ({@link UnknownMembers});
 * unknown members elsewhere are skipped. A string with a lone surrogate is refused when a request is written, naming
 * its field. Readers are built once per type and reused. The databind mapper behind the readers and the writer is
 * built when one of them is first asked for, never for a parser alone: a client's build and the read of an error
 * body need none.
 */
public final class Json {
    /** The longest string value read, in characters: far above any field of the API, far below the heap. */
    static final int MAX_STRING_CHARS = 1_000_000;
    /** The deepest nesting read: the API's bodies are a few levels deep. */
    static final int MAX_NESTING_DEPTH = 100;

    /** The default bound on the items of one page. */
    public static final int DEFAULT_MAX_PAGE_ITEMS = 10_000;

    private final int maxPageItems;
    private final long maxDocumentBytes;
    /** Parsers only: creating one builds no mapper. */
    private final JsonFactory factory;
    /**
     * The databind mapper, built on first use ({@link #mapper()}): a client's build and a call that reads on the
     * streaming parser alone (an error body) need none. Written once, after {@link #writer}, so that a thread that
     * sees it also sees the writer.
     */
    private volatile ObjectMapper mapper;
    /** The mapper's writer: read only after {@link #mapper()}. */
    private ObjectWriter writer;
    /** How many times {@link #mapper()} built the mapper: 0 or 1. For tests. */
    private int mapperBuilds;
    private final ConcurrentHashMap<Class<?>, ObjectReader> readers = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Class<?>, ObjectReader> listReaders = new ConcurrentHashMap<>();

    /**
     * @param maxDocumentBytes the longest document the parser accepts
     */
    public Json(long maxDocumentBytes) {
        this(maxDocumentBytes, DEFAULT_MAX_PAGE_ITEMS);
    }

    /**
     * @param maxDocumentBytes the longest document the parser accepts
     * @param maxPageItems the most items one page may hold
     */
    public Json(long maxDocumentBytes, int maxPageItems) {
        this.maxPageItems = maxPageItems;
        this.maxDocumentBytes = maxDocumentBytes;
        this.factory = factory(maxDocumentBytes);
    }

    private static JsonFactory factory(long maxDocumentBytes) {
        return JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxDocumentLength(maxDocumentBytes)
                        .maxStringLength(MAX_STRING_CHARS).maxNestingDepth(MAX_NESTING_DEPTH).build())
                .build();
    }

    /**
     * The mapper, built once on first use (double-checked on a volatile field): building one introspects nothing
     * yet, but loads and configures most of databind, a large part of a first call in a fresh JVM.
     */
    private ObjectMapper mapper() {
        ObjectMapper m = mapper;
        if (m == null) {
            synchronized (this) {
                m = mapper;
                if (m == null) {
                    // Its own factory: the mapper sets itself as its factory's codec, and the parsers' factory
                    // stays as built.
                    m = Databind.mapper(factory(maxDocumentBytes));
                    writer = m.writer();
                    mapperBuilds++;
                    mapper = m;
                }
            }
        }
        return m;
    }

    /** @return how many times this instance built its mapper (0 or 1), for tests */
    synchronized int mapperBuilds() {
        return mapperBuilds;
    }

    /** @return the most items one page may hold, whatever limit the call asked for */
    public int maxPageItems() {
        return maxPageItems;
    }

    /**
     * @param value a request record
     * @return its JSON bytes
     * @throws IllegalArgumentException when the value cannot be written
     */
    public byte[] write(Object value) {
        try {
            mapper();
            return writer.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("request cannot be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * @param type a model type
     * @return the cached reader for it
     */
    public ObjectReader reader(Class<?> type) {
        // get first: computeIfAbsent locks the bin when the key is not its first node, and this runs per call.
        ObjectReader r = readers.get(type);
        return r != null ? r : readers.computeIfAbsent(type, t -> mapper().readerFor(t));
    }

    /**
     * @param type a model type
     * @return the cached reader for a JSON array of it, as a {@code List}
     */
    public ObjectReader listReader(Class<?> type) {
        ObjectReader r = listReaders.get(type);
        return r != null ? r : listReaders.computeIfAbsent(type,
                t -> Databind.listReader(mapper(), t));
    }

    /**
     * @param in a response body
     * @return a streaming parser over it, with the read constraints applied; it builds no mapper
     * @throws IOException when the parser cannot be created
     */
    public JsonParser parser(InputStream in) throws IOException {
        return factory.createParser(in);
    }

    /**
     * @param bytes a (bounded) body held whole, such as an error body
     * @return a streaming parser over it, with the read constraints applied; it builds no mapper
     * @throws IOException when the parser cannot be created
     */
    public JsonParser parser(byte[] bytes) throws IOException {
        return factory.createParser(bytes);
    }

    /**
     * @param bytes a (bounded) body
     * @return its tree, or {@code null} when it is not JSON; it builds the mapper (the SDK reads error bodies with
     *     {@link #parser(byte[])})
     */
    public JsonNode treeOrNull(byte[] bytes) {
        try {
            return mapper().readTree(bytes);
        } catch (IOException e) {
            return null;
        }
    }

    /** Writes a string after checking that UTF-8 can carry it; the message names the field. */
    private static final class CheckedStringSerializer extends StdSerializer<String> {
        private static final long serialVersionUID = 1L;

        CheckedStringSerializer() {
            super(String.class);
        }

        @Override
        public void serialize(String value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            if (!Checks.utf8Safe(value)) {
                // The field's path is built only for the message: most strings of every body are fine.
                Checks.text(value, fieldOf(gen.getOutputContext()));
            }
            gen.writeString(value);
        }

        private static String fieldOf(JsonStreamContext ctx) {
            if (ctx.inArray()) {
                JsonStreamContext parent = ctx.getParent();
                return (parent == null ? "" : fieldOf(parent)) + "[" + ctx.getCurrentIndex() + "]";
            }
            String name = ctx.getCurrentName();
            JsonStreamContext parent = ctx.getParent();
            String outer = parent == null || parent.inRoot() ? "" : fieldOf(parent);
            return outer.isEmpty() ? String.valueOf(name) : outer + "." + name;
        }
    }

    /**
     * What only the mapper needs, in a class of its own: the JVM verifies a class's methods when it loads it, and
     * verifying these would load a dozen databind classes (the mapper, its builder, modules, serializers, types) on
     * every client's first call, which never builds the mapper.
     */
    private static final class Databind {
        private Databind() {
        }

        static ObjectMapper mapper(JsonFactory factory) {
            return new JsonMapper.Builder(new Mapper(factory))
                    .addModule(new JavaTimeModule())
                    .addModule(UnknownMembers.install(new SimpleModule("cloudsdk-bounds")
                            .addSerializer(String.class, new CheckedStringSerializer())
                            .addValueInstantiator(ArrayList.class, new ListBudget())))
                    .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                    .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    .enable(DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE)
                    .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
                    .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                    .defaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.NON_NULL,
                            JsonInclude.Include.NON_NULL))
                    .build();
        }

        static ObjectReader listReader(ObjectMapper m, Class<?> type) {
            return m.readerFor(m.getTypeFactory().constructCollectionType(List.class, type));
        }
    }

    /** A JSON mapper whose reads keep the SDK's per-read state in fields of their context ({@link ReadContext}). */
    private static final class Mapper extends JsonMapper {
        private static final long serialVersionUID = 1L;

        Mapper(JsonFactory factory) {
            super(factory);
            _deserializationContext = new ReadContext();
        }
    }

    /**
     * Writes a request record with its generated writer, on the streaming generator alone: no databind. Fails as
     * {@link #write(Object)} does, with the same message.
     *
     * @param value a request record
     * @param writer its writer ({@code <Service>Json.write<Record>})
     * @param <T> the record
     * @return its JSON bytes
     * @throws IllegalArgumentException when the value cannot be written, such as a string with a lone surrogate
     */
    public <T> byte[] write(T value, JsonWriter<T> writer) {
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
}
