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
        sink.write(bytes);
        sink.flush();
        state.phase(CallState.Phase.AWAITING_RESPONSE);
    }
}
