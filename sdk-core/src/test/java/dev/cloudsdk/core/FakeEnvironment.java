package dev.cloudsdk.core;

import java.util.Map;

/** Lets tests in other packages run {@link ClientConfigBuilder#fromEnv()} against an environment of their own. */
public final class FakeEnvironment {
    private FakeEnvironment() {
    }

    /**
     * @param builder the builder
     * @param env the variables that are set
     * @return the builder, having read {@code env}
     */
    public static ClientConfigBuilder fromEnv(ClientConfigBuilder builder, Map<String, String> env) {
        return builder.fromEnv(env::get);
    }
}
