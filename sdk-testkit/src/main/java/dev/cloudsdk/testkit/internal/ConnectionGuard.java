package dev.cloudsdk.testkit.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import okhttp3.HttpUrl;

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
 * earlier request on the connection has had its answer. The head of each request (the request line and the header
 * fields that frame the body, {@code Content-Length} and {@code Transfer-Encoding}, or make its URL, {@code Host})
 * is checked line by line as it arrives, since MockWebServer acts on each as soon as it reads it.
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

    private static final System.Logger LOG = System.getLogger("dev.cloudsdk.testkit");
    private static final String TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";

    /** What the guard answers instead of handing a request on: the status, and the error's code and message. */
    private record Refusal(int status, String code, String message) {
    }

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
    private Refusal refusal;
    // The head of the request being read.
    private int headerBytes;
    private String method;
    private String target;
    private String contentLength;
    private final List<String> transferCodings = new ArrayList<>();
    private boolean hasHost;
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
        headerBytes = 0;
        method = null;
        target = null;
        contentLength = null;
        transferCodings.clear();
        hasHost = false;
    }

    private void requestDone() {
        inRequest = false;
        state = State.REQUEST_LINE;
    }

    /** @return the refusal a complete line calls for, or {@code null} */
    private Refusal onLine(String text) {
        switch (state) {
            case REQUEST_LINE -> {
                Refusal refused = requestLine(text);
                if (refused == null) {
                    state = State.HEADERS;
                }
                return refused;
            }
            case HEADERS -> {
                return text.isEmpty() ? headersDone() : header(text);
            }
            case CHUNK_SIZE -> {
                return chunkSize(text.strip());
            }
            case CHUNK_END -> {
                if (!text.isEmpty()) {
                    return malformed("a chunk's data is not followed by CRLF: the chunk is longer than its"
                            + " size line says");
                }
                state = State.CHUNK_SIZE;
                return null;
            }
            case LAST_CHUNK_END -> {
                if (!text.isEmpty()) {
                    return malformed("trailer fields after the last chunk are not supported: '"
                            + Wire.printable(text) + "'");
                }
                requestDone();
                return null;
            }
            default -> throw new IllegalStateException("no line in state " + state);
        }
    }

    /** @return the refusal the request line calls for, or {@code null} */
    private Refusal requestLine(String text) {
        String[] parts = text.split(" ", 3);
        // Known before the line is judged: the answer to a HEAD has no body, even a refusal of its request line.
        method = parts[0];
        if (parts.length != 3 || !parts[0].matches(TOKEN) || parts[1].isEmpty()
                || !parts[2].matches("HTTP/1\\.[01]")) {
            return malformed("the request line is not 'METHOD TARGET HTTP/1.1': '" + Wire.printable(text) + "'");
        }
        target = parts[1];
        // Checked here, and Host at its line: MockWebServer makes the URL of whatever it has read, even
        // of a request it failed to read, and throws (a SEVERE stack trace) when it can make none.
        if (!validUrl("localhost")) {
            return malformed("the request target '" + Wire.printable(target) + "' is not a path (it "
                    + "starts with '/'), nor an absolute URL");
        }
        return null;
    }

    /** @return the refusal a header line calls for, or {@code null} */
    private Refusal header(String text) {
        headerBytes += text.length() + 2;
        if (headerBytes > MAX_HEADER_BYTES) {
            return new Refusal(431, "header_fields_too_large", "the header fields are longer than "
                    + MAX_HEADER_BYTES + " bytes");
        }
        int colon = text.indexOf(':');
        if (colon <= 0 || !text.substring(0, colon).matches(TOKEN)) {
            return malformed("a header line is not 'Name: value': '" + Wire.printable(text) + "'");
        }
        String value = text.substring(colon + 1).strip();
        switch (text.substring(0, colon).toLowerCase(Locale.ROOT)) {
            case "content-length" -> {
                // Checked at its own line: MockWebServer parses the value as soon as it reads the line.
                if (!value.matches("[0-9]{1,18}")) {
                    return malformed("Content-Length must be a whole number of bytes, was '"
                            + Wire.printable(value) + "'");
                }
                if (contentLength != null && !value.equals(contentLength)) {
                    return malformed("the request has two different Content-Length values");
                }
                contentLength = value;
            }
            case "transfer-encoding" -> transferCodings.add(value);
            case "host" -> {
                if (hasHost) {
                    return malformed("the request has more than one Host header");
                }
                if (!validUrl(value)) {
                    return malformed("the Host header '" + Wire.printable(value) + "' is not a host name or"
                            + " address with an optional port");
                }
                hasHost = true;
            }
            default -> {
                // Not part of the framing.
            }
        }
        return null;
    }

    /** @return whether MockWebServer can make the request's URL as it does: the target, or the host and the path */
    private boolean validUrl(String host) {
        if (HttpUrl.parse(target) != null) {
            return true;
        }
        String path = method.equals("OPTIONS") && target.equals("*") ? "/" : target;
        return path.startsWith("/") && HttpUrl.parse("http://" + host + path) != null;
    }

    /**
     * @return the refusal the complete head calls for (both framings, a coding other than chunked, a body on a GET
     *     or HEAD, a body over the limit), or {@code null}; else the state that reads the body
     */
    private Refusal headersDone() {
        long length = contentLength == null ? 0 : Long.parseLong(contentLength);
        boolean chunked = !transferCodings.isEmpty();
        if (chunked && contentLength != null) {
            return malformed("the request has both Content-Length and Transfer-Encoding");
        }
        if (chunked && (transferCodings.size() > 1 || !transferCodings.get(0).equalsIgnoreCase("chunked"))) {
            return new Refusal(501, "not_implemented", "Transfer-Encoding '"
                    + Wire.printable(String.join(", ", transferCodings)) + "' is not supported; send 'chunked' or a"
                    + " Content-Length");
        }
        if ((chunked || length > 0) && (method.equals("GET") || method.equals("HEAD"))) {
            return malformed("a " + method + " request has no body");
        }
        if (length > MAX_BODY_BYTES) {
            return tooLarge("the body is " + length + " bytes (Content-Length)");
        }
        if (chunked) {
            state = State.CHUNK_SIZE;
        } else if (length > 0) {
            state = State.BODY;
            remaining = length;
        } else {
            requestDone();
        }
        return null;
    }

    private Refusal chunkSize(String text) {
        if (text.contains(";")) {
            return malformed("chunk extensions are not supported: '" + Wire.printable(text) + "'");
        }
        if (!text.matches("[0-9a-fA-F]{1,8}")) {
            return malformed("a chunk size must be a hexadecimal number, was '" + Wire.printable(text) + "'");
        }
        long size = Long.parseLong(text, 16);
        if (size == 0) {
            state = State.LAST_CHUNK_END;
            return null;
        }
        bodyBytes += size;
        if (bodyBytes > MAX_BODY_BYTES) {
            return tooLarge("the chunked body is over " + MAX_BODY_BYTES + " bytes");
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
            answer(requestIds.get(), "HEAD".equals(method));
            closeQuietly();
        }
        return new IOException("request refused with " + refusal.status() + ": " + refusal.message());
    }

    private static Refusal malformed(String message) {
        return new Refusal(400, "malformed_request", message);
    }

    private static Refusal tooLarge(String what) {
        return new Refusal(413, "content_too_large", what + "; this emulator accepts at most " + MAX_BODY_BYTES
                + " bytes (1 MiB)");
    }

    /**
     * Answers the refusal on the connection, then ends its output and drains its input for a moment, and logs one
     * line; the caller closes the socket.
     *
     * @param requestId the answer's {@code X-Request-Id}
     * @param toHead whether the request was a HEAD, whose answer has no content (RFC 9110, section 9.3.2)
     */
    private void answer(String requestId, boolean toHead) {
        LOG.log(System.Logger.Level.WARNING, "CloudEmulator: answered " + refusal.status() + " to a request "
                + "from " + socket.getRemoteSocketAddress() + " and closed the connection: "
                + refusal.message() + " (" + requestId + ")");
        byte[] body = toHead ? new byte[0] : Wire.write(Wire.errorBody(refusal.status(), refusal.code(),
                refusal.message(), null, requestId)).getBytes(StandardCharsets.UTF_8);
        String head = HttpStatus.line(refusal.status()) + "\r\nDate: " + HttpStatus.date()
                + "\r\nContent-Type: application/json\r\n" + (toHead ? "" : "Content-Length: " + body.length + "\r\n")
                + "X-Request-Id: " + requestId + "\r\nConnection: close\r\n\r\n";
        try {
            OutputStream out = socket.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            lingeringClose();
        } catch (IOException e) {
            // The client is gone; closing is all that is left.
        }
    }

    /**
     * Sends the end of the stream, then reads and drops what the client still sends for a moment (at most 1 s and
     * a MiB), so that closing with unread input does not reset the connection before the client read the answer.
     */
    private void lingeringClose() throws IOException {
        socket.shutdownOutput();
        socket.setSoTimeout(250);
        long until = System.nanoTime() + 1_000_000_000L;
        byte[] drop = new byte[8192];
        int dropped = 0;
        try {
            while (System.nanoTime() < until && dropped < MAX_BODY_BYTES) {
                int n = in.read(drop);
                if (n < 0) {
                    return;
                }
                dropped += n;
            }
        } catch (SocketTimeoutException e) {
            // Nothing more came.
        }
    }

    private void closeQuietly() {
        try {
            socket.close();
        } catch (IOException e) {
            // Closing is best effort.
        }
    }
}
