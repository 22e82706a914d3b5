package dev.cloudsdk.consumercheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Reads the published Javadoc jars of the modules built on sdk-core (test dependencies with the {@code javadoc}
 * classifier, so the reactor builds them first) and checks that core's types are links to core's published
 * Javadoc, not plain text. It runs in the integration-test phase: the jars exist only after {@code package}.
 * The aggregated Javadoc of all library modules (the root's {@code target/reports/apidocs}, made in the root's
 * {@code verify}, first in the reactor) must hold every module and link within itself.
 */
class JavadocLinksIT {
    private static final String CORE_URL = System.getProperty("cloudsdk.core.javadoc.url");
    private static final Path AGGREGATE = Path.of(System.getProperty("cloudsdk.root", "..")).toAbsolutePath()
            .normalize().resolve("target/reports/apidocs");

    @ParameterizedTest(name = "{0}: {1} links {2}")
    @CsvSource({
        "sdk-dns,           dev.cloudsdk.dns/dev/cloudsdk/dns/Recordsets.html,                       PagedIterable",
        "sdk-dns,           dev.cloudsdk.dns/dev/cloudsdk/dns/DnsClient.html,                        ClientConfig",
        "sdk-database,      dev.cloudsdk.database/dev/cloudsdk/database/DatabaseClient.html,         ClientConfig",
        "sdk-loadbalancer,  dev.cloudsdk.loadbalancer/dev/cloudsdk/loadbalancer/LoadBalancerClient.html, ClientConfig",
        "sdk-storage,       dev.cloudsdk.storage/dev/cloudsdk/storage/StorageClient.html,            ClientConfig",
        "sdk-testkit,       dev.cloudsdk.testkit/dev/cloudsdk/testkit/CloudEmulator.html,            ClientConfig",
        "sdk-opentelemetry, dev.cloudsdk.opentelemetry/dev/cloudsdk/opentelemetry/CloudSdkTelemetry.html, CallListener",
        "sdk-micrometer,    dev.cloudsdk.micrometer/dev/cloudsdk/micrometer/CloudSdkMetrics.html,    CallListener",
    })
    void coreTypesAreLinksToCoresPublishedJavadoc(String module, String page, String coreType) throws IOException {
        assertThat(CORE_URL).as("system property cloudsdk.core.javadoc.url (set in consumer-check/pom.xml)")
                .isNotBlank();
        String html = read(module, page);
        assertThat(html).as("%s (%s) should mention %s", page, module, coreType).contains(coreType);
        String expected = CORE_URL + "dev.cloudsdk.core/dev/cloudsdk/core/" + coreType + ".html";
        assertThat(hrefsEndingWith(html, "/" + coreType + ".html"))
                .as("%s (%s): %s is plain text, not a link to %s; is the offlineLink to sdk-core's Javadoc "
                        + "configured (parent pom.xml, maven-javadoc-plugin)?", page, module, coreType, expected)
                .isNotEmpty()
                .allSatisfy(href -> assertThat(href).isEqualTo(expected));
    }

    @Test
    void theAggregatedJavadocHoldsEveryLibraryModuleAndLinksWithinItself() throws IOException {
        Path elementList = AGGREGATE.resolve("element-list");
        assertThat(elementList).as("the aggregated Javadoc (root pom.xml, execution aggregate-javadoc)").exists();
        assertThat(Files.readAllLines(elementList)).contains("dev.cloudsdk.core", "dev.cloudsdk.loadbalancer",
                "dev.cloudsdk.dns", "dev.cloudsdk.database", "dev.cloudsdk.storage", "dev.cloudsdk.opentelemetry",
                "dev.cloudsdk.micrometer", "dev.cloudsdk.testkit");
        String recordsets = Files.readString(AGGREGATE.resolve("dev/cloudsdk/dns/Recordsets.html"));
        assertThat(hrefsEndingWith(recordsets, "/PagedIterable.html")).as("PagedIterable in the aggregate's "
                + "Recordsets.html").containsExactly("../core/PagedIterable.html");
    }

    private static String read(String module, String page) throws IOException {
        URL url = JavadocLinksIT.class.getClassLoader().getResource(page);
        assertThat(url).as("%s is in no jar on the test class path: is %s's javadoc jar a test dependency of "
                + "consumer-check?", page, module).isNotNull();
        assertThat(url.toString()).as("the jar that holds %s", page).contains(module + "-");
        try (InputStream in = url.openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static List<String> hrefsEndingWith(String html, String suffix) {
        Matcher m = Pattern.compile("<a href=\"([^\"#]*)[^\"]*\"").matcher(html);
        return m.results().map(r -> r.group(1)).filter(href -> href.endsWith(suffix)).distinct()
                .collect(Collectors.toList());
    }
}
