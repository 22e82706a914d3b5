package dev.cloudsdk.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ClientConfig;
import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

/**
 * The emulator of the test-only document, started for each test: on the document's Java, every generated source of
 * it and the hand-written ones ({@link TestApiClasses}), compiled once for the test JVM into
 * {@code target/testapi}, for {@link TestApiEmulatorTest} and {@link TestApiGenericBehaviourTest}.
 */
abstract class TestApiEmulator {
    static final String PKG = "dev.cloudsdk.compute.";

    static URLClassLoader loader;

    Object emulator;
    ClientConfig config;

    @BeforeAll
    static synchronized void compileEveryGeneratedSourceWithTheHandWrittenOnes() throws IOException {
        if (loader != null) {
            return;
        }
        assertThat(TestApiEmulator.class.getClassLoader().getResource("dev/cloudsdk/core/testing/WireTest.class"))
                .as("sdk-core's test classes, which the fault matrix needs, are missing from the class path: build"
                        + " with -am, as in ./mvnw -B -pl sdk-codegen -am test")
                .isNotNull();
        loader = TestApiClasses.loader(TestApiClasses.compile(
                TestApiClasses.sources(path -> true), Path.of("target/testapi").toAbsolutePath()));
    }

    @BeforeEach
    void startTheEmulator() throws ClassNotFoundException {
        emulator = Reflect.callStatic(loader.loadClass("dev.cloudsdk.testkit.CloudEmulator"), "start");
        config = (ClientConfig) Reflect.call(emulator, "config");
    }

    @AfterEach
    void stopTheEmulator() {
        Reflect.call(emulator, "close");
    }

    Object servers(ClientConfig c) throws ClassNotFoundException {
        return Reflect.call(Reflect.callStatic(loader.loadClass(PKG + "ComputeClient"), "create", c), "servers");
    }

    static Object createRequest(String name, String... tags) throws ClassNotFoundException {
        Object b = Reflect.callStatic(loader.loadClass(PKG + "model.CreateServerRequest"), "builder");
        Reflect.call(b, "name", name);
        if (tags.length > 0) {
            Reflect.call(b, "tags", List.of(tags));
        }
        Reflect.call(b, "imageId", UUID.fromString("3f4aa0b2-e74e-3aa1-be8c-f1f1b48db670"));
        return Reflect.call(b, "build");
    }
}
