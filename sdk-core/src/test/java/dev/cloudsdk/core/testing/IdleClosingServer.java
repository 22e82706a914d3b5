package dev.cloudsdk.core.testing;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/**
 * A keep-alive HTTP/1.1 server on loopback that closes a connection once it has been idle for a set time, as
 * Node.js (5 s), Apache httpd (5 s) and load balancers (about 60 s) do. Every request gets the same JSON answer.
 * It counts the requests it read in full, so a test can prove each one arrived exactly once.
 */
public final class IdleClosingServer implements AutoCloseable {
    private static final int HANDSHAKE_MILLIS = 10_000;

    private final ServerSocket listener;
    private final String scheme;
    private final int idleMillis;
    private final byte[] body;
    private final int status;
    private final AtomicInteger requests = new AtomicInteger();
    private final AtomicInteger connections = new AtomicInteger();
    private final Thread acceptor;

    /**
     * @param idleMillis how long a connection may stay idle before the server closes it
     * @param status the status of every answer
     * @param json the body of every answer
     * @throws IOException when the port cannot be bound
     */
    public IdleClosingServer(int idleMillis, int status, String json) throws IOException {
        this(idleMillis, status, json, null);
    }

    /**
     * @param idleMillis how long a connection may stay idle before the server closes it
     * @param status the status of every answer
     * @param json the body of every answer
     * @param tls the server's TLS context, or {@code null} for plain HTTP
     * @throws IOException when the port cannot be bound
     */
    public IdleClosingServer(int idleMillis, int status, String json, SSLContext tls) throws IOException {
        this.scheme = tls == null ? "http" : "https";
        this.listener = tls == null
                ? new ServerSocket(0, 50, InetAddress.getLoopbackAddress())
                : tls.getServerSocketFactory().createServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.idleMillis = idleMillis;
        this.status = status;
        this.body = json.getBytes(StandardCharsets.UTF_8);
        this.acceptor = new Thread(this::acceptLoop, "idle-closing-server");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** @return the base URL, {@code http://127.0.0.1:port/} or {@code https://...} */
    public String url() {
        return scheme + "://127.0.0.1:" + listener.getLocalPort() + "/";
    }

    /** @return the requests read in full */
    public int requestCount() {
        return requests.get();
    }

    /** @return the connections accepted */
    public int connectionCount() {
        return connections.get();
    }

    private void acceptLoop() {
        while (!listener.isClosed()) {
            try {
                Socket s = listener.accept();
                connections.incrementAndGet();
                Thread t = new Thread(() -> serve(s), "idle-closing-connection");
                t.setDaemon(true);
                t.start();
            } catch (IOException e) {
                return;
            }
        }
    }

    private void serve(Socket socket) {
        try (Socket s = socket) {
            s.setTcpNoDelay(true);
            if (s instanceof SSLSocket tls) {
                // The idle limit is for a kept-alive connection between requests, as in a real server, not for the
                // handshake: a cold handshake takes a few hundred ms on a loaded machine (more on JDK 25 than on
                // 17), and cutting it off as "idle" failed the connection before any request was sent.
                s.setSoTimeout(HANDSHAKE_MILLIS);
                tls.startHandshake();
            }
            s.setSoTimeout(idleMillis);
            InputStream in = new BufferedInputStream(s.getInputStream());
            OutputStream out = s.getOutputStream();
            while (readRequest(in)) {
                requests.incrementAndGet();
                String head = "HTTP/1.1 " + status + " OK\r\nContent-Type: application/json\r\nContent-Length: "
                        + body.length + "\r\n\r\n";
                byte[] h = head.getBytes(StandardCharsets.US_ASCII);
                byte[] all = new byte[h.length + body.length];
                System.arraycopy(h, 0, all, 0, h.length);
                System.arraycopy(body, 0, all, h.length, body.length);
                out.write(all);
                out.flush();
            }
        } catch (SocketTimeoutException idle) {
            // Idle for too long: close, as a keep-alive timeout does. The try-with-resources closes the socket.
        } catch (IOException e) {
            // The client went away.
        }
    }

    /** Reads one request (head and a Content-Length body); false at the end of the stream. */
    private static boolean readRequest(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        int contentLength = 0;
        boolean any = false;
        while (true) {
            int c = in.read();
            if (c < 0) {
                return false;
            }
            any = true;
            if (c == '\n') {
                String l = line.toString().trim();
                if (l.isEmpty()) {
                    break;
                }
                if (l.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                    contentLength = Integer.parseInt(l.substring(15).trim());
                }
                line.setLength(0);
            } else {
                line.append((char) c);
            }
        }
        for (int i = 0; i < contentLength; i++) {
            if (in.read() < 0) {
                return false;
            }
        }
        return any;
    }

    @Override
    public void close() throws IOException {
        listener.close();
    }
}
