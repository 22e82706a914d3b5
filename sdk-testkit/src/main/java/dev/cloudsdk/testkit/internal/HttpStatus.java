package dev.cloudsdk.testkit.internal;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;

/**
 * The status lines the emulator writes: the standard reason phrase of each status (RFC 9110 section 15, and 429
 * and 431 of RFC 6585), not MockWebServer's defaults ({@code 201 OK}, {@code 401 Client Error}). A status without
 * a standard phrase (an injected 499) gets an empty one, which HTTP/1.1 allows. And the {@code Date} every answer
 * carries, as a server with a clock must send one (RFC 9110 section 6.6.1).
 */
final class HttpStatus {
    /** RFC 9110's IMF-fixdate: {@code Sun, 06 Nov 1994 08:49:37 GMT}. */
    private static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.US)
            .withZone(ZoneOffset.UTC);

    private static final Map<Integer, String> REASONS = Map.ofEntries(
            Map.entry(200, "OK"),
            Map.entry(201, "Created"),
            Map.entry(202, "Accepted"),
            Map.entry(203, "Non-Authoritative Information"),
            Map.entry(204, "No Content"),
            Map.entry(205, "Reset Content"),
            Map.entry(206, "Partial Content"),
            Map.entry(400, "Bad Request"),
            Map.entry(401, "Unauthorized"),
            Map.entry(402, "Payment Required"),
            Map.entry(403, "Forbidden"),
            Map.entry(404, "Not Found"),
            Map.entry(405, "Method Not Allowed"),
            Map.entry(406, "Not Acceptable"),
            Map.entry(407, "Proxy Authentication Required"),
            Map.entry(408, "Request Timeout"),
            Map.entry(409, "Conflict"),
            Map.entry(410, "Gone"),
            Map.entry(411, "Length Required"),
            Map.entry(412, "Precondition Failed"),
            Map.entry(413, "Content Too Large"),
            Map.entry(414, "URI Too Long"),
            Map.entry(415, "Unsupported Media Type"),
            Map.entry(416, "Range Not Satisfiable"),
            Map.entry(417, "Expectation Failed"),
            Map.entry(421, "Misdirected Request"),
            Map.entry(422, "Unprocessable Content"),
            Map.entry(426, "Upgrade Required"),
            Map.entry(428, "Precondition Required"),
            Map.entry(429, "Too Many Requests"),
            Map.entry(431, "Request Header Fields Too Large"),
            Map.entry(500, "Internal Server Error"),
            Map.entry(501, "Not Implemented"),
            Map.entry(502, "Bad Gateway"),
            Map.entry(503, "Service Unavailable"),
            Map.entry(504, "Gateway Timeout"),
            Map.entry(505, "HTTP Version Not Supported"));

    private HttpStatus() {}

    /** @return the {@code Date} of an answer sent now */
    static String date() {
        return IMF_FIXDATE.format(Instant.now());
    }

    /**
     * @return the HTTP/1.1 status line, such as {@code HTTP/1.1 201 Created}; with an empty reason phrase for a status
     *     without a standard one
     */
    static String line(int status) {
        return "HTTP/1.1 " + status + " " + REASONS.getOrDefault(status, "");
    }
}
