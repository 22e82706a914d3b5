package dev.cloudsdk.core.internal;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Makes every thread the SDK starts: a daemon, so a program whose {@code main} returns exits at once, and named
 * {@code cloudsdk-<role>-<n>}, so a thread dump says whose it is.
 *
 * <p>A new thread takes nothing from the thread that happened to start it: no {@code InheritableThreadLocal}
 * values (a tenant's token, a security context, an MDC map copied into a shared pool thread would be used for
 * every later caller's work), and the SDK's own class loader as its context class loader, not the caller's (which
 * would pin a web application's loader after it is undeployed). What a caller asks to carry
 * ({@code AsyncSettings.withContext}) travels per call instead: attached around each step of that call, and taken
 * off the thread after ({@code AsyncCall}).
 */
final class SdkThreads implements ThreadFactory {
    private final String prefix;
    private final AtomicInteger count = new AtomicInteger();

    SdkThreads(String role) {
        this.prefix = "cloudsdk-" + role + "-";
    }

    @Override
    public Thread newThread(Runnable r) {
        Thread t = new Thread(null, r, prefix + count.incrementAndGet(), 0, false);
        t.setDaemon(true);
        t.setContextClassLoader(SdkThreads.class.getClassLoader());
        return t;
    }
}
