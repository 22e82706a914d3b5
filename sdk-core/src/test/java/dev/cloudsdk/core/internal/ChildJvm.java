package dev.cloudsdk.core.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs a program of the test sources in a child JVM and times its exit from the line its {@code main} prints last,
 * as it returns. A test of how soon a JVM exits asserts nothing about how long it takes to start one and load the
 * classes: on a loaded 2-core machine that took 10.8 s, and more than 30 s with the build on one busy core.
 */
final class ChildJvm {
    private ChildJvm() {}

    /**
     * How a child's run ended.
     *
     * @param exited whether it exited within 20 s of its {@code main}'s return
     * @param millisToExit from its {@code main}'s return to its exit, or to the end of those 20 s
     * @param exitValue its exit value (that of a kill when it did not exit)
     * @param output all it printed, its standard output and error
     */
    record Run(boolean exited, long millisToExit, int exitValue, String output) {}

    /**
     * @param main the program, a class of the test sources
     * @param lastLine how the line the program prints last, as its {@code main} returns, starts
     * @param args the program's arguments
     * @return how it ended
     * @throws AssertionError when the program printed no such line within 60 s, or ended without it
     */
    static Run run(Class<?> main, String lastLine, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                main.getName()));
        command.addAll(List.of(args));
        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            CompletableFuture<Long> returned = new CompletableFuture<>();
            CompletableFuture<String> output = readLines(child, lastLine, returned);
            long returnedAt;
            try {
                returnedAt = returned.get(60, TimeUnit.SECONDS);
            } catch (ExecutionException e) {
                throw (AssertionError) e.getCause();
            } catch (TimeoutException e) {
                child.destroyForcibly().waitFor();
                throw new AssertionError(
                        "no line starting " + lastLine + " within 60 s; output: " + output.get(5, TimeUnit.SECONDS));
            }
            boolean exited = child.waitFor(20, TimeUnit.SECONDS);
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - returnedAt);
            if (!exited) {
                child.destroyForcibly().waitFor();
            }
            return new Run(exited, millis, child.exitValue(), output.get(5, TimeUnit.SECONDS));
        } finally {
            child.destroyForcibly().waitFor();
        }
    }

    /**
     * Reads a child's output to its end on a thread of its own.
     *
     * @param seen completed with {@link System#nanoTime()} when a line starting {@code marker} arrives, or
     *     exceptionally when the output ends without one
     * @return the whole output, once it ends
     */
    private static CompletableFuture<String> readLines(Process child, String marker, CompletableFuture<Long> seen) {
        CompletableFuture<String> output = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            StringBuilder text = new StringBuilder();
            try (BufferedReader lines = child.inputReader(StandardCharsets.UTF_8)) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    text.append(line).append('\n');
                    if (line.startsWith(marker)) {
                        seen.complete(System.nanoTime());
                    }
                }
            } catch (IOException e) {
                text.append(e);
            }
            seen.completeExceptionally(new AssertionError("no line starting " + marker + " in the output: " + text));
            output.complete(text.toString());
        });
        reader.setDaemon(true);
        reader.start();
        return output;
    }
}
