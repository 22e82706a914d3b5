package dev.cloudsdk.contract;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Installs Prism with {@code npm ci} from this module's package-lock.json (once), runs it on a free loopback port,
 * and stops it with its child processes. Every wait is bounded.
 */
final class Prism implements AutoCloseable {
    private static final Path MODULE =
            Path.of(System.getProperty("contract.moduleDir", ".")).toAbsolutePath();
    static final Path OPENAPI = Path.of(System.getProperty("contract.openapi", "../api/openapi.yaml"))
            .toAbsolutePath()
            .normalize();
    private static final long START_SECONDS = 90;

    private final Process process;
    private final int port;
    private final List<String> output = new ArrayList<>();

    private Prism(List<String> args) throws IOException, InterruptedException {
        this.port = freePort();
        List<String> command = new ArrayList<>();
        command.add(MODULE.resolve("node_modules/.bin/prism").toString());
        command.addAll(args);
        command.addAll(List.of("-h", "127.0.0.1", "-p", Integer.toString(port)));
        process = new ProcessBuilder(command)
                .directory(MODULE.toFile())
                .redirectErrorStream(true)
                .start();
        CountDownLatch listening = new CountDownLatch(1);
        Thread reader = new Thread(() -> read(listening), "prism-output");
        reader.setDaemon(true);
        reader.start();
        if (!listening.await(START_SECONDS, TimeUnit.SECONDS)) {
            close();
            throw new IllegalStateException("Prism did not start within " + START_SECONDS + " s: " + output());
        }
    }

    /** Prism in mock mode: request validation, dynamic (random but valid) responses. */
    static Prism mock() throws IOException, InterruptedException {
        install();
        return new Prism(List.of("mock", OPENAPI.toString(), "--dynamic"));
    }

    /** Prism as a validating proxy in front of {@code upstream}: every request and response checked. */
    static Prism proxy(String upstream) throws IOException, InterruptedException {
        install();
        return new Prism(List.of("proxy", OPENAPI.toString(), upstream, "--errors"));
    }

    String baseUrl() {
        return "http://127.0.0.1:" + port + "/";
    }

    synchronized String output() {
        return String.join("\n", output.subList(Math.max(0, output.size() - 40), output.size()));
    }

    private void read(CountDownLatch listening) {
        try (BufferedReader r =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                synchronized (this) {
                    output.add(line);
                }
                if (line.contains("Prism is listening")) {
                    listening.countDown();
                }
            }
        } catch (IOException e) {
            // The process ended; close() reports what it printed.
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** Runs {@code npm ci} unless the pinned Prism is already installed; skips the test loudly without npm. */
    private static synchronized void install() throws IOException, InterruptedException {
        String pinned = pinnedVersion();
        Path installed = MODULE.resolve("node_modules/@stoplight/prism-cli/package.json");
        if (Files.exists(installed) && Files.readString(installed).contains("\"version\": \"" + pinned + "\"")) {
            return;
        }
        if (!onPath("npm") || !onPath("node")) {
            System.err.println("WARNING: npm/node not found on PATH: the Prism contract tests are SKIPPED");
            Assumptions.abort("npm/node not found on PATH: Prism contract tests skipped");
        }
        Process npm = new ProcessBuilder("npm", "ci", "--no-audit", "--no-fund")
                .directory(MODULE.toFile())
                .redirectErrorStream(true)
                .redirectOutput(MODULE.resolve("target/npm-ci.log").toFile())
                .start();
        if (!npm.waitFor(300, TimeUnit.SECONDS)) {
            npm.destroyForcibly();
            throw new IllegalStateException("npm ci did not finish in 300 s; see target/npm-ci.log");
        }
        if (npm.exitValue() != 0) {
            throw new IllegalStateException("npm ci failed (exit " + npm.exitValue() + "): "
                    + Files.readString(MODULE.resolve("target/npm-ci.log")));
        }
    }

    private static String pinnedVersion() throws IOException {
        String json = Files.readString(MODULE.resolve("package.json"));
        int at = json.indexOf("\"@stoplight/prism-cli\"");
        int start = json.indexOf('"', json.indexOf(':', at) + 1) + 1;
        return json.substring(start, json.indexOf('"', start));
    }

    private static boolean onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, name))) {
                return true;
            }
        }
        return false;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
