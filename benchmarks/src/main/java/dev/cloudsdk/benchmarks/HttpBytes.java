package dev.cloudsdk.benchmarks;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** What {@link LoopbackServer} reads and writes HTTP/1.1 with: bytes, found and compared without a String. */
final class HttpBytes {
    private static final byte[] CONTENT_LENGTH = ascii("content-length:");
    private static final byte[] HEX = ascii("0123456789abcdef");

    private HttpBytes() {}

    static byte[] response(int code, String reason, String json) {
        byte[] body = Payloads.utf8(json);
        byte[] head = ascii("HTTP/1.1 " + code + " " + reason + "\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + body.length + "\r\n\r\n");
        byte[] all = Arrays.copyOf(head, head.length + body.length);
        System.arraycopy(body, 0, all, head.length, body.length);
        return all;
    }

    static int indexOfHeadEnd(byte[] b, int len) {
        for (int i = 0; i + 3 < len; i++) {
            if (b[i] == '\r' && b[i + 1] == '\n' && b[i + 2] == '\r' && b[i + 3] == '\n') {
                return i;
            }
        }
        return -1;
    }

    static int contentLength(byte[] b, int headEnd) {
        for (int i = 0; i < headEnd; i++) {
            if (b[i] == '\n' && regionEqualsIgnoreCase(b, i + 1, CONTENT_LENGTH)) {
                int j = i + 1 + CONTENT_LENGTH.length;
                while (b[j] == ' ') {
                    j++;
                }
                int n = 0;
                while (b[j] >= '0' && b[j] <= '9') {
                    n = n * 10 + (b[j++] - '0');
                }
                return n;
            }
        }
        return 0;
    }

    static long queryNumber(byte[] b, int from, int to, byte[] name, long fallback) {
        int start = queryStart(b, from, to, name);
        if (start < 0) {
            return fallback;
        }
        long n = 0;
        for (int i = start; i < to && b[i] >= '0' && b[i] <= '9'; i++) {
            n = n * 10 + (b[i] - '0');
        }
        return n;
    }

    /** @return where the value of query parameter {@code name} starts, or -1 */
    static int queryStart(byte[] b, int from, int to, byte[] name) {
        for (int i = from; i + name.length < to; i++) {
            if ((b[i] == '?' || b[i] == '&') && regionEquals(b, i + 1, name)) {
                return i + 1 + name.length;
            }
        }
        return -1;
    }

    static long parseHex(byte[] b, int at, int digits) {
        long n = 0;
        for (int i = at; i < at + digits; i++) {
            int c = b[i];
            n = n * 16 + (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
        }
        return n;
    }

    static void writeHex(byte[] b, int at, long value) {
        for (int i = at + 11; i >= at; i--) {
            b[i] = HEX[(int) (value & 0xf)];
            value >>>= 4;
        }
    }

    static int indexOf(byte[] b, int from, int to, byte c) {
        for (int i = from; i < to; i++) {
            if (b[i] == c) {
                return i;
            }
        }
        return to;
    }

    static boolean startsWith(byte[] b, int at, byte[] prefix) {
        return regionEquals(b, at, prefix);
    }

    static boolean regionEquals(byte[] b, int at, byte[] s) {
        if (at + s.length > b.length) {
            return false;
        }
        for (int i = 0; i < s.length; i++) {
            if (b[at + i] != s[i]) {
                return false;
            }
        }
        return true;
    }

    static boolean regionEqualsIgnoreCase(byte[] b, int at, byte[] lower) {
        if (at + lower.length > b.length) {
            return false;
        }
        for (int i = 0; i < lower.length; i++) {
            int c = b[at + i];
            if (c >= 'A' && c <= 'Z') {
                c += 32;
            }
            if (c != lower[i]) {
                return false;
            }
        }
        return true;
    }

    static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
