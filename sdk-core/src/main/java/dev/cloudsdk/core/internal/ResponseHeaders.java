package dev.cloudsdk.core.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;
import okhttp3.Headers;
import okhttp3.Response;

/**
 * Response headers as the SDK hands them to callers: by lower-case name, in the order the server sent them, the
 * call's token redacted from every value. One place for a success's {@code Response} and an error's exception.
 */
final class ResponseHeaders {
    private ResponseHeaders() {
    }

    /**
     * The headers of a success, values whole: only the token is redacted, since a caller may need a long value
     * (a {@code Link}, a policy) exactly as sent.
     *
     * @param response the response
     * @param token the call's token, or {@code null}
     * @return the headers, immutable
     */
    static Map<String, List<String>> redacted(Response response, String token) {
        return collect(response.headers(), value -> Redaction.redact(value, token));
    }

    /**
     * The headers of a failure, cleaned like all server text that reaches an exception: the token redacted,
     * control characters escaped, each value cut after {@link Redaction#MAX_MESSAGE_CHARS} characters.
     *
     * @param response the response
     * @param token the call's token, or {@code null}
     * @return the headers, immutable
     */
    static Map<String, List<String>> cleaned(Response response, String token) {
        return collect(response.headers(), value -> Redaction.clean(value, token, Redaction.MAX_MESSAGE_CHARS));
    }

    private static Map<String, List<String>> collect(Headers h, UnaryOperator<String> value) {
        if (h.size() == 0) {
            return Map.of();
        }
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (int i = 0; i < h.size(); i++) {
            out.computeIfAbsent(h.name(i).toLowerCase(Locale.ROOT), k -> new ArrayList<>())
                    .add(value.apply(h.value(i)));
        }
        out.replaceAll((name, values) -> List.copyOf(values));
        return Collections.unmodifiableMap(out);
    }
}
