package dev.cloudsdk.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RetryPolicy;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.LazyInitializationBeanFactoryPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/** Every {@code cloudsdk.*} property reaches its setting, the defaults are the SDK's, and a bad one stops the start. */
class CloudSdkPropertiesTest {
    private static final String BASE = "cloudsdk.base-url=https://api.example.cloud";
    private static final String TOKEN = "cloudsdk.token=t0ken-of-the-test";

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(
                    AutoConfigurations.of(CloudSdkAutoConfiguration.class, CloudSdkClientsAutoConfiguration.class));

    @Test
    void everyPropertyReachesItsSetting() {
        runner.withPropertyValues(
                        "cloudsdk.base-url=http://api.example.internal/v2",
                        TOKEN,
                        "cloudsdk.region=eu-2",
                        "cloudsdk.connect-timeout=1s",
                        "cloudsdk.read-timeout=2s",
                        "cloudsdk.write-timeout=3s",
                        "cloudsdk.call-timeout=4m",
                        "cloudsdk.retry.max-attempts=5",
                        "cloudsdk.retry.base-delay=50ms",
                        "cloudsdk.retry.max-delay=2s",
                        "cloudsdk.retry.budget=40",
                        "cloudsdk.max-response-size=2MB",
                        "cloudsdk.max-page-items=250",
                        "cloudsdk.allow-insecure-http=true",
                        "cloudsdk.log-bodies=true",
                        "cloudsdk.user-agent-suffix=orders/1.4")
                .run(context -> {
                    ClientConfig config = context.getBean(ClientConfig.class);
                    assertThat(config.baseUrl()).isEqualTo("http://api.example.internal/v2/");
                    assertThat(config.region()).isEqualTo("eu-2");
                    assertThat(config.connectTimeout()).isEqualTo(Duration.ofSeconds(1));
                    assertThat(config.readTimeout()).isEqualTo(Duration.ofSeconds(2));
                    assertThat(config.writeTimeout()).isEqualTo(Duration.ofSeconds(3));
                    assertThat(config.callTimeout()).isEqualTo(Duration.ofMinutes(4));
                    RetryPolicy retry = config.retryPolicy();
                    assertThat(retry.maxAttempts()).isEqualTo(5);
                    assertThat(retry.baseDelay()).isEqualTo(Duration.ofMillis(50));
                    assertThat(retry.maxDelay()).isEqualTo(Duration.ofSeconds(2));
                    assertThat(retry.retryBudget()).isEqualTo(40);
                    assertThat(config.maxResponseBytes()).isEqualTo(2L * 1024 * 1024);
                    assertThat(config.maxPageItems()).isEqualTo(250);
                    assertThat(config.allowInsecureHttp()).isTrue();
                    assertThat(config.logBodies()).isTrue();
                    assertThat(config.userAgentSuffix()).isEqualTo("orders/1.4");
                });
    }

    @Test
    void relaxedBindingReadsTheEnvironmentsSpelling() {
        Map<String, Object> variables = Map.of(
                "CLOUDSDK_BASE_URL",
                "https://env.example.cloud",
                "CLOUDSDK_TOKEN",
                "from-env",
                "CLOUDSDK_RETRY_MAXATTEMPTS",
                "1");
        runner.withInitializer(context -> context.getEnvironment()
                        .getPropertySources()
                        .replace(
                                StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME,
                                new SystemEnvironmentPropertySource(
                                        StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME, variables)))
                .run(context -> {
                    assertThat(context.getBean(ClientConfig.class).baseUrl()).isEqualTo("https://env.example.cloud/");
                    assertThat(context.getBean(ClientConfig.class).retryPolicy().maxAttempts())
                            .isEqualTo(1);
                });
    }

    @Test
    void anEmptyRegionOrSuffixIsNone() {
        // cloudsdk.region=${CLOUD_REGION:} with the variable unset binds an empty string.
        runner.withPropertyValues(BASE, TOKEN, "cloudsdk.region=", "cloudsdk.user-agent-suffix=")
                .run(context -> {
                    assertThat(context.getBean(ClientConfig.class).region()).isNull();
                    assertThat(context.getBean(ClientConfig.class).userAgentSuffix())
                            .isNull();
                });
    }

