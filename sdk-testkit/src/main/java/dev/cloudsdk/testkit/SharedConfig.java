package dev.cloudsdk.testkit;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.runtime.ServiceContext;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The one config that {@link CloudEmulator#config()} hands out: made at the first call, made again should someone
 * close it, and closed with the emulator, after which none is made. Thread-safe.
 */
final class SharedConfig {
    private final Supplier<ClientConfig> factory;
    private final Object lock = new Object();
    private @Nullable ClientConfig config;
    private boolean closed;

    /** @param factory makes a new config of the emulator's, such as {@code configBuilder()::build} */
    SharedConfig(Supplier<ClientConfig> factory) {
        this.factory = factory;
    }

    /**
     * @return the config, the same one every time until someone closes it
     * @throws IllegalStateException when the emulator is closed
     */
    ClientConfig get() {
        synchronized (lock) {
            if (closed) {
                throw new IllegalStateException("this CloudEmulator is closed; start a new one");
            }
            if (config == null || isClosed(config)) {
                config = factory.get();
            }
            return config;
        }
    }

    /** Closes the config handed out, if any, and makes {@link #get()} refuse from now on. Idempotent. */
    void close() {
        ClientConfig shared;
        synchronized (lock) {
            closed = true;
            shared = config;
        }
        if (shared != null) {
            shared.close();
        }
    }

    /** @return whether someone closed the config (core refuses to make a client on a closed one) */
    private static boolean isClosed(ClientConfig config) {
        try {
            ServiceContext.of(config);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }
}
