package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.RetryPolicy;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.concurrent.ThreadLocalRandom;

/** How long to wait before the next attempt: exponential with full jitter, or the server's {@code Retry-After}. */
final class Backoff {
    private Backoff() {
    }

    /**
     * @param policy the retry policy
     * @param attempt the attempt that just failed, starting at 1
     * @param retryAfter the {@code Retry-After} header, or {@code null}
     * @param clock the clock that turns an HTTP date into a wait
     * @return the wait, never above the policy's max delay
     */
    static Duration delay(RetryPolicy policy, int attempt, String retryAfter, Clock clock) {
        long capMillis = policy.maxDelay().toMillis();
        Duration serverSays = parseRetryAfter(retryAfter, clock);
        if (serverSays != null) {
            return Duration.ofMillis(Math.min(serverSays.toMillis(), capMillis));
        }
        long bound = policy.baseDelay().toMillis() << Math.min(attempt - 1, 30);
        if (bound < 0 || bound > capMillis) {
            bound = capMillis;
        }
        // Full jitter (AWS's "exponential backoff and jitter"): spreads clients that failed together.
        return Duration.ofMillis(bound == 0 ? 0 : ThreadLocalRandom.current().nextLong(bound + 1));
    }

    /** Seconds or an HTTP date; {@code null} when absent or unreadable. */
    static Duration parseRetryAfter(String value, Clock clock) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String v = value.trim();
        try {
            long seconds = Long.parseLong(v);
            return seconds < 0 ? null : Duration.ofSeconds(Math.min(seconds, 86_400));
        } catch (NumberFormatException notSeconds) {
            try {
                Instant at = ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
                Duration d = Duration.between(clock.instant(), at);
                return d.isNegative() ? Duration.ZERO : d;
            } catch (DateTimeParseException notADate) {
                return null;
            }
        }
    }
}
