package dev.cloudsdk.testkit.internal;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * The input of one connection, read on its way to MockWebServer: it follows the HTTP/1.1 framing of each request
 * (request line, header fields, a {@code Content-Length} or chunked body) and answers itself what MockWebServer
 * would not answer, then closes the connection:
 * <ul>
 *   <li>a request MockWebServer cannot parse (a chunk size that is not hexadecimal, a {@code Content-Length} that
 *       is not a number, a body on a GET, trailer fields, a request line that is not {@code METHOD TARGET
 *       HTTP/1.1}, a target or {@code Host} that makes no URL): 400, where MockWebServer logged a SEVERE stack
 *       trace and left the connection open without an answer;</li>
 *   <li>a transfer coding other than {@code chunked}: 501; a request line over {@value #MAX_LINE_BYTES} bytes:
 *       414; header fields over {@value #MAX_HEADER_BYTES} bytes (or one line over {@value #MAX_LINE_BYTES}):
 *       431;</li>
 *   <li>a body over {@value #MAX_BODY_BYTES} bytes (by its {@code Content-Length}, or as its chunks add up): 413,
 *       before the body is read;</li>
 *   <li>a request that has not arrived whole within the timeout of its first byte: 408. A connection idle for the
 *       timeout between requests is closed without an answer, as any HTTP server closes idle connections.</li>
 * </ul>
 * Each answer is in the API's {@code {"error": {...}}} shape with an {@code X-Request-Id}, and one log line (no
 * stack trace) says what was refused, with the client's text escaped. The guard reads ahead of MockWebServer, so
 * it hands on only the bytes before the fault, and answers when MockWebServer asks for the next: by then every
 * earlier request on the connection has had its answer.
 */
public final class ConnectionGuard extends InputStream {
    /** The largest request body the emulator reads: the API's bodies are a few hundred bytes. */
    static final int MAX_BODY_BYTES = 1 << 20;
    /** The longest request line, header line or chunk size line. */
    static final int MAX_LINE_BYTES = 8192;
    /** The most bytes of header fields one request may have. */
    static final int MAX_HEADER_BYTES = 65536;
    /** How long a request may take to arrive whole, and how long a connection may stay idle, by default. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);


    private enum State { REQUEST_LINE, HEADERS, BODY, CHUNK_SIZE, CHUNK_DATA, CHUNK_END, LAST_CHUNK_END }

    private final Socket socket;
    private final InputStream in;
    private final long timeoutMillis;
    private final Supplier<String> requestIds;

    private State state = State.REQUEST_LINE;
    private final StringBuilder line = new StringBuilder();
    private boolean lineStarted;
    private boolean inRequest;
    private long deadlineNanos;
    private long remaining;
    private long bodyBytes;
    private RequestHead head = new RequestHead();
    private Refusal refusal;
    private boolean answered;

    ConnectionGuard(Socket socket, InputStream in, Duration timeout, Supplier<String> requestIds) {
        this.socket = socket;
        this.in = in;
        this.timeoutMillis = Math.max(1, timeout.toMillis());
        this.requestIds = requestIds;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (refusal != null) {
            throw refuse();
        }
        if (len == 0) {
            return 0;
        }
        int n = timedRead(b, off, len);
        if (n <= 0) {
            return n;
        }
        int handOn = scan(b, off, n);
        if (refusal != null && handOn == 0) {
            throw refuse();
        }
        return handOn;
    }

    @Override
    public int available() throws IOException {
        return refusal != null ? 0 : in.available();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    /** Reads with the idle timeout between requests, and within one the time left of its timeout. */
    private int timedRead(byte[] b, int off, int len) throws IOException {
        while (true) {
            long wait = timeoutMillis;
            if (inRequest) {
                long left = (deadlineNanos - System.nanoTime()) / 1_000_000;
                if (left <= 0) {
                    refusal = new Refusal(408, "request_timeout", "the request did not arrive whole within "
                            + timeoutMillis + " ms of its first byte");
                    throw refuse();
                }
                wait = left;
            }
            socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, wait));
            try {
                return in.read(b, off, len);
            } catch (SocketTimeoutException e) {
                if (!inRequest) {
                    // Idle: close it, as any server closes an idle connection; MockWebServer sees the end.
                    closeQuietly();
                    return -1;
                }
                // Within a request: the next round answers 408.
            }
        }
    }

    /** @return how many of the bytes read to hand on: all of them, or those before a fault found in them */
    private int scan(byte[] b, int off, int n) {
        int lineStart = off;
        int end = off + n;
        for (int p = off; p < end; p++) {
            if (state == State.BODY || state == State.CHUNK_DATA) {
                int take = (int) Math.min(remaining, end - p);
                remaining -= take;
                p += take - 1;
                if (remaining == 0) {
                    if (state == State.BODY) {
                        requestDone();
                    } else {
                        state = State.CHUNK_END;
                    }
                }
                continue;
            }
            if (!lineStarted) {
                lineStarted = true;
                lineStart = p;
                if (!inRequest) {
                    startRequest();
                }
            }
            char c = (char) (b[p] & 0xff);
            if (c == '\n') {
                int length = line.length();
                String text = length > 0 && line.charAt(length - 1) == '\r' ? line.substring(0, length - 1)
                        : line.toString();
                line.setLength(0);
                lineStarted = false;
                refusal = onLine(text);
            } else {
                line.append(c);
                if (line.length() > MAX_LINE_BYTES) {
                    refusal = switch (state) {
                        case REQUEST_LINE -> new Refusal(414, "uri_too_long",
                                "the request line is longer than " + MAX_LINE_BYTES + " bytes");
                        case HEADERS -> new Refusal(431, "header_fields_too_large",
                                "a header line is longer than " + MAX_LINE_BYTES + " bytes");
                        default -> new Refusal(400, "malformed_request",
                                "a line of the chunked body is longer than " + MAX_LINE_BYTES + " bytes");
                    };
                }
            }
            if (refusal != null) {
                return lineStart - off;
            }
        }
        return n;
    }

    private void startRequest() {
        inRequest = true;
        deadlineNanos = System.nanoTime() + timeoutMillis * 1_000_000;
        bodyBytes = 0;
        head = new RequestHead();
    }

    private void requestDone() {
        inRequest = false;
        state = State.REQUEST_LINE;
    }

    /** @return the refusal a complete line calls for, or {@code null} */
    private Refusal onLine(String text) {
        switch (state) {
            case REQUEST_LINE -> {
                Refusal refused = head.requestLine(text);
                if (refused == null) {
                    state = State.HEADERS;
                }
                return refused;
            }
            case HEADERS -> {
                return text.isEmpty() ? headersDone() : head.header(text);
            }
            case CHUNK_SIZE -> {
                return chunkSize(text.strip());
            }
            case CHUNK_END -> {
                if (!text.isEmpty()) {
                    return Refusal.malformed("a chunk's data is not followed by CRLF: the chunk is longer than its"
                            + " size line says");
                }
                state = State.CHUNK_SIZE;
                return null;
            }
            case LAST_CHUNK_END -> {
                if (!text.isEmpty()) {
                    return Refusal.malformed("trailer fields after the last chunk are not supported: '"
                            + Wire.printable(text) + "'");
                }
                requestDone();
                return null;
            }
            default -> throw new IllegalStateException("no line in state " + state);
        }
    }

    private Refusal headersDone() {
        Refusal refused = head.framing();
        if (refused != null) {
            return refused;
        }
        if (head.chunked()) {
            state = State.CHUNK_SIZE;
        } else if (head.contentLength() > 0) {
            state = State.BODY;
            remaining = head.contentLength();
        } else {
            requestDone();
        }
        return null;
    }

    private Refusal chunkSize(String text) {
        if (text.contains(";")) {
            return Refusal.malformed("chunk extensions are not supported: '" + Wire.printable(text) + "'");
        }
        if (!text.matches("[0-9a-fA-F]{1,8}")) {
            return Refusal.malformed("a chunk size must be a hexadecimal number, was '" + Wire.printable(text) + "'");
        }
        long size = Long.parseLong(text, 16);
        if (size == 0) {
            state = State.LAST_CHUNK_END;
            return null;
        }
        bodyBytes += size;
        if (bodyBytes > MAX_BODY_BYTES) {
            return Refusal.tooLarge("the chunked body is over " + MAX_BODY_BYTES + " bytes");
        }
        remaining = size;
        state = State.CHUNK_DATA;
        return null;
    }

    /**
     * Answers the refusal once (then closes the connection) and logs one line.
     *
     * @return the exception that ends MockWebServer's reading of the request
     */
    private IOException refuse() {
        if (!answered) {
            answered = true;
            refusal.answer(socket, in, requestIds.get(), head.isHead());
            closeQuietly();
        }
        return new IOException("request refused with " + refusal.status() + ": " + refusal.message());
    }

    private void closeQuietly() {
        try {
            socket.close();
        } catch (IOException e) {
            // Closing is best effort.
        }
    }
}
