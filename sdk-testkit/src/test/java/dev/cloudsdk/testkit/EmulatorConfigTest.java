package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.dns.DnsClient;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 27, A: one config per emulator, closed with it; and the Javadoc of {@code baseUrl()} shows what it
 * returns.
 */
class EmulatorConfigTest {

    @Test
    void configIsOneConfigPerEmulator() {
        try (CloudEmulator emulator = CloudEmulator.start()) {
            ClientConfig first = emulator.config();
            assertThat(emulator.config()).isSameAs(first);
            SeededZone zone = emulator.seedZone("example.org");
            assertThat(DnsClient.create(emulator.config()).recordsets().list(zone.id()).stream())
                    .isEmpty();
            assertThat(emulator.config()).isSameAs(first);
        }
    }

    @Test
    void closingTheEmulatorClosesItsConfig() {
        CloudEmulator emulator = CloudEmulator.start();
        ClientConfig config = emulator.config();
        emulator.close();
        assertThatThrownBy(() -> DnsClient.create(config))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("ClientConfig is closed");
        assertThatThrownBy(emulator::config)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("CloudEmulator is closed");
    }

    @Test
    void aConfigSomeoneElseClosedIsReplacedByANewOne() {
        try (CloudEmulator emulator = CloudEmulator.start()) {
            ClientConfig closedByASpringContext = emulator.config();
            closedByASpringContext.close();
            ClientConfig next = emulator.config();
            assertThat(next).isNotSameAs(closedByASpringContext);
            SeededZone zone = emulator.seedZone("example.org");
            emulator.seedRecordset(zone, "www", "A", "192.0.2.10");
            assertThat(DnsClient.create(next).recordsets().list(zone.id()).stream())
                    .hasSize(1);
            assertThat(emulator.config()).isSameAs(next);
        }
    }

    @Test
    void configBuilderMakesAConfigOfTheCallersOwn() {
        try (CloudEmulator emulator = CloudEmulator.start()) {
            try (ClientConfig own = emulator.configBuilder().build()) {
                assertThat(own).isNotSameAs(emulator.config());
                assertThat(own.baseUrl()).isEqualTo(emulator.config().baseUrl());
            }
            SeededZone zone = emulator.seedZone("example.org");
            assertThat(DnsClient.create(emulator.config()).recordsets().list(zone.id()).stream())
                    .isEmpty();
        }
    }

    /** The example URL in the Javadoc of baseUrl() has the scheme, host and form that baseUrl() returns. */
    @Test
    void theJavadocOfBaseUrlShowsWhatItReturns() throws Exception {
        // The module's own source, found from where this class was loaded (target/test-classes, or the tests jar in
        // target/ when compat-jdk25 runs this suite from its own directory).
        Path loadedFrom = Path.of(EmulatorConfigTest.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        Path file = loadedFrom.getParent().getParent().resolve("src/main/java/dev/cloudsdk/testkit/CloudEmulator.java");
        assertThat(file)
                .as("the testkit's sources beside the classes under test")
                .exists();
        String source = Files.readString(file);
        int method = source.indexOf("public String baseUrl()");
        String javadoc = source.substring(source.lastIndexOf("/**", method), method);
        Matcher example = Pattern.compile("such as \\{@code (http://[^}]+)}").matcher(javadoc);
        assertThat(example.find()).as(javadoc).isTrue();
        URI documented = URI.create(example.group(1));
        try (CloudEmulator emulator = CloudEmulator.start()) {
            URI actual = URI.create(emulator.baseUrl());
            assertThat(actual.getScheme()).isEqualTo(documented.getScheme());
            assertThat(actual.getHost()).isEqualTo(documented.getHost());
            assertThat(actual.getPath()).isEqualTo(documented.getPath());
            assertThat(actual.getPort()).isEqualTo(emulator.port());
        }
    }
}
