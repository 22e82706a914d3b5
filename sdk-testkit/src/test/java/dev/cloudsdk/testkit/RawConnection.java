package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One kept-alive HTTP/1.1 connection to an emulator, written and read byte by byte, so that a test sees the framing
 * a client in any language relies on: each answer is read by the rules of RFC 9112 (no body after a HEAD, a 1xx, a
 * 204 or a 304; else {@code Content-Length}, {@code chunked}, or until the close) and checked to be well-formed,
 * with one {@code Date} in IMF-fixdate form.
 */
final class RawConnection implements AutoCloseable {
    private static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.US)
            .withZone(ZoneOffset.UTC);

    /** One answer: status, reason phrase, header fields in order (name, value) and body. */
    record Answer(int status, String reason, List<String[]> headers, byte[] body) {
        /** @return the values of the header field, any case of its name */
        List<String> values(String name) {
            return headers.stream()
                    .filter(h -> h[0].equalsIgnoreCase(name))
                    .map(h -> h[1])
                    .toList();
        }

        String text() {
            return new String(body, StandardCharsets.UTF_8);
        }

        boolean closes() {
            return values("Connection").stream().anyMatch(v -> v.equalsIgnoreCase("close"));
        }
    }

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    RawConnection(CloudEmulator emulator, Duration readTimeout) {
        try {
            socket = new Socket(
                    InetAddress.getLoopbackAddress(),
                    URI.create(emulator.baseUrl()).getPort());
            socket.setSoTimeout((int) readTimeout.toMillis());
            in = socket.getInputStream();
            out = socket.getOutputStream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void send(byte[] request) {
        try {
            out.write(request);
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void send(String request) {
        send(request.getBytes(StandardCharsets.ISO_8859_1));
    }

    /**
     * @param method the method of the request answered (a HEAD's answer has no body)
     * @return the final answer, after any 1xx interim ones
     * @throws AssertionError when the answer is not well-formed
     */
    Answer read(String method) {
        try {
            while (true) {
                Answer answer = readOne(method);
                if (answer.status() >= 200) {
                    return answer;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return whether the server closed its side: the next read ends the stream */
    boolean closedByServer() {
        try {
            return in.read() == -1;
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException e) {
            return true; // reset after the close
        }
    }

    private Answer readOne(String method) throws IOException {
        String statusLine = line();
        assertThat(statusLine).as("status line").matches("HTTP/1\\.1 [1-5][0-9]{2} [\\t -~]*");
        int status = Integer.parseInt(statusLine.substring(9, 12));
        List<String[]> headers = new ArrayList<>();
        for (String h = line(); !h.isEmpty(); h = line()) {
            assertThat(h).as("header field").matches("[!#$%&'*+.^_`|~0-9A-Za-z-]+:[\\t ]*[\\t -~\\x80-\\xff]*");
            int colon = h.indexOf(':');
            headers.add(
                    new String[] {h.substring(0, colon), h.substring(colon + 1).strip()});
        }
        Answer head = new Answer(status, statusLine.substring(13), headers, new byte[0]);
        List<String> dates = head.values("Date");
        assertThat(dates).as("Date of a " + status).hasSize(1);
        Instant date = ZonedDateTime.parse(dates.get(0), IMF_FIXDATE).toInstant();
        assertThat(date)
                .as("Date")
                .isBetween(Instant.now().minusSeconds(60), Instant.now().plusSeconds(60));
        List<String> lengths = head.values("Content-Length");
        List<String> codings = head.values("Transfer-Encoding");
        assertThat(lengths.isEmpty() || codings.isEmpty())
                .as("Content-Length beside Transfer-Encoding")
                .isTrue();
        assertThat(lengths).as("Content-Length").hasSizeLessThanOrEqualTo(1).allMatch(v -> v.matches("[0-9]+"));
        if (method.equals("HEAD") || status < 200 || status == 204 || status == 304) {
            if (status == 204 || status < 200) {
                assertThat(lengths).as("Content-Length of a " + status).isEmpty();
            }
            return head;
        }
        byte[] body;
        if (!codings.isEmpty()) {
            assertThat(codings).containsExactly("chunked");
            body = chunked();
        } else if (!lengths.isEmpty()) {
            body = in.readNBytes(Integer.parseInt(lengths.get(0)));
            assertThat(body).as("body of Content-Length " + lengths.get(0)).hasSize(Integer.parseInt(lengths.get(0)));
        } else {
            assertThat(head.closes())
                    .as("a body without a length is delimited by the close")
                    .isTrue();
            body = in.readAllBytes();
        }
        return new Answer(status, head.reason(), headers, body);
    }

    private byte[] chunked() throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (int size = Integer.parseInt(line(), 16); size > 0; size = Integer.parseInt(line(), 16)) {
            body.writeBytes(in.readNBytes(size));
            assertThat(line()).as("CRLF after a chunk").isEmpty();
        }
        assertThat(line()).as("no trailer").isEmpty();
        return body.toByteArray();
    }

    /** @return one line without its CRLF; a bare LF or the end of the stream fails */
    private String line() throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); ; c = in.read()) {
            assertThat(c).as("the answer goes on (read so far: '" + line + "')").isNotEqualTo(-1);
            if (c == '\n') {
                assertThat(line).as("a line ends with CRLF").endsWith("\r");
                return line.substring(0, line.length() - 1);
            }
            line.append((char) c);
            assertThat(line.length()).as("line length").isLessThan(65536);
        }
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // Closing is best effort.
        }
    }
}
