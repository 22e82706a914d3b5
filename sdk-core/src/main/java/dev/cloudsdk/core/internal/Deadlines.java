package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.internal.CallLifecycle.BlockingCall;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The call deadline of blocking calls, kept by the SDK rather than by OkHttp's per-call timeout (which takes a
 * process-wide lock of Okio on every call; the measurements are in {@code benchmarks/profiles/contention.txt}).
 *
 * <p>Invariants: every blocking call is in {@code WATCHED} from its first attempt to its end, with the deadline of
 * its current attempt; one check is queued on the SDK's {@linkplain SdkExecutors#timer() timer} for the earliest
 * deadline of them all, or none when none is watched (an attempt reschedules it only when its own deadline is
 * earlier). A call costs a set insertion and removal and, per attempt, a volatile write and read.
 *
 * <p>Threads: {@link #watch} and {@link #unwatch} run on the calling threads; the check runs on the timer thread.
 * When a deadline passes, the check cancels the attempt's HTTP call wherever it is (connecting, sending, waiting,
 * reading the body) and ends a wait on the token provider ({@link BlockingCall#deadlineReached(long)}); the call
 * then fails with {@code ApiTimeoutException} ({@code CALL_DEADLINE}) on its own thread. A cancel runs no caller
 * code but an {@code EventListener.canceled} of the caller's own client, and what that throws does not stop the
 * check. A deadline found passed belongs to the attempt it was watched for: found during a backoff, it does not
 * cancel the next attempt. An async call keeps its own timer ({@link CallLifecycle.AsyncCall}): its deadline also ends
 * the wait in OkHttp's dispatcher queue and completes a future.
 */
final class Deadlines {
    /** The blocking calls under way: from their first attempt to their end. */
    private static final Set<BlockingCall<?, ?>> WATCHED = ConcurrentHashMap.newKeySet();

    private static final Object LOCK = new Object();
    /**
     * The least time between two checks. When a stalled server leaves many calls with deadlines a moment apart,
     * one check ends them all rather than one check (and one scan of every call) each; a deadline ends at most this
     * much late.
     */
    private static final long MIN_GAP_NANOS = TimeUnit.MILLISECONDS.toNanos(2);
    /**
     * The check queued on the timer, {@code null} when none is (also while a check runs): read without the lock on
     * every attempt, written with it.
     */
    private static volatile Queued queued;
    /** Guarded by LOCK. */
    private static long generation;

    /** A check on the timer: when it runs, and which it is (a replaced check that runs anyway does nothing). */
    private record Queued(long atNanos, long generation, ScheduledFuture<?> task) {}

    private Deadlines() {}

    /**
     * Watches a blocking call's attempt until {@link #unwatch}: its HTTP call is cancelled at the deadline.
     *
     * @param a the call, which already holds {@code deadlineNanos} as its watched deadline
     * @param deadlineNanos the attempt's deadline, in {@link System#nanoTime()}: a later attempt only moves it
     */
    static void watch(BlockingCall<?, ?> a, long deadlineNanos) {
        WATCHED.add(a);
        Queued q = queued;
        if (q == null || q.atNanos - deadlineNanos > 0) {
            checkBy(deadlineNanos);
        }
    }

    /** @param a a call that ended: no deadline of it is kept any longer */
    static void unwatch(BlockingCall<?, ?> a) {
        WATCHED.remove(a);
    }

    /** Queues the check at {@code deadlineNanos} unless one is queued for it or earlier. */
    private static void checkBy(long deadlineNanos) {
        synchronized (LOCK) {
            Queued q = queued;
            if (q != null && q.atNanos - deadlineNanos <= 0) {
                return;
            }
            if (q != null) {
                q.task.cancel(false);
            }
            schedule(deadlineNanos);
        }
    }

    /** Queues the one check at {@code atNanos}; called with the lock held. */
    private static void schedule(long atNanos) {
        long g = ++generation;
        long delay = Math.max(0, atNanos - System.nanoTime());
        queued = new Queued(atNanos, g, SdkExecutors.timer().schedule(() -> check(g), delay, TimeUnit.NANOSECONDS));
    }

    /**
     * Cancels every watched attempt past its deadline and queues the check for the earliest of the others. A call
     * that arrives during the scan, which may have passed it, finds no check queued and queues its own; the one
     * queued after the scan is the earlier of the two (the timer has one thread: checks never overlap).
     */
    private static void check(long g) {
        synchronized (LOCK) {
            Queued q = queued;
            if (q == null || q.generation != g) {
                return;
            }
            queued = null;
        }
        long now = System.nanoTime();
        long earliest = 0;
        boolean any = false;
        boolean scanned = false;
        try {
            for (BlockingCall<?, ?> a : WATCHED) {
                long d = a.watchedDeadline();
                if (d - now > 0) {
                    if (!any || d - earliest < 0) {
                        earliest = d;
                        any = true;
                    }
                    continue;
                }
                try {
                    a.deadlineReached(d);
                } catch (RuntimeException e) {
                    // OkHttp's cancel runs the EventListener of a client the caller supplied; whatever it throws
                    // must not leave the other calls' deadlines unchecked. The cancel itself happened before it.
                }
            }
            scanned = true;
        } finally {
            if (!scanned) {
                // An Error ended the scan: check again soon rather than leave the calls not reached.
                earliest = now;
                any = true;
            }
            if (any) {
                long soonest = System.nanoTime() + MIN_GAP_NANOS;
                checkBy(earliest - soonest < 0 ? soonest : earliest);
            }
        }
    }
}
