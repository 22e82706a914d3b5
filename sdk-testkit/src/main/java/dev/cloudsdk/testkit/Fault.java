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
 * emulator.injectFault(ApiOperation.CREATE_POOL, 1, Fault.slowBody(Duration.ofSeconds(3)));
 * emulator.injectFault(ApiOperation.RESTORE_DATABASE_BACKUP, 1, Fault.unreadableBody());
 * }</pre>
 *
 * @param status the error status (400 to 599) to answer without touching any state, or 0 to handle the request
 *               normally
 * @param retryAfter the {@code Retry-After} header value, or {@code null}
 * @param delay how long to hold the response headers back; zero for none
 * @param dropConnection drop the connection after reading the request, without any response (no state changes)
 * @param slowBody about how long the response body takes to arrive, sent in ten pieces (fewer for a body under
 *                 90 bytes) a tenth of it apart; zero for all at once
 * @param truncateBody send only the first half of the response body (with a {@code Content-Length} that matches
 *                     the half, so the HTTP framing is sound but the JSON is cut off); an answer without a body
 *                     (the 204 of an operation that has none) has nothing to cut and goes out as it is
 */
public record Fault(
        int status,
        @Nullable String retryAfter,
        Duration delay,
        boolean dropConnection,
        Duration slowBody,
        boolean truncateBody) {
    /**
     * Checks the values.
     *
     * @param status the status, or 0
     * @param retryAfter the {@code Retry-After} value, or {@code null}
     * @param delay the delay, {@link Duration#ZERO} for none (a {@code null} is read as zero, but the component is
     *              never null)
     * @param dropConnection whether to drop the connection
     * @param slowBody how long the body takes to arrive, {@link Duration#ZERO} for all at once (a {@code null} is
     *                 read as zero)
     * @param truncateBody whether to send only the first half of the body
     * @throws IllegalArgumentException when the status is neither 0 nor an error status from 400 to 599 (a fault
     *         is an error: a 1xx would leave the client waiting for the real answer, a 2xx or 3xx would carry an
     *         error body under a status that is none), or the delay or slowBody is negative
     */
    public Fault {
        if (status != 0 && (status < 400 || status > 599)) {
            throw new IllegalArgumentException(
                    "status must be an error status from 400 to 599 (or 0 for a fault that is not a status), was "
                            + status);
        }
        delay = notNegative(delay, "delay");
        slowBody = notNegative(slowBody, "slowBody");
    }

    /**
     * A fault that neither slows nor cuts the body: the components of the first version of this record.
     *
     * @param status the status, or 0
     * @param retryAfter the {@code Retry-After} value, or {@code null}
     * @param delay the delay, {@link Duration#ZERO} for none
     * @param dropConnection whether to drop the connection
     * @throws IllegalArgumentException when the status is neither 0 nor from 400 to 599, or the delay is negative
     */
    public Fault(int status, @Nullable String retryAfter, Duration delay, boolean dropConnection) {
        this(status, retryAfter, delay, dropConnection, Duration.ZERO, false);
    }

    /**
     * @param status the error status to answer, from 400 to 599, with an {@code {"error": {...}}} body and the
     *               status's standard reason phrase; no state changes
     * @return the fault
     * @throws IllegalArgumentException when the status is not from 400 to 599
     */
    public static Fault status(int status) {
        if (status == 0) {
            throw new IllegalArgumentException("status must be an error status from 400 to 599, was 0");
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
     * A body that trickles in: the request is handled normally (state changes at once) and the headers go out at
     * once, then the body in ten pieces (fewer for a body under 90 bytes) with a pause of a tenth of
     * {@code duration} after each but the last. A read timeout longer than a tenth of {@code duration} does not
     * fire, since bytes keep coming; a call deadline well short of {@code duration} ends the call.
     *
     * @param duration about how long the body takes to arrive
     * @return the fault
     * @throws NullPointerException when duration is null
     * @throws IllegalArgumentException when duration is negative
     */
    public static Fault slowBody(Duration duration) {
        return new Fault(0, null, Duration.ZERO, false, Objects.requireNonNull(duration, "duration == null"), false);
    }

    /**
     * A body the client cannot read: the request is handled normally (state changes) and answered with its
     * status and headers, but only the first half of its JSON body, framed by a matching {@code Content-Length}.
     * The client sees a success status whose body is cut off, as from a proxy that truncates; a created or
     * restored resource nonetheless exists. An operation without a body (a 204) has nothing to cut: it is answered
     * as without the fault.
     *
     * @return the fault
     */
    public static Fault unreadableBody() {
        return new Fault(0, null, Duration.ZERO, false, Duration.ZERO, true);
    }

    /**
     * @param value the {@code Retry-After} header, seconds or an HTTP date; {@code null} sends none
     * @return a copy that sends it
     */
    public Fault withRetryAfter(@Nullable String value) {
        return new Fault(status, value, delay, dropConnection, slowBody, truncateBody);
    }

    /**
     * @param delay how long to hold the answer back
     * @return a copy with that delay
     */
    public Fault delayedBy(Duration delay) {
        return new Fault(status, retryAfter, delay, dropConnection, slowBody, truncateBody);
    }

    private static Duration notNegative(@Nullable Duration value, String name) {
        Duration d = value == null ? Duration.ZERO : value;
        if (d.isNegative()) {
            throw new IllegalArgumentException(name + " must not be negative, was " + d);
        }
        return d;
    }
}
