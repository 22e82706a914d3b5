package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.CloudSdkException;
import dev.cloudsdk.core.Sleeper;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import okhttp3.Response;

/**
 * The blocking driver of a {@link CallLifecycle}: every step on the caller's thread. The token is asked there
 * ({@link Tokens#blocking}), the request is sent with OkHttp's {@code execute}, and a backoff is slept there, with
 * the policy's {@link Sleeper} (a real sleep ends early when the config is closed).
 *
 * <p>The deadline is kept by {@link Deadlines}, whose check runs on the SDK's timer thread: it calls
 * {@link #deadlineReached(long)}, which cancels the attempt in flight and ends a wait on the token provider.
 * A deadline found passed belongs to the attempt it was watched for: found during a backoff, it does not cancel
 * the next attempt, whose own deadline (from the config's clock) is checked before it starts.
 *
 * @param <T> the result type
 * @param <X> what the caller gets: the result, or the result with its response metadata
 */
final class BlockingCall<T, X> extends CallLifecycle<T, X> {
    // The deadline of the attempt now watched, in System.nanoTime(): written by the caller's thread, read by the
    // timer thread.
    private volatile long watchedDeadline;
    /** The watched deadline that the timer found passed; {@code deadlineReached} says whether it did. */
    private volatile long reachedDeadline;
    private volatile boolean deadlineReached;
    /** Ends the wait on the token provider as a deadline; {@code null} when none is under way. */
    private volatile Runnable tokenDeadline;

    BlockingCall(ConfigCalls transport, CallSpec<T> spec, BiFunction<Outcome<T>, CallLifecycle<T, X>, X> result) {
        super(transport, spec, result);
    }

    /** Runs the call to its end on the caller's thread. */
    X run() {
        begin(false);
        Throwable failed = null;
        try {
            while (true) {
                watch(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(beforeAttempt()));
                AttemptCodec.Prepared p = prepare(transport.tokens.blocking(spec, this));
                if (reached()) {
                    // The deadline was found passed while the token was asked: the attempt must not run.
                    p.http().cancel();
                }
                Outcome<T> outcome = send(p);
                switch (decide(outcome)) {
                    case DONE -> {
                        return result(outcome);
                    }
                    case FAIL -> throw failure();
                    case RETRY_AFTER_WAIT -> sleep(backoff(), outcome.failure());
                    case REPEAT_NOW -> {
                        // Round again at once: no backoff, no retry counted.
                    }
                }
            }
        } catch (RuntimeException | Error e) {
            failed = e;
            throw e;
        } finally {
            Deadlines.unwatch(this);
            end(failed);
        }
    }

    private Outcome<T> send(AttemptCodec.Prepared p) {
        Response response;
        try {
            response = p.http().execute();
        } catch (IOException e) {
            return transport.codec.failed(spec, p, e, this);
        }
        return transport.codec.completed(spec, p, response, this);
    }

    private void sleep(Duration delay, RuntimeException failure) {
        Sleeper sleeper = transport.retryPolicy.sleeper();
        try {
            if (sleeper == Sleeper.SYSTEM) {
                if (transport.awaitClose(delay.toMillis())) {
                    throw Failures.closed(spec, this, sentBefore(), null);
                }
            } else {
                sleeper.sleep(delay);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            CloudSdkException stop = new CloudSdkException("interrupted while waiting to retry "
                    + spec.operation().name(), e);
            stop.addSuppressed(failure);
            throw stop;
        }
    }

    /** The config was closed (the closing thread): the HTTP call in flight and a wait on the token end. */
    @Override
    void abort() {
        cancelInFlight();
    }

    /**
     * @return whether the deadline of the attempt now watched was found passed. A deadline found passed during a
     *     backoff belongs to the attempt before: the next attempt's own is another value, and it runs.
     */
    private boolean reached() {
        return deadlineReached && reachedDeadline == watchedDeadline;
    }

    /** @param deadlineNanos the deadline of the attempt about to start, in {@code System.nanoTime()} */
    private void watch(long deadlineNanos) {
        this.watchedDeadline = deadlineNanos;
        Deadlines.watch(this, deadlineNanos);
    }

    long watchedDeadline() {
        return watchedDeadline;
    }

    /**
     * The deadline passed (on the timer thread, {@link Deadlines}): the wait on the token provider ends, and the
     * HTTP call in flight, or the next one, is cancelled.
     */
    void deadlineReached(long deadlineNanos) {
        reachedDeadline = deadlineNanos;
        deadlineReached = true;
        Runnable wait = tokenDeadline;
        if (wait != null) {
            wait.run();
        }
        cancelHttp();
    }

    /** @param onDeadline ends the wait on the token provider now under way; {@code null} when it is over */
    void tokenDeadline(Runnable onDeadline) {
        this.tokenDeadline = onDeadline;
        if (onDeadline != null && reached()) {
            onDeadline.run();
        }
    }
}
