package dev.cloudsdk.core.internal;

import com.fasterxml.jackson.core.JsonParser;
import dev.cloudsdk.core.runtime.Json;
import dev.cloudsdk.core.runtime.ResponseShape;
import java.io.IOException;
import okio.Buffer;
import okio.BufferedSource;

/**
 * {@link ResponseShape#none()}: the transport recognises it and drains the body (within the response bound)
 * instead of parsing it, so {@link #read} is never reached through it.
 */
public final class NoBody implements ResponseShape<Void> {
    /** The one instance. */
    public static final NoBody INSTANCE = new NoBody();

    private NoBody() {}

    /**
     * Reads a body that is not parsed to its end, a chunk at a time, so the connection can be reused.
     *
     * @throws BodyFormatException when it holds more than {@code max} bytes (reading stops there)
     */
    static void drain(BufferedSource source, long max) throws IOException {
        Buffer chunk = new Buffer();
        long total = 0;
        for (long n; (n = source.read(chunk, 8192)) != -1; chunk.clear()) {
            total += n;
            if (total > max) {
                throw new BodyFormatException("the body is longer than the limit of " + max + " bytes");
            }
        }
    }

    @Override
    public Void read(JsonParser p, Json json) {
        return null;
    }
}
