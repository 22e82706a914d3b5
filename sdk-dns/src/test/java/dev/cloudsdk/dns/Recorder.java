package dev.cloudsdk.dns;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A subscriber that records every signal, in order, for a test to take one by one; it asks for nothing itself. */
final class Recorder<T> implements Flow.Subscriber<T> {
    /** What a terminal signal is recorded as: {@link #COMPLETE}, or the throwable of {@code onError}. */
    static final Object COMPLETE = "onComplete";

    private final LinkedBlockingQueue<Object> signals = new LinkedBlockingQueue<>();
    private volatile Flow.Subscription subscription;

    @Override
    public void onSubscribe(Flow.Subscription s) {
        subscription = s;
    }

    @Override
    public void onNext(T item) {
        signals.add(item);
    }

    @Override
    public void onError(Throwable failure) {
        signals.add(failure);
    }

    @Override
    public void onComplete() {
        signals.add(COMPLETE);
    }

    Flow.Subscription subscription() {
        assertThat(subscription).as("onSubscribe was called").isNotNull();
        return subscription;
    }

    /** @return the next {@code n} signals, each within 5 s */
    List<Object> take(int n) throws InterruptedException {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Object signal = signals.poll(5, TimeUnit.SECONDS);
            assertThat(signal)
                    .as("signal %d of %d within 5 s (after %s)", i + 1, n, out)
                    .isNotNull();
            out.add(signal);
        }
        return out;
    }

    /** @return the next signal, which must be a failure */
    Throwable error() throws InterruptedException {
        Object signal = take(1).get(0);
        assertThat(signal).as("onError").isInstanceOf(Throwable.class);
        return (Throwable) signal;
    }

    /** @return the signals that arrive within {@code millis}: none, for a walk that must stay quiet */
    List<Object> quietFor(long millis) throws InterruptedException {
        Thread.sleep(millis);
        List<Object> out = new ArrayList<>();
        signals.drainTo(out);
        return out;
    }
}
