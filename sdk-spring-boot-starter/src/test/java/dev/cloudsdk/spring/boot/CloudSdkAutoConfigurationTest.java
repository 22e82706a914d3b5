package dev.cloudsdk.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.SeededZone;
import java.lang.reflect.Method;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.annotation.ImportCandidates;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

/** Which beans the auto-configuration defines, when, and when it gives way to the application's own. */
class CloudSdkAutoConfigurationTest {
    static CloudEmulator emulator;
    static SeededZone zone;

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(
                    AutoConfigurations.of(CloudSdkAutoConfiguration.class, CloudSdkClientsAutoConfiguration.class));

    @BeforeAll
    static void startEmulator() {
        emulator = CloudEmulator.start();
        zone = emulator.seedZone("example.org");
        emulator.seedRecordset(zone, "www", "A", "192.0.2.10");
    }

    @AfterAll
    static void stopEmulator() {
        emulator.close();
    }

    /** The three properties a newcomer sets. */
    static String[] emulatorProperties() {
        return new String[] {
            "cloudsdk.base-url=" + emulator.baseUrl(),
            "cloudsdk.token=" + emulator.token(),
            "cloudsdk.region=" + emulator.region()
        };
    }

    @Test
    void registersItsFourAutoConfigurationsWhereSpringBootLooksForThem() {
        List<String> candidates = ImportCandidates.load(
                        AutoConfiguration.class, getClass().getClassLoader())
                .getCandidates();
        assertThat(candidates)
                .contains(
                        CloudSdkAutoConfiguration.class.getName(),
                        CloudSdkMetricsAutoConfiguration.class.getName(),
                        CloudSdkTracingAutoConfiguration.class.getName(),
                        CloudSdkClientsAutoConfiguration.class.getName());
    }

    /**
     * @return the client of each service, as the generated {@link CloudSdkClientsAutoConfiguration} makes them (one
     *     nested configuration per service of {@code api/openapi.yaml}, its bean method returning the client)
     */
    static List<Class<?>> clients() {
        List<Class<?>> clients = Stream.of(CloudSdkClientsAutoConfiguration.class.getDeclaredClasses())
                .flatMap(c -> Stream.of(c.getDeclaredMethods()))
                .filter(m -> m.isAnnotationPresent(Bean.class))
                .<Class<?>>map(Method::getReturnType)
                .toList();
        assertThat(clients).as("the generated client beans").contains(DnsClient.class);
        return clients;
    }

    /** @return the bean name of a client: its class's simple name in lower camel case, {@code dnsClient} */
    private static String beanName(Class<?> client) {
        return Character.toLowerCase(client.getSimpleName().charAt(0))
                + client.getSimpleName().substring(1);
    }

    @Test
    void threePropertiesGiveAConfigAndAWorkingClientOfEachService() {
        runner.withPropertyValues(emulatorProperties()).run(context -> {
            assertThat(context).hasSingleBean(ClientConfig.class);
            for (Class<?> client : clients()) {
                String name = beanName(client);
                assertThat(context).hasSingleBean(client).hasBean(name);
                assertThat(context.getBean(name)).as(name).isInstanceOf(client);
            }
            ClientConfig config = context.getBean(ClientConfig.class);
            assertThat(config.baseUrl()).isEqualTo(emulator.baseUrl());
            assertThat(config.region()).isEqualTo(emulator.region());
            assertThat(config.hasTokenProvider()).isFalse();
            assertThat(context.getBean(DnsClient.class).recordsets().list(zone.id()).stream())
                    .hasSize(1);
        });
    }

    @Test
    void theConfigIsClosedWithTheContext() {
        AtomicReference<DnsClient> dns = new AtomicReference<>();
        runner.withPropertyValues(emulatorProperties()).run(context -> dns.set(context.getBean(DnsClient.class)));
        assertThatThrownBy(
                        () -> dns.get().recordsets().list(zone.id()).iterator().next())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed");
    }

    @Test
    void cloudsdkEnabledFalseDefinesNothing() {
        runner.withPropertyValues("cloudsdk.enabled=false")
                .run(context -> assertThat(context)
                        .hasNotFailed()
                        .doesNotHaveBean(ClientConfig.class)
                        .doesNotHaveBean(DnsClient.class)
                        .doesNotHaveBean(CloudSdkProperties.class));
    }

