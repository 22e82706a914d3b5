package dev.cloudsdk.testkit.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/**
 * What {@link ConnectionGuard} answers instead of handing a request on: the status, and the error's code and
 * message.
 */
record Refusal(int status, String code, String message) {
    private static final System.Logger LOG = System.getLogger("dev.cloudsdk.testkit");

    static Refusal malformed(String message) {
        return new Refusal(400, "malformed_request", message);
    }

    static Refusal tooLarge(String what) {
        return new Refusal(413, "content_too_large", what + "; this emulator accepts at most "
                + ConnectionGuard.MAX_BODY_BYTES + " bytes (1 MiB)");
    }

    /**
     * Answers on the connection, then ends its output and drains its input for a moment, and logs one line; the
     * caller closes the socket.
     *
     * @param socket the connection
     * @param in its input as the socket gives it, not through the guard
     * @param requestId the answer's {@code X-Request-Id}
     * @param toHead whether the request was a HEAD, whose answer has no content (RFC 9110, section 9.3.2)
     */
    void answer(Socket socket, InputStream in, String requestId, boolean toHead) {
        LOG.log(System.Logger.Level.WARNING, "CloudEmulator: answered " + status() + " to a request "
                + "from " + socket.getRemoteSocketAddress() + " and closed the connection: "
                + message() + " (" + requestId + ")");
        byte[] body = toHead ? new byte[0] : Wire.write(Wire.errorBody(status(), code(), message(), null,
                requestId)).getBytes(StandardCharsets.UTF_8);
        String head = HttpStatus.line(status()) + "\r\nDate: " + HttpStatus.date()
                + "\r\nContent-Type: application/json\r\n" + (toHead ? "" : "Content-Length: " + body.length + "\r\n")
                + "X-Request-Id: " + requestId + "\r\nConnection: close\r\n\r\n";
        try {
            OutputStream out = socket.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            lingeringClose(socket, in);
        } catch (IOException e) {
            // The client is gone; closing is all that is left.
        }
    }

    /**
     * Sends the end of the stream, then reads and drops what the client still sends for a moment (at most 1 s and
     * a MiB), so that closing with unread input does not reset the connection before the client read the answer.
     */
    private static void lingeringClose(Socket socket, InputStream in) throws IOException {
        socket.shutdownOutput();
        socket.setSoTimeout(250);
        long until = System.nanoTime() + 1_000_000_000L;
        byte[] drop = new byte[8192];
        int dropped = 0;
        try {
            while (System.nanoTime() < until && dropped < ConnectionGuard.MAX_BODY_BYTES) {
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
}
