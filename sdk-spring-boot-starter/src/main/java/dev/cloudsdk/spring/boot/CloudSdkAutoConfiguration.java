package dev.cloudsdk.spring.boot;

import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.ClientConfig;
import java.util.stream.Collectors;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Lazy;
import org.springframework.core.env.Environment;

/**
 * The {@code ClientConfig} from the {@code cloudsdk.*} properties ({@link CloudSdkProperties}), closed with the
 * application context; {@link CloudSdkClientsAutoConfiguration} makes the service clients on it. The config gives
 * way to one of the application's own. It hears every {@code CallListener} bean of the application, in order
 * ({@code CallListener.all}): the ones of {@link CloudSdkMetricsAutoConfiguration} and
 * {@link CloudSdkTracingAutoConfiguration} among them. A {@link CloudSdkTokenProvider} bean gives the token instead
 * of {@code cloudsdk.token}, and {@link CloudSdkClientConfigCustomizer} beans set what no property does.
 *
 * <p>The config is built, and every setting checked, while the context starts: a value the SDK refuses stops the
 * start with the SDK's message and the property's name, never at the first call. {@code cloudsdk.enabled=false}
 * turns all of it off.
 */
@AutoConfiguration
@ConditionalOnClass(ClientConfig.class)
@ConditionalOnProperty(
        prefix = CloudSdkProperties.PREFIX,
        name = "enabled",
        havingValue = "true",
        matchIfMissing = true)
@EnableConfigurationProperties(CloudSdkProperties.class)
public class CloudSdkAutoConfiguration {
    /** For Spring Boot, which creates it. */
    public CloudSdkAutoConfiguration() {}

    /**
     * @param properties the {@code cloudsdk.*} properties
     * @param tokenProvider the application's token source, if it has one
     * @param listeners the application's call listeners
     * @param customizers the application's customizers
     * @return the config every client shares, closed with the context
     * @throws IllegalArgumentException when the SDK refuses a setting (a {@code CloudSdkConfigurationException}
     *     naming the property)
     */
    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean
    @Lazy(false) // checked at start-up even with spring.main.lazy-initialization=true, not at the first call
    ClientConfig cloudSdkClientConfig(
            CloudSdkProperties properties,
            ObjectProvider<CloudSdkTokenProvider> tokenProvider,
            ObjectProvider<CallListener> listeners,
            ObjectProvider<CloudSdkClientConfigCustomizer> customizers) {
        return ClientConfigFactory.create(
                properties,
                tokenProvider.getIfUnique(),
                listeners.orderedStream().collect(Collectors.toList()),
                customizers.orderedStream().collect(Collectors.toList()));
    }

    /**
     * With the actuator on the class path: the token masked in {@code /actuator/env} and
     * {@code /actuator/configprops}, whatever their {@code show-values} setting says: under {@code cloudsdk.token}
     * in any spelling, and in any other property whose value contains it.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(SanitizingFunction.class)
    static class ActuatorConfiguration {
        /**
         * @param environment where the function looks the token up
         * @return the function that masks the token's key in every spelling, and every value that contains the
         *     token
         */
        @Bean
        SanitizingFunction cloudSdkTokenSanitizer(Environment environment) {
            return new TokenSanitizer(environment);
        }
    }
}
