package dev.cloudsdk.core.internal;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.AuthenticationException;
import dev.cloudsdk.core.BadRequestException;
import dev.cloudsdk.core.ConflictException;
import dev.cloudsdk.core.ErrorResponse;
import dev.cloudsdk.core.NotFoundException;
import dev.cloudsdk.core.RateLimitException;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.UnexpectedResponseException;
import dev.cloudsdk.core.UnreadableResponseException;
import dev.cloudsdk.core.runtime.Endpoint.Operation;
import dev.cloudsdk.core.runtime.Json;
import dev.cloudsdk.core.runtime.JsonValues;
import dev.cloudsdk.core.runtime.ReadScope;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.Buffer;
import okio.BufferedSource;

/**
 * The one place where an unsuccessful response becomes an exception. It maps by status alone, so an HTML page
 * from a proxy maps as well as the API's own {@code {"error": {...}}}; the body is read up to 64 KiB.
 *
 * <p>Server text is data: every piece of it that reaches an exception (detail, request id, snippet, the
 * {@code Location} of a redirect) has the call's token redacted, control characters escaped and its length
 * bounded; the error object keeps the server's text whole, with only the token redacted.
 */
public final class ErrorMapper {
    /** Error bodies are read up to this many bytes; the rest is discarded with the connection. */
    public static final int MAX_ERROR_BODY = 64 * 1024;

    private static final int SNIPPET_CHARS = 500;
    private static final String[] REQUEST_ID_HEADERS = {
        "X-Request-Id", "X-Openstack-Request-Id", "X-Compute-Request-Id", "Request-Id"
    };
    private static final String[] DETAIL_FIELDS = {"message", "detail", "description", "title", "code", "type"};

    private final Json json;

    ErrorMapper(Json json) {
        this.json = json;
    }

    /**
     * @param call the call, for its operation and the attempt it ended on, out of how many, after how long
     */
    ApiException map(Response response, CallLifecycle<?, ?> call, Duration retryAfter) {
        String token = Redaction.tokenOf(response.request());
        byte[] body = readBounded(response.body(), MAX_ERROR_BODY);
        Object errorMember = errorMember(json, body);
        @SuppressWarnings("unchecked")
        Map<String, Object> error = errorMember instanceof Map
                ? (Map<String, Object>) Redaction.redactValues(errorMember, token)
                : Map.of();
        String snippet = snippet(body, token);
        String detail = Redaction.clean(detail(errorMember, snippet, response), token, Redaction.MAX_MESSAGE_CHARS);
        ErrorResponse r = base(response, call, token)
                .error(error)
                .bodySnippet(snippet)
                .detail(detail)
                .build();
        return ByStatus.of(r, retryAfter);
    }

    /** What every exception for this response shares: status, call, request id, headers and the attempts. */
    private static ErrorResponse.Builder base(Response response, CallLifecycle<?, ?> call, String token) {
        // Only an error quotes the path: encodedPath() builds a string.
        return ErrorResponse.builder()
                .statusCode(response.code())
                .method(call.spec.operation().method())
                .path(call.spec.url().encodedPath())
                .requestId(requestId(response, token))
                .headers(HeaderChecks.headers(response, v -> Redaction.clean(v, token, Redaction.MAX_MESSAGE_CHARS)))
                .attempts(call.number)
                .maxAttempts(call.maxAttempts())
                .retryable(RetryRules.retries(call, AttemptCodec.retryableStatus(response.code()), true))
                .elapsed(Duration.ofMillis(call.elapsedMillis()));
    }

    /**
     * The exception for the status. In a class of its own: verifying it loads every exception class it makes, which
     * a call that succeeds never needs.
     */
    private static final class ByStatus {
        static ApiException of(ErrorResponse r, Duration retryAfter) {
            int status = r.statusCode();
            return switch (status) {
                case 429 -> new RateLimitException(r, retryAfter);
                case 400 -> new BadRequestException(r);
                case 401 -> new AuthenticationException(r);
                case 404 -> new NotFoundException(r);
                case 409 -> new ConflictException(r);
                default -> status >= 500 && status <= 599 ? new ServerException(r) : new ApiException(r);
            };
        }
    }

    /**
     * @param call the call, for its operation: its name, and whether it only reads (a GET changes nothing, so the
     *     advice is to repeat it, as for an idempotent PUT or DELETE; a POST was accepted, so it has probably taken
     *     effect)
     * @param what what went wrong, after the operation's name: the SDK's words, maybe quoting server text (a
     *     parser's message)
     * @param head the first bytes of the body, for the snippet
     */
    UnreadableResponseException unreadable(
            Response response, CallLifecycle<?, ?> call, String what, byte[] head, Throwable cause) {
        String token = Redaction.tokenOf(response.request());
        Operation operation = call.spec.operation();
        String name = operation.name().value();
        String advice = operation.method().equals("GET")
                ? ". " + name + " only reads, so nothing changed on the server: it can simply be repeated"
                : operation.idempotent()
                        ? ". " + name
                                + " is idempotent, so repeating it has the effect of sending it once: it can simply be"
                                + " repeated"
                        : ". The server accepted the call, so " + name
                                + " has probably taken effect: check the resource" + " before repeating it";
        ErrorResponse r = base(response, call, token)
                .bodySnippet(snippet(head, token))
                .detail(Redaction.clean(name + what, token, Redaction.MAX_MESSAGE_CHARS) + advice)
                .build();
        return new UnreadableResponseException(r, Failures.cleaned(cause, token));
    }

