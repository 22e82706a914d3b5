package dev.cloudsdk.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.autoconfigure.context.properties.ConfigurationPropertiesReportEndpointAutoConfiguration;
import org.springframework.boot.actuate.autoconfigure.endpoint.EndpointAutoConfiguration;
import org.springframework.boot.actuate.autoconfigure.env.EnvironmentEndpointAutoConfiguration;
import org.springframework.boot.actuate.context.properties.ConfigurationPropertiesReportEndpoint;
import org.springframework.boot.actuate.env.EnvironmentEndpoint;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/**
 * The token shows nowhere an operator looks: not in the actuator's {@code env} and {@code configprops} endpoints,
 * even with {@code show-values=always}, not in the properties' {@code toString()}, not in a failure analysis.
 * (Logs are checked by {@code CloudSdkApplicationTest}, where Spring Boot's logging runs.)
 */
class TokenNeverShownTest {
    private static final String TOKEN = "tok-3f9a71c2-never-shown";
    private static final String ENV_TOKEN = "tok-from-the-environment-5d1e";

    private final ApplicationContextRunner actuator = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(EndpointAutoConfiguration.class,
                    EnvironmentEndpointAutoConfiguration.class,
                    ConfigurationPropertiesReportEndpointAutoConfiguration.class))
            .withPropertyValues("management.endpoints.jmx.exposure.include=env,configprops", "spring.jmx.enabled=true",
                    "cloudsdk.base-url=https://api.example.cloud", "cloudsdk.token=" + TOKEN,
                    "cloudsdk.region=eu-shown-1")
            .withInitializer(context -> context.getEnvironment().getPropertySources().replace(
                    StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME, new SystemEnvironmentPropertySource(
                            StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME,
                            Map.of("CLOUDSDK_TOKEN", ENV_TOKEN))));

    @Test
    void withShowValuesAlwaysSpringBootShowsTheTokenUnlessTheStarterMasksIt() {
        // Spring Boot alone (the properties bound, without the starter's auto-configuration): every value shows,
        // the token's too. This is what the starter's SanitizingFunction is for.
        actuator.withUserConfiguration(PropertiesOnly.class).withPropertyValues(showValues("always"))
                .run(context -> assertThat(endpointValues(context)).anyMatch(v -> v.contains(TOKEN))
                        .anyMatch(v -> v.contains(ENV_TOKEN)).anyMatch(v -> v.contains("eu-shown-1")));
        actuator.withConfiguration(AutoConfigurations.of(CloudSdkAutoConfiguration.class))
                .withPropertyValues(showValues("always")).run(context -> {
                    List<String> values = endpointValues(context);
                    assertThat(values).as("the other values show").anyMatch(v -> v.contains("eu-shown-1"))
                            .anyMatch(v -> v.contains("https://api.example.cloud"));
                    assertThat(values).noneMatch(v -> v.contains(TOKEN)).noneMatch(v -> v.contains(ENV_TOKEN))
                            .contains("cloudsdk.token=******", "CLOUDSDK_TOKEN=******");
                });
    }

    @Test
    void byDefaultSpringBootShowsNoValueAtAll() {
        actuator.withConfiguration(AutoConfigurations.of(CloudSdkAutoConfiguration.class)).run(context -> {
            List<String> values = endpointValues(context);
            assertThat(values).isNotEmpty().noneMatch(v -> v.contains(TOKEN)).noneMatch(v -> v.contains("eu-shown-1"));
        });
    }

    @Test
    void thePropertiesToStringMasksTheToken() {
        actuator.withConfiguration(AutoConfigurations.of(CloudSdkAutoConfiguration.class)).run(context ->
                assertThat(context.getBean(CloudSdkProperties.class).toString()).doesNotContain(TOKEN)
                        .contains("token=****", "region=eu-shown-1"));
    }

    @Test
    void aFailureAnalysisNeverQuotesTheToken() {
        ApplicationContextRunner runner = new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(CloudSdkAutoConfiguration.class));
        // A token with a character no header may carry, and one pasted into the URL by mistake: both refused,
        // neither quoted.
        runner.withPropertyValues("cloudsdk.base-url=https://api.example.cloud", "cloudsdk.token=tok-3f9a71c2\u00e9")
                .run(context -> assertThat(analysisText(context.getStartupFailure())).contains("cloudsdk.token")
                        .doesNotContain("3f9a71c2"));
        runner.withPropertyValues("cloudsdk.base-url=http://api.example.cloud/" + TOKEN, "cloudsdk.token=" + TOKEN)
                .run(context -> assertThat(analysisText(context.getStartupFailure()))
                        .contains("cloudsdk.base-url", "plain http", "****").doesNotContain(TOKEN));
    }

    private static String analysisText(Throwable failure) {
        FailureAnalysis analysis = new CloudSdkFailureAnalyzer().analyze(failure);
        assertThat(analysis).as("the analysis of %s", failure).isNotNull();
        StringBuilder text = new StringBuilder(analysis.getDescription()).append('\n').append(analysis.getAction());
        for (Throwable t = failure; t != null; t = t.getCause()) {
            text.append('\n').append(t);
        }
        return text.toString();
    }

    private static String[] showValues(String show) {
        return new String[] {"management.endpoint.env.show-values=" + show,
            "management.endpoint.configprops.show-values=" + show};
    }

    /** Every value the two endpoints return, as text, with the key it is under. */
    private static List<String> endpointValues(org.springframework.context.ApplicationContext context) {
        List<String> values = new ArrayList<>();
        context.getBean(EnvironmentEndpoint.class).environment(null).getPropertySources().forEach(source ->
                source.getProperties().forEach((key, value) -> values.add(key + "=" + value.getValue())));
        values.add("cloudsdk.token=" + context.getBean(EnvironmentEndpoint.class).environmentEntry("cloudsdk.token")
                .getProperty().getValue());
        context.getBean(ConfigurationPropertiesReportEndpoint.class).configurationProperties().getContexts()
                .values().forEach(c -> c.getBeans().values().forEach(bean -> {
                    collect(bean.getPrefix(), bean.getProperties(), values);
                    collect(bean.getPrefix(), bean.getInputs(), values);
                }));
        return values;
    }

    private static void collect(String key, Object value, List<String> values) {
        if (value instanceof Map<?, ?> map) {
            map.forEach((k, v) -> collect(key + "." + k, v, values));
        } else if (value instanceof Collection<?> list) {
            list.forEach(v -> collect(key + "[]", v, values));
        } else {
            values.add(key + "=" + value);
        }
    }

    @Configuration(proxyBeanMethods = false)
    @EnableConfigurationProperties(CloudSdkProperties.class)
    static class PropertiesOnly {
    }
}
