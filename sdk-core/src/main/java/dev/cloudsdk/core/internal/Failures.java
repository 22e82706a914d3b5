package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.CloudSdkException;
import dev.cloudsdk.core.ErrorResponse;
import dev.cloudsdk.core.RateLimitException;
import dev.cloudsdk.core.ServerException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.math.BigDecimal;
import java.net.SocketTimeoutException;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * The exceptions for a call that got no answer, with messages that say what happened: the limit hit and its
 * value, the attempt out of those allowed, the time since the call was made, and what the caller should know
 * before repeating it; the copy of a failure whose retry the retry budget refused ({@link #budgetRefused}); and the
 * attempt phrase that these messages share with an HTTP error's ({@link #attemptText}); and what an
 * {@code ApiException} reads of the server's error object ({@link #errorCode}, {@link #errorMessage}).
 */
public final class Failures {
    /** What a deadline's message adds when the call was waiting for its token provider ({@link #deadline}). */
    static final String WHILE_TOKEN = " while waiting for the token provider";

    private Failures() {}

    /**
     * The error object's {@code code}, as text: a JSON string, or a number as its decimal text. Escaped and cut
     * after {@link Redaction#MAX_REQUEST_ID_CHARS} characters; the token was redacted when the map was read.
     *
     * @param error the error object
     * @return the code, or {@code null} when absent, blank or of another JSON type
     */
    public static String errorCode(Map<String, ?> error) {
        Object v = error.get("code");
        String text = v instanceof String s
                ? s
                : v instanceof BigDecimal d ? d.toPlainString() : v instanceof Number ? v.toString() : null;
        return text == null || text.isBlank() ? null : Redaction.clean(text, null, Redaction.MAX_REQUEST_ID_CHARS);
    }

    /**
     * The error object's {@code message}, when it is a JSON string: escaped and cut after
     * {@link Redaction#MAX_MESSAGE_CHARS} characters; the token was redacted when the map was read.
     *
     * @param error the error object
     * @return the message, or {@code null} when absent, blank or not a string
     */
    public static String errorMessage(Map<String, ?> error) {
        return error.get("message") instanceof String v && !v.isBlank()
                ? Redaction.clean(v, null, Redaction.MAX_MESSAGE_CHARS)
                : null;
    }

    /**
     * An I/O failure of one attempt. Its text can quote the server (OkHttp's "Unexpected status line: ...", okio's
     * hex dump of what it read), so it is redacted of the call's token, escaped and bounded like any server text,
     * and a cause whose chain needed that is replaced by a clean copy ({@link #cleaned}).
     */
    static ApiConnectionException io(CallLifecycle<?, ?> a, IOException failure, boolean deadlineHit, String token) {
        String cleaned = Redaction.clean(failure.getMessage(), token, Redaction.MAX_MESSAGE_CHARS);
        String text = failure.getClass().getName() + (cleaned == null ? "" : ": " + cleaned);
        IOException e = (IOException) cleaned(failure, token);
        if (deadlineHit) {
            return deadline(a, "", e);
        }
        if (failure instanceof SocketTimeoutException) {
            ApiTimeoutException.Limit limit = switch (a.current.phase) {
                case CONNECTING -> ApiTimeoutException.Limit.CONNECT;
                case SENDING -> ApiTimeoutException.Limit.WRITE;
                case AWAITING_RESPONSE, READING_BODY -> ApiTimeoutException.Limit.READ;
            };
            return timeout(a, limit, "", e);
        }
        // Whether the server may have seen the request is a fact of the call, not of its last attempt.
        boolean sent = a.sent();
        String what = sent ? "connection failed after the request may have been sent: " : "could not connect: ";
        return new ApiConnectionException(method(a), path(a), sent, what + text + context(a, sent), e);
    }

    /** The call deadline ran out; {@code during} says what the call was waiting for, or is empty. */
    static ApiTimeoutException deadline(CallLifecycle<?, ?> a, String during, IOException cause) {
        IOException why = cause != null ? cause : new InterruptedIOException("call deadline exceeded");
        return timeout(a, ApiTimeoutException.Limit.CALL_DEADLINE, during, why);
    }

    /** A limit was hit: which, and its value; what the call was waiting for ({@code during}, or empty); the context. */
    private static ApiTimeoutException timeout(
            CallLifecycle<?, ?> a, ApiTimeoutException.Limit limit, String during, IOException cause) {
        CallSpec<?> call = a.spec;
        String what = switch (limit) {
            case CONNECT -> "connect timeout of " + value(call.http().connectTimeoutMillis()) + " exceeded";
            case WRITE ->
                "write timeout of " + value(call.http().writeTimeoutMillis()) + " exceeded while sending the request";
            case READ ->
                "read timeout of " + value(call.http().readTimeoutMillis()) + " exceeded while waiting for the server";
            case CALL_DEADLINE -> "call deadline of " + value(call.callTimeout().toMillis()) + " exceeded";
        };
        boolean sent = a.sent();
        return new ApiTimeoutException(method(a), path(a), sent, limit, what + during + context(a, sent), cause);
    }

    /** @return {@code 2 s}, or {@code 1500 ms} when not whole seconds */
    private static String value(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    /** The config was closed while the call was in flight. */
    static ApiConnectionException closed(CallLifecycle<?, ?> a, IOException cause) {
        boolean sent = a.sent();
        return new ApiConnectionException(
                method(a),
                path(a),
                sent,
                "cancelled: the ClientConfig was closed during the call" + context(a, sent),
                cause != null ? cause : new InterruptedIOException("closed"));
    }

    /**
     * The attempt phrase of every failure's message, an HTTP error's ({@code ErrorResponse.message()}) and a failure
     * without an answer's: {@code attempt 3 of 3, after 412 ms} only when the retry policy tries a failure like this
     * one again while attempts remain, since "of 3" says that more were possible; otherwise
     * {@code attempt 1, after 12 ms}, and {@code ; not resent: a POST} when only the operation kept it from being
     * sent again (a POST that may have reached the server). Whether the policy tries it again is
     * {@link RetryRules#retries}.
     *
     * @param attempt the attempt the call ended on, from 1
     * @param maxAttempts the most attempts the retry policy allows
     * @param elapsedMillis the time since the call was made
     * @param retried whether the policy tries a failure like this one again while attempts remain
     * @param notResent the HTTP method when only the operation kept the failure from being sent again, else
     *     {@code null}
     * @return the phrase, without parentheses
     */
    static String attemptText(int attempt, int maxAttempts, long elapsedMillis, boolean retried, String notResent) {
        String text = "attempt " + attempt + (retried ? " of " + maxAttempts : "") + ", after " + elapsedMillis + " ms";
        return retried || notResent == null ? text : text + "; not resent: a " + notResent;
    }

    /**
     * {@link #attemptText} for an HTTP answer, which always reached the server: a status the policy retries (429,
     * 500, 502, 503, 504) that was not retried was kept from it by the operation's method.
     *
     * @param attempt the attempt the call ended on, from 1
     * @param maxAttempts the most attempts the retry policy allows
     * @param elapsedMillis the time since the call was made
     * @param retried whether the policy tries this answer again while attempts remain
     * @param status the answer's status
     * @param method the call's HTTP method
     * @return the phrase, without parentheses
     */
    public static String answerAttemptText(
            int attempt, int maxAttempts, long elapsedMillis, boolean retried, int status, String method) {
        String notResent = AttemptCodec.retryableStatus(status) ? method : null;
        return attemptText(attempt, maxAttempts, elapsedMillis, retried, notResent);
    }

    /** Which attempt, how long since the call was made, and whether the operation may have started. */
    private static String context(CallLifecycle<?, ?> a, boolean sent) {
        boolean retried = RetryRules.retries(a, true, sent);
        String where = " (" + attemptText(a.number, a.maxAttempts(), a.elapsedMillis(), retried, method(a)) + ")";
        if (!sent) {
            return where + "; the request never reached the server";
        }
        if (a.spec.operation().idempotent()) {
            return where;
        }
        return where + ". The request may have reached the server, so "
                + a.spec.operation().name() + " may have started: check the resource's state before repeating it";
    }

    /**
     * The failure a call ends with when the retry budget refused its retry: the real error, of the same type with
     * the same fields and cause, whose message adds why it was not retried. An exception's message cannot change,
     * so this makes a copy, keeping the original's stack trace and suppressed exceptions; a kind of failure not
     * known to be retried is kept, with the note beside it as a suppressed exception.
     *
     * @param real the failure of the attempt whose retry was refused
     * @param budgetSize the size of the budget, for the message
     * @return the copy, or {@code real} with the note
     */
    static RuntimeException budgetRefused(RuntimeException real, int budgetSize) {
        String note = "not retried: the retry budget of this ClientConfig is spent (" + budgetSize + " tokens; it"
                + " refills as calls succeed)";
        Class<?> type = real.getClass();
        RuntimeException copy = null;
        if (type == ApiTimeoutException.class || type == ApiConnectionException.class) {
            ApiConnectionException e = (ApiConnectionException) real;
            // The message, after "GET /path: ", already says which attempt and how long since the call was made.
            String message =
                    e.getMessage().substring(e.method().length() + e.path().length() + 3) + "; " + note;
            copy = e instanceof ApiTimeoutException t
                    ? new ApiTimeoutException(
                            e.method(), e.path(), e.requestMayHaveBeenSent(), t.limit(), message, e.getCause())
                    : new ApiConnectionException(
                            e.method(), e.path(), e.requestMayHaveBeenSent(), message, e.getCause());
        } else if (type == ServerException.class || type == RateLimitException.class || type == ApiException.class) {
            ErrorResponse r = InternalBridge.CORE.response((ApiException) real);
            if (r != null) {
                r = r.toBuilder().detail(r.detail() + "; " + note).build();
                copy = real instanceof RateLimitException limited
                        ? new RateLimitException(r, limited.retryAfter().orElse(null))
                        : type == ServerException.class ? new ServerException(r) : new ApiException(r);
            }
        }
        if (copy == null) {
            real.addSuppressed(new CloudSdkException(note));
            return real;
        }
        copy.setStackTrace(real.getStackTrace());
        for (Throwable s : real.getSuppressed()) {
            copy.addSuppressed(s);
        }
        return copy;
    }

    private static String method(CallLifecycle<?, ?> a) {
        return a.spec.operation().method();
    }

    private static String path(CallLifecycle<?, ?> a) {
        return a.spec.url().encodedPath();
    }

    /*
     * Causes fit to be kept in an SDK exception: a logged stack trace prints the message of every cause and every
     * suppressed exception, so a message that quotes server text or a credential must not ride along in one.
     */

    /**
     * The failure itself when every message in it (its own, its causes', the suppressed ones') is already clean
     * server text; otherwise a copy of the whole chain with each message cleaned as {@link Redaction#clean} does
     * (the token redacted in any spelling, control characters escaped, the length bounded).
     *
     * @param failure what failed, or {@code null}
     * @param token the call's token, or {@code null}
     * @return the failure or its clean copy, with the same stack traces
     */
    static Throwable cleaned(Throwable failure, String token) {
        UnaryOperator<String> clean = m -> Redaction.clean(m, token, Redaction.MAX_MESSAGE_CHARS);
        return failure == null || isClean(failure, clean, new IdentityHashMap<>())
                ? failure
                : copy(failure, clean, new IdentityHashMap<>());
    }

    /**
     * A copy of the whole chain without any message, the types and stack traces kept: for what a token provider
     * threw, whose text may name a credential the SDK has never seen and so cannot redact.
     *
     * @param failure what failed
     * @return the copy
     */
    static Throwable withoutMessages(Throwable failure) {
        return copy(failure, m -> null, new IdentityHashMap<>());
    }

    private static boolean isClean(Throwable t, UnaryOperator<String> clean, Map<Throwable, Boolean> seen) {
        if (seen.put(t, Boolean.TRUE) != null) {
            return true;
        }
        if (t.getMessage() != null && !t.getMessage().equals(clean.apply(t.getMessage()))) {
            return false;
        }
        for (Throwable s : t.getSuppressed()) {
            if (!isClean(s, clean, seen)) {
                return false;
            }
        }
        return t.getCause() == null || isClean(t.getCause(), clean, seen);
    }

    private static Throwable copy(Throwable t, UnaryOperator<String> message, Map<Throwable, Throwable> copies) {
        Throwable done = copies.get(t);
        if (done != null) {
            return done;
        }
        String text = message.apply(t.getMessage());
        Throwable c = sameType(t, text);
        if (c == null) {
            c = new Copy(t.getClass().getName(), text);
        }
        copies.put(t, c);
        c.setStackTrace(t.getStackTrace());
        if (t.getCause() != null) {
            try {
                c.initCause(copy(t.getCause(), message, copies));
            } catch (IllegalStateException e) {
                // A constructor that set a cause of its own: the copy keeps that one, which holds no message.
            }
        }
        for (Throwable s : t.getSuppressed()) {
            c.addSuppressed(copy(s, message, copies));
        }
        return c;
    }

    /**
     * A copy of the JDK's own type (a {@code ConnectException} stays one, for a caller who inspects the cause),
     * through its public one-string constructor. Not for other types: their {@code getMessage()} or
     * {@code toString()} may add what their fields hold.
     */
    private static Throwable sameType(Throwable t, String text) {
        Class<?> type = t.getClass();
        if (type.getClassLoader() != null || !type.getPackageName().startsWith("java.")) {
            return null;
        }
        try {
            Throwable c = (Throwable) type.getConstructor(String.class).newInstance(text);
            return Objects.equals(c.getMessage(), text) ? c : null;
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return null;
        }
    }

    /**
     * The stand-in for a type that cannot be copied: it prints as the original did ({@code com.acme.VaultException:
     * message}), and is an {@code IOException} so that it may stand in for an I/O failure's cause.
     */
    static final class Copy extends IOException {
        private static final long serialVersionUID = 1L;
        private final String type;

        Copy(String type, String message) {
            super(message);
            this.type = type;
        }

        @Override
        public String toString() {
            return getMessage() == null ? type : type + ": " + getMessage();
        }
    }
}
