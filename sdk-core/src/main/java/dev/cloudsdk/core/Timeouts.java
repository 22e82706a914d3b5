package dev.cloudsdk.core;

import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The four time limits of a call, as one value shared by {@link ClientConfig} and {@link RequestOptions}: connect,
 * read and write bound each socket operation of an attempt; {@code call} bounds the whole call, every attempt
 * and backoff included. A {@code null} component means "not set here": in {@link RequestOptions}, the config's
 * value applies. Every set value must be from 1 ms to 1 day, checked when the value is made: a timeout below 1 ms
 * would reach OkHttp as 0, which means "no limit", and one above a day overflows OkHttp's millisecond arithmetic or
 * turns a deadline into a wait nobody means.
 *
 * @param connect the connect timeout, or {@code null}
 * @param read the read timeout, or {@code null}
 * @param write the write timeout, or {@code null}
 * @param call the deadline of a whole call, or {@code null}
 */
public record Timeouts(
        @Nullable Duration connect,
        @Nullable Duration read,
        @Nullable Duration write,
        @Nullable Duration call) {
    /** The defaults: connect 10 s, read 30 s, write 30 s, call 60 s. */
    public static final Timeouts DEFAULTS = new Timeouts(
            Duration.ofSeconds(10), Duration.ofSeconds(30), Duration.ofSeconds(30), Duration.ofSeconds(60));
    /** No value set. */
    public static final Timeouts UNSET = new Timeouts(null, null, null, null);

    /**
     * Checks each value that is set.
     *
     * @param connect the connect timeout, or {@code null}
     * @param read the read timeout, or {@code null}
     * @param write the write timeout, or {@code null}
     * @param call the deadline of a whole call, or {@code null}
     * @throws IllegalArgumentException naming the limit when a value is outside 1 ms to 1 day
     */
    public Timeouts {
        check(connect, "connectTimeout");
        check(read, "readTimeout");
        check(write, "writeTimeout");
        check(call, "callTimeout");
    }

    private static void check(@Nullable Duration d, String name) {
        if (d != null && (d.compareTo(Duration.ofMillis(1)) < 0 || d.compareTo(Duration.ofDays(1)) > 0)) {
            throw new IllegalArgumentException(name + " must be from 1 ms to 1 day, was " + d);
        }
    }

    /**
     * @param d the connect timeout
     * @return a copy with it
     * @throws IllegalArgumentException when outside 1 ms to 1 day
     * @throws NullPointerException when null
     */
    public Timeouts withConnect(Duration d) {
        return new Timeouts(Objects.requireNonNull(d, "connectTimeout == null"), read, write, call);
    }

    /**
     * @param d the read timeout
     * @return a copy with it
     * @throws IllegalArgumentException when outside 1 ms to 1 day
     * @throws NullPointerException when null
     */
    public Timeouts withRead(Duration d) {
        return new Timeouts(connect, Objects.requireNonNull(d, "readTimeout == null"), write, call);
    }

    /**
     * @param d the write timeout
     * @return a copy with it
     * @throws IllegalArgumentException when outside 1 ms to 1 day
     * @throws NullPointerException when null
     */
    public Timeouts withWrite(Duration d) {
        return new Timeouts(connect, read, Objects.requireNonNull(d, "writeTimeout == null"), call);
    }

    /**
     * @param d the call deadline
     * @return a copy with it
     * @throws IllegalArgumentException when outside 1 ms to 1 day
     * @throws NullPointerException when null
     */
    public Timeouts withCall(Duration d) {
        return new Timeouts(connect, read, write, Objects.requireNonNull(d, "callTimeout == null"));
    }

    /**
     * @param fallback the values to use where this one has none
     * @return this value's limits, the fallback's where this one is unset
     */
    public Timeouts orElse(Timeouts fallback) {
        return new Timeouts(
                connect != null ? connect : fallback.connect,
                read != null ? read : fallback.read,
                write != null ? write : fallback.write,
                call != null ? call : fallback.call);
    }

    /** @return whether a socket limit (connect, read or write) is set; the call deadline is not one */
    public boolean setsSocketLimits() {
        return connect != null || read != null || write != null;
    }
}
