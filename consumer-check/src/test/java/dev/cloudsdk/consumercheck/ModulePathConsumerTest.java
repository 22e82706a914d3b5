package dev.cloudsdk.consumercheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Compiles a small consumer module against the built SDK jars on the module path and runs it in a fresh JVM
 * against a loopback server: the module descriptors resolve, Jackson can read the records through the
 * {@code opens} (with a member the SDK does not know), and core's packages that are not API (the runtime of the
 * service modules, and the engine) stay out of reach. A second
 * consumer requires the telemetry modules too, with Micrometer and OpenTelemetry's API as the automatic modules
 * they are. The Spring Boot starter and Spring's jars stay off the module path: Spring Boot applications run on
 * the class path (the invoker project {@code spring-boot-app} checks the starter).
 */
class ModulePathConsumerTest {
    private static final String ZONE = "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
    private static final String VOLUME = "4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d";
    private static final String MODULE_INFO =
            "module consumer {\n" + "    requires dev.cloudsdk.dns;\n" + "    requires dev.cloudsdk.storage;\n" + "}\n";
    private static final String MAIN = "package consumer;\n"
            + "import dev.cloudsdk.core.ClientConfig;\n"
            + "import dev.cloudsdk.dns.DnsClient;\n"
            + "import dev.cloudsdk.dns.model.Recordset;\n"
            + "import dev.cloudsdk.storage.StorageClient;\n"
            + "import java.util.UUID;\n"
            + "public final class Main {\n"
            + "    public static void main(String[] args) {\n"
            + "        ClientConfig config = ClientConfig.builder().baseUrl(args[0]).token(\"t\")"
            + ".region(\"eu-1\").build();\n"
            + "        for (Recordset r : DnsClient.create(config).recordsets()"
            + ".list(UUID.fromString(\"" + ZONE + "\"))) {\n"
            + "            System.out.println(\"recordset \" + r.name() + \" \" + r.type() + \" \" + r.createdAt()\n"
            + "                    + \" \" + r.additionalProperties());\n"
            + "        }\n"
            + "        UUID volume = StorageClient.create(config).backups().restore(UUID.randomUUID());\n"
            + "        System.out.println(\"volume \" + volume);\n"
            + "        System.out.println(\"module \" + DnsClient.class.getModule().getName());\n"
            + "    }\n"
            + "}\n";

    @StartStop
    public final MockWebServer server = new MockWebServer();

    @TempDir
    Path work;

    /** The SDK's jars and their runtime dependencies: the test class path without test-only artifacts. */
    private static String modulePath() {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return Arrays.stream(cp.split(File.pathSeparator))
                .filter(e -> !e.matches(".*(junit|opentest4j|apiguardian|assertj|mockwebserver|surefire|"
                        + "consumer-check|-javadoc\\.jar).*"))
                .filter(e -> !e.matches(".*(sdk-spring-boot-starter|springframework|logback|log4j|jul-to-slf4j|"
                        + "snakeyaml|jakarta|commons-logging).*"))
                .collect(Collectors.joining(File.pathSeparator));
    }

    private String compile(String moduleInfo, String main, Path out) throws IOException {
        Path src = work.resolve("src-" + out.getFileName());
        Files.createDirectories(src.resolve("consumer"));
        Files.writeString(src.resolve("module-info.java"), moduleInfo);
        Files.writeString(src.resolve("consumer/Main.java"), main);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int rc = javac.run(
                null,
                diagnostics,
                diagnostics,
                "-d",
                out.toString(),
                "--module-path",
                modulePath(),
                src.resolve("module-info.java").toString(),
                src.resolve("consumer/Main.java").toString());
        String text = diagnostics.toString(StandardCharsets.UTF_8);
        return rc == 0 ? "" : text.isEmpty() ? "failed" : text;
    }

