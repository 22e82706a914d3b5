package dev.cloudsdk.core.internal;

/**
 * The attempt phrase of every failure's message, an HTTP error's ({@code ErrorResponse.message()}) and a failure
 * without an answer's ({@link Failures}): {@code attempt 3 of 3, after 412 ms} only when the retry policy tries a
 * failure like this one again while attempts remain, since "of 3" says that more were possible; otherwise
 * {@code attempt 1, after 12 ms}, and {@code ; not resent: a POST} when only the operation kept it from being sent
 * again (a POST that may have reached the server). Whether the policy tries it again is {@link RetryRules#retries}.
 */
public final class AttemptText {
    private AttemptText() {}

    /**
     * @param attempt the attempt the call ended on, from 1
     * @param maxAttempts the most attempts the retry policy allows
     * @param elapsedMillis the time since the call was made
     * @param retried whether the policy tries a failure like this one again while attempts remain
     * @param notResent the HTTP method when only the operation kept the failure from being sent again, else
     *     {@code null}
     * @return the phrase, without parentheses
     */
    static String of(int attempt, int maxAttempts, long elapsedMillis, boolean retried, String notResent) {
        String text = "attempt " + attempt + (retried ? " of " + maxAttempts : "") + ", after " + elapsedMillis + " ms";
        return retried || notResent == null ? text : text + "; not resent: a " + notResent;
    }

    /**
     * The phrase for an HTTP answer, which always reached the server: a status the policy retries (429, 500, 502,
     * 503, 504) that was not retried was kept from it by the operation's method.
     *
     * @param attempt the attempt the call ended on, from 1
     * @param maxAttempts the most attempts the retry policy allows
     * @param elapsedMillis the time since the call was made
     * @param retried whether the policy tries this answer again while attempts remain
     * @param status the answer's status
     * @param method the call's HTTP method
     * @return the phrase, without parentheses
     */
    public static String ofAnswer(
            int attempt, int maxAttempts, long elapsedMillis, boolean retried, int status, String method) {
        return of(attempt, maxAttempts, elapsedMillis, retried, AttemptCodec.retryableStatus(status) ? method : null);
    }
}
