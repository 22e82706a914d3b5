package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.testkit.exit.EmulatorThenExit;
import dev.cloudsdk.testkit.internal.LoopbackServer;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * An emulator nobody closed must not keep the JVM alive: each case runs {@link EmulatorThenExit} in a child JVM,
 * which starts one, lists through the SDK and returns. Before the emulator made MockWebServer's threads daemons,
 * such a JVM never exited (its acceptor thread waits for connections for ever).
 */
class EmulatorExitTest {
    private static final String JAVA =
            Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final String CLASS_PATH =
            System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    /** The jars of the SDK's modules and of what they require at run time (the testkit: MockWebServer). */
    private static final String RUNTIME_JAR = "(sdk-(core|dns|testkit)-\\d[^/]*(?<!-tests)|okhttp-jvm-.*|okio-jvm-.*"
            + "|kotlin-stdlib-.*|annotations-13.*|jackson-(core|databind|annotations|datatype-jsr310)-.*|slf4j-api-.*"
            + "|jspecify-.*|mockwebserver3-\\d.*)\\.jar";

    /** What a child printed, and whether it exited on its own within the time allowed. */
    private record Run(boolean exited, String output) {}

    private static Run run(List<String> command) throws Exception {
        // To a file, not a pipe: the output of a child that had to be killed is still there to read.
        Path log = Files.createTempFile("emulator-exit", ".log");
        Process child = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        // A JVM start and the first calls take a few seconds on a loaded 2-core machine; a JVM kept alive by a
        // non-daemon thread never exits, however long it is given.
        boolean exited = child.waitFor(30, TimeUnit.SECONDS);
        if (!exited) {
            child.destroyForcibly().waitFor();
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        Files.delete(log);
        if (exited) {
            assertThat(child.exitValue()).as(output).isZero();
        }
        return new Run(exited, output);
    }

    @Test
    void aMainThatReturnsWithTheEmulatorOpenExitsOnTheClassPath() throws Exception {
        Run run = run(List.of(JAVA, "-cp", CLASS_PATH, EmulatorThenExit.class.getName()));
        assertThat(run.exited())
                .as("the child JVM exited on its own; output: %s", run.output())
                .isTrue();
        assertThat(run.output()).contains("recordsets=1,1", "non-daemon threads=[]");
    }

    @Test
    void onTheModulePathTheDocumentedOptionsMakeItExit() throws Exception {
        List<String> command = modulePathCommand();
        command.addAll(command.indexOf("-cp"), Arrays.asList(LoopbackServer.JVM_OPTIONS.split(" ")));
        Run run = run(command);
        assertThat(run.exited())
                .as("the child JVM exited on its own; output: %s", run.output())
                .isTrue();
        assertThat(run.output())
                .contains("recordsets=1,1", "non-daemon threads=[]")
                .doesNotContain("could not be made daemon threads");
    }

    @Test
    void onTheModulePathWithoutTheOptionsItStillWorksAndSaysWhatToDo() throws Exception {
        List<String> command = modulePathCommand();
        command.add("exit");
        Run run = run(command);
        assertThat(run.exited())
                .as("the child JVM ended with System.exit; output: %s", run.output())
                .isTrue();
        assertThat(run.output())
                .contains(
                        "recordsets=1,1",
                        "MockWebServer",
                        "could not be made daemon threads",
                        "close() it",
                        LoopbackServer.JVM_OPTIONS)
                .doesNotContain("non-daemon threads=[]");
    }

    /**
     * The testkit, the SDK and their dependencies as named modules, as a modular application has them, and the
     * child program on the class path.
     */
    private static List<String> modulePathCommand() throws Exception {
        List<String> entries = Arrays.asList(CLASS_PATH.split(File.pathSeparator));
        // Only what a modular application of the testkit has: the SDK and its runtime jars, not the test
        // libraries beside them (two of the Flow TCK's jars split a package, which no module path accepts).
        String modulePath = entries.stream()
                .filter(e -> e.endsWith(".jar")
                        ? Path.of(e).getFileName().toString().matches(RUNTIME_JAR)
                        : Files.exists(Path.of(e, "module-info.class")))
                .collect(Collectors.joining(File.pathSeparator));
        String program = Path.of(EmulatorThenExit.class
                        .getProtectionDomain()
                        .getCodeSource()
                        .getLocation()
                        .toURI())
                .toString();
        return new ArrayList<>(List.of(
                JAVA,
                "--module-path",
                modulePath,
                "--add-modules",
                "dev.cloudsdk.testkit,dev.cloudsdk.dns",
                "-cp",
                program,
                EmulatorThenExit.class.getName()));
    }
}
