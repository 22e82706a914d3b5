package dev.cloudsdk.testkit.internal;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import javax.net.ServerSocketFactory;
import mockwebserver3.MockWebServer;
import okhttp3.HttpUrl;
import okio.Buffer;
import okio.BufferedSource;
import okio.ForwardingSource;
import okio.Okio;
import okio.Utf8;

/**
 * Starts the MockWebServer an emulator runs on: the loopback address only, daemon threads, {@code TCP_NODELAY} on
 * every connection, every connection's input read through a {@link ConnectionGuard} (malformed, oversized and
 * half-sent requests, idle connections), and MockWebServer's request log drained on every request.
 *
 * <p>{@code TCP_NODELAY}, because MockWebServer writes a response as two small writes (status line and headers,
 * then the body). With Nagle's algorithm on, the kernel holds the second write until the client acknowledges the
 * first, and the client, which is waiting for the body, delays that acknowledgement by up to 40 ms (Linux's delayed
 * ACK). So every request cost about 44 ms on loopback; with {@code TCP_NODELAY} it costs well under a millisecond
 * (the benchmarks' {@code ServerLatency} measures both).
 *
 * <p>Daemon threads, so that an emulator nobody closed does not keep the JVM alive: a {@code main} that starts one
 * and returns exits at once, as it does after using the SDK. MockWebServer runs everything (accepting connections,
 * serving each one) on its own OkHttp {@code TaskRunner}, whose {@link ThreadPoolExecutor} makes non-daemon threads,
 * and it has no setting for that (OkHttp chose non-daemon threads for MockWebServer on purpose, okhttp pull request
 * 5633). Before the server starts, so before the pool has made a single thread, the pool's thread factory is wrapped
 * in one that makes the same threads, same names, as daemons. The pool is reached through MockWebServer's private
 * field {@code taskRunnerBackend} and OkHttp's {@code RealBackend.getExecutor()}, so this is tied to MockWebServer
 * 5.x: testkit's {@code EmulatorExitTest} fails when an upgrade moves either. On the module path the JVM refuses
 * that reach unless the command line grants it with {@link #JVM_OPTIONS}; the threads then stay non-daemon, and a
 * warning (once per JVM) says so and what to do.
 */
public final class LoopbackServer {
    /** The options that let the threads be daemons when the testkit runs as a named module on the module path. */
    public static final String JVM_OPTIONS = "--add-opens mockwebserver3/mockwebserver3=dev.cloudsdk.testkit "
            + "--add-exports okhttp3/okhttp3.internal.concurrent=dev.cloudsdk.testkit";

    /** How long a request may take to arrive whole, and how long a connection may stay idle, by default. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

    private static final System.Logger LOG = System.getLogger("dev.cloudsdk.testkit");
    private static final AtomicBoolean WARNED = new AtomicBoolean();

    private LoopbackServer() {}

    /**
     * @param dispatcher what answers each request
     * @param port the loopback port, or 0 for a free one
     * @param requestTimeout how long a request may take to arrive whole, and a connection may stay idle
     * @param onFailure run before the exception when it cannot listen (the emulator stops what it started)
     * @return the running server
     * @throws UncheckedIOException when it cannot listen on that port
     */
    public static MockWebServer start(
            EmulatorDispatcher dispatcher, int port, Duration requestTimeout, Runnable onFailure) {
        MockWebServer server = new MockWebServer();
        daemonThreads(server);
        // MockWebServer keeps every request for takeRequest(); drain it so a long-running emulator stays small.
        dispatcher.onRequest(() -> drainRequestLog(server));
        server.setDispatcher(dispatcher);
        server.setServerSocketFactory(guardedSockets(requestTimeout, dispatcher::nextRequestId));
        try {
            server.start(InetAddress.getLoopbackAddress(), port);
        } catch (IOException e) {
            onFailure.run();
            throw new UncheckedIOException("the emulator could not listen on loopback port " + port, e);
        }
        return server;
    }

    /** Makes the server's threads daemons, before it starts; when the JVM refuses, logs a warning once per JVM. */
    private static void daemonThreads(MockWebServer server) {
        try {
            Field backend = MockWebServer.class.getDeclaredField("taskRunnerBackend");
            backend.setAccessible(true);
            Object realBackend = backend.get(server);
            ThreadPoolExecutor pool = (ThreadPoolExecutor)
                    realBackend.getClass().getMethod("getExecutor").invoke(realBackend);
            ThreadFactory original = pool.getThreadFactory();
            pool.setThreadFactory(runnable -> {
                Thread t = original.newThread(runnable);
                t.setDaemon(true);
                return t;
            });
        } catch (ReflectiveOperationException | RuntimeException e) {
            // RuntimeException: the module system's InaccessibleObjectException, or a ClassCastException after an
            // upgrade. The emulator still works; only its threads keep the JVM alive until close().
            if (WARNED.compareAndSet(false, true)) {
                LOG.log(
                        System.Logger.Level.WARNING,
                        "CloudEmulator: its server threads could not be made daemon threads (" + e
                                + "), so an emulator that is not closed keeps the JVM from exiting: close() it. On the"
                                + " module path, run the JVM with " + JVM_OPTIONS);
            }
        }
    }

