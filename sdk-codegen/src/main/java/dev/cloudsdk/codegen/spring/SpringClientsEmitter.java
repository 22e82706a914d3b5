package dev.cloudsdk.codegen.spring;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.text.Javadoc;
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
    public static final String PATH = "sdk-spring-boot-starter/src/main/java/dev/cloudsdk/spring/boot/"
            + "CloudSdkClientsAutoConfiguration.java";
    private static final String BOOT = "org.springframework.boot.autoconfigure.";

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        files.put(PATH, write(spec.services()));
    }

    private static String write(List<Spec.Service> services) {
        JavaSource src = new JavaSource("dev.cloudsdk.spring.boot");
        String config = src.type("dev.cloudsdk.core.ClientConfig");
        String clients = services.stream().map(s -> "{@code " + s.prefix() + "Client}")
                .collect(Collectors.joining(", "));
        StringBuilder b = new StringBuilder(Javadoc.comment("", "A client of each service module on the class path,"
                + " on the application's one {@code ClientConfig} (the auto-configured one, or the application's"
                + " own): " + clients + ". Each gives way to one of the application's own of its type. An application"
                + " with two configs and neither {@code @Primary} gets no client: it makes its own, knowing which"
                + " config each one needs.", List.of()));
        b.append('@').append(src.type(BOOT + "AutoConfiguration"))
                .append("(after = CloudSdkAutoConfiguration.class)\n");
        b.append('@').append(src.type(BOOT + "condition.ConditionalOnSingleCandidate")).append('(').append(config)
                .append(".class)\n");
        b.append('@').append(src.type(BOOT + "condition.ConditionalOnProperty"))
                .append("(prefix = CloudSdkProperties.PREFIX, name = \"enabled\", havingValue = \"true\",\n")
                .append("        matchIfMissing = true)\n");
        b.append("public class CloudSdkClientsAutoConfiguration {\n");
        b.append("    /** For Spring Boot, which creates it. */\n");
        b.append("    public CloudSdkClientsAutoConfiguration() {\n    }\n");
        for (Spec.Service service : services) {
            String client = src.type(service.javaPackage() + "." + service.prefix() + "Client");
            b.append('\n').append(Javadoc.comment("    ", "The {@code " + client + "}, with {@code " + service.module()
                    + "} on the class path.", List.of()));
            b.append("    @").append(src.type("org.springframework.context.annotation.Configuration"))
                    .append("(proxyBeanMethods = false)\n");
            b.append("    @").append(src.type(BOOT + "condition.ConditionalOnClass")).append('(').append(client)
                    .append(".class)\n");
            b.append("    static class ").append(service.prefix()).append("Configuration {\n");
            b.append(Javadoc.comment("        ", "", List.of("@param config the config", "@return a client on it")));
            b.append("        @").append(src.type("org.springframework.context.annotation.Bean")).append('\n');
            b.append("        @").append(src.type(BOOT + "condition.ConditionalOnMissingBean")).append('\n');
            b.append("        ").append(client).append(' ').append(Character.toLowerCase(client.charAt(0)))
                    .append(client.substring(1)).append('(').append(config).append(" config) {\n");
            b.append("            return ").append(client).append(".create(config);\n        }\n    }\n");
        }
        b.append("}\n");
        return src.append(b.toString()).toString();
    }
}
