package dev.cloudsdk.core.internal;

import java.time.Duration;
import java.util.Objects;

/**
 * The ranges of every time setting, checked where the setting is made. A timeout below 1 ms would reach OkHttp
 * as 0, which means "no limit"; one above a day overflows OkHttp's millisecond arithmetic or turns a deadline
 * into a wait nobody means.
 */
public final class TimeLimits {
    /** The shortest timeout or deadline. */
    public static final Duration MIN_TIMEOUT = Duration.ofMillis(1);
    /** The longest timeout or deadline. */
    public static final Duration MAX_TIMEOUT = Duration.ofDays(1);
    /** The longest wait between two attempts. */
    public static final Duration MAX_RETRY_DELAY = Duration.ofHours(1);

    private TimeLimits() {
    }

    /**
     * @param d a connect, read, write or call timeout
     * @param name the setting, for the message
     * @return {@code d}
     * @throws IllegalArgumentException when outside 1 ms to 1 day
     * @throws NullPointerException when null
     */
    public static Duration timeout(Duration d, String name) {
        Objects.requireNonNull(d, name + " == null");
        if (d.compareTo(MIN_TIMEOUT) < 0 || d.compareTo(MAX_TIMEOUT) > 0) {
            throw new IllegalArgumentException(name + " must be from 1 ms to 1 day, was " + d);
        }
        return d;
    }

    /**
     * @param d a retry delay
     * @param name the setting, for the message
     * @return {@code d}
     * @throws IllegalArgumentException when outside 0 to 1 hour
     * @throws NullPointerException when null
     */
    public static Duration retryDelay(Duration d, String name) {
        Objects.requireNonNull(d, name + " == null");
        if (d.isNegative() || d.compareTo(MAX_RETRY_DELAY) > 0) {
            throw new IllegalArgumentException(name + " must be from 0 to 1 hour, was " + d);
        }
        return d;
    }
}
