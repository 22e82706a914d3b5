package dev.cloudsdk.codegen.spring;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import java.util.List;
import java.util.SortedMap;
import java.util.stream.Collectors;

/**
 * Writes the Spring Boot starter's {@code CloudSdkClientsAutoConfiguration}: per service of
 * {@code x-cloudsdk-services}, a configuration that makes its {@code <Prefix>Client} bean when the service's module
 * is on the class path, named as the class in lower camel case ({@code loadBalancerClient}), giving way to the
 * application's own. The starter's POM depends on each service module, so the file compiles.
 */
public final class SpringClientsEmitter implements Emitter {
    /** Where the auto-configuration goes. */
    public static final String PATH =
            "sdk-spring-boot-starter/src/main/java/dev/cloudsdk/spring/boot/CloudSdkClientsAutoConfiguration.java";

    private static final String CLASS = """
            /**
             * A client of each service module on the class path, on the application's one {@code ClientConfig} (the
             * auto-configured one, or the application's own): %s. Each gives way to one of the application's own of
             * its type. An application with two configs and neither {@code @Primary} gets no client: it makes its own,
             * knowing which config each one needs.
             */
            @AutoConfiguration(after = CloudSdkAutoConfiguration.class)
            @ConditionalOnSingleCandidate(ClientConfig.class)
            @ConditionalOnProperty(prefix = CloudSdkProperties.PREFIX, name = "enabled", havingValue = "true",
                    matchIfMissing = true)
            public class CloudSdkClientsAutoConfiguration {
                /** For Spring Boot, which creates it. */
                public CloudSdkClientsAutoConfiguration() {}
            %s}
            """;
    private static final String SERVICE = """

                /** The {@code %1$s}, with {@code %2$s} on the class path. */
                @Configuration(proxyBeanMethods = false)
                @ConditionalOnClass(%1$s.class)
                static class %3$sConfiguration {
                    /**
                     * @param config the config
                     * @return a client on it
                     */
                    @Bean
                    @ConditionalOnMissingBean
                    %1$s %4$s(ClientConfig config) {
                        return %1$s.create(config);
                    }
                }
            """;

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        JavaSource src = new JavaSource("dev.cloudsdk.spring.boot");
        List.of(
                        "dev.cloudsdk.core.ClientConfig",
                        "org.springframework.boot.autoconfigure.AutoConfiguration",
                        "org.springframework.boot.autoconfigure.condition.ConditionalOnClass",
                        "org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean",
                        "org.springframework.boot.autoconfigure.condition.ConditionalOnProperty",
                        "org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate",
                        "org.springframework.context.annotation.Bean",
                        "org.springframework.context.annotation.Configuration")
                .forEach(src::type);
        StringBuilder configurations = new StringBuilder();
        for (Spec.Service service : spec.services()) {
            String client = src.type(service.javaPackage() + "." + service.prefix() + "Client");
            String bean = Character.toLowerCase(client.charAt(0)) + client.substring(1);
            configurations.append(SERVICE.formatted(client, service.module(), service.prefix(), bean));
        }
        String clients = spec.services().stream()
                .map(s -> "{@code " + s.prefix() + "Client}")
                .collect(Collectors.joining(", "));
        files.put(PATH, src.append(CLASS.formatted(clients, configurations)).toString());
    }
}
