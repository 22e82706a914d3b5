package dev.cloudsdk.core;

import java.time.Duration;

/** Waits between retry attempts. Tests inject one that records the delay instead of sleeping. */
@FunctionalInterface
public interface Sleeper {
    /** The sleeper that really sleeps. */
    Sleeper SYSTEM = d -> Thread.sleep(d.toMillis());

    /**
     * Waits for a duration.
     *
     * @param duration how long to wait
     * @throws InterruptedException when the waiting thread is interrupted
     */
    void sleep(Duration duration) throws InterruptedException;
}
