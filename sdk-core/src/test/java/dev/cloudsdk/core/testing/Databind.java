package dev.cloudsdk.core.testing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.cloudsdk.core.runtime.DatabindOracle;
import java.io.IOException;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tests' databind oracle ({@code DatabindOracle} in core's runtime package, which says how it is configured) on
 * bytes: what a service module's tests can reach, since no runtime type is in its signatures (that package is
 * exported to the service modules, never to the class path this jar is on).
 */
public final class Databind {
    private final ObjectMapper mapper;
    private final ConcurrentHashMap<Class<?>, ObjectReader> readers = new ConcurrentHashMap<>();

    /**
     * @param maxDocumentBytes the longest document {@link #reader}'s reads of bytes and {@link #treeOrNull} accept
     */
    public Databind(long maxDocumentBytes) {
        this.mapper = DatabindOracle.mapper(maxDocumentBytes);
    }

    /**
     * @param value a record
     * @return its JSON bytes
     * @throws IllegalArgumentException when the value cannot be written
     */
    public byte[] write(Object value) {
        try {
            return mapper.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("request cannot be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * @param type a record
     * @return the cached reader for it
     */
    public ObjectReader reader(Class<?> type) {
        return readers.computeIfAbsent(type, mapper::readerFor);
    }

    /**
     * @param bytes a body
     * @return its tree, or {@code null} when it is not JSON
     */
    public JsonNode treeOrNull(byte[] bytes) {
        try {
            return mapper.readTree(bytes);
        } catch (IOException e) {
            return null;
        }
    }
}
