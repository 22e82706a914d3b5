package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiTimeoutException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;

/**
 * The exceptions for a call that got no answer, with messages that say what happened: the limit hit and its
 * value, the attempt out of those allowed, the time since the call was made, and what the caller should know
 * before repeating it.
 */
final class Failures {
    /** What a deadline's message adds when the call was waiting for its token provider ({@link #deadline}). */
    static final String WHILE_TOKEN = " while waiting for the token provider";

    private Failures() {
    }

    /**
     * An I/O failure of one attempt. Its text can quote the server (OkHttp's "Unexpected status line: ...", okio's
     * hex dump of what it read), so it is redacted of the call's token, escaped and bounded like any server text,
     * and a cause whose chain needed that is replaced by a clean copy ({@link CleanCauses}).
     */
    static ApiConnectionException io(CallSpec<?> call, CallLifecycle<?, ?> a, AttemptState state, IOException failure,
                                     boolean deadlineHit, String token) {
        String cleaned = Redaction.clean(failure.getMessage(), token, Redaction.MAX_MESSAGE_CHARS);
        String text = failure.getClass().getName() + (cleaned == null ? "" : ": " + cleaned);
        IOException e = (IOException) CleanCauses.cleaned(failure, token);
        // Whether the server may have seen the request is a fact of the call, not of its last attempt.
        boolean sent = state.mayHaveBeenSent() || a.sentBefore();
        if (deadlineHit) {
            return deadline(call, a, sent, "", e);
        }
        if (failure instanceof SocketTimeoutException) {
            ApiTimeoutException.Limit limit = limitOf(state.phase());
            return new ApiTimeoutException(method(call), path(call), sent, limit,
                    describe(limit, limitMillis(call, limit)) + context(call, a, sent), e);
        }
        String what = sent ? "connection failed after the request may have been sent: " : "could not connect: ";
        return new ApiConnectionException(method(call), path(call), sent, what + text + context(call, a, sent), e);
    }

    /** The call deadline ran out; {@code during} says what the call was waiting for, or is empty. */
    static ApiTimeoutException deadline(CallSpec<?> call, CallLifecycle<?, ?> a, boolean sent, String during,
                                        IOException cause) {
        ApiTimeoutException.Limit limit = ApiTimeoutException.Limit.CALL_DEADLINE;
        return new ApiTimeoutException(method(call), path(call), sent, limit,
                describe(limit, call.callTimeout().toMillis()) + during + context(call, a, sent),
                cause != null ? cause : new InterruptedIOException("call deadline exceeded"));
    }

    /** The config was closed while the call was in flight. */
    static ApiConnectionException closed(CallSpec<?> call, CallLifecycle<?, ?> a, boolean sent, IOException cause) {
        return new ApiConnectionException(method(call), path(call), sent, "cancelled: the ClientConfig was closed"
                + " during the call" + context(call, a, sent),
                cause != null ? cause : new InterruptedIOException("closed"));
    }

    /** Which attempt, how long since the call was made, and whether the operation may have started. */
    static String context(CallSpec<?> call, CallLifecycle<?, ?> a, boolean sent) {
        boolean retried = RetryRules.retries(a, true, sent);
        String where = " (" + AttemptText.of(a.number(), a.maxAttempts(), a.elapsedMillis(), retried,
                call.operation().method()) + ")";
        if (!sent) {
            return where + "; the request never reached the server";
        }
        if (call.operation().idempotent()) {
            return where;
        }
        String name = call.operation().name();
        return where + ". The request may have reached the server, so " + name + " may have started: check"
                + " the resource's state before repeating it";
    }

    static String describe(ApiTimeoutException.Limit limit, long millis) {
        String value = millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
        return switch (limit) {
            case CONNECT -> "connect timeout of " + value + " exceeded";
            case WRITE -> "write timeout of " + value + " exceeded while sending the request";
            case READ -> "read timeout of " + value + " exceeded while waiting for the server";
            case CALL_DEADLINE -> "call deadline of " + value + " exceeded";
        };
    }

    private static long limitMillis(CallSpec<?> call, ApiTimeoutException.Limit limit) {
        return switch (limit) {
            case CONNECT -> call.http().connectTimeoutMillis();
            case WRITE -> call.http().writeTimeoutMillis();
            case READ -> call.http().readTimeoutMillis();
            case CALL_DEADLINE -> call.callTimeout().toMillis();
        };
    }

    private static ApiTimeoutException.Limit limitOf(AttemptState.Phase phase) {
        return switch (phase) {
            case CONNECTING -> ApiTimeoutException.Limit.CONNECT;
            case SENDING -> ApiTimeoutException.Limit.WRITE;
            case AWAITING_RESPONSE, READING_BODY -> ApiTimeoutException.Limit.READ;
        };
    }

    private static String method(CallSpec<?> call) {
        return call.operation().method();
    }

    private static String path(CallSpec<?> call) {
        return call.url().encodedPath();
    }
}
