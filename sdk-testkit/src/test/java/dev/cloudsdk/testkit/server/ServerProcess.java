package dev.cloudsdk.testkit.server;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The emulator's server jar run as a user runs it: {@code java -jar sdk-testkit-<version>-server.jar ...}, in a
 * process of its own. For the ITs of the testkit and of contract-tests; the jar's path comes from the system
 * property {@value #JAR_PROPERTY}, which their POMs set. Every wait is bounded.
 */
public final class ServerProcess implements AutoCloseable {
    /** The system property naming the server jar. */
    public static final String JAR_PROPERTY = "emulator.serverJar";

    private static final String JAVA =
            Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final Pattern LISTENING = Pattern.compile("listening on (http://\\S+/)");
    /** The banner's last line: once it is out, every seeded id has been printed. */
    private static final String READY = "Ctrl-C stops the emulator.";

    private static final long START_SECONDS = 60;

    private final Process process;
    private final Path log;
    private String baseUrl;

    /** What a process that ended printed (standard output and error, interleaved), and its exit code. */
    public record Exit(int code, String output) {}

    private ServerProcess(List<String> args) throws IOException {
        List<String> command = new ArrayList<>(List.of(JAVA, "-jar", jar().toString()));
        command.addAll(args);
        // To a file, not a pipe: nothing has to drain it, and what a killed process printed is still there.
        log = Files.createTempFile("emulator-server", ".log");
        process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
    }

    /** @return the server jar this build made */
    public static Path jar() {
        String path = System.getProperty(JAR_PROPERTY);
        if (path == null || !Files.isRegularFile(Path.of(path))) {
            throw new IllegalStateException("the emulator's server jar is missing (" + JAR_PROPERTY + "=" + path
                    + "): it is made in sdk-testkit's package phase, so run these ITs with verify and -am");
        }
        return Path.of(path);
    }

    /**
     * Starts the jar and waits until it has printed its banner.
     *
     * @param args the server's options
     * @return the running server
     * @throws IllegalStateException when it ends or prints no banner within a minute, with what it printed
     */
    public static ServerProcess start(List<String> args) throws IOException, InterruptedException {
        ServerProcess server = new ServerProcess(args);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        while (!server.output().contains(READY)) {
            if (!server.process.isAlive() || System.nanoTime() > deadline) {
                server.close();
                throw new IllegalStateException("the emulator server did not start: " + server.output());
            }
            Thread.sleep(50);
        }
        Matcher url = LISTENING.matcher(server.output());
        if (!url.find()) {
            server.close();
            throw new IllegalStateException("the banner names no URL: " + server.output());
        }
        server.baseUrl = url.group(1);
        return server;
    }

    /**
     * Runs the jar with options that make it end by itself (a wrong option, a taken port).
     *
     * @return its exit code and output
     * @throws IllegalStateException when it is still running after a minute
     */
    public static Exit run(List<String> args) throws IOException, InterruptedException {
        try (ServerProcess server = new ServerProcess(args)) {
            if (!server.process.waitFor(START_SECONDS, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the emulator server did not end by itself: " + server.output());
            }
            return new Exit(server.process.exitValue(), server.output());
        }
    }

    /** @return a loopback port that was free a moment ago */
    public static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    /** @return the base URL the banner names, such as {@code http://localhost:40123/} */
    public String baseUrl() {
        return baseUrl;
    }

    /** @return everything it printed so far */
    public String output() {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(its output could not be read: " + e + ")";
        }
    }

    /**
     * Stops it as Ctrl-C in a terminal does, with SIGINT; where this process was started with SIGINT ignored (a
     * background job of a shell that is not interactive, and the JVM then leaves SIGINT alone), with SIGTERM,
     * which runs the same shutdown hooks.
     *
     * @return how it ended: its exit code, and what it printed
     * @throws IllegalStateException when it has not ended 30 s later
     */
    public Exit interrupt() throws IOException, InterruptedException {
        if (sigintIgnored()) {
            process.destroy();
        } else {
            new ProcessBuilder("kill", "-INT", Long.toString(process.pid()))
                    .inheritIO()
                    .start()
                    .waitFor();
        }
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the emulator server did not stop: " + output());
        }
        return new Exit(process.exitValue(), output());
    }

    /** @return whether the server process ignores SIGINT (read from Linux's /proc; elsewhere taken as no) */
    public boolean sigintIgnored() throws IOException {
        Path status = Path.of("/proc", Long.toString(process.pid()), "status");
        if (!Files.exists(status)) {
            return false;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(line.substring(7).trim(), 16) & 0b10) != 0;
            }
        }
        return false;
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
        try {
            Files.deleteIfExists(log);
        } catch (IOException e) {
            // A temporary file; the JVM's temp directory is cleaned elsewhere.
        }
    }
}
