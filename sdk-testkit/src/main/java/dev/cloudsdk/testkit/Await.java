package dev.cloudsdk.testkit;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** A bounded poll, shared by the state views. */
final class Await {
    private static final long POLL_MILLIS = 10;

    private Await() {}

    static void until(BooleanSupplier condition, Duration timeout, Supplier<String> failure) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline >= 0) {
                throw new IllegalStateException(failure.get());
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("interrupted while waiting");
            }
        }
    }
}
