package dev.cloudsdk.testkit.internal;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.time.Duration;
import java.util.function.Supplier;

/** An accepted connection whose input goes through a guard. */
final class GuardedSocket extends Socket {
    private final Duration timeout;
    private final Supplier<String> requestIds;
    private final Object lock = new Object();
    private ConnectionGuard guard;

    GuardedSocket(Duration timeout, Supplier<String> requestIds) {
        this.timeout = timeout;
        this.requestIds = requestIds;
    }

    @Override
    public InputStream getInputStream() throws IOException {
        synchronized (lock) {
            if (guard == null) {
                guard = new ConnectionGuard(this, super.getInputStream(), timeout, requestIds);
            }
            return guard;
        }
    }
}
