package dev.cloudsdk.core.internal;

import java.io.IOException;
import okhttp3.MediaType;
import okhttp3.RequestBody;
import okio.BufferedSink;

/** A request body of JSON bytes that records when it has been written in full. */
final class JsonBody extends RequestBody {
    static final MediaType JSON = MediaType.get("application/json");

    private final byte[] bytes;
    private final AttemptState state;

    JsonBody(byte[] bytes, AttemptState state) {
        this.bytes = bytes;
        this.state = state;
    }

    @Override
    public MediaType contentType() {
        return JSON;
    }

    @Override
    public long contentLength() {
        return bytes.length;
    }

    /**
     * One-shot: OkHttp never writes this body twice. Without it OkHttp re-sends a request on its own after a
     * 503 with {@code Retry-After: 0}, through an authenticator on 401/407, or after a 421, whatever the method:
     * a second restore the SDK would never see. With it OkHttp hands those responses to the SDK, whose retry
     * rules decide.
     */
    @Override
    public boolean isOneShot() {
        return true;
    }

    @Override
    public void writeTo(BufferedSink sink) throws IOException {
        // No flush here: OkHttp sends headers and body in one write. Flushing would cost every POST an extra
        // socket write; the price is that a write timeout while OkHttp flushes this (small) body is reported
        // as a read timeout.
        sink.write(bytes);
        state.phase(AttemptState.Phase.AWAITING_RESPONSE);
    }
}
