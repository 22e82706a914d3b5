package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.BugDetectors;
import com.code_intelligence.jazzer.api.SilentCloseable;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 36: whatever a client sends, of any method, target, header fields and body, gets a well-formed HTTP/1.1
 * answer with a {@code Date}, and leaves a kept-alive connection ready for the next request (unless the answer
 * says {@code Connection: close} and closes it). The fuzz test's seeds are in
 * {@code src/test/resources/dev/cloudsdk/testkit/EmulatorKeepAliveTestInputs/}; {@code JAZZER_FUZZ=1} fuzzes
 * (CONTRIBUTING.md, "Fuzzing the emulator").
 */
class EmulatorKeepAliveTest {
    @RegisterExtension
    static final EmulatorExtension cloud = new EmulatorExtension().keepStateBetweenTests();

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Framing is the harness's, so that each input is one whole request: these fields of the input are dropped. */
    private static final Set<String> FRAMING = Set.of("content-length", "transfer-encoding", "connection");

    /**
     * One request made from the input, read as ISO-8859-1 text: a first line {@code METHOD TARGET}, header lines up
     * to an empty line, then the body (sent with its {@code Content-Length} when not empty). {@code {token}},
     * {@code {zone}} and {@code {region}} stand for the emulator's token, a seeded zone's id and its region. Then a
     * List recordsets on the same connection must get its right answer.
     */
    @FuzzTest(maxDuration = "5m")
    void anyRequestLeavesTheConnectionReadyForTheNext(byte[] input) {
        CloudEmulator emulator = cloud.emulator();
        SeededZone zone = freshState(emulator);
        String[] parts = new String(input, StandardCharsets.ISO_8859_1)
                .replace("\r", "")
                .replace("{token}", emulator.token())
                .replace("{zone}", zone.id().toString())
                .replace("{region}", zone.region())
                .split("\n\n", 2);
        String[] lines = parts[0].split("\n", -1);
        String[] requestLine = lines[0].split(" ", 2);
        String method = requestLine[0];
        StringBuilder request = new StringBuilder(method)
                .append(' ')
                .append(requestLine.length > 1 ? requestLine[1] : "/")
                .append(" HTTP/1.1\r\nHost: localhost\r\n");
        for (int i = 1; i < lines.length; i++) {
            String name = lines[i].split(":", 2)[0].strip().toLowerCase(Locale.ROOT);
            if (!lines[i].isEmpty() && !FRAMING.contains(name)) {
                request.append(lines[i]).append("\r\n");
            }
        }
        String body = parts.length > 1 ? parts[1] : "";
        if (!body.isEmpty()) {
            request.append("Content-Length: ").append(body.length()).append("\r\n");
        }
        request.append("\r\n").append(body);
        // Jazzer's SSRF detector refuses every connection a fuzz test makes unless allowed: this one only.
        int port = URI.create(emulator.baseUrl()).getPort();
        try (SilentCloseable loopback = BugDetectors.allowNetworkConnections((h, p) -> p == port);
                RawConnection connection = new RawConnection(emulator, Duration.ofSeconds(5))) {
            connection.send(request.toString());
            RawConnection.Answer first = connection.read(method);
            if (first.closes()) {
                assertThat(connection.closedByServer())
                        .as("closed after 'Connection: close'")
                        .isTrue();
                return;
            }
            // Whatever the input changed through the admin API (a fault queued, a reset) is undone first.
            assertListAnswered(connection, freshState(emulator));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/zones/{zone}/recordsets", "/nothing", "/_emulator/state", "/_emulator/nothing"})
    void anAnswerToHeadHasNoBody(String path) {
        CloudEmulator emulator = cloud.emulator();
        SeededZone zone = freshState(emulator);
        try (RawConnection connection = new RawConnection(emulator, Duration.ofSeconds(5))) {
            for (String auth : new String[] {"Authorization: Bearer " + emulator.token() + "\r\n", ""}) {
                connection.send("HEAD " + path.replace("{zone}", zone.id().toString())
                        + " HTTP/1.1\r\nHost: localhost\r\nX-Region: " + zone.region() + "\r\n" + auth + "\r\n");
                RawConnection.Answer head = connection.read("HEAD");
                assertThat(head.status()).isGreaterThanOrEqualTo(400);
                assertThat(head.values("Content-Length"))
                        .as("a length other than a GET's")
                        .isEmpty();
                assertListAnswered(connection, zone);
            }
        }
    }

    @Test
    void everyAnswerCarriesADate() {
        CloudEmulator emulator = cloud.emulator();
        SeededZone zone = freshState(emulator);
        String auth = "Authorization: Bearer " + emulator.token() + "\r\n";
        emulator.injectFault(ApiOperation.RESTART_DATABASE_INSTANCE, 1, Fault.status(503));
        try (RawConnection connection = new RawConnection(emulator, Duration.ofSeconds(5))) {
            for (String request : new String[] {
                "GET /nothing HTTP/1.1\r\nHost: localhost\r\n" + auth + "\r\n",
                "GET /_emulator/state HTTP/1.1\r\nHost: localhost\r\n\r\n",
                "PUT /v1/zones/" + zone.id() + "/recordsets HTTP/1.1\r\nHost: localhost\r\n" + auth + "\r\n",
                "POST /v1/database-instances/" + zone.id() + "/restart HTTP/1.1\r\nHost: localhost\r\n" + auth + "\r\n",
                "DELETE /_emulator/faults HTTP/1.1\r\nHost: localhost\r\n" + auth + "\r\n"
            }) {
                connection.send(request);
                // RawConnection.read checks the Date of each answer.
                assertThat(connection.read("GET").status()).isIn(204, 401, 404, 405, 503);
            }
            assertListAnswered(connection, zone);
        }
        try (RawConnection connection = new RawConnection(emulator, Duration.ofSeconds(5))) {
            connection.send("GET /v1 HTTP/9\r\n\r\n");
            RawConnection.Answer refused = connection.read("GET");
            assertThat(refused.status()).isEqualTo(400);
            assertThat(refused.closes()).isTrue();
        }
    }

    private static SeededZone freshState(CloudEmulator emulator) {
        emulator.reset();
        SeededZone zone = emulator.seedZone("example.org");
        emulator.seedRecordset(zone, "www", "A", "192.0.2.10");
        return zone;
    }

    /** Sends a List recordsets of the zone on the connection, and checks its whole answer. */
    private static void assertListAnswered(RawConnection connection, SeededZone zone) {
        connection.send("GET /v1/zones/" + zone.id() + "/recordsets HTTP/1.1\r\nHost: localhost\r\nAuthorization: "
                + "Bearer " + cloud.emulator().token() + "\r\nX-Region: " + zone.region() + "\r\n\r\n");
        RawConnection.Answer answer = connection.read("GET");
        assertThat(answer.status()).as(answer.text()).isEqualTo(200);
        assertThat(answer.values("Content-Type")).containsExactly("application/json");
        assertThat(answer.values("X-Request-Id")).singleElement().asString().matches("req-[0-9]+");
        JsonNode body;
        try {
            body = JSON.readTree(answer.body());
        } catch (IOException e) {
            throw new AssertionError("the body is not JSON: " + answer.text(), e);
        }
        assertThat(body.path("recordsets")).hasSize(1);
        assertThat(body.path("recordsets").get(0).path("name").asText()).isEqualTo("www.example.org.");
        assertThat(body.path("meta").path("total").asInt()).isEqualTo(1);
    }
}
