package dev.cloudsdk.micrometer;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiTimeoutException;
import org.jspecify.annotations.Nullable;

/**
 * How a call or an attempt ended: the {@code outcome} tag of the metrics {@link CloudSdkMetrics} records. A small,
 * closed set, so a dashboard can group by it whatever the status.
 */
public enum CallOutcome {
    /** A response came and the call has its result. */
    SUCCESS,
    /** The server answered with a 4xx status (bad request, not found, conflict, rate limit...). */
    CLIENT_ERROR,
    /** The server answered with a 5xx status. */
    SERVER_ERROR,
    /** A time limit ended it ({@link ApiTimeoutException}): a connect, read or call timeout, or the deadline. */
    TIMEOUT,
    /** No usable response came: the connection was refused, reset or closed ({@link ApiConnectionException}). */
    CONNECTION_ERROR,
    /**
     * Anything else: a response that could not be used (a 2xx body that does not parse, a redirect), a failure
     * from outside the transport (the token supplier, a cancelled future).
     */
    UNKNOWN;

    /**
     * Classifies a result.
     *
     * @param status the HTTP status of the response the result came from, or 0 when none came
     * @param failure what failed, or {@code null} on success
     * @return the outcome
     */
    static CallOutcome of(int status, @Nullable Throwable failure) {
        if (failure == null) {
            return SUCCESS;
        }
        if (failure instanceof ApiTimeoutException) {
            return TIMEOUT;
        }
        if (failure instanceof ApiConnectionException) {
            return CONNECTION_ERROR;
        }
        if (status >= 400 && status < 500) {
            return CLIENT_ERROR;
        }
        return status >= 500 && status < 600 ? SERVER_ERROR : UNKNOWN;
    }
}
