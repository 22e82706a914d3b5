package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;

/**
 * Reads one value from a streaming parser, without Jackson databind: what sdk-codegen generates for every response
 * record ({@code <Service>Json.read<Record>}), and what {@link JsonRead} has for the values inside them.
 *
 * @param <T> the value read
 */
@FunctionalInterface
public interface JsonReader<T> {
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
