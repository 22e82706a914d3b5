package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.CallListener;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import okhttp3.Request;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tells the config's {@link CallListener} about each call, and keeps a listener that throws from breaking one:
 * its first exception is logged once, at WARN, and every later one is dropped. Off (no listener) it makes no
 * objects at all.
 */
final class Telemetry {
    /** Looked up when a listener first throws, not when the first config is built: most programs never need it. */
    private static final class Log {
        static final Logger LOG = LoggerFactory.getLogger("dev.cloudsdk.telemetry");
    }

    private final CallListener listener;
    private final AtomicBoolean warned = new AtomicBoolean();

    Telemetry(CallListener listener) {
        this.listener = listener;
    }

    boolean off() {
        return listener == CallListener.NONE;
    }

    CallListener.Observer callStart(CallSpec<?> call, boolean async) {
        if (off()) {
            return CallListener.Observer.NONE;
        }
        Operation op = call.operation();
        CallListener.Call info = new CallListener.Call(
                op.operationName(),
                op.method(),
                "/" + op.template(),
                call.region(),
                call.url().host(),
                call.url().port(),
                async);
        try {
            CallListener.Observer o = listener.callStart(info);
            return o == null ? CallListener.Observer.NONE : o;
        } catch (RuntimeException e) {
            failed(e);
            return CallListener.Observer.NONE;
        }
    }

    void attemptStart(CallListener.Observer o, AttemptState state, Request.Builder request) {
        if (o != CallListener.Observer.NONE) {
            tell(() -> o.attemptStart(state.attempt(), state.maxAttempts(), (name, value) -> {
                HeaderChecks.extraHeader(name, value, "a call listener's header");
                request.addHeader(name, value);
            }));
        }
    }

    void attemptEnd(
            CallListener.Observer o, AttemptState state, int status, String requestId, Throwable failure, long nanos) {
        if (o != CallListener.Observer.NONE) {
            tell(() -> o.attemptEnd(new CallListener.Attempt(
                    state.attempt(), state.maxAttempts(), status, requestId, failure, Duration.ofNanos(nanos))));
        }
    }

    void backoff(CallListener.Observer o, int nextAttempt, Duration wait) {
        if (o != CallListener.Observer.NONE) {
            tell(() -> o.backoff(nextAttempt, wait));
        }
    }

    void retryBudgetSpent(CallListener.Observer o, int attempt, int cost) {
        if (o != CallListener.Observer.NONE) {
            tell(() -> o.retryBudgetSpent(attempt, cost));
        }
    }

    void callEnd(CallListener.Observer o, int attempts, long elapsedMillis, Throwable failure) {
        if (o != CallListener.Observer.NONE) {
            tell(() -> o.callEnd(attempts, Duration.ofMillis(elapsedMillis), failure));
        }
    }

    /** Tells the observer of an event (with no observer, the event is not even made). */
    private void tell(Runnable event) {
        try {
            event.run();
        } catch (RuntimeException e) {
            failed(e);
        }
    }

    private void failed(RuntimeException e) {
        if (warned.compareAndSet(false, true)) {
            Log.LOG.warn(
                    "the call listener {} threw; the call goes on, and later exceptions of this listener are not"
                            + " logged",
                    listener.getClass().getName(),
                    e);
        }
    }
}
