package dev.cloudsdk.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.Banner;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.actuate.autoconfigure.context.properties.ConfigurationPropertiesReportEndpointAutoConfiguration;
import org.springframework.boot.actuate.autoconfigure.endpoint.EndpointAutoConfiguration;
import org.springframework.boot.actuate.autoconfigure.env.EnvironmentEndpointAutoConfiguration;
import org.springframework.boot.actuate.context.properties.ConfigurationPropertiesReportEndpoint;
import org.springframework.boot.actuate.env.EnvironmentEndpoint;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/**
 * The token shows nowhere an operator looks: not in the actuator's {@code env} and {@code configprops} endpoints,
 * even with {@code show-values=always}, not in the properties' {@code toString()}, not in a failure analysis.
 * (Logs are checked by {@code CloudSdkApplicationTest}, where Spring Boot's logging runs.) The {@code env} endpoint
 * is read whole, as JSON, from an application started by {@code SpringApplication} with the token given each way
 * Spring Boot takes a property ({@link Route}): the token must be nowhere in it, under any key.
 */
class TokenNeverShownTest {
    private static final String TOKEN = "tok-3f9a71c2-never-shown";
    private static final String ENV_TOKEN = "tok-from-the-environment-5d1e";

    private final ApplicationContextRunner actuator = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(
                    EndpointAutoConfiguration.class,
                    EnvironmentEndpointAutoConfiguration.class,
                    ConfigurationPropertiesReportEndpointAutoConfiguration.class))
            .withPropertyValues(
                    "management.endpoints.jmx.exposure.include=env,configprops",
                    "spring.jmx.enabled=true",
                    "cloudsdk.base-url=https://api.example.cloud",
                    "cloudsdk.token=" + TOKEN,
                    "cloudsdk.region=eu-shown-1")
            .withInitializer(context -> context.getEnvironment()
                    .getPropertySources()
                    .replace(
                            StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME,
                            new SystemEnvironmentPropertySource(
                                    StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME,
                                    Map.of("CLOUDSDK_TOKEN", ENV_TOKEN))));

    @Test
    void withShowValuesAlwaysSpringBootShowsTheTokenUnlessTheStarterMasksIt() {
        // Spring Boot alone (the properties bound, without the starter's auto-configuration): every value shows,
        // the token's too. This is what the starter's SanitizingFunction is for.
        actuator.withUserConfiguration(PropertiesOnly.class)
                .withPropertyValues(showValues("always"))
                .run(context -> assertThat(endpointValues(context))
                        .anyMatch(v -> v.contains(TOKEN))
                        .anyMatch(v -> v.contains(ENV_TOKEN))
                        .anyMatch(v -> v.contains("eu-shown-1")));
        actuator.withConfiguration(AutoConfigurations.of(CloudSdkAutoConfiguration.class))
                .withPropertyValues(showValues("always"))
                .run(context -> {
                    List<String> values = endpointValues(context);
                    assertThat(values)
                            .as("the other values show")
                            .anyMatch(v -> v.contains("eu-shown-1"))
                            .anyMatch(v -> v.contains("https://api.example.cloud"));
                    assertThat(values)
                            .noneMatch(v -> v.contains(TOKEN))
                            .noneMatch(v -> v.contains(ENV_TOKEN))
                            .contains("cloudsdk.token=******", "CLOUDSDK_TOKEN=******");
                });
    }

    /** Each way Spring Boot takes a property, each giving the token and the region (which must show). */
    enum Route {
        PROPERTIES_FILE,
        ENVIRONMENT_VARIABLE,
        SYSTEM_PROPERTY,
        COMMAND_LINE,
        SPRING_APPLICATION_JSON_VARIABLE,
        SPRING_APPLICATION_JSON_SYSTEM_PROPERTY,
        SPRING_APPLICATION_JSON_COMMAND_LINE,
        CONFIG_TREE
    }

    @ParameterizedTest
    @EnumSource(Route.class)
    void theWholeEnvEndpointNeverShowsTheTokenHoweverItIsGiven(Route route, @TempDir Path dir) throws IOException {
        Launch launch = new Launch();
        String json = "{\"cloudsdk\":{\"token\":\"" + TOKEN + "\",\"region\":\"eu-shown-1\"}}";
        switch (route) {
            case PROPERTIES_FILE -> {
                Files.writeString(
                        dir.resolve("application.properties"),
                        "cloudsdk.token=" + TOKEN + "\ncloudsdk.region=eu-shown-1\n");
                launch.args.add("--spring.config.additional-location=file:" + dir + "/");
            }
            case ENVIRONMENT_VARIABLE -> {
                launch.variables.put("CLOUDSDK_TOKEN", TOKEN);
                launch.variables.put("CLOUDSDK_REGION", "eu-shown-1");
            }
            case SYSTEM_PROPERTY -> {
                launch.systemProperties.put("cloudsdk.token", TOKEN);
                launch.systemProperties.put("cloudsdk.region", "eu-shown-1");
            }
            case COMMAND_LINE ->
                launch.args.addAll(List.of("--cloudsdk.token=" + TOKEN, "--cloudsdk.region=eu-shown-1"));
            case SPRING_APPLICATION_JSON_VARIABLE -> launch.variables.put("SPRING_APPLICATION_JSON", json);
            case SPRING_APPLICATION_JSON_SYSTEM_PROPERTY ->
                launch.systemProperties.put("spring.application.json", json);
            case SPRING_APPLICATION_JSON_COMMAND_LINE -> launch.args.add("--spring.application.json=" + json);
            case CONFIG_TREE -> {
                Files.createDirectories(dir.resolve("cloudsdk"));
                Files.writeString(dir.resolve("cloudsdk/token"), TOKEN);
                Files.writeString(dir.resolve("cloudsdk/region"), "eu-shown-1");
                launch.args.add("--spring.config.import=configtree:" + dir + "/");
            }
        }
        String env = launch.envEndpointJson();
        assertThat(env).as("the route's values show (show-values=always)").contains("eu-shown-1");
        assertThat(env).doesNotContain(TOKEN);
    }

    @Test
    void aPropertyThatResolvesToTheTokenIsMaskedToo() {
        Launch launch = new Launch();
        launch.variables.put("CLOUDSDK_TOKEN", TOKEN);
        launch.variables.put("CLOUDSDK_REGION", "eu-shown-1");
        launch.defaults.put("other.copy", "${cloudsdk.token}");
        launch.defaults.put("other.quoted", "Bearer ${CLOUDSDK_TOKEN}!");
        launch.defaults.put("other.region", "${cloudsdk.region}");
        String env = launch.envEndpointJson();
        assertThat(env)
                .doesNotContain(TOKEN)
                .contains("\"other.copy\"", "\"other.quoted\"")
                .contains("\"other.region\":{\"value\":\"eu-shown-1\"");
    }

    @Test
    void aTokenGivenTwiceIsMaskedWhereverEitherValueShows() {
        // The command line wins over the environment, but the environment's token is a secret all the same.
        Launch launch = new Launch();
        launch.variables.put("SPRING_APPLICATION_JSON", "{\"cloudsdk.token\":\"" + ENV_TOKEN + "\"}");
        launch.variables.put("LEGACY_COPY", "x-" + ENV_TOKEN);
        launch.args.addAll(
                List.of("--cloudsdk.token=" + TOKEN, "--cloudsdk.region=eu-shown-1", "--other.copy=${cloudsdk.token}"));
        String env = launch.envEndpointJson();
        assertThat(env)
                .contains("eu-shown-1", "LEGACY_COPY")
                .doesNotContain(TOKEN)
                .doesNotContain(ENV_TOKEN);
    }

    /**
     * A {@code SpringApplication} of the env endpoint and the starter, started as an application is: property
     * files, {@code SPRING_APPLICATION_JSON}, config trees and the command line are read by Spring Boot itself. The
     * system environment is emulated (the variables here and no others), system properties are set for the start
     * and put back after it.
     */
    private static final class Launch {
        final Map<String, Object> variables = new LinkedHashMap<>();
        final Map<String, String> systemProperties = new LinkedHashMap<>();
        final List<String> args = new ArrayList<>();
        final Map<String, Object> defaults = new HashMap<>(Map.of(
                "cloudsdk.base-url",
                "https://api.example.cloud",
                "management.endpoint.env.show-values",
                "always",
                "management.endpoints.jmx.exposure.include",
                "env",
                "spring.jmx.enabled",
                "true",
                "logging.level.root",
                "warn"));

        String envEndpointJson() {
            StandardEnvironment environment = new StandardEnvironment();
            environment
                    .getPropertySources()
                    .replace(
                            StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME,
                            new SystemEnvironmentPropertySource(
                                    StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME, variables));
            Map<String, String> saved = new HashMap<>();
            systemProperties.forEach((key, value) -> saved.put(key, System.setProperty(key, value)));
            try (ConfigurableApplicationContext context = new SpringApplicationBuilder(EnvEndpointApplication.class)
                    .web(WebApplicationType.NONE)
                    .bannerMode(Banner.Mode.OFF)
                    .logStartupInfo(false)
                    .registerShutdownHook(false)
                    .environment(environment)
                    .properties(defaults)
                    .run(args.toArray(String[]::new))) {
                assertThat(context.getBean(CloudSdkProperties.class).getToken())
                        .as("the token reached the starter")
                        .isIn(TOKEN, ENV_TOKEN);
                EnvironmentEndpoint endpoint = context.getBean(EnvironmentEndpoint.class);
                List<Object> shown = new ArrayList<>();
                shown.add(endpoint.environment(null));
                for (String key :
                        List.of("cloudsdk.token", "other.copy", "SPRING_APPLICATION_JSON", "spring.application.json")) {
                    shown.add(endpoint.environmentEntry(key));
                }
                return new ObjectMapper().writeValueAsString(shown);
            } catch (IOException e) {
                throw new AssertionError("the endpoint's answer did not serialize", e);
            } finally {
                saved.forEach((key, value) -> {
                    if (value == null) {
                        System.clearProperty(key);
                    } else {
                        System.setProperty(key, value);
                    }
                });
            }
        }
    }

    @SpringBootConfiguration(proxyBeanMethods = false)
    @ImportAutoConfiguration({
        EndpointAutoConfiguration.class,
        EnvironmentEndpointAutoConfiguration.class,
        CloudSdkAutoConfiguration.class
    })
    static class EnvEndpointApplication {}

    @Test
    void byDefaultSpringBootShowsNoValueAtAll() {
        actuator.withConfiguration(AutoConfigurations.of(CloudSdkAutoConfiguration.class))
                .run(context -> {
                    List<String> values = endpointValues(context);
                    assertThat(values)
                            .isNotEmpty()
                            .noneMatch(v -> v.contains(TOKEN))
                            .noneMatch(v -> v.contains("eu-shown-1"));
                });
    }

    @Test
    void thePropertiesToStringMasksTheToken() {
        actuator.withConfiguration(AutoConfigurations.of(CloudSdkAutoConfiguration.class))
                .run(context -> assertThat(
                                context.getBean(CloudSdkProperties.class).toString())
                        .doesNotContain(TOKEN)
                        .contains("token=****", "region=eu-shown-1"));
    }

    @Test
    void aFailureAnalysisNeverQuotesTheToken() {
        ApplicationContextRunner runner = new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(CloudSdkAutoConfiguration.class));
        // A token with a character no header may carry, and one pasted into the URL by mistake: both refused,
        // neither quoted.
        runner.withPropertyValues("cloudsdk.base-url=https://api.example.cloud", "cloudsdk.token=tok-3f9a71c2\u00e9")
                .run(context -> assertThat(analysisText(context.getStartupFailure()))
                        .contains("cloudsdk.token")
                        .doesNotContain("3f9a71c2"));
        runner.withPropertyValues("cloudsdk.base-url=http://api.example.cloud/" + TOKEN, "cloudsdk.token=" + TOKEN)
                .run(context -> assertThat(analysisText(context.getStartupFailure()))
                        .contains("cloudsdk.base-url", "plain http", "****")
                        .doesNotContain(TOKEN));
    }

    private static String analysisText(Throwable failure) {
        FailureAnalysis analysis = new CloudSdkFailureAnalyzer().analyze(failure);
        assertThat(analysis).as("the analysis of %s", failure).isNotNull();
        StringBuilder text =
                new StringBuilder(analysis.getDescription()).append('\n').append(analysis.getAction());
        for (Throwable t = failure; t != null; t = t.getCause()) {
            text.append('\n').append(t);
        }
        return text.toString();
    }

    private static String[] showValues(String show) {
        return new String[] {
            "management.endpoint.env.show-values=" + show, "management.endpoint.configprops.show-values=" + show
        };
    }

    /** Every value the two endpoints return, as text, with the key it is under. */
    private static List<String> endpointValues(ApplicationContext context) {
        List<String> values = new ArrayList<>();
        context.getBean(EnvironmentEndpoint.class)
                .environment(null)
                .getPropertySources()
                .forEach(source ->
                        source.getProperties().forEach((key, value) -> values.add(key + "=" + value.getValue())));
        values.add("cloudsdk.token="
                + context.getBean(EnvironmentEndpoint.class)
                        .environmentEntry("cloudsdk.token")
                        .getProperty()
                        .getValue());
        context.getBean(ConfigurationPropertiesReportEndpoint.class)
                .configurationProperties()
                .getContexts()
                .values()
                .forEach(c -> c.getBeans().values().forEach(bean -> {
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
    static class PropertiesOnly {}
}
