package dev.cloudsdk.core;

import java.util.Map;

/**
 * Lets tests in other packages run {@link ClientConfigBuilder#fromEnv()} against an environment (and system
 * properties) of their own; without {@code props}, against no system properties.
 */
public final class FakeEnvironment {
    private FakeEnvironment() {}

    /**
     * @param builder the builder
     * @param env the variables that are set
     * @return the builder, having read {@code env}
     */
    public static ClientConfigBuilder fromEnv(ClientConfigBuilder builder, Map<String, String> env) {
        return builder.fromEnv(env::get, name -> null);
    }

    /**
     * @param builder the builder
     * @param env the variables that are set
     * @param props the system properties that are set
     * @return the builder, having read {@code env} and {@code props}
     */
    public static ClientConfigBuilder fromEnv(
            ClientConfigBuilder builder, Map<String, String> env, Map<String, String> props) {
        return builder.fromEnv(env::get, props::get);
    }
}
