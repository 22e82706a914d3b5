package dev.cloudsdk.core.internal;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Makes every thread the SDK starts: a daemon, so a program whose {@code main} returns exits at once, and named
 * {@code cloudsdk-<role>-<n>}, so a thread dump says whose it is.
 */
final class SdkThreads implements ThreadFactory {
    private final String prefix;
    private final AtomicInteger count = new AtomicInteger();

    SdkThreads(String role) {
        this.prefix = "cloudsdk-" + role + "-";
    }

    @Override
    public Thread newThread(Runnable r) {
        Thread t = new Thread(r, prefix + count.incrementAndGet());
        t.setDaemon(true);
        return t;
    }
}
