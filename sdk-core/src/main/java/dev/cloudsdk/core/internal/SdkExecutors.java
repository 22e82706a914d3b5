package dev.cloudsdk.core.internal;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The SDK's threads, shared by every {@code ClientConfig} of the process, as OkHttp shares its task runner: a
 * process with 2,000 configs has the same few timer, token and callback threads as one with a single config.
 * Every pool starts no thread until it is used and lets idle threads end, so a program that never makes an async
 * call has none of them, and all of them are daemons ({@link Threads}). Closing a config never shuts these
 * down: it ends that config's own calls.
 *
 * <ul>
 *   <li>{@link #timer()}: one thread that fires deadlines ({@link CallLifecycle.Deadlines}' one check for all
 *       blocking calls, and each async call's), backoffs and the watchdog of a blocking call's token provider. What
 *       it fires only interrupts a thread, cancels an OkHttp call or is handed to {@link #callbacks()}, so it never
 *       runs caller code.</li>
 *   <li>{@link #tokens()}: at most {@value #MAX_TOKEN_THREADS} threads asking token providers for async calls.
 *       More waiting providers queue; their calls' deadlines still run.</li>
 *   <li>{@link #callbacks()}: at most {@value #MAX_CALLBACK_THREADS} threads running what the timer fires
 *       (a deadline completing a future runs the caller's dependent stages).</li>
 *   <li>{@link #http()}: the executor of the dispatchers of the OkHttp clients the SDK builds, unbounded like
 *       OkHttp's own (each dispatcher bounds its calls), its idle threads reused across configs.</li>
 * </ul>
 */
final class SdkExecutors {
    /** The most threads asking token providers for async calls at once, in the whole process. */
    static final int MAX_TOKEN_THREADS = 64;
    /** The most threads running timer callbacks at once, in the whole process. */
    static final int MAX_CALLBACK_THREADS = 64;

    private SdkExecutors() {}

    /** @return the shared timer */
    static ScheduledThreadPoolExecutor timer() {
        return Timer.TIMER;
    }

    /** @return the shared pool of async token-provider threads */
    static ExecutorService tokens() {
        return TokenThreads.TOKENS;
    }

    /** @return the shared pool that runs what the timer fires */
    static ExecutorService callbacks() {
        return CallbackThreads.CALLBACKS;
    }

    /** @return the shared executor of the SDK's own OkHttp dispatchers */
    static ExecutorService http() {
        return HttpThreads.HTTP;
    }

    // One holder per executor, each made on first use: loading the SDK costs no executor, and a program that only
    // makes blocking calls with a fixed token makes the HTTP one and the timer (for the call deadline) alone.

    private static final class Timer {
        static final ScheduledThreadPoolExecutor TIMER = new ScheduledThreadPoolExecutor(1, new Threads("timer"));

        static {
            // A cancelled deadline leaves the queue at once: a busy process cancels one per call.
            TIMER.setRemoveOnCancelPolicy(true);
            TIMER.setKeepAliveTime(10, TimeUnit.SECONDS);
            TIMER.allowCoreThreadTimeOut(true);
        }
    }

    private static final class TokenThreads {
        static final ThreadPoolExecutor TOKENS = bounded(MAX_TOKEN_THREADS, "token");
    }

    private static final class CallbackThreads {
        static final ThreadPoolExecutor CALLBACKS = bounded(MAX_CALLBACK_THREADS, "callback");
    }

    private static final class HttpThreads {
        static final ThreadPoolExecutor HTTP = new ThreadPoolExecutor(
                0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS, new SynchronousQueue<>(), new Threads("http"));
    }

    /**
     * A pool that hands a task to an idle thread if there is one, starts a new thread only when every thread is
     * busy, and queues the task once {@code max} threads are busy. (A plain pool of {@code max} core threads would
     * start a new thread for every task until it had {@code max}, busy or not: threads would creep up to the bound
     * under a light load.) Idle threads end after 30 s.
     *
     * @param max the most threads
     * @param role the threads' role, in their names
     * @return the pool
     */
    static ThreadPoolExecutor bounded(int max, String role) {
        HandOffQueue queue = new HandOffQueue();
        return new ThreadPoolExecutor(0, max, 30, TimeUnit.SECONDS, queue, new Threads(role), (task, pool) -> {
            // Every thread is busy and there are max of them: queue it; a thread takes it when it is done.
            queue.add(task);
            if (pool.getPoolSize() == 0) {
                // The last thread ended meanwhile: start one to take the queue.
                pool.execute(() -> {});
            }
        });
    }

    /** Offers a task only to a thread waiting for one, so that the pool starts a thread rather than queue it. */
    private static final class HandOffQueue extends LinkedTransferQueue<Runnable> {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean offer(Runnable task) {
            return tryTransfer(task);
        }
    }

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
    static final class Threads implements ThreadFactory {
        private final String prefix;
        private final AtomicInteger count = new AtomicInteger();

        Threads(String role) {
            this.prefix = "cloudsdk-" + role + "-";
        }

        @Override
        public Thread newThread(Runnable r) {
            Thread t = new Thread(null, r, prefix + count.incrementAndGet(), 0, false);
            t.setDaemon(true);
            t.setContextClassLoader(Threads.class.getClassLoader());
            return t;
        }
    }
}
