package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RequestOptions;
import java.util.function.Function;

/**
 * Lets the service modules reach the one {@link Transport} a {@link ClientConfig} owns without a public accessor
 * on the config (the JDK's "shared secrets" pattern). {@code ClientConfig} installs the accessor when its class
 * initialises, which is always before any config instance exists.
 */
public final class InternalBridge {
    private static volatile Function<ClientConfig, Transport> transportOf;
    private static volatile Function<RequestOptions, TokenSource> tokensOf;

    private InternalBridge() {
    }

    /**
     * Called once, by {@code ClientConfig}'s static initialiser.
     *
     * @param accessor returns a config's transport
     */
    public static synchronized void install(Function<ClientConfig, Transport> accessor) {
        if (transportOf != null) {
            throw new IllegalStateException("already installed");
        }
        transportOf = accessor;
    }

    static Transport transport(ClientConfig config) {
        return transportOf.apply(config);
    }

    /**
     * Called once, by {@code RequestOptions}' static initialiser.
     *
     * @param accessor returns the options' own token source, or {@code null}
     */
    public static synchronized void installTokens(Function<RequestOptions, TokenSource> accessor) {
        if (tokensOf != null) {
            throw new IllegalStateException("already installed");
        }
        tokensOf = accessor;
    }

    /** @return the per-call token of the options, or {@code null} to use the config's */
    static TokenSource tokens(RequestOptions options) {
        return tokensOf.apply(options);
    }
}
