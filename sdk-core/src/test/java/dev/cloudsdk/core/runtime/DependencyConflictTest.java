package dev.cloudsdk.core.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.internal.TestOperations;
import dev.cloudsdk.core.runtime.Endpoint.Operation;
import dev.cloudsdk.core.testing.Calls;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * An application whose other libraries bring {@code com.squareup.okhttp3:okhttp} 4.12 and which does not import
 * the BOM: a child JVM whose class path has okhttp-4.12.0.jar ahead of okhttp-jvm 5 (the pom copies the jar to
 * {@code target/conflict}). The SDK must refuse to start there with a message that says what to do. The same for an
 * application that pins a Jackson older than the oldest supported (jackson.below-oldest.version, copied to
 * {@code target/conflict-jackson}), which would otherwise fail later with a {@code NoSuchMethodError}.
 */
class DependencyConflictTest {
    static final UUID ID = UUID.fromString("0b8e4c52-8f0c-4c1e-9d53-6a2b1f7e3d10");
    /** The versions the build wrote: the ones supported and tested. */
    static final RuntimeDependencies.Expected EXPECTED = RuntimeDependencies.Expected.LOADED;

    @Test
    void withOkHttp4AheadOfOkHttp5BuildFailsFastNamingVersionsAndTheFix() throws Exception {
        List<String> out = runProbe(okhttp4Jar());
        assertThat(out).as("the child JVM's output").first().isEqualTo("THROWN java.lang.IllegalStateException");
        String message = String.join("\n", out);
        assertThat(message)
                .contains("OkHttp 4.12.0")
                .contains("OkHttp " + EXPECTED.okhttpTested())
                .contains("okhttp-4.12.0.jar")
                .contains("2 OkHttp jars")
                .contains("OkHttp " + EXPECTED.okhttpMinimum() + " or newer")
                .contains("Jackson " + EXPECTED.jacksonTested())
                .contains("dev.cloudsdk:sdk-bom")
                .doesNotContain("NoSuchMethodError");
    }

    @Test
    void withAJacksonBelowTheOldestAheadBuildFailsFastNamingEachModuleAndTheJacksonFix() throws Exception {
        try (Stream<Path> jars = Files.list(Path.of("target", "conflict-jackson"))) {
            List<Path> old = jars.filter(p -> p.getFileName().toString().endsWith(".jar"))
                    .sorted()
                    .toList();
            assertThat(old)
                    .as("target/conflict-jackson: run the build's process-test-resources phase")
                    .hasSize(3);
            String version = old.get(0).getFileName().toString().replaceAll("^jackson-core-(.*)\\.jar$", "$1");
            assertThat(RuntimeDependencies.atLeast(version, EXPECTED.jacksonMinimum()))
                    .as(version)
                    .isFalse();
            List<String> out = runProbe(old.toArray(Path[]::new));
            assertThat(out).as("the child JVM's output").first().isEqualTo("THROWN java.lang.IllegalStateException");
            String message = String.join("\n", out);
            assertThat(message)
                    .contains("  - jackson-core " + version + " is older than Jackson " + EXPECTED.jacksonMinimum())
                    .contains("  - jackson-databind " + version + " is older than")
                    .contains("  - jackson-datatype-jsr310 " + version + " is older than")
                    .contains("Found: OkHttp " + EXPECTED.okhttpTested() + " (okhttp-jvm-" + EXPECTED.okhttpTested()
                            + ".jar); Jackson " + version + ".")
                    .contains("Fix: use Jackson " + EXPECTED.jacksonMinimum() + " or newer for all Jackson "
                            + "modules, for example import com.fasterxml.jackson:jackson-bom:"
                            + EXPECTED.jacksonTested() + ".")
                    .doesNotContain("sdk-bom")
                    .doesNotContain("NoSuchMethodError");
        }
    }

    @Test
    void withOnlyOkHttp5TheSameProbeMakesACall() throws Exception {
        assertThat(runProbe()).as("the child JVM's output").containsExactly("OK thing " + ID);
    }

    private static Path okhttp4Jar() throws IOException {
        try (Stream<Path> jars = Files.list(Path.of("target", "conflict"))) {
            return jars.filter(p -> p.getFileName().toString().matches("okhttp-4\\..*\\.jar"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("target/conflict/okhttp-4.*.jar: run the build's "
                            + "process-test-resources phase, which copies it there"));
        }
    }

    /** Runs {@link Probe} in a fresh JVM, with the jars {@code first} (if any) ahead of this test's class path. */
    private static List<String> runProbe(Path... first) throws Exception {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        for (int i = first.length - 1; i >= 0; i--) {
            classPath = first[i].toAbsolutePath() + File.pathSeparator + classPath;
        }
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                classPath,
                Probe.class.getName()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        boolean ended = process.waitFor(60, TimeUnit.SECONDS);
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!ended) {
            process.destroyForcibly();
        }
        assertThat(ended).as("the child JVM ended; output:%n%s", output).isTrue();
        return output.lines().toList();
    }

    /** The child JVM: builds a config and makes one call to a JDK HTTP server on loopback. */
    public static final class Probe {
        record Thing(UUID id) {}

        public static void main(String[] args) throws IOException {
            ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
            Thread responder = new Thread(() -> answerOnce(server));
            responder.setDaemon(true);
            responder.start();
            try {
                ClientConfig config = ClientConfig.builder()
                        .baseUrl("http://127.0.0.1:" + server.getLocalPort() + "/")
                        .token("t")
                        .build();
                Operation probe = TestOperations.get("Probe", "v1/things/{}", RegionHeader.NOT_SENT);
                Thing thing = Calls.call(
                        ServiceContext.of(config),
                        probe,
                        new Object[] {ID},
                        List.of(),
                        null,
                        ResponseShape.member("thing", DatabindOracle.reader(Thing.class)));
                System.out.println("OK thing " + thing.id());
            } catch (Throwable t) {
                System.out.println("THROWN " + t.getClass().getName());
                System.out.println(t.getMessage());
                t.printStackTrace(System.out);
            } finally {
                System.exit(0);
            }
        }

        /** A one-request HTTP/1.1 server from java.base alone, so the child needs no OkHttp to serve. */
        private static void answerOnce(ServerSocket server) {
            try (server;
                    Socket socket = server.accept()) {
                InputStream in = socket.getInputStream();
                int matched = 0;
                while (matched < 4) {
                    int b = in.read();
                    if (b < 0) {
                        return;
                    }
                    matched = (b == "\r\n\r\n".charAt(matched)) ? matched + 1 : (b == '\r' ? 1 : 0);
                }
                byte[] body = ("{\"thing\":{\"id\":\"" + ID + "\"}}").getBytes(StandardCharsets.UTF_8);
                OutputStream out = socket.getOutputStream();
                out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n"
                                + "Content-Length: " + body.length + "\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                out.write(body);
                out.flush();
            } catch (IOException e) {
                System.out.println("server: " + e);
            }
        }
    }
}
