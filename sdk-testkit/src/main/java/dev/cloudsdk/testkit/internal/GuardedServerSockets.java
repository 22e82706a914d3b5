package dev.cloudsdk.testkit.internal;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.function.Supplier;
import javax.net.ServerSocketFactory;

/**
 * Server sockets on loopback whose connections send each write at once ({@code TCP_NODELAY}, see
 * {@link NoDelayServerSockets} for why) and read through a {@link ConnectionGuard}.
 */
final class GuardedServerSockets extends ServerSocketFactory {
    private final Duration timeout;
    private final Supplier<String> requestIds;

    /**
     * @param timeout how long a request may take to arrive, and a connection may stay idle
     * @param requestIds the source of the {@code X-Request-Id} of each refusal
     */
    GuardedServerSockets(Duration timeout, Supplier<String> requestIds) {
        this.timeout = timeout;
        this.requestIds = requestIds;
    }

    @Override
    public ServerSocket createServerSocket() throws IOException {
        // MockWebServer creates an unbound socket and binds it itself; this is the only form it calls.
        return new ServerSocket() {
            @Override
            public Socket accept() throws IOException {
                Socket socket = new GuardedSocket(timeout, requestIds);
                implAccept(socket);
                socket.setTcpNoDelay(true);
                return socket;
            }
        };
    }

    @Override
    public ServerSocket createServerSocket(int port) throws IOException {
        return createServerSocket(port, 50, null);
    }

    @Override
    public ServerSocket createServerSocket(int port, int backlog) throws IOException {
        return createServerSocket(port, backlog, null);
    }

    @Override
    public ServerSocket createServerSocket(int port, int backlog, InetAddress address) throws IOException {
        ServerSocket s = createServerSocket();
        s.bind(new InetSocketAddress(address == null ? InetAddress.getLoopbackAddress() : address, port),
                backlog);
        return s;
    }
}
