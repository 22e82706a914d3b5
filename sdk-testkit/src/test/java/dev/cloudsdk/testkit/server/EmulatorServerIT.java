package dev.cloudsdk.testkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.testkit.ApiOperation;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The server jar as a user runs it ({@code java -jar}, a process of its own), and the documents' commands against
 * it: the section "The emulator as a server" of the user guide's docs/testing-with-the-emulator.md and of the testkit
 * README is each read as a shell reads it ({@link ReadmeScript}), the jar is started with its {@code java -jar}
 * options (on a free port instead of 9400), and each curl command is sent with Java's {@link HttpClient}; its status
 * must be the one its comment promises, the banner the one the guide shows, and the state the JSON the testkit
 * README shows. So the documents stay true.
 */
class EmulatorServerIT {
    private static final Path GUIDE =
            Path.of(System.getProperty("docs.testing", "../docs/testing-with-the-emulator.md"));
    private static final Path TESTKIT_README = Path.of(System.getProperty("readme.testkit", "README.md"));
    private static final String SECTION = "## The emulator as a server";
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();

    @Test
    void theGuidesCommandsAnswerAsTheirCommentsSay() throws Exception {
        ReadmeScript script = ReadmeScript.read(GUIDE, SECTION);
        try (ServerProcess server = startAsDocumented(script)) {
            assertThat(server.output().replace(server.baseUrl(), "http://localhost:9400/"))
                    .isEqualTo(String.join("\n", script.first("text")) + "\n");
            List<ReadmeScript.Curl> curls = script.curls(Map.of("URL", withoutSlash(server.baseUrl())));
            List<String> requests = curls.stream()
                    .map(c -> c.method() + " " + template(c.url()))
                    .toList();
            // Examples, not a list of the operations (README.md's generated table is that): each call of the API is
            // one of the document's operations, so a curl cannot show a path the emulator does not serve.
            List<String> documented = Stream.of(ApiOperation.values())
                    .map(op -> op.method() + " " + op.path().replaceAll("\\{[^}]+}", "{id}"))
                    .toList();
            assertThat(requests.stream().filter(r -> r.contains(" /v1/")))
                    .as(
                            "the API calls of %s, \"%s\", " + "each the request of an operation of ApiOperation %s",
                            GUIDE, SECTION, documented)
                    .isNotEmpty()
                    .allSatisfy(r ->
                            assertThat(documented).as("the guide's curl %s", r).contains(r));
            assertThat(requests)
                    .as("the admin requests of %s, \"%s\"", GUIDE, SECTION)
                    .contains(
                            "POST /_emulator/faults",
                            "DELETE /_emulator/faults",
                            "GET /_emulator/state",
                            "POST /_emulator/reset");
            List<HttpResponse<String>> answers = send(curls);
            assertThat(statuses(answers, curls)).isEqualTo(expected(curls));
            HttpResponse<String> injected = answers.get(curls.indexOf(
                    curls.stream().filter(c -> c.expected() == 503).findFirst().orElseThrow()));
            assertThat(injected.headers().firstValue("Retry-After")).hasValue("1");
        }
    }

    @Test
    void theTestkitReadmeAdminCommandsAnswerAsTheirCommentsSay() throws Exception {
        ReadmeScript script = ReadmeScript.read(TESTKIT_README, SECTION);
        try (ServerProcess server = startAsDocumented(script)) {
            List<ReadmeScript.Curl> curls = script.curls(Map.of("URL", withoutSlash(server.baseUrl())));
            assertThat(curls.stream().map(c -> c.body() == null ? "" : c.body()))
                    .anyMatch(b -> b.contains("\"status\""))
                    .anyMatch(b -> b.contains("\"delay\""))
                    .anyMatch(b -> b.contains("\"disconnect\""))
                    .anyMatch(b -> b.contains("\"slowBody\""))
                    .anyMatch(b -> b.contains("\"unreadableBody\""));
            List<HttpResponse<String>> answers = send(curls);
            assertThat(statuses(answers, curls)).isEqualTo(expected(curls));
            assertThat(curls.get(0).url()).endsWith("/_emulator/state");
            ObjectMapper json = new ObjectMapper();
            JsonNode documented = json.readTree(String.join("\n", script.first("json")));
            assertThat(withoutUnlistedZeroCounts(json.readTree(answers.get(0).body()), documented))
                    .isEqualTo(documented);
        }
    }

