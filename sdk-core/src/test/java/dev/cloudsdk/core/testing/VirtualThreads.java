package dev.cloudsdk.core.testing;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;

/**
 * Virtual threads for tests that compile with {@code --release 17}: reached through method handles on a runtime
 * that has them (Java 21 and later), so one test runs on platform threads on 17 and on virtual threads on 21+.
 */
public final class VirtualThreads {
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.publicLookup();

    private VirtualThreads() {}

    /** @return whether this runtime has virtual threads (Java 21 and later) */
    public static boolean available() {
        return Runtime.version().feature() >= 21;
    }

    /**
     * @param prefix the threads' names are this prefix and a counter from 0
     * @return an executor that starts a new virtual thread for each task
     * @throws IllegalStateException below Java 21
     */
    public static ExecutorService newThreadPerTaskExecutor(String prefix) {
        requireAvailable();
        try {
            Class<?> ofVirtual = Class.forName("java.lang.Thread$Builder$OfVirtual");
            Object builder = LOOKUP.findStatic(Thread.class, "ofVirtual", MethodType.methodType(ofVirtual))
                    .invoke();
            Object named = LOOKUP.findVirtual(
                            ofVirtual, "name", MethodType.methodType(ofVirtual, String.class, long.class))
                    .invoke(builder, prefix, 0L);
            ThreadFactory factory =
                    (ThreadFactory) LOOKUP.findVirtual(ofVirtual, "factory", MethodType.methodType(ThreadFactory.class))
                            .invoke(named);
            return (ExecutorService) LOOKUP.findStatic(
                            Executors.class,
                            "newThreadPerTaskExecutor",
                            MethodType.methodType(ExecutorService.class, ThreadFactory.class))
                    .invoke(factory);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("no virtual threads on Java " + Runtime.version(), e);
        }
    }

    /**
     * @param thread a thread
     * @return whether it is a virtual thread; always false below Java 21
     */
    public static boolean isVirtual(Thread thread) {
        if (!available()) {
            return false;
        }
        try {
            return (boolean) LOOKUP.findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class))
                    .invoke(thread);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("Thread.isVirtual() on Java " + Runtime.version(), e);
        }
    }

    private static void requireAvailable() {
        if (!available()) {
            throw new IllegalStateException("virtual threads need Java 21 or later, this is " + Runtime.version());
        }
    }
}
