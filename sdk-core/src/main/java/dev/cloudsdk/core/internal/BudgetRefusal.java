package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.CloudSdkException;
import dev.cloudsdk.core.ErrorResponse;
import dev.cloudsdk.core.RateLimitException;
import dev.cloudsdk.core.ServerException;

/**
 * The failure a call ends with when the retry budget refused its retry: the real error, of the same type with the
 * same fields and cause, whose message adds why it was not retried. An exception's message cannot change, so this
 * makes a copy, keeping the original's stack trace and suppressed exceptions.
 */
final class BudgetRefusal {
    private BudgetRefusal() {}

    /** What the message says after the attempt's own text. */
    static String note(int budgetSize) {
        return "not retried: the retry budget of this ClientConfig is spent (" + budgetSize + " tokens; it refills"
                + " as calls succeed)";
    }

    /**
     * @param real the failure of the attempt whose retry was refused
     * @param budgetSize the size of the budget, for the message
     * @return a copy of {@code real} whose message says the budget is spent
     */
    static RuntimeException failure(RuntimeException real, int budgetSize) {
        String note = note(budgetSize);
        RuntimeException copy = copy(real, note);
        if (copy == null) {
            // A kind of failure not known to be retried: keep it, with the note beside it.
            real.addSuppressed(new CloudSdkException(note));
            return real;
        }
        copy.setStackTrace(real.getStackTrace());
        for (Throwable s : real.getSuppressed()) {
            copy.addSuppressed(s);
        }
        return copy;
    }

    /** The copy, or {@code null} when {@code real} is of a type (or message shape) this does not know. */
    private static RuntimeException copy(RuntimeException real, String note) {
        Class<?> type = real.getClass();
        if (type == ApiTimeoutException.class || type == ApiConnectionException.class) {
            ApiConnectionException e = (ApiConnectionException) real;
            // The message already says which attempt and how long since the call was made (Failures.context).
            String text = after(e.getMessage(), e.method() + ' ' + e.path() + ": ");
            if (text == null) {
                return null;
            }
            String message = text + "; " + note;
            return type == ApiTimeoutException.class
                    ? new ApiTimeoutException(
                            e.method(),
                            e.path(),
                            e.requestMayHaveBeenSent(),
                            ((ApiTimeoutException) e).limit(),
                            message,
                            e.getCause())
                    : new ApiConnectionException(
                            e.method(), e.path(), e.requestMayHaveBeenSent(), message, e.getCause());
        }
        if (type == ServerException.class || type == RateLimitException.class || type == ApiException.class) {
            ApiException e = (ApiException) real;
            ErrorResponse response = withNote(e, "; " + note);
            if (response == null) {
                return null;
            }
            if (type == RateLimitException.class) {
                return new RateLimitException(
                        response, ((RateLimitException) e).retryAfter().orElse(null));
            }
            return type == ServerException.class ? new ServerException(response) : new ApiException(response);
        }
        return null;
    }

    /** The response {@code e} was made of, its detail followed by {@code addition}; {@code null} when not known. */
    private static ErrorResponse withNote(ApiException e, String addition) {
        ErrorResponse r = InternalBridge.CORE.response(e);
        return r == null ? null : r.toBuilder().detail(r.detail() + addition).build();
    }

    /** The text after {@code prefix}, or {@code null} when {@code message} does not start with it. */
    private static String after(String message, String prefix) {
        return message != null && message.startsWith(prefix) ? message.substring(prefix.length()) : null;
    }
}
