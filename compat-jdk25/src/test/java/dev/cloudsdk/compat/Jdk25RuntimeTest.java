package dev.cloudsdk.compat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.testing.VirtualThreads;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * This module's suites run on the JDK its pom names: the JVM running them is the one at {@code jdk25.home}, of
 * feature release {@code jdk25.feature}, and it has virtual threads, so ConcurrencyTest runs on them here and
 * records pinning. A {@code jdk25.home} pointing at a JDK 17 fails here, not silently later.
 */
class Jdk25RuntimeTest {
    @Test
    void theSuitesRunOnTheJdkAndFeatureReleaseThePomNames() throws IOException {
        String home = System.getProperty("compat.jdk25.home");
        String feature = System.getProperty("compat.jdk25.feature");
        assertThat(home).as("compat.jdk25.home, set by compat-jdk25's pom").isNotBlank();
        assertThat(feature)
                .as("compat.jdk25.feature, set by compat-jdk25's pom")
                .isNotBlank();
        assertThat(Path.of(System.getProperty("java.home")).toRealPath())
                .as("java.home of the JVM running the suites")
                .isEqualTo(Path.of(home).toRealPath());
        assertThat(Runtime.version().feature())
                .as("the feature release of the JDK at %s (%s)", home, Runtime.version())
                .isEqualTo(Integer.parseInt(feature));
        assertThat(VirtualThreads.available())
                .as("virtual threads, for ConcurrencyTest")
                .isTrue();
    }
}
