package dev.cloudsdk.testkit.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;

/**
 * Starts the MockWebServer an emulator runs on: daemon threads ({@link DaemonServerThreads}), {@code TCP_NODELAY}
 * on every connection (without it every answer waited about 40 ms for a delayed ACK: {@link NoDelayServerSockets}),
 * every connection's input read through a {@link ConnectionGuard} (malformed, oversized and half-sent requests,
 * idle connections), the loopback address only, and MockWebServer's request log drained on every request.
 */
public final class LoopbackServer {
    private LoopbackServer() {
    }

    /**
     * @param dispatcher what answers each request
     * @param port the loopback port, or 0 for a free one
     * @param requestTimeout how long a request may take to arrive whole, and a connection may stay idle
     * @param onFailure run before the exception when it cannot listen (the emulator stops what it started)
     * @return the running server
     * @throws UncheckedIOException when it cannot listen on that port
     */
    public static MockWebServer start(EmulatorDispatcher dispatcher, int port, Duration requestTimeout,
                                      Runnable onFailure) {
        MockWebServer server = DaemonServerThreads.apply(new MockWebServer());
        // MockWebServer keeps every request for takeRequest(); drain it so a long-running emulator stays small.
        dispatcher.onRequest(() -> drainRequestLog(server));
        server.setDispatcher(dispatcher);
        server.setServerSocketFactory(new GuardedServerSockets(requestTimeout, dispatcher::nextRequestId));
        try {
            server.start(InetAddress.getLoopbackAddress(), port);
        } catch (IOException e) {
            onFailure.run();
            throw new UncheckedIOException("the emulator could not listen on loopback port " + port, e);
        }
        return server;
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
}
