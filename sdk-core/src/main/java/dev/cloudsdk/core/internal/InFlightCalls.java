package dev.cloudsdk.core.internal;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The calls of one config that a {@link #close()} must end, and the config's closed state. Thread-safe: any thread
 * makes calls, one closes. Invariant: a call tracked while or after the config closes is ended too ({@link #track}
 * checks the flag after adding, {@link #close()} sets it before ending the calls it finds).
 */
final class InFlightCalls {
    /** Something in flight that closing the config must end. */
    interface InFlight {
        /** Ends it: called on the thread that closes the config, at most once per close. */
        void abort();
    }

    private final Set<InFlight> calls = ConcurrentHashMap.newKeySet();
    private final CountDownLatch closing = new CountDownLatch(1);
    private volatile boolean closed;

    boolean isClosed() {
        return closed;
    }

    /** @throws IllegalStateException when the config was closed: a new call or client is refused before it starts */
    void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("this ClientConfig is closed; build a new one to make calls");
        }
    }

    /** Registers what must be ended if the config is closed; ends it at once if it already is. */
    void track(InFlight f) {
        calls.add(f);
        if (closed) {
            f.abort();
        }
    }

    void untrack(InFlight f) {
        calls.remove(f);
    }

    /**
     * Closes: every call in flight is ended. Idempotent.
     *
     * @return whether this was the first close
     */
    boolean close() {
        synchronized (this) {
            if (closed) {
                return false;
            }
            closed = true;
        }
        closing.countDown();
        for (InFlight f : calls) {
            f.abort();
        }
        return true;
    }

    /**
     * Waits on the caller's thread, ended early by a close.
     *
     * @return whether the config was closed meanwhile
     * @throws InterruptedException when the caller's thread was interrupted
     */
    boolean awaitClose(long millis) throws InterruptedException {
        return closing.await(millis, TimeUnit.MILLISECONDS);
    }

    /**
     * Runs a task later on the shared callback threads, never on the timer thread: completing a future runs the
     * caller's dependent stages, and one that blocks must not hold up every other call's deadline and backoff.
     * {@code onTimer} runs on the timer thread first: for what must not wait behind callback threads that the
     * caller's stages keep busy (cancelling an HTTP call at its deadline). It must run no caller code and not block.
     *
     * @return the scheduled task, to cancel
     * @throws RejectedExecutionException when the config was closed
     */
    ScheduledFuture<?> schedule(Runnable task, Runnable onTimer, long delayMillis) {
        if (closed) {
            throw new RejectedExecutionException("closed");
        }
        return SdkExecutors.timer().schedule(() -> {
            try {
                onTimer.run();
            } finally {
                SdkExecutors.callbacks().execute(task);
            }
        }, delayMillis, TimeUnit.MILLISECONDS);
    }
}
