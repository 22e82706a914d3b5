package dev.cloudsdk.testkit;

import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What the emulator does instead of (or on top of) answering normally, for testing retry and timeout handling.
 * Inject with {@link CloudEmulator#injectFault(ApiOperation, int, Fault)}: the next N requests of that operation
 * get it, then the operation answers normally again.
 *
 * <pre>{@code
 * emulator.injectFault(ApiOperation.LIST_RECORDSETS, 2, Fault.status(503).withRetryAfter("1"));
 * emulator.injectFault(ApiOperation.CREATE_POOL, 1, Fault.disconnect());
 * emulator.injectFault(ApiOperation.RESTART_DATABASE_INSTANCE, 1, Fault.delay(Duration.ofSeconds(2)));
 * }</pre>
 *
 * @param status the status to answer without touching any state, or 0 to handle the request normally
 * @param retryAfter the {@code Retry-After} header value, or {@code null}
 * @param delay how long to hold the response headers back; zero for none
 * @param dropConnection drop the connection after reading the request, without any response (no state changes)
 */
public record Fault(int status, @Nullable String retryAfter, Duration delay, boolean dropConnection) {

    /**
     * Checks the values.
     *
     * @param status the status, or 0
     * @param retryAfter the {@code Retry-After} value, or {@code null}
     * @param delay the delay, {@link Duration#ZERO} for none (a {@code null} is read as zero, but the component is
     *              never null)
     * @param dropConnection whether to drop the connection
     * @throws IllegalArgumentException when the status is not 0 or 100..599, or the delay is negative
     */
    public Fault {
        if (status != 0 && (status < 100 || status > 599)) {
            throw new IllegalArgumentException("status must be 0 or an HTTP status, was " + status);
        }
        delay = delay == null ? Duration.ZERO : delay;
        if (delay.isNegative()) {
            throw new IllegalArgumentException("delay must not be negative, was " + delay);
        }
    }

    /**
     * @param status the status to answer, with an {@code {"error": {...}}} body; no state changes
     * @return the fault
     * @throws IllegalArgumentException when the status is not an HTTP status
     */
    public static Fault status(int status) {
        if (status == 0) {
            throw new IllegalArgumentException("status must be an HTTP status, was 0");
        }
        return new Fault(status, null, Duration.ZERO, false);
    }

    /**
     * @param delay how long to hold the answer back; the request is handled normally (state changes at once)
     * @return the fault
     * @throws NullPointerException when delay is null
     */
    public static Fault delay(Duration delay) {
        return new Fault(0, null, Objects.requireNonNull(delay, "delay == null"), false);
    }

    /** @return a fault that reads the request and closes the connection without an answer or a state change */
    public static Fault disconnect() {
        return new Fault(0, null, Duration.ZERO, true);
    }

    /**
     * @param value the {@code Retry-After} header, seconds or an HTTP date; {@code null} sends none
     * @return a copy that sends it
     */
    public Fault withRetryAfter(@Nullable String value) {
        return new Fault(status, value, delay, dropConnection);
    }

    /**
     * @param delay how long to hold the answer back
     * @return a copy with that delay
     */
    public Fault delayedBy(Duration delay) {
        return new Fault(status, retryAfter, delay, dropConnection);
    }
}