    private static void drainRequestLog(MockWebServer server) {
        try {
            while (server.takeRequest(0, TimeUnit.NANOSECONDS) != null) {
                // Discarded: the emulator keeps its own state; the log would only grow.
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * @return server sockets on loopback whose connections send each write at once ({@code TCP_NODELAY}) and read
     *     through a {@link ConnectionGuard}
     */
    private static ServerSocketFactory guardedSockets(Duration timeout, Supplier<String> requestIds) {
        return new ServerSocketFactory() {
            @Override
            public ServerSocket createServerSocket() throws IOException {
                // MockWebServer creates an unbound socket and binds it itself; this is the only form it calls.
                return new ServerSocket() {
                    @Override
                    public Socket accept() throws IOException {
                        Socket socket = new Socket() {
                            private ConnectionGuard guard;

                            @Override
                            public synchronized InputStream getInputStream() throws IOException {
                                if (guard == null) {
                                    guard = new ConnectionGuard(this, super.getInputStream(), timeout, requestIds);
                                }
                                return guard;
                            }
                        };
                        implAccept(socket);
                        socket.setTcpNoDelay(true);
                        return socket;
                    }
                };
            }

            // The forms that bind the socket themselves: MockWebServer never calls them.
            @Override
            public ServerSocket createServerSocket(int port) {
                throw new UnsupportedOperationException();
            }

            @Override
            public ServerSocket createServerSocket(int port, int backlog) {
                throw new UnsupportedOperationException();
            }

            @Override
            public ServerSocket createServerSocket(int port, int backlog, InetAddress address) {
                throw new UnsupportedOperationException();
            }
        };
    }

    /**
     * The input of one connection, read on its way to MockWebServer: it reads each request whole by its HTTP/1.1
     * framing (request line, header fields, a {@code Content-Length} or chunked body) before MockWebServer sees any of
     * it, and answers itself what MockWebServer would not answer, then closes the connection:
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
     * stack trace) says what was refused, with the client's text escaped. The guard reads the next request only when
     * MockWebServer asks for it, and hands on only requests found whole and sound: by the time it answers a refusal,
     * every earlier request on the connection has had its answer, and MockWebServer never reads a request it would
     * fail on. A request cut off by the end of the stream is dropped, as MockWebServer would drop it, unanswered.
     */
    static final class ConnectionGuard extends InputStream {
        /** The largest request body the emulator reads: the API's bodies are a few hundred bytes. */
        static final int MAX_BODY_BYTES = 1 << 20;
        /** The longest request line, header line or chunk size line. */
        static final int MAX_LINE_BYTES = 8192;
        /** The most bytes of header fields one request may have. */
        static final int MAX_HEADER_BYTES = 65536;

        private static final String TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";

        private final Socket socket;
        private final InputStream in;
        private final long timeoutMillis;
        private final Supplier<String> requestIds;
        private final BufferedSource source;
        /** The requests read whole and found sound, that MockWebServer has yet to read. */
        private final Buffer pending = new Buffer();

        private boolean inRequest;
        private long deadlineNanos;
        /** What the guard answers instead of handing a request on, once found. */
        private ApiError refusal;

        /** The method of the request being read: the answer to a HEAD has no body. */
        private String method;

        ConnectionGuard(Socket socket, InputStream in, Duration timeout, Supplier<String> requestIds) {
            this.socket = socket;
            this.in = in;
            this.timeoutMillis = Math.max(1, timeout.toMillis());
            this.requestIds = requestIds;
            this.source = Okio.buffer(new TimedSource());
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) <= 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (refusal == null && len > 0 && pending.size() == 0) {
                try {
                    if (!readRequest()) {
                        return -1;
                    }
                } catch (ApiError r) {
                    refusal = r;
                    answerRefusal();
                }
            }
            if (refusal != null) {
                // Ends MockWebServer's reading of the request, and of the connection.
                throw new IOException("request refused with " + refusal.status + ": " + refusal.getMessage());
            }
            return len == 0 ? 0 : pending.read(b, off, len);
        }

        @Override
        public void close() throws IOException {
            in.close();
        }

        /** The connection's input, read with the idle timeout between requests, and within one the time left of it. */
        private final class TimedSource extends ForwardingSource {
            TimedSource() {
                super(Okio.source(in));
            }

            @Override
            public long read(Buffer sink, long byteCount) throws IOException {
                long wait = inRequest ? (deadlineNanos - System.nanoTime()) / 1_000_000 : timeoutMillis;
                if (wait > 0) {
                    socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, wait));
                    try {
                        return super.read(sink, byteCount);
                    } catch (SocketTimeoutException e) {
                        if (!inRequest) {
                            // Idle: close it, as any server closes an idle connection; MockWebServer sees the end.
                            closeQuietly();
                            return -1;
                        }
                    }
                }
                // Within a request, and its time is up.
                throw new ApiError(
                        408,
                        "request_timeout",
                        "the request did not arrive whole within " + timeoutMillis + " ms of its first byte");
            }
        }

        /**
         * Reads the next request whole into {@link #pending}, checking it on the way.
         *
         * @return {@code false} at the end of the stream (or of an idle connection), and for a request it cuts off
         * @throws ApiError what the request calls for instead of an answer by MockWebServer
         */
        private boolean readRequest() throws IOException {
            if (!source.request(1)) {
                return false;
            }
            inRequest = true;
            deadlineNanos = System.nanoTime() + timeoutMillis * 1_000_000;
            method = null;
            try {
                String target = requestLine(line(new ApiError(
                        414, "uri_too_long", "the request line is longer than " + MAX_LINE_BYTES + " bytes")));
                ApiError longHeader = new ApiError(
                        431, "header_fields_too_large", "a header line is longer than " + MAX_LINE_BYTES + " bytes");
                int headerBytes = 0;
                String contentLength = null;
                String codings = null;
                boolean hasHost = false;
                for (String text = line(longHeader); !text.isEmpty(); text = line(longHeader)) {
                    headerBytes += text.length() + 2;
                    if (headerBytes > MAX_HEADER_BYTES) {
                        throw new ApiError(
                                431,
                                "header_fields_too_large",
                                "the header fields are longer than " + MAX_HEADER_BYTES + " bytes");
                    }
                    int colon = text.indexOf(':');
                    if (colon <= 0 || !text.substring(0, colon).matches(TOKEN)) {
                        throw malformed("a header line is not 'Name: value': '" + Wire.printable(text) + "'");
                    }
                    String value = text.substring(colon + 1).strip();
                    switch (text.substring(0, colon).toLowerCase(Locale.ROOT)) {
                        case "content-length" -> {
                            if (!value.matches("[0-9]{1,18}")) {
                                throw malformed("Content-Length must be a whole number of bytes, was '"
                                        + Wire.printable(value) + "'");
                            }
                            if (contentLength != null && !value.equals(contentLength)) {
                                throw malformed("the request has two different Content-Length values");
                            }
                            contentLength = value;
                        }
                        case "transfer-encoding" -> codings = codings == null ? value : codings + ", " + value;
                        case "host" -> {
                            if (hasHost) {
                                throw malformed("the request has more than one Host header");
                            }
                            if (!validUrl(target, value)) {
                                throw malformed("the Host header '" + Wire.printable(value) + "' is not a host name or"
                                        + " address with an optional port");
                            }
                            hasHost = true;
                        }
                        default -> {
                            // Not part of the framing.
                        }
                    }
                }
                body(contentLength, codings);
                return true;
            } catch (EOFException e) {
                pending.clear();
                return false;
            } finally {
                inRequest = false;
            }
        }

        /**
         * Moves the next line of the request to {@link #pending}.
         *
         * @param tooLong the refusal of a line longer than {@value #MAX_LINE_BYTES} bytes
         * @return the line, without its line end (LF, or CRLF)
         */
        private String line(ApiError tooLong) throws IOException {
            long newline = source.indexOf((byte) '\n', 0, MAX_LINE_BYTES + 1);
            if (newline < 0 && source.request(MAX_LINE_BYTES + 1)) {
                throw tooLong;
            }
            if (newline < 0) {
                throw new EOFException();
            }
            String text = source.readString(newline + 1, StandardCharsets.ISO_8859_1);
            pending.writeString(text, StandardCharsets.ISO_8859_1);
            return text.substring(0, text.length() - (text.endsWith("\r\n") ? 2 : 1));
        }

        /** @return the request target */
        private String requestLine(String text) {
            String[] parts = text.split(" ", 3);
            // Known before the line is judged: the answer to a HEAD has no body, even a refusal of its request line.
            method = parts[0];
            if (parts.length != 3
                    || !parts[0].matches(TOKEN)
                    || parts[1].isEmpty()
                    || !parts[2].matches("HTTP/1\\.[01]")) {
                throw malformed("the request line is not 'METHOD TARGET HTTP/1.1': '" + Wire.printable(text) + "'");
            }
            // MockWebServer makes the URL of whatever it reads, and throws (a SEVERE stack trace) when it can make
            // none.
            if (!validUrl(parts[1], "localhost")) {
                throw malformed("the request target '" + Wire.printable(parts[1]) + "' is not a path (it "
                        + "starts with '/'), nor an absolute URL");
            }
            return parts[1];
        }

        /** @return whether MockWebServer can make the request's URL as it does: the target, or the host and the path */
        private boolean validUrl(String target, String host) {
            if (HttpUrl.parse(target) != null) {
                return true;
            }
            String path = method.equals("OPTIONS") && target.equals("*") ? "/" : target;
            return path.startsWith("/") && HttpUrl.parse("http://" + host + path) != null;
        }

        /**
         * Reads the body the head frames, after refusing both framings, a coding other than chunked, a body on a GET or
         * HEAD, and a body over the limit.
         */
        private void body(String contentLength, String codings) throws IOException {
            long length = contentLength == null ? 0 : Long.parseLong(contentLength);
            boolean chunked = codings != null;
            if (chunked && contentLength != null) {
                throw malformed("the request has both Content-Length and Transfer-Encoding");
            }
            if (chunked && !codings.equalsIgnoreCase("chunked")) {
                throw new ApiError(
                        501,
                        "not_implemented",
                        "Transfer-Encoding '" + Wire.printable(codings) + "' is not supported; send 'chunked' or a "
                                + "Content-Length");
            }
            if ((chunked || length > 0) && (method.equals("GET") || method.equals("HEAD"))) {
                throw malformed("a " + method + " request has no body");
            }
            if (length > MAX_BODY_BYTES) {
                throw tooLarge("the body is " + length + " bytes (Content-Length)");
            }
            if (chunked) {
                chunks();
            } else {
                source.readFully(pending, length);
            }
        }

        private void chunks() throws IOException {
            ApiError tooLong = malformed("a line of the chunked body is longer than " + MAX_LINE_BYTES + " bytes");
            long bodyBytes = 0;
            for (String text = line(tooLong).strip(); ; text = line(tooLong).strip()) {
                if (text.contains(";")) {
                    throw malformed("chunk extensions are not supported: '" + Wire.printable(text) + "'");
                }
                if (!text.matches("[0-9a-fA-F]{1,8}")) {
                    throw malformed("a chunk size must be a hexadecimal number, was '" + Wire.printable(text) + "'");
                }
                long chunk = Long.parseLong(text, 16);
                if (chunk == 0) {
                    break;
                }
                bodyBytes += chunk;
                if (bodyBytes > MAX_BODY_BYTES) {
                    throw tooLarge("the chunked body is over " + MAX_BODY_BYTES + " bytes");
                }
                source.readFully(pending, chunk);
                if (!line(tooLong).isEmpty()) {
                    throw malformed(
                            "a chunk's data is not followed by CRLF: the chunk is longer than its size line says");
                }
            }
            String trailer = line(tooLong);
            if (!trailer.isEmpty()) {
                throw malformed(
                        "trailer fields after the last chunk are not supported: '" + Wire.printable(trailer) + "'");
            }
        }

        /**
         * Answers the refusal, then ends the connection's output, drains its input for a moment and closes it, and
         * logs one line. An answer to a HEAD has no content (RFC 9110, section 9.3.2).
         */
        private void answerRefusal() {
            String requestId = requestIds.get();
            LOG.log(
                    System.Logger.Level.WARNING,
                    "CloudEmulator: answered " + refusal.status + " to a request "
                            + "from " + socket.getRemoteSocketAddress() + " and closed the connection: "
                            + refusal.getMessage() + " (" + requestId + ")");
            String body = "HEAD".equals(method) ? "" : refusal.body(requestId).toString();
            String head = DispatcherCore.line(refusal.status) + "\r\nDate: " + DispatcherCore.date()
                    + "\r\nContent-Type: application/json\r\n"
                    + (body.isEmpty() ? "" : "Content-Length: " + Utf8.size(body) + "\r\n")
                    + "X-Request-Id: " + requestId + "\r\nConnection: close\r\n\r\n";
            try {
                Okio.buffer(Okio.sink(socket.getOutputStream()))
                        .writeUtf8(head + body)
                        .flush();
                lingeringClose();
            } catch (IOException e) {
                // The client is gone; closing is all that is left.
            }
            closeQuietly();
        }

        private static ApiError malformed(String message) {
            return new ApiError(400, "malformed_request", message);
        }

        private static ApiError tooLarge(String what) {
            return new ApiError(
                    413,
                    "content_too_large",
                    what + "; this emulator accepts at most " + MAX_BODY_BYTES + " bytes (1 MiB)");
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
}