    @Test
    void withoutSdkCoreOnTheClassPathNothingIsDefined() {
        runner.withClassLoader(new FilteredClassLoader(ClientConfig.class))
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(CloudSdkProperties.class));
    }

    @ParameterizedTest
    @MethodSource("clients")
    void aClientIsDefinedOnlyWhenItsModuleIsOnTheClassPath(Class<?> missing) {
        runner.withPropertyValues(emulatorProperties())
                .withClassLoader(new FilteredClassLoader(missing))
                .run(context -> {
                    assertThat(context).hasSingleBean(ClientConfig.class).doesNotHaveBean(missing.getName());
                    for (Class<?> present : clients()) {
                        if (present != missing) {
                            assertThat(context).hasSingleBean(present);
                        }
                    }
                });
    }

    @Test
    void theApplicationsOwnConfigReplacesOursAndTheClientsUseIt() {
        // No cloudsdk.* property at all: ours would refuse to start, so the context starting proves it gave way.
        runner.withBean("myConfig", ClientConfig.class, () -> emulator.config()).run(context -> {
            assertThat(context).hasNotFailed().hasSingleBean(ClientConfig.class).hasBean("myConfig");
            assertThat(context.getBean(DnsClient.class).recordsets().list(zone.id()).stream())
                    .hasSize(1);
        });
    }

    @Test
    void theApplicationsOwnClientReplacesOurs() {
        runner.withPropertyValues(emulatorProperties())
                .withUserConfiguration(OwnDnsClient.class)
                .run(context -> {
                    assertThat(context)
                            .hasSingleBean(DnsClient.class)
                            .hasBean("myDns")
                            .doesNotHaveBean("dnsClient");
                    assertThat(context.getBean(DnsClient.class).region()).isEqualTo("elsewhere-1");
                    for (Class<?> other : clients()) {
                        if (other != DnsClient.class) {
                            assertThat(context).hasBean(beanName(other));
                        }
                    }
                });
    }

    @Test
    void twoConfigsOfTheApplicationGetNoClientsUnlessOneIsPrimary() {
        runner.withUserConfiguration(TwoConfigs.class).run(context -> {
            assertThat(context).hasNotFailed();
            clients().forEach(client -> assertThat(context).doesNotHaveBean(client));
        });
        runner.withUserConfiguration(TwoConfigs.class, PrimaryConfig.class).run(context -> {
            assertThat(context).hasSingleBean(DnsClient.class);
            assertThat(context.getBean(DnsClient.class).recordsets().list(zone.id()).stream())
                    .hasSize(1);
        });
    }

    @Test
    void aTokenProviderBeanWinsOverTheProperty() {
        // The property's token is wrong: the emulator answers 401 to it, so only the provider's lets the call pass.
        runner.withPropertyValues(
                        "cloudsdk.base-url=" + emulator.baseUrl(),
                        "cloudsdk.token=not-the-token",
                        "cloudsdk.region=" + emulator.region())
                .withBean(CloudSdkTokenProvider.class, () -> () -> emulator.token())
                .run(context -> {
                    assertThat(context.getBean(ClientConfig.class).hasTokenProvider())
                            .isTrue();
                    assertThat(context.getBean(DnsClient.class).recordsets().list(zone.id()).stream())
                            .hasSize(1);
                });
    }

    @Test
    void aTokenProviderBeanIsEnoughWithoutTheProperty() {
        runner.withPropertyValues("cloudsdk.base-url=" + emulator.baseUrl(), "cloudsdk.region=" + emulator.region())
                .withBean(CloudSdkTokenProvider.class, () -> () -> emulator.token())
                .run(context -> assertThat(context.getBean(DnsClient.class).recordsets().list(zone.id()).stream())
                        .hasSize(1));
    }

    @Test
    void anyOtherStringSupplierOfTheApplicationIsNeverTakenForTheToken() {
        runner.withPropertyValues("cloudsdk.base-url=" + emulator.baseUrl())
                .withBean("greeting", Supplier.class, () -> (Supplier<String>) () -> emulator.token())
                .run(context -> assertThat(context)
                        .hasFailed()
                        .getFailure()
                        .rootCause()
                        .hasMessage("token or tokenProvider is required"));
    }

    @Test
    void customizersRunAfterThePropertiesInOrder() {
        runner.withPropertyValues(emulatorProperties())
                .withPropertyValues("cloudsdk.user-agent-suffix=from-property")
                .withUserConfiguration(Customizers.class)
                .run(context -> assertThat(context.getBean(ClientConfig.class).userAgentSuffix())
                        .isEqualTo("second/2"));
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnDnsClient {
        @Bean
        DnsClient myDns(ClientConfig config) {
            return DnsClient.create(config).withRegion("elsewhere-1");
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class TwoConfigs {
        @Bean
        ClientConfig first() {
            return emulator.config();
        }

        @Bean
        ClientConfig second() {
            return emulator.configBuilder().region("other-1").build();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class PrimaryConfig {
        @Bean
        @Primary
        ClientConfig main() {
            return emulator.config();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class Customizers {
        @Bean
        @org.springframework.core.annotation.Order(2)
        CloudSdkClientConfigCustomizer second() {
            return builder -> builder.userAgentSuffix("second/2");
        }

        @Bean
        @org.springframework.core.annotation.Order(1)
        CloudSdkClientConfigCustomizer first() {
            return builder -> builder.userAgentSuffix("first/1");
        }
    }
}
