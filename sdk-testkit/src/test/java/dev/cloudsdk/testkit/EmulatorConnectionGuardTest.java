package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cloudsdk.dns.DnsClient;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/**
 * Issue 27, B: requests MockWebServer cannot parse, bodies over the bound, half-sent requests and idle
 * connections, over raw sockets. Each malformed request gets an answer in the API's error shape and one log line
 * without a stack trace, and its connection is closed; nothing waits forever.
 */
class EmulatorConnectionGuardTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Every wait of a test on the server: far above the 300 ms timeout, far below forever. */
    private static final int READ_TIMEOUT_MILLIS = 10_000;

    private final List<LogRecord> logged = new CopyOnWriteArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            logged.add(record);
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };
    private CloudEmulator emulator;

    /** What came back on a connection: the status line, the headers, the body, and whether the server closed. */
    private record Exchange(String statusLine, String head, String body, boolean closed) {
        JsonNode error() throws IOException {
            return JSON.readTree(body).path("error");
        }
    }

    @BeforeEach
    void start() {
        Logger.getLogger("").addHandler(capture);
        CloudEmulator.Builder builder = CloudEmulator.builder();
        builder.requestTimeout = Duration.ofMillis(300);
        emulator = builder.start();
    }

    @AfterEach
    void stop() {
        emulator.close();
        Logger.getLogger("").removeHandler(capture);
    }

    private Socket connect() throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), emulator.port());
        socket.setSoTimeout(READ_TIMEOUT_MILLIS);
        return socket;
    }

    private String auth() {
        return "Authorization: Bearer " + emulator.token() + "\r\n";
    }

    /** Reads one answer framed by Content-Length, then whether the server closed the connection. */
    private static Exchange read(Socket socket, boolean thenExpectClose) throws IOException {
        InputStream in = socket.getInputStream();
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                return new Exchange(head.toString(StandardCharsets.ISO_8859_1), "", "", true);
            }
            head.write(b);
        }
        String text = head.toString(StandardCharsets.ISO_8859_1);
        int length = 0;
        for (String line : text.split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                length = Integer.parseInt(line.substring(15).trim());
            }
        }
        String body = new String(in.readNBytes(length), StandardCharsets.UTF_8);
        boolean closed = thenExpectClose && in.read() < 0;
        return new Exchange(text.substring(0, text.indexOf("\r\n")), text, body, closed);
    }

    private static void send(Socket socket, String text) throws IOException {
        OutputStream out = socket.getOutputStream();
        out.write(text.getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
    }

    private List<LogRecord> severeOrWithStackTrace() {
        return logged.stream()
                .filter(r -> r.getLevel().intValue() >= Level.SEVERE.intValue() || r.getThrown() != null)
                .toList();
    }

    private List<LogRecord> ours() {
        return logged.stream()
                .filter(r -> r.getMessage() != null && r.getMessage().startsWith("CloudEmulator: answered"))
                .toList();
    }

    @ParameterizedTest(name = "{0}")
    @CsvFileSource(resources = "/malformed-requests.csv", delimiter = '|')
    void aMalformedRequestGetsAnErrorAnswerOneLogLineAndAClosedConnection(
            String what, String rest, String status, String message) throws IOException {
        String request = "POST /_emulator/reset HTTP/1.1\r\n" + auth()
                + rest.replace("\\r\\n", "\r\n").replace("\\u0001", "\u0001");
        try (Socket socket = connect()) {
            send(socket, request);
            Exchange answer = read(socket, true);
            assertThat(answer.statusLine()).isEqualTo("HTTP/1.1 " + status);
            assertThat(answer.head()).contains("Content-Type: application/json").contains("X-Request-Id: req-");
            assertThat(answer.error().path("message").asText()).isEqualTo(message);
            assertThat(answer.error().path("request_id").asText()).startsWith("req-");
            assertThat(answer.closed()).isTrue();
        }
        assertThat(ours()).singleElement().satisfies(r -> {
            assertThat(r.getThrown()).isNull();
            assertThat(r.getMessage()).contains(message.replace("\\", "\\\\").substring(0, 10));
        });
        assertThat(severeOrWithStackTrace()).isEmpty();
    }

    @Test
    void aGetWithABodyIsRefused() throws IOException {
        try (Socket socket = connect()) {
            send(socket, "GET /_emulator/state HTTP/1.1\r\n" + auth() + "Content-Length: 2\r\n\r\n{}");
            Exchange answer = read(socket, true);
            assertThat(answer.statusLine()).isEqualTo("HTTP/1.1 400 Bad Request");
            assertThat(answer.error().path("message").asText()).isEqualTo("a GET request has no body");
        }
        assertThat(severeOrWithStackTrace()).isEmpty();
    }

    @Test
    void aRequestLineThatIsNotHttpIsRefused() throws IOException {
        try (Socket socket = connect()) {
            send(socket, "HELLO\r\n\r\n");
            Exchange answer = read(socket, true);
            assertThat(answer.statusLine()).isEqualTo("HTTP/1.1 400 Bad Request");
            assertThat(answer.error().path("message").asText())
                    .isEqualTo("the request line is not 'METHOD TARGET HTTP/1.1': 'HELLO'");
        }
    }

    @Test
    void aRequestTargetThatIsNoPathIsRefused() throws IOException {
        try (Socket socket = connect()) {
            send(socket, "GET _emulator/state HTTP/1.1\r\n" + auth() + "\r\n");
            Exchange answer = read(socket, true);
            assertThat(answer.statusLine()).isEqualTo("HTTP/1.1 400 Bad Request");
            assertThat(answer.error().path("message").asText())
                    .isEqualTo("the request target '_emulator/state' is "
                            + "not a path (it starts with '/'), nor an absolute URL");
        }
        assertThat(severeOrWithStackTrace()).isEmpty();
    }

    @Test
    void aValidChunkedBodyIsReadAsAnyOther() throws IOException {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        String json = "{\"protocol\": \"HTTP\", \"lb_algorithm\": \"ROUND_ROBIN\", \"name\": \"web\"}";
        try (Socket socket = connect()) {
            send(
                    socket,
                    "POST /v1/load-balancers/" + lb.id() + "/pools HTTP/1.1\r\n" + auth() + "X-Region: "
                            + lb.region() + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                            + Integer.toHexString(10) + "\r\n" + json.substring(0, 10) + "\r\n"
                            + Integer.toHexString(json.length() - 10) + "\r\n" + json.substring(10) + "\r\n0\r\n\r\n");
            Exchange answer = read(socket, false);
            assertThat(answer.statusLine()).isEqualTo("HTTP/1.1 201 Created");
            assertThat(JSON.readTree(answer.body()).at("/pool/name").asText()).isEqualTo("web");
        }
        assertThat(emulator.pools(lb.id())).hasSize(1);
        assertThat(ours()).isEmpty();
    }

    /** Two requests in one write, the second malformed: the first still gets its own answer, first. */
    @Test
    void aMalformedRequestAfterAGoodOneOnTheSameConnectionIsAnsweredAfterIt() throws IOException {
        try (Socket socket = connect()) {
            send(
                    socket,
                    "GET /_emulator/state HTTP/1.1\r\n" + auth() + "\r\n" + "POST /_emulator/reset HTTP/1.1\r\n"
                            + auth() + "Transfer-Encoding: chunked\r\n\r\nzz\r\n");
            Exchange first = read(socket, false);
            assertThat(first.statusLine()).isEqualTo("HTTP/1.1 200 OK");
            assertThat(JSON.readTree(first.body()).has("requests")).isTrue();
            Exchange second = read(socket, true);
            assertThat(second.statusLine()).isEqualTo("HTTP/1.1 400 Bad Request");
            assertThat(second.closed()).isTrue();
        }
    }

    @Test
    void aHalfSentRequestIsAnswered408AfterTheTimeout() throws IOException {
        try (Socket socket = connect()) {
            send(socket, "POST /_emulator/reset HTTP/1.1\r\n" + auth() + "Content-Length: 10\r\n\r\n{\"a\"");
            Exchange answer = read(socket, true);
            assertThat(answer.statusLine()).isEqualTo("HTTP/1.1 408 Request Timeout");
            assertThat(answer.error().path("code").asText()).isEqualTo("request_timeout");
            assertThat(answer.error().path("message").asText())
                    .isEqualTo("the request did not arrive whole within 300 ms of its first byte");
            assertThat(answer.closed()).isTrue();
        }
        try (Socket socket = connect()) {
            send(socket, "GET /_emulator/sta");
            assertThat(read(socket, true).statusLine()).isEqualTo("HTTP/1.1 408 Request Timeout");
        }
        assertThat(ours()).hasSize(2);
        assertThat(severeOrWithStackTrace()).isEmpty();
    }

    /** Bytes that trickle in do not keep a request alive past its timeout. */
    @Test
    void aTricklingRequestIsAnswered408Too() throws Exception {
        try (Socket socket = connect()) {
            String request = "GET /_emulator/state HTTP/1.1\r\n" + auth() + "\r\n";
            Thread trickle = new Thread(() -> {
                try {
                    for (char c : request.toCharArray()) {
                        send(socket, String.valueOf(c));
                        Thread.sleep(50);
                    }
                } catch (IOException | InterruptedException e) {
                    // The server closed the connection: what the test expects.
                }
            });
            trickle.start();
            assertThat(read(socket, true).statusLine()).isEqualTo("HTTP/1.1 408 Request Timeout");
            trickle.interrupt();
            trickle.join();
        }
    }

    @Test
    void anIdleConnectionIsClosedWithoutAnAnswer() throws IOException {
        try (Socket socket = connect()) {
            assertThat(socket.getInputStream().read()).isEqualTo(-1);
        }
        try (Socket socket = connect()) {
            send(socket, "GET /_emulator/state HTTP/1.1\r\n" + auth() + "\r\n");
            assertThat(read(socket, false).statusLine()).isEqualTo("HTTP/1.1 200 OK");
            assertThat(socket.getInputStream().read()).isEqualTo(-1); // idle after its answer, then closed
        }
        assertThat(ours()).isEmpty();
    }

    /** The SDK finds a connection the emulator closed while idle, and makes its next call on a new one. */
    @Test
    void theSdkCarriesOnAfterTheEmulatorClosedItsIdleConnection() throws InterruptedException {
        SeededZone zone = emulator.seedZone("example.org");
        emulator.seedRecordset(zone, "www", "A", "192.0.2.10");
        DnsClient dns = DnsClient.create(emulator.config());
        assertThat(dns.recordsets().list(zone.id()).stream()).hasSize(1);
        Thread.sleep(800);
        assertThat(dns.recordsets().list(zone.id()).stream()).hasSize(1);
        assertThat(emulator.requestCount(ApiOperation.LIST_RECORDSETS)).isEqualTo(2);
    }
}
