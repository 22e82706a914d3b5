package dev.cloudsdk.core.internal;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * The fast paths of {@link JsonScalars}: the one form of a timestamp and of a UUID that servers send, read from the
 * parser's own character buffer, so that the common value costs no {@code String}, no {@code DateTimeFormatter}
 * and none of its maps. Each answers {@code null} for anything else (another form, a bad digit, an impossible date),
 * and the caller then reads the text the slow way, which accepts and refuses exactly as databind does: a fast path
 * never refuses what the slow path would accept, and never accepts what it would refuse.
 */
public final class TextScalars {
    private static final long SECONDS_PER_DAY = 86_400;

    private TextScalars() {
    }

    /**
     * @param b the buffer
     * @param off where the text starts
     * @param len its length
     * @return the instant of {@code yyyy-MM-ddTHH:mm:ss[.f{1,9}]Z} (a 4-digit year, upper-case {@code T} and
     *     {@code Z}, no leap second), or {@code null} for any other text
     */
    public static Instant isoInstant(char[] b, int off, int len) {
        if (len < 20 || len > 30 || b[off + 4] != '-' || b[off + 7] != '-' || b[off + 10] != 'T'
                || b[off + 13] != ':' || b[off + 16] != ':' || b[off + len - 1] != 'Z') {
            return null;
        }
        int year = digits(b, off, 4);
        int month = digits(b, off + 5, 2);
        int day = digits(b, off + 8, 2);
        int hour = digits(b, off + 11, 2);
        int minute = digits(b, off + 14, 2);
        int second = digits(b, off + 17, 2);
        if (year < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59
                || second < 0 || second > 59) {
            return null;
        }
        int nanos = 0;
        int fraction = len - 20;
        if (fraction > 0) {
            // ".f" to ".fffffffff": a dot and one to nine digits.
            if (fraction < 2 || b[off + 19] != '.') {
                return null;
            }
            int value = digits(b, off + 20, fraction - 1);
            if (value < 0) {
                return null;
            }
            nanos = value;
            for (int i = fraction - 1; i < 9; i++) {
                nanos *= 10;
            }
        }
        long epochDay;
        try {
            epochDay = LocalDate.of(year, month, day).toEpochDay();
        } catch (DateTimeException e) {
            return null; // February 30th and the like: the slow path words the refusal
        }
        return Instant.ofEpochSecond(epochDay * SECONDS_PER_DAY + hour * 3600L + minute * 60L + second, nanos);
    }

    /**
     * @param b the buffer
     * @param off where the text starts
     * @param len its length
     * @return the UUID of its canonical 36-character form (hex digits of either case), or {@code null} for any other
     *     text
     */
    public static UUID uuid(char[] b, int off, int len) {
        if (len != 36 || b[off + 8] != '-' || b[off + 13] != '-' || b[off + 18] != '-' || b[off + 23] != '-') {
            return null;
        }
        long hi = 0;
        long lo = 0;
        int n = 0;
        for (int i = 0; i < 36; i++) {
            if (i == 8 || i == 13 || i == 18 || i == 23) {
                continue;
            }
            int v = Character.digit(b[off + i], 16);
            if (v < 0 || b[off + i] > 'f') {
                return null;
            }
            if (n++ < 16) {
                hi = hi << 4 | v;
            } else {
                lo = lo << 4 | v;
            }
        }
        return new UUID(hi, lo);
    }

    /** @return the value of {@code count} ASCII digits, or -1 when one is not */
    private static int digits(char[] b, int off, int count) {
        int value = 0;
        for (int i = 0; i < count; i++) {
            char c = b[off + i];
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
