package dev.cloudsdk.core;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A successful call's result with what came back beside it: the HTTP status, the response headers, the request id,
 * the attempts the call made and its elapsed time. Every operation has a {@code ...WithResponse} method, blocking
 * and async, that returns one; the plain method stays the short one.
 *
 * @param value the parsed result, as the plain method returns it
 * @param statusCode the HTTP status of the response the result came from
 * @param headers the response headers, by lower-case name, in the order the server sent them (the call's token
 *                redacted from their values)
 * @param requestId the request id the server sent (redacted, escaped and bounded like all server text), or
 *                  {@code null}
 * @param attempts the attempts the call made, the successful one included
 * @param elapsed the time from the call being made to its result
 * @param <T> the result type; never a nullable type: every operation's result is non-null (a missing resource
 *     fails as unreadable, a restart without a message gives an empty one)
 */
public record Response<T>(T value, int statusCode, Map<String, List<String>> headers, @Nullable String requestId,
                          int attempts, Duration elapsed) {

    /**
     * Copies the headers.
     *
     * @param value the parsed result
     * @param statusCode the HTTP status
     * @param headers the response headers
     * @param requestId the request id, or {@code null}
     * @param attempts the attempts made
     * @param elapsed the elapsed time
     */
    public Response {
        headers = headers == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(headers));
    }

    /**
     * @param name a header name, in any case
     * @return the header's first value, if the response had it
     */
    public Optional<String> header(String name) {
        List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }
}
