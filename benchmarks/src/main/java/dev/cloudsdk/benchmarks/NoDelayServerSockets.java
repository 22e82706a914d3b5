package dev.cloudsdk.benchmarks;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import javax.net.ServerSocketFactory;

/**
 * Server sockets whose accepted connections send each write at once ({@code TCP_NODELAY}).
 *
 * <p>Why: MockWebServer writes a response as two small writes (status line and headers, then the body). With
 * Nagle's algorithm on, the kernel holds the second write until the client acknowledges the first, and the
 * client, which is waiting for the body, delays that acknowledgement by up to 40 ms (Linux's delayed ACK). So
 * every request cost about 44 ms on loopback; with {@code TCP_NODELAY} it costs well under a millisecond.
 * The forms that take no address bind to loopback, as every server of the emulator does.
 */
final class NoDelayServerSockets extends ServerSocketFactory {

    @Override
    public ServerSocket createServerSocket() throws IOException {
        // MockWebServer creates an unbound socket and binds it itself; this is the only form it calls.
        return new NoDelayServerSocket();
    }

    @Override
    public ServerSocket createServerSocket(int port) throws IOException {
        ServerSocket s = createServerSocket();
        s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        return s;
    }

    @Override
    public ServerSocket createServerSocket(int port, int backlog) throws IOException {
        ServerSocket s = createServerSocket();
        s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), backlog);
        return s;
    }

    @Override
    public ServerSocket createServerSocket(int port, int backlog, InetAddress address) throws IOException {
        ServerSocket s = createServerSocket();
        s.bind(new InetSocketAddress(address == null ? InetAddress.getLoopbackAddress() : address, port), backlog);
        return s;
    }

    private static final class NoDelayServerSocket extends ServerSocket {
        NoDelayServerSocket() throws IOException {
            super();
        }

        @Override
        public Socket accept() throws IOException {
            Socket socket = super.accept();
            socket.setTcpNoDelay(true);
            return socket;
        }
    }
}
