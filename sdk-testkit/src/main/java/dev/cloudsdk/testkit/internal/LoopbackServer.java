package dev.cloudsdk.testkit.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import javax.net.ServerSocketFactory;
import mockwebserver3.MockWebServer;

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
                System.getLogger("dev.cloudsdk.testkit")
                        .log(
                                System.Logger.Level.WARNING,
                                "CloudEmulator: its server "
                                        + "threads could not be made daemon threads (" + e
                                        + "), so an emulator that is not closed keeps the JVM from exiting: close() "
                                        + "it. On the module path, run the JVM with "
                                        + JVM_OPTIONS);
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
}
