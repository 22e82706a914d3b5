package dev.cloudsdk.core.testing;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import javax.net.ServerSocketFactory;

/**
 * Server sockets whose accepted connections have {@code TCP_NODELAY}, for MockWebServer. It writes a response's
 * headers and body as two small writes; with Nagle's algorithm the body waits for the client's ACK of the headers,
 * which the client delays (about 40 ms on Linux), so every exchange took about 44 ms. (The testkit's emulator does
 * the same; it cannot be shared from there, since the testkit depends on core.)
 */
public final class NoDelayServerSockets extends ServerSocketFactory {

    @Override
    public ServerSocket createServerSocket() throws IOException {
        // The only form MockWebServer calls: it binds the socket itself.
        return new ServerSocket() {
            @Override
            public Socket accept() throws IOException {
                Socket socket = super.accept();
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
        s.bind(new InetSocketAddress(address == null ? InetAddress.getLoopbackAddress() : address, port), backlog);
        return s;
    }
}