    @Test
    void ctrlCRunsTheShutdownHookWhichClosesTheEmulator() throws Exception {
        int port = ServerProcess.freePort();
        try (ServerProcess server = ServerProcess.start(List.of("--port", Integer.toString(port)))) {
            // The banner is out and it answers: main is holding the JVM up, although every emulator thread is a
            // daemon.
            assertThat(get(server.baseUrl() + "_emulator/state").statusCode()).isEqualTo(200);
            boolean sigint = !server.sigintIgnored();
            ServerProcess.Exit exit = server.interrupt();
            assertThat(exit.output()).endsWith("cloudsdk emulator stopped\n");
            assertThat(exit.code())
                    .as("exit code after %s", sigint ? "SIGINT" : "SIGTERM")
                    .isEqualTo(sigint ? 130 : 143);
            try (ServerSocket again = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                assertThat(again.getLocalPort()).isEqualTo(port);
            }
        }
    }

    @Test
    void aTakenPortEndsItWithExitCode1AndSaysWhichPort() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            ServerProcess.Exit exit = ServerProcess.run(List.of("--port", Integer.toString(taken.getLocalPort())));
            assertThat(exit.code()).isEqualTo(1);
            assertThat(exit.output())
                    .startsWith("error: the emulator could not listen on loopback port " + taken.getLocalPort() + ": ")
                    .containsIgnoringCase("in use");
        }
    }

    @Test
    void aWrongOptionEndsItWithExitCode2AndTheUsage() throws Exception {
        ServerProcess.Exit exit = ServerProcess.run(List.of("--port", "0", "--volumes", "available,lost"));
        assertThat(exit.code()).isEqualTo(2);
        assertThat(exit.output())
                .startsWith("error: --volumes: 'lost' is no state of VolumeStatus")
                .contains("Usage: java -jar sdk-testkit-<version>-server.jar [options]");
    }

    /** Starts the jar with the section's {@code java -jar} options, on a free port instead of the one it names. */
    /**
     * The state's per-operation counts ({@code requests}, {@code queued_faults}) without the operations the README's
     * example does not list, when they are 0: an operation added to the document is then no README edit.
     */
    private static JsonNode withoutUnlistedZeroCounts(JsonNode state, JsonNode documented) {
        for (String counts : List.of("requests", "queued_faults")) {
            if (state.get(counts) instanceof ObjectNode answer) {
                List<String> unlisted = new ArrayList<>();
                answer.fieldNames().forEachRemaining(op -> {
                    if (!documented.path(counts).has(op) && answer.get(op).asLong() == 0) {
                        unlisted.add(op);
                    }
                });
                answer.remove(unlisted);
            }
        }
        return state;
    }

    private static ServerProcess startAsDocumented(ReadmeScript script) throws IOException, InterruptedException {
        List<String> words = script.javaJar();
        assertThat(Path.of(words.get(0)).getFileName())
                .as("the jar the README runs")
                .isEqualTo(ServerProcess.jar().getFileName());
        List<String> options = new ArrayList<>(words.subList(1, words.size()));
        assertThat(options).containsSubsequence("--port", "9400");
        options.set(options.indexOf("--port") + 1, Integer.toString(ServerProcess.freePort()));
        return ServerProcess.start(options);
    }

    private static List<HttpResponse<String>> send(List<ReadmeScript.Curl> curls) throws Exception {
        List<HttpResponse<String>> answers = new ArrayList<>();
        for (ReadmeScript.Curl c : curls) {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(c.url()))
                    .timeout(Duration.ofSeconds(30))
                    .method(
                            c.method(),
                            c.body() == null
                                    ? HttpRequest.BodyPublishers.noBody()
                                    : HttpRequest.BodyPublishers.ofString(c.body()));
            c.headers().forEach(h -> request.header(h[0], h[1]));
            answers.add(HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString()));
        }
        return answers;
    }

    private static HttpResponse<String> get(String url) throws Exception {
        return HTTP.send(
                HttpRequest.newBuilder(URI.create(url))
                        .header("Authorization", "Bearer emulator-token")
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** @return each command with the status it got, to compare with {@link #expected} as a whole */
    private static List<String> statuses(List<HttpResponse<String>> answers, List<ReadmeScript.Curl> curls) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < curls.size(); i++) {
            lines.add(answers.get(i).statusCode() + " <- " + curls.get(i).line());
        }
        return lines;
    }

    private static List<String> expected(List<ReadmeScript.Curl> curls) {
        return curls.stream().map(c -> c.expected() + " <- " + c.line()).toList();
    }

    private static String template(String url) {
        return URI.create(url).getPath().replaceAll("[0-9a-f]{8}-[0-9a-f-]{27}", "{id}");
    }

    private static String withoutSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
