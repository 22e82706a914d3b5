package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.OperationName;
import dev.cloudsdk.core.runtime.Endpoint.Operation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import okhttp3.Headers;
import okhttp3.Request;
import okhttp3.Response;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a config's calls tell about themselves: the log lines, and the events of the config's {@link CallListener}.
 * Off (the log level off, no listener) it makes no objects at all.
 *
 * <p>The log, under the logger {@code dev.cloudsdk.http}. DEBUG: method, path, status, duration, request id, and
 * retries. TRACE: headers from an allow-list; {@code Authorization} is not on it, so the token cannot be logged at
 * any level. Bodies only when the user turned them on. Text a server sent (request id, header values, bodies, a
 * failure's message) is logged with the token redacted, control characters escaped and its length bounded, so a
 * server can neither echo the token into a log nor forge a log line; that work is done only for lines that are
 * enabled.
 *
 * <p>The listener: a listener that throws does not break a call: its first exception is logged once, at WARN, and
 * every later one is dropped.
 */
final class CallEvents {
    private static final Logger LOG = LoggerFactory.getLogger("dev.cloudsdk.http");
    private static final Set<String> HEADER_ALLOW_LIST = Set.of(
            "content-type",
            "content-length",
            "x-region",
            "user-agent",
            "accept",
            "retry-after",
            "date",
            "location",
            "x-request-id",
            "x-openstack-request-id",
            "x-compute-request-id",
            "request-id");
    private static final String[] REQUEST_ID_HEADERS = {
        "X-Request-Id", "X-Openstack-Request-Id", "X-Compute-Request-Id", "Request-Id"
    };
    private static final int MAX_LOGGED_BODY = 4096;
    private static final int PEEKED_BODY = 8192;

    /** Looked up when a listener first throws, not when the first config is built: most programs never need it. */
    private static final class ListenerLog {
        static final Logger LOG = LoggerFactory.getLogger("dev.cloudsdk.telemetry");
    }

    private final boolean logBodies;
    private final CallListener listener;
    private final AtomicBoolean warned = new AtomicBoolean();

    CallEvents(boolean logBodies, CallListener listener) {
        this.logBodies = logBodies;
        this.listener = listener;
    }

    // ---- The call ----

    CallListener.Observer callStart(CallSpec<?> call, boolean async) {
        if (listenerOff()) {
            return CallListener.Observer.NONE;
        }
        Operation op = call.operation();
        CallListener.Call info = new CallListener.Call(
                op.name(),
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

    /** A retry after the attempt that failed: logged, then told as the backoff before the next attempt. */
    void retry(Attempt failed, RuntimeException failure, Duration delay) {
        if (LOG.isDebugEnabled()) {
            LOG.debug(
                    "retrying {} (attempt {} of {}) after {}; waiting {} ms",
                    failed.operation,
                    failed.attempt + 1,
                    failed.maxAttempts,
                    reason(failure),
                    delay.toMillis());
        }
        if (failed.observer != CallListener.Observer.NONE) {
            tell(() -> failed.observer.backoff(failed.attempt + 1, delay));
        }
    }

    /** A retry the retry budget refused: logged, then told with what the retry would have cost. */
    void retryRefused(Attempt failed, RuntimeException failure, int budgetSize, int cost) {
        if (LOG.isDebugEnabled()) {
            LOG.debug(
                    "not retrying {} (attempt {} of {}) after {}: the retry budget of {} tokens is spent",
                    failed.operation,
                    failed.attempt,
                    failed.maxAttempts,
                    reason(failure),
                    budgetSize);
        }
        if (failed.observer != CallListener.Observer.NONE) {
            tell(() -> failed.observer.retryBudgetSpent(failed.attempt, cost));
        }
    }

    void callEnd(CallListener.Observer o, int attempts, long elapsedMillis, Throwable failure) {
        if (o != CallListener.Observer.NONE) {
            tell(() -> o.callEnd(attempts, Duration.ofMillis(elapsedMillis), failure));
        }
    }

    // ---- An attempt ----

    void attemptStart(Attempt state, Request.Builder request) {
        if (state.observer != CallListener.Observer.NONE) {
            tell(() -> state.observer.attemptStart(state.attempt, state.maxAttempts, (name, value) -> {
                HeaderChecks.extraHeader(name, value, "a call listener's header");
                request.addHeader(name, value);
            }));
        }
    }

    void request(Attempt state, byte[] body) {
        Request request = state.request;
        if (LOG.isTraceEnabled()) {
            LOG.trace(
                    "{} {} {} (attempt {}) headers: {}",
                    state.operation,
                    request.method(),
                    request.url().encodedPath(),
                    state.attempt,
                    allowed(request.headers(), Redaction.tokenOf(request)));
        }
        if (body != null && bodiesEnabled()) {
            LOG.debug("{} request body: {}", state.operation, text(body, Redaction.tokenOf(request)));
        }
    }

    /** One line per request that reached the wire, with its attempt number. */
    void response(Attempt state, Response response) {
        Request request = state.request;
        if (LOG.isDebugEnabled()) {
            String id = requestId(response, Redaction.tokenOf(request));
            LOG.debug(
                    "{} -> {} in {} ms{}",
                    attempt(state),
                    response.code(),
                    millisSince(state),
                    id == null ? "" : " (request id " + id + ")");
        }
        if (LOG.isTraceEnabled()) {
            LOG.trace(
                    "{} {} response headers: {}",
                    request.method(),
                    request.url().encodedPath(),
                    allowed(response.headers(), Redaction.tokenOf(request)));
        }
    }

    /** The request id header, redacted, escaped and bounded, or {@code null}. */
    static String requestId(Response response, String token) {
        for (String name : REQUEST_ID_HEADERS) {
            String id = response.header(name);
            if (id != null && !id.isBlank()) {
                return Redaction.clean(id, token, Redaction.MAX_REQUEST_ID_CHARS);
            }
        }
        return null;
    }

    boolean bodiesEnabled() {
        return logBodies && LOG.isDebugEnabled();
    }

    /** Logs the start of a successful body without consuming it. */
    void responseBody(OperationName operation, Response response) throws IOException {
        byte[] body = response.peekBody(PEEKED_BODY).bytes();
        LOG.debug("{} response body: {}", operation, text(body, Redaction.tokenOf(response.request())));
    }

    void failure(Attempt state, String what) {
        if (LOG.isDebugEnabled()) {
            // An I/O failure's message can quote the server (OkHttp's "Unexpected status line: ...").
            String cleaned = Redaction.clean(what, Redaction.tokenOf(state.request), Redaction.MAX_MESSAGE_CHARS);
            LOG.debug("{} failed after {} ms: {}", attempt(state), millisSince(state), cleaned);
        }
    }

    boolean listenerOff() {
        return listener == CallListener.NONE;
    }

    void attemptEnd(Attempt state, int status, String requestId, Throwable failure, long nanos) {
        if (state.observer != CallListener.Observer.NONE) {
            tell(() -> state.observer.attemptEnd(new CallListener.Attempt(
                    state.attempt, state.maxAttempts, status, requestId, failure, Duration.ofNanos(nanos))));
        }
    }

    // ---- What the lines say ----

    /** {@code ListThings GET /v1/things (attempt 1 of 3)}. */
    private static String attempt(Attempt state) {
        return state.operation + " " + state.request.method() + " "
                + state.request.url().encodedPath() + " (attempt " + state.attempt + " of " + state.maxAttempts + ")";
    }

    private static long millisSince(Attempt state) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - state.startNanos);
    }

    /** What the retry log says of a failure: its status, its timeout, or its I/O exception's type. */
    static String reason(RuntimeException failure) {
        if (failure instanceof ApiException api) {
            return "HTTP " + api.statusCode();
        }
        if (failure instanceof ApiTimeoutException timeout) {
            return timeout.limit() + " timeout";
        }
        IOException cause = failure instanceof ApiConnectionException connection ? connection.getCause() : null;
        return cause == null
                ? failure.getClass().getSimpleName()
                : cause.getClass().getSimpleName();
    }

    static String allowed(Headers headers, String token) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < headers.size(); i++) {
            String name = headers.name(i);
            if (HEADER_ALLOW_LIST.contains(name.toLowerCase(Locale.ROOT))) {
                sb.append(sb.length() == 0 ? "" : ", ")
                        .append(name)
                        .append('=')
                        .append(Redaction.clean(headers.value(i), token, Redaction.MAX_MESSAGE_CHARS));
            }
        }
        return sb.toString();
    }

    private static String text(byte[] body, String token) {
        // Four bytes a character at most: enough bytes for the characters logged, never a partial token.
        int n = Math.min(body.length, MAX_LOGGED_BODY * 4);
        return Redaction.cleanPrefix(new String(body, 0, n, StandardCharsets.UTF_8), token, MAX_LOGGED_BODY)
                + (body.length > MAX_LOGGED_BODY
                        ? " (" + body.length + (body.length >= PEEKED_BODY ? "+" : "") + " bytes)"
                        : "");
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
            ListenerLog.LOG.warn(
                    "the call listener {} threw; the call goes on, and later exceptions of this listener are not"
                            + " logged",
                    listener.getClass().getName(),
                    e);
        }
    }
}