    @Test
    void aRetryBudgetOfZeroTurnsTheBudgetOff() {
        runner.withPropertyValues(BASE, TOKEN, "cloudsdk.retry.budget=0")
                .run(context -> assertThat(context.getBean(ClientConfig.class)
                                .retryPolicy()
                                .retryBudget())
                        .isZero());
    }

    @Test
    void theDefaultsAreTheSdksOwn() {
        try (ClientConfig sdk = ClientConfig.builder()
                .baseUrl("https://api.example.cloud")
                .token("t")
                .build()) {
            runner.withPropertyValues(BASE, TOKEN).run(context -> {
                ClientConfig config = context.getBean(ClientConfig.class);
                assertThat(config.timeouts()).isEqualTo(sdk.timeouts());
                assertThat(config.retryPolicy().toString())
                        .isEqualTo(sdk.retryPolicy().toString());
                assertThat(config.maxResponseBytes()).isEqualTo(sdk.maxResponseBytes());
                assertThat(config.maxPageItems()).isEqualTo(sdk.maxPageItems());
                assertThat(config.allowInsecureHttp())
                        .isEqualTo(sdk.allowInsecureHttp())
                        .isFalse();
                assertThat(config.logBodies()).isEqualTo(sdk.logBodies()).isFalse();
                assertThat(config.region()).isNull();
                assertThat(config.userAgentSuffix()).isNull();
            });
        }
    }

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "cloudsdk.base-url         |                             | baseUrl is required",
                "cloudsdk.base-url         | http://api.example.cloud    | baseUrl is plain http to a host that is not",
                "cloudsdk.base-url         | api.example.cloud           | baseUrl must be an absolute "
                        + "http or https URL",
                "cloudsdk.token            |                             | token or tokenProvider is required",
                "cloudsdk.token            | '  '                        | token must not be blank",
                "cloudsdk.token            | 'Bearer abc123def456'       | token starts with 'Bearer ': "
                        + "pass the token alone",
                "cloudsdk.region           | eu\u00071                    | region holds a control character (U+0007)",
                "cloudsdk.connect-timeout  | 0s                          | connectTimeout",
                "cloudsdk.read-timeout     | 2d                          | readTimeout",
                "cloudsdk.write-timeout    | -1s                         | writeTimeout",
                "cloudsdk.call-timeout     | 0ms                         | callTimeout",
                "cloudsdk.retry.max-attempts | 0                         | maxAttempts must be at least 1, was 0",
                "cloudsdk.retry.max-attempts | 11                        | maxAttempts must be at most 10, was 11",
                "cloudsdk.retry.max-delay  | 100ms                       | baseDelay (200 ms) is above "
                        + "maxDelay (100 ms)",
                "cloudsdk.retry.base-delay | 30s                         | baseDelay (30000 ms) is above "
                        + "maxDelay (10000 ms)",
                "cloudsdk.retry.base-delay | 2h                          | baseDelay",
                "cloudsdk.retry.max-delay  | -1ms                        | maxDelay",
                "cloudsdk.retry.budget     | 5                           | retryBudget must be at least 10 tokens",
                "cloudsdk.max-response-size | 0B                         | maxResponseBytes must be positive, was 0",
                "cloudsdk.max-page-items   | -3                          | maxPageItems must be positive, was -3",
                "cloudsdk.user-agent-suffix | app\u00071.0                | userAgentSuffix holds a "
                        + "control character (U+0007)",
            })
    void aValueTheSdkRefusesStopsTheStartNamingThePropertyWithTheSdksMessage(
            String property, String value, String sdkMessage) {
        List<String> properties = new ArrayList<>(List.of(BASE, TOKEN));
        properties.removeIf(p -> p.startsWith(property + "="));
        if (value != null) {
            properties.add(property + "=" + value);
        }
        runner.withPropertyValues(properties.toArray(new String[0])).run(context -> {
            assertThat(context).hasFailed();
            Throwable failure = context.getStartupFailure();
            FailureAnalysis analysis = new CloudSdkFailureAnalyzer().analyze(failure);
            assertThat(analysis).as("an analysis of %s", failure).isNotNull();
            assertThat(analysis.getDescription())
                    .startsWith("The cloudsdk property '" + property + "' is invalid: ")
                    .contains(sdkMessage);
            assertThat(analysis.getAction()).contains(property);
            assertThat(analysis.getCause())
                    .isInstanceOf(CloudSdkConfigurationException.class)
                    .hasRootCauseInstanceOf(IllegalArgumentException.class);
        });
    }

    @Test
    void evenWithLazyInitializationABadValueStopsTheStartNotTheFirstCall() {
        runner.withInitializer(context ->
                        context.addBeanFactoryPostProcessor(new LazyInitializationBeanFactoryPostProcessor()))
                .withPropertyValues("cloudsdk.base-url=http://api.example.cloud", TOKEN)
                .run(context -> assertThat(context)
                        .hasFailed()
                        .getFailure()
                        .rootCause()
                        .hasMessageStartingWith("baseUrl is plain http"));
    }

    @Test
    void aCustomizersRefusedValueIsReportedWithoutAProperty() {
        runner.withPropertyValues(BASE, TOKEN)
                .withBean(CloudSdkClientConfigCustomizer.class, () -> builder -> builder.userAgentSuffix("a\nb"))
                .run(context -> {
                    FailureAnalysis analysis = new CloudSdkFailureAnalyzer().analyze(context.getStartupFailure());
                    // The message names the setting; the property is the same one, so it is named.
                    assertThat(analysis.getDescription()).contains("cloudsdk.user-agent-suffix", "userAgentSuffix");
                });
    }

    @Test
    void everyPropertyHasADescriptionAndEveryDefaultIsInTheMetadataAnIdeReads() throws Exception {
        JsonNode metadata;
        try (InputStream in =
                CloudSdkProperties.class.getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
            metadata = new ObjectMapper().readTree(in);
        }
        Map<String, JsonNode> properties = new TreeMap<>();
        metadata.get("properties").forEach(p -> properties.put(p.get("name").asText(), p));
        assertThat(properties.keySet())
                .containsExactlyInAnyOrder(
                        "cloudsdk.enabled",
                        "cloudsdk.base-url",
                        "cloudsdk.token",
                        "cloudsdk.region",
                        "cloudsdk.connect-timeout",
                        "cloudsdk.read-timeout",
                        "cloudsdk.write-timeout",
                        "cloudsdk.call-timeout",
                        "cloudsdk.retry.max-attempts",
                        "cloudsdk.retry.base-delay",
                        "cloudsdk.retry.max-delay",
                        "cloudsdk.retry.budget",
                        "cloudsdk.max-response-size",
                        "cloudsdk.max-page-items",
                        "cloudsdk.allow-insecure-http",
                        "cloudsdk.log-bodies",
                        "cloudsdk.user-agent-suffix",
                        "cloudsdk.metrics.enabled",
                        "cloudsdk.tracing.enabled");
        properties.forEach((name, p) -> assertThat(p.path("description").asText())
                .as(name)
                .endsWith(".")
                .doesNotContain("{@"));
        Map<String, String> defaults = new TreeMap<>();
        properties.forEach((name, p) -> {
            if (p.has("defaultValue")) {
                defaults.put(name, p.get("defaultValue").asText());
            }
        });
        assertThat(defaults)
                .containsEntry("cloudsdk.connect-timeout", "10s")
                .containsEntry("cloudsdk.read-timeout", "30s")
                .containsEntry("cloudsdk.write-timeout", "30s")
                .containsEntry("cloudsdk.call-timeout", "60s")
                .containsEntry("cloudsdk.retry.max-attempts", "3")
                .containsEntry("cloudsdk.retry.base-delay", "200ms")
                .containsEntry("cloudsdk.retry.max-delay", "10s")
                .containsEntry("cloudsdk.retry.budget", "500")
                .containsEntry("cloudsdk.max-response-size", "32MB")
                .containsEntry("cloudsdk.max-page-items", "10000")
                .containsEntry("cloudsdk.allow-insecure-http", "false")
                .containsEntry("cloudsdk.log-bodies", "false")
                .containsEntry("cloudsdk.enabled", "true")
                .doesNotContainKeys("cloudsdk.token", "cloudsdk.base-url");
    }

    @Test
    void anotherStartupFailureIsLeftToSpringBoot() {
        assertThat(new CloudSdkFailureAnalyzer().analyze(new IllegalStateException("not ours")))
                .isNull();
    }
}
