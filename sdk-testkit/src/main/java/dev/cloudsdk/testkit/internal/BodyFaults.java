package dev.cloudsdk.testkit.internal;

import dev.cloudsdk.testkit.Fault;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockResponseBody;
import okio.Buffer;
import okio.ByteString;

/** The parts of a {@link Fault} that change how an answer already made goes out: late, slow, or cut short. */
final class BodyFaults {
    /** A slow body goes out in this many pieces. */
    static final int PIECES = 10;

    private BodyFaults() {
    }

    /**
     * @return the answer with the fault's truncation, slow body and header delay applied, in that order; an answer
     *     without a body (a 204) has nothing to cut or slow, so only the delay changes it
     */
    static MockResponse apply(Fault fault, MockResponse response) {
        MockResponse out = response;
        if (fault.truncateBody() && out.getBody() != null) {
            ByteString body = bytes(out);
            // MockResponse.Builder.body sets Content-Length to the half, so the framing stays sound.
            out = new MockResponse.Builder(out).body(new Buffer().write(body.substring(0, body.size() / 2))).build();
        }
        if (!fault.slowBody().isZero()) {
            long size = bytes(out).size();
            long perPiece = Math.max(1, (size + PIECES - 1) / PIECES);
            Duration pause = fault.slowBody().dividedBy(PIECES);
            out = new MockResponse.Builder(out).throttleBody(perPiece, pause.toNanos(), TimeUnit.NANOSECONDS).build();
        }
        if (!fault.delay().isZero()) {
            out = new MockResponse.Builder(out).headersDelay(fault.delay().toMillis(), TimeUnit.MILLISECONDS).build();
        }
        return out;
    }

    private static ByteString bytes(MockResponse response) {
        MockResponseBody body = response.getBody();
        Buffer buffer = new Buffer();
        if (body != null) {
            try {
                body.writeTo(buffer);
            } catch (IOException e) {
                throw new UncheckedIOException("an in-memory body could not be copied", e);
            }
        }
        return buffer.readByteString();
    }
}
