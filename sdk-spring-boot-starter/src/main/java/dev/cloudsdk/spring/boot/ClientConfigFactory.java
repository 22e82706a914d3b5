package dev.cloudsdk.spring.boot;

import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ClientConfigBuilder;
import dev.cloudsdk.core.RetryPolicy;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds the {@code ClientConfig} from the properties. Each property goes to its builder setter in a step of its
 * own, so that a value a setter refuses names its property; what only {@code build()} checks (the base URL, the
 * token, the header values) is named from the setting the SDK's message starts with.
 */
final class ClientConfigFactory {
    private static final Logger LOG = LoggerFactory.getLogger(ClientConfigFactory.class);
    /** The first word of a {@code build()} message, and the property that holds that setting. */
    private static final Map<String, String> SETTINGS =
            Map.of("baseUrl", "base-url", "token", "token", "region", "region", "userAgentSuffix", "user-agent-suffix");

    private ClientConfigFactory() {}

    /**
     * @param properties the bound properties
     * @param tokenProvider the application's token source, or {@code null} to use {@code cloudsdk.token}
     * @param listeners the application's call listeners, in order
     * @param customizers the application's customizers, in order
     * @return the config, every setting checked
     * @throws CloudSdkConfigurationException naming the property the SDK refused
     */
    static ClientConfig create(
            CloudSdkProperties properties,
            @Nullable CloudSdkTokenProvider tokenProvider,
            List<CallListener> listeners,
            List<CloudSdkClientConfigCustomizer> customizers) {
        ClientConfigBuilder builder = ClientConfig.builder();
        if (properties.getBaseUrl() != null) {
            builder.baseUrl(properties.getBaseUrl());
        }
        if (tokenProvider != null) {
            if (properties.getToken() != null) {
                LOG.debug("cloudsdk.token is set, but the CloudSdkTokenProvider bean gives the token");
            }
            builder.tokenProvider(tokenProvider::token);
        } else if (properties.getToken() != null) {
            builder.token(properties.getToken());
        }
        builder.region(unlessEmpty(properties.getRegion()));
        set("connect-timeout", () -> builder.connectTimeout(properties.getConnectTimeout()));
        set("read-timeout", () -> builder.readTimeout(properties.getReadTimeout()));
        set("write-timeout", () -> builder.writeTimeout(properties.getWriteTimeout()));
        set("call-timeout", () -> builder.callTimeout(properties.getCallTimeout()));
        builder.retryPolicy(retryPolicy(properties.getRetry()));
        set(
                "max-response-size",
                () -> builder.maxResponseBytes(properties.getMaxResponseSize().toBytes()));
        set("max-page-items", () -> builder.maxPageItems(properties.getMaxPageItems()));
        builder.allowInsecureHttp(properties.isAllowInsecureHttp());
        builder.logBodies(properties.isLogBodies());
        builder.userAgentSuffix(unlessEmpty(properties.getUserAgentSuffix()));
        builder.callListener(listener(listeners));
        customizers.forEach(customizer -> customizer.customize(builder));
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            String message = String.valueOf(e.getMessage());
            String setting = message.split("[ (]", 2)[0];
            String property = SETTINGS.get(setting);
            throw new CloudSdkConfigurationException(
                    property == null ? null : CloudSdkProperties.PREFIX + "." + property, e);
        }
    }

    private static RetryPolicy retryPolicy(CloudSdkProperties.Retry retry) {
        RetryPolicy.Builder policy = RetryPolicy.builder();
        set("retry.max-attempts", () -> policy.maxAttempts(retry.getMaxAttempts()));
        set("retry.base-delay", () -> policy.baseDelay(retry.getBaseDelay()));
        set("retry.max-delay", () -> policy.maxDelay(retry.getMaxDelay()));
        set("retry.budget", () -> {
            if (retry.getBudget() == 0) {
                policy.noRetryBudget();
            } else {
                policy.retryBudget(retry.getBudget());
            }
        });
        // build() refuses a base delay above the max delay: name the one of the two the application changed.
        boolean maxDelayChanged = !retry.getMaxDelay().equals(new CloudSdkProperties.Retry().getMaxDelay());
        boolean baseDelayChanged = !retry.getBaseDelay().equals(new CloudSdkProperties.Retry().getBaseDelay());
        return named(maxDelayChanged && !baseDelayChanged ? "retry.max-delay" : "retry.base-delay", policy::build);
    }

    /** {@code cloudsdk.region=${CLOUD_REGION:}} with the variable unset binds "": that means none. */
    private static @Nullable String unlessEmpty(@Nullable String value) {
        return value == null || value.isEmpty() ? null : value;
    }

    private static CallListener listener(List<CallListener> listeners) {
        if (listeners.isEmpty()) {
            return CallListener.NONE;
        }
        return listeners.size() == 1 ? listeners.get(0) : CallListener.all(listeners.toArray(new CallListener[0]));
    }

    /** Runs one setter, naming {@code cloudsdk.<property>} when the SDK refuses its value. */
    private static void set(String property, Runnable setter) {
        named(property, () -> {
            setter.run();
            return null;
        });
    }

    /** Runs one step, naming {@code cloudsdk.<property>} when the SDK refuses its value. */
    private static <T> T named(String property, Supplier<T> step) {
        try {
            return step.get();
        } catch (IllegalArgumentException e) {
            throw new CloudSdkConfigurationException(CloudSdkProperties.PREFIX + "." + property, e);
        }
    }
}
