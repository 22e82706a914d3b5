package dev.cloudsdk.core;

import java.time.Duration;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * HTTP 429: the server refused the call because too many were made. The call did not run. The SDK retries an
 * idempotent call after the server's {@code Retry-After} (capped by the policy's {@code maxDelay}); this
 * exception means the retries, if any, were used up or the operation is not retried.
 */
public class RateLimitException extends ApiException {
    private static final long serialVersionUID = 1L;

    /** How long the server asked to wait, or null. */
    private final @Nullable Duration retryAfter;

    /**
     * Creates the exception.
     *
     * @param response what the server answered
     * @param retryAfter the wait the server's {@code Retry-After} asked for, or {@code null}
     */
    public RateLimitException(ErrorResponse response, @Nullable Duration retryAfter) {
        super(response);
        this.retryAfter = retryAfter;
    }

    /** @return how long the server asked the client to wait before calling again, if it said */
    public Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }
}