    UnexpectedResponseException redirected(Response response, CallLifecycle<?, ?> call) {
        String token = Redaction.tokenOf(response.request());
        String where = Redaction.clean(response.header("Location"), token, Redaction.MAX_MESSAGE_CHARS);
        ErrorResponse r = base(response, call, token)
                .detail("the server redirected"
                        + (where == null ? "" : " to " + where)
                        + "; the SDK does not follow redirects, so that a create or"
                        + " restore is never replayed to another URL")
                .build();
        return new UnexpectedResponseException(r, null);
    }

    /**
     * The error object's {@code code}, as text: a JSON string, or a number as its decimal text. Escaped and cut
     * after {@link Redaction#MAX_REQUEST_ID_CHARS} characters; the token was redacted when the map was read.
     *
     * @param error the error object
     * @return the code, or {@code null} when absent, blank or of another JSON type
     */
    public static String errorCode(Map<String, ?> error) {
        Object v = error.get("code");
        String text = v instanceof String s
                ? s
                : v instanceof BigDecimal d ? d.toPlainString() : v instanceof Number ? v.toString() : null;
        return text == null || text.isBlank() ? null : Redaction.clean(text, null, Redaction.MAX_REQUEST_ID_CHARS);
    }

    /**
     * The error object's {@code message}, when it is a JSON string: escaped and cut after
     * {@link Redaction#MAX_MESSAGE_CHARS} characters; the token was redacted when the map was read.
     *
     * @param error the error object
     * @return the message, or {@code null} when absent, blank or not a string
     */
    public static String errorMessage(Map<String, ?> error) {
        return error.get("message") instanceof String v && !v.isBlank()
                ? Redaction.clean(v, null, Redaction.MAX_MESSAGE_CHARS)
                : null;
    }

    /** The request id header, redacted, escaped and bounded, or {@code null}. */
    static String requestId(Response response, String token) {
        for (String name : REQUEST_ID_HEADERS) {
            String id = response.header(name);
            if (id != null && !id.isBlank()) {
                return Redaction.clean(id, token, Redaction.MAX_REQUEST_ID_CHARS);
            }
        }
        return null;
    }

    /**
     * The error text, or the first of the error object's detail fields that is a non-blank scalar, as a tree node's
     * text: JSON {@code null} is {@code "null"}, a number its decimal text.
     */
    static String detail(Object errorMember, String snippet, Response response) {
        if (errorMember instanceof String text) {
            return text;
        }
        if (errorMember instanceof Map<?, ?> errorObject) {
            for (String field : DETAIL_FIELDS) {
                Object value = errorObject.get(field);
                boolean scalar = errorObject.containsKey(field) && !(value instanceof Map || value instanceof List);
                if (scalar && !String.valueOf(value).isBlank()) {
                    return String.valueOf(value);
                }
            }
        }
        String type = response.header("Content-Type");
        if (snippet.isEmpty()) {
            return "empty body";
        }
        return (type != null && !type.contains("json") ? type + " body: " : "body: ") + snippet;
    }

    /**
     * The error body, on the streaming parser with no databind: what a tree read of the body, converted to a map,
     * gave ({@link JsonValues#read}, numbers with a fraction as {@code Double}). The whole first value is read under
     * the config's bounds; a body that is not JSON, or breaks a bound anywhere, has no {@code error}; what follows
     * the first value is not looked at.
     *
     * @param json the config's JSON, for its parser and bounds
     * @param body the error body, as read (bounded)
     * @return the value of the body's {@code error} member, or {@code null} when the body is not a JSON object,
     *     has none, or cannot be read
     */
    static Object errorMember(Json json, byte[] body) {
        try (JsonParser p = json.parser(body)) {
            // Not an object: nothing in it is an error member, whether or not the rest is JSON.
            return p.nextToken() == JsonToken.START_OBJECT
                    ? ((Map<?, ?>) JsonValues.read(p, new ReadScope(), false)).get("error")
                    : null;
        } catch (IOException | RuntimeException e) {
            // Not JSON, cut short or over a bound: the status and the snippet still say what happened.
            return null;
        }
    }

    /** Reads at most {@code limit} bytes and closes the body. */
    static byte[] readBounded(ResponseBody body, int limit) {
        try (ResponseBody b = body) {
            BufferedSource source = b.source();
            try {
                source.request(limit);
            } catch (IOException e) {
                // A body cut short still maps by status; what arrived is kept for the snippet.
            }
            Buffer buffer = source.getBuffer();
            return buffer.readByteArray(Math.min(buffer.size(), limit));
        } catch (IOException e) {
            // Reading from the in-memory buffer what it holds does not fail; the compiler cannot know that.
            return new byte[0];
        }
    }

    /** Text of the first bytes: the token redacted, control characters escaped, bounded. */
    static String snippet(byte[] bytes, String token) {
        int n = Math.min(bytes.length, SNIPPET_CHARS * 4);
        String text = new String(bytes, 0, n, StandardCharsets.UTF_8);
        return Redaction.cleanPrefix(text, token, SNIPPET_CHARS).trim();
    }
}
