package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;

/**
 * Writes one value to a streaming generator, without Jackson databind: what sdk-codegen generates for every record a
 * request sends ({@code <Service>Json.write<Record>}), and what {@link JsonWrite} has for the values inside them.
 *
 * @param <T> the value written
 */
@FunctionalInterface
public interface JsonWriter<T> {
    /**
     * @param g the generator, where a value may be written
     * @param value the value, not null
     * @throws IOException when the generator fails
     * @throws IllegalArgumentException when a string cannot be carried in UTF-8, naming its field
     */
    void write(JsonGenerator g, T value) throws IOException;
}
