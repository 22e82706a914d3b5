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
    /** Stands for the detail in a probe message, to find where the detail sits in {@link ErrorResponse#message()}. */
    private static final String DETAIL_MARK = "\u0000detail\u0000";

    private BudgetRefusal() {
    }

    /** What the message says after the attempt's own text. */
    static String note(int budgetSize) {
        return "not retried: the retry budget of this ClientConfig is spent (" + budgetSize + " tokens; it refills"
                + " as calls succeed)";
    }

    /**
     * @param real the failure of the attempt whose retry was refused
     * @param a the call's attempts, for the attempt number and the time since the call was made
     * @param budgetSize the size of the budget, for the message
     * @return a copy of {@code real} whose message says the budget is spent
     */
    static RuntimeException failure(RuntimeException real, Attempts a, int budgetSize) {
        String note = note(budgetSize);
        RuntimeException copy = copy(real, a, note);
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
    private static RuntimeException copy(RuntimeException real, Attempts a, String note) {
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
                    ? new ApiTimeoutException(e.method(), e.path(), e.requestMayHaveBeenSent(),
                            ((ApiTimeoutException) e).limit(), message, e.getCause())
                    : new ApiConnectionException(e.method(), e.path(), e.requestMayHaveBeenSent(), message,
                            e.getCause());
        }
        if (type == ServerException.class || type == RateLimitException.class || type == ApiException.class) {
            ApiException e = (ApiException) real;
            ErrorResponse response = withNote(e, " (attempt " + a.number() + " of " + a.maxAttempts() + ", after "
                    + a.elapsedMillis() + " ms); " + note);
            if (response == null) {
                return null;
            }
            if (type == RateLimitException.class) {
                return new RateLimitException(response, ((RateLimitException) e).retryAfter().orElse(null));
            }
            return type == ServerException.class ? new ServerException(response) : new ApiException(response);
        }
        return null;
    }

    /** The response {@code e} was made from, its detail followed by {@code addition}; {@code null} if unknown. */
    private static ErrorResponse withNote(ApiException e, String addition) {
        ErrorResponse probe = ErrorResponse.builder().statusCode(e.statusCode()).method(e.method()).path(e.path())
                .error(e.error()).requestId(e.requestId().orElse(null)).bodySnippet(e.bodySnippet())
                .detail(DETAIL_MARK).build();
        String shape = probe.message();
        int at = shape.indexOf(DETAIL_MARK);
        String prefix = shape.substring(0, at);
        String suffix = shape.substring(at + DETAIL_MARK.length());
        String message = e.getMessage();
        if (message == null || !message.startsWith(prefix) || !message.endsWith(suffix)
                || message.length() < prefix.length() + suffix.length()) {
            return null;
        }
        String detail = message.substring(prefix.length(), message.length() - suffix.length());
        return probe.toBuilder().detail(detail + addition).build();
    }

    /** The text after {@code prefix}, or {@code null} when {@code message} does not start with it. */
    private static String after(String message, String prefix) {
        return message != null && message.startsWith(prefix) ? message.substring(prefix.length()) : null;
    }
}
