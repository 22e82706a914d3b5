package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.util.ArrayList;

/**
 * The tests' databind oracle: a mapper configured as the SDK read
 * and wrote its records before sdk-codegen wrote a streaming reader and writer for each ({@link JsonRead},
 * {@link JsonWrite}): snake_case on the wire, unknown enum values read as the enum's default, {@code Instant} as
 * ISO-8601 text, unset (null) fields left out, the SDK's read constraints ({@link Json#factory}), the elements of every
 * list counted against one {@link ReadScope} ({@link ListBudget}), the members a response record does not declare
 * kept ({@link UnknownMembers}), and a string with a lone surrogate refused when written, naming its field. The
 * generated codecs are compared against it ({@code CodecDifferential}), and the engine's tests read and write their own
 * records with it, through the streaming forms below or {@code dev.cloudsdk.core.testing.Databind}, which the service
 * modules' tests reach (this package of core's test jar is hidden from them by the module of the same name).
 */
public final class DatabindOracle {
    /** The mapper the streaming forms share: the read constraints are the parser's, not the mapper's. */
    private static final ObjectMapper SHARED = mapper(Long.MAX_VALUE);

    private DatabindOracle() {}

    /**
     * @param maxDocumentBytes the longest document the mapper's own parsers accept
     * @return a new mapper
     */
    public static ObjectMapper mapper(long maxDocumentBytes) {
        return new JsonMapper.Builder(new Mapper(Json.factory(maxDocumentBytes)))
                .addModule(new JavaTimeModule())
                .addModule(UnknownMembers.install(new SimpleModule("cloudsdk-bounds")
                        .addSerializer(String.class, new CheckedStringSerializer())
                        .addValueInstantiator(ArrayList.class, new ListBudget())))
                .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE)
                .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .defaultPropertyInclusion(
                        JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.NON_NULL))
                .build();
    }

    /**
     * @param type a record read through databind
     * @param <T> the record
     * @return a reader for a {@link ResponseShape}: the value at the parser's current token, its lists counted
     *     against the body's {@link ReadScope}
     */
    public static <T> Json.Reader<T> reader(Class<T> type) {
        ObjectReader reader = SHARED.readerFor(type);
        return (p, scope) -> reader.withAttribute(ReadScope.class, scope).readValue(p);
    }

    /**
     * @param <T> the record
     * @return a writer for an {@link Endpoint}'s body; a refusal reads as {@code Databind.write}'s
     */
    public static <T> Json.Writer<T> writer() {
        return (g, value) -> {
            try {
                SHARED.writeValue(g, value);
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException(e.getOriginalMessage(), e);
            }
        };
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

    /** A JSON mapper whose reads keep the oracle's per-read state in fields of their context ({@link ReadContext}). */
    private static final class Mapper extends JsonMapper {
        private static final long serialVersionUID = 1L;

        Mapper(JsonFactory factory) {
            super(factory);
            _deserializationContext = new ReadContext();
        }
    }
}