    @Test
    void aConsumerModuleCompilesAndRunsOnTheModulePath() throws Exception {
        Path classes = work.resolve("classes");
        assertThat(compile(MODULE_INFO, MAIN, classes)).isEmpty();
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .setHeader("Content-Type", "application/json")
                .body("{\"recordsets\":[{\"id\":\"00000000-0000-4000-8000-000000000001\",\"name\":\"www.example.org.\","
                        + "\"type\":\"A\",\"weight\":3,\"created_at\":\"2026-10-01T08:00:00Z\"}],"
                        + "\"meta\":{\"has_more\":false}}")
                .build());
        server.enqueue(new MockResponse.Builder()
                .code(202)
                .setHeader("Content-Type", "application/json")
                .body("{\"volume_id\":\"" + VOLUME + "\"}")
                .build());
        String output = run(classes);
        // {weight=3}: a member the SDK does not know, kept by remaking the record through its constructor, which
        // core reaches on the module path because the model package is exported.
        assertThat(output)
                .contains(
                        "recordset www.example.org. A 2026-10-01T08:00:00Z {weight=3}",
                        "volume " + VOLUME,
                        "module dev.cloudsdk.dns");
        RecordedRequest list = server.takeRequest(5, TimeUnit.SECONDS);
        assertThat(list.getTarget()).isEqualTo("/v1/zones/" + ZONE + "/recordsets");
        assertThat(server.takeRequest(5, TimeUnit.SECONDS).getHeaders().get("X-Region"))
                .isEqualTo("eu-1");
    }

    @Test
    void aConsumerModuleRunsTheTelemetryModulesOnTheModulePath() throws Exception {
        String moduleInfo = "module consumer {\n"
                + "    requires dev.cloudsdk.dns;\n"
                + "    requires dev.cloudsdk.micrometer;\n"
                + "    requires dev.cloudsdk.opentelemetry;\n"
                + "}\n";
        String main = "package consumer;\n"
                + "import dev.cloudsdk.core.CallListener;\n"
                + "import dev.cloudsdk.core.ClientConfig;\n"
                + "import dev.cloudsdk.dns.DnsClient;\n"
                + "import dev.cloudsdk.micrometer.CloudSdkMetrics;\n"
                + "import dev.cloudsdk.opentelemetry.CloudSdkTelemetry;\n"
                + "import io.micrometer.core.instrument.simple.SimpleMeterRegistry;\n"
                + "import io.opentelemetry.api.OpenTelemetry;\n"
                + "import java.util.UUID;\n"
                + "public final class Main {\n"
                + "    public static void main(String[] args) {\n"
                + "        SimpleMeterRegistry registry = new SimpleMeterRegistry();\n"
                + "        CallListener listeners = CallListener.all(CloudSdkTelemetry.create(OpenTelemetry.noop()),\n"
                + "                CloudSdkMetrics.create(registry));\n"
                + "        ClientConfig config = ClientConfig.builder().baseUrl(args[0]).token(\"t\")\n"
                + "                .region(\"eu-1\").callListener(listeners).build();\n"
                + "        long count = DnsClient.create(config).recordsets().list(UUID.fromString(\"" + ZONE + "\"))\n"
                + "                .stream().count();\n"
                + "        System.out.println(\"recordsets \" + count);\n"
                + "        System.out.println(\"timed calls \"\n"
                + "                + registry.get(CloudSdkMetrics.CALLS).timer().count());\n"
                + "        System.out.println(\"modules \" + CloudSdkMetrics.class.getModule().getName() + \" \"\n"
                + "                + CloudSdkTelemetry.class.getModule().getName() + \" \"\n"
                + "                + SimpleMeterRegistry.class.getModule().getName());\n"
                + "    }\n"
                + "}\n";
        Path classes = work.resolve("telemetry");
        assertThat(compile(moduleInfo, main, classes)).isEmpty();
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .setHeader("Content-Type", "application/json")
                .body("{\"recordsets\":[{\"id\":\"00000000-0000-4000-8000-000000000001\",\"type\":\"A\"}],"
                        + "\"meta\":{\"has_more\":false}}")
                .build());
        String output = run(classes);
        assertThat(output)
                .contains(
                        "recordsets 1",
                        "timed calls 1",
                        "modules dev.cloudsdk.micrometer dev.cloudsdk.opentelemetry micrometer.core");
    }

    /** Runs {@code consumer/consumer.Main} against the server in a fresh JVM on the module path; its output. */
    private String run(Path classes) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(
                java,
                "--module-path",
                modulePath() + File.pathSeparator + classes,
                "-m",
                "consumer/consumer.Main",
                server.url("/").toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS))
                .as("the consumer finished")
                .isTrue();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as(output).isZero();
        return output;
    }

    @ParameterizedTest
    @ValueSource(strings = {"dev.cloudsdk.core.runtime.ServiceContext", "dev.cloudsdk.core.internal.ConfigCalls"})
    void coresPackagesThatAreNotApiAreNotVisibleToConsumers(String type) throws Exception {
        String reaching = MAIN.replace("import java.util.UUID;", "import java.util.UUID;\nimport " + type + ";");
        assertThat(compile(MODULE_INFO, reaching, work.resolve("denied")))
                .contains(type.substring(0, type.lastIndexOf('.')))
                .contains("not visible");
    }
}
