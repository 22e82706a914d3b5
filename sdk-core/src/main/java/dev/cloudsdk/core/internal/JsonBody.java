package dev.cloudsdk.core.internal;

import okhttp3.MediaType;
import okhttp3.RequestBody;
import okio.BufferedSink;

/** A request body of JSON bytes that records when it has been written in full. */
final class JsonBody extends RequestBody {
    static final MediaType JSON = MediaType.get("application/json");

    private final byte[] bytes;
    private final CallState state;

    JsonBody(byte[] bytes, CallState state) {
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

    @Override
    public void writeTo(BufferedSink sink) throws java.io.IOException {
        // No flush here: OkHttp sends headers and body in one write. Flushing would cost every POST an extra
        // socket write; the price is that a write timeout while OkHttp flushes this (small) body is reported
        // as a read timeout.
        sink.write(bytes);
        state.phase(CallState.Phase.AWAITING_RESPONSE);
    }
}
