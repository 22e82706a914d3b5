package dev.cloudsdk.testkit.internal;

import java.lang.reflect.Field;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicBoolean;
import mockwebserver3.MockWebServer;

/**
 * Makes every thread of a {@link MockWebServer} a daemon, so that an emulator nobody closed does not keep the JVM
 * alive: a {@code main} that starts one and returns exits at once, as it does after using the SDK.
 *
 * <p>Why this reaches into MockWebServer: it runs everything (accepting connections, serving each one) on its own
 * OkHttp {@code TaskRunner}, whose {@link ThreadPoolExecutor} makes non-daemon threads, and it has no setting for
 * that (OkHttp chose non-daemon threads for MockWebServer on purpose, okhttp pull request 5633). Before the server
 * starts, so before the pool has made a single thread, the pool's thread factory is wrapped in one that makes the
 * same threads, same names, as daemons. The pool is reached through MockWebServer's private field
 * {@code taskRunnerBackend} and OkHttp's {@code RealBackend.getExecutor()}, so this is tied to MockWebServer 5.x:
 * testkit's {@code EmulatorExitTest} fails when an upgrade moves either.
 *
 * <p>On the module path the JVM refuses that reach unless the command line grants it with {@link #JVM_OPTIONS}; the
 * threads then stay non-daemon, and a warning (once per JVM) says so and what to do.
 */
public final class DaemonServerThreads {
    /** The options that let this work when the testkit runs as a named module on the module path. */
    public static final String JVM_OPTIONS = "--add-opens mockwebserver3/mockwebserver3=dev.cloudsdk.testkit "
            + "--add-exports okhttp3/okhttp3.internal.concurrent=dev.cloudsdk.testkit";

    private static final AtomicBoolean WARNED = new AtomicBoolean();

    private DaemonServerThreads() {
    }

    /**
     * Makes the server's threads daemons; call it before {@code start}. When the JVM refuses, the threads stay
     * non-daemon and a warning is logged (once per JVM).
     *
     * @param server a server that has not started
     * @return the server
     */
    public static MockWebServer apply(MockWebServer server) {
        try {
            ThreadPoolExecutor pool = executorOf(server);
            pool.setThreadFactory(daemons(pool.getThreadFactory()));
        } catch (ReflectiveOperationException | RuntimeException e) {
            // RuntimeException: the module system's InaccessibleObjectException, or a ClassCastException after an
            // upgrade. The emulator still works; only its threads keep the JVM alive until close().
            if (WARNED.compareAndSet(false, true)) {
                System.getLogger("dev.cloudsdk.testkit").log(System.Logger.Level.WARNING, "CloudEmulator: its server "
                        + "threads could not be made daemon threads (" + e + "), so an emulator that is not closed "
                        + "keeps the JVM from exiting: close() it. On the module path, run the JVM with "
                        + JVM_OPTIONS);
            }
        }
        return server;
    }

    private static ThreadPoolExecutor executorOf(MockWebServer server) throws ReflectiveOperationException {
        Field backend = MockWebServer.class.getDeclaredField("taskRunnerBackend");
        backend.setAccessible(true);
        Object realBackend = backend.get(server);
        return (ThreadPoolExecutor) realBackend.getClass().getMethod("getExecutor").invoke(realBackend);
    }

    private static ThreadFactory daemons(ThreadFactory original) {
        return runnable -> {
            Thread t = original.newThread(runnable);
            t.setDaemon(true);
            return t;
        };
    }
}
