package dev.cloudsdk.core.internal;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.AuthenticationException;
import dev.cloudsdk.core.BadRequestException;
import dev.cloudsdk.core.CallListener;
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
import dev.cloudsdk.core.runtime.ResponseShape;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.Buffer;
import okio.BufferedSink;
import okio.BufferedSource;

/**
 * How each attempt of a config's calls is encoded and decoded, without its sending: build the request (user agent,
 * auth, region, the caller's headers, the body), and turn the response or the I/O failure into the attempt's outcome.
 * The response is closed on every path, including a body that fails to parse. Shared by every call of a config;
 * thread-safe (its only mutable field is a cache of the last {@code Authorization} value, replaced whole). Runs on
 * the thread that sends or receives: the caller's for a blocking call, OkHttp's dispatcher threads for an async one.
 *
 * <p>It is the one place where an unsuccessful response becomes an exception. It maps by status alone, so an HTML
 * page from a proxy maps as well as the API's own {@code {"error": {...}}}; the body is read up to 64 KiB. Server text
 * is data: every piece of it that reaches an exception (detail, request id, snippet, the {@code Location} of a
 * redirect) has the call's token redacted, control characters escaped and its length bounded; the error object keeps
 * the server's text whole, with only the token redacted.
 */
final class AttemptCodec {
    private static final int SNIPPET_BYTES = 512;
    /** Error bodies are read up to this many bytes; the rest is discarded with the connection. */
    static final int MAX_ERROR_BODY = 64 * 1024;

    private static final int SNIPPET_CHARS = 500;
    private static final String[] DETAIL_FIELDS = {"message", "detail", "description", "title", "code", "type"};

    /** The body of a POST or PUT the document gives none; {@link NetworkInterceptor} knows it by identity. */
    static final RequestBody EMPTY_BODY = RequestBody.create(new byte[0], null);

    private final Json json;
    private final CallEvents events;
    private final String userAgent;
    private final long maxResponseBytes;
    private final Clock clock;
    /** The last token's {@code Authorization} value: a fixed token is concatenated once, not per attempt. */
    private volatile Authorization lastAuthorization;

    AttemptCodec(Json json, CallEvents events, String userAgent, long maxResponseBytes, Clock clock) {
        this.clock = clock;
        this.json = json;
        this.events = events;
        this.userAgent = userAgent;
        this.maxResponseBytes = maxResponseBytes;
    }

    Json json() {
        return json;
    }

    /**
     * @param attempt which attempt of the call this is, from 1
     * @param maxAttempts how many the policy allows
     */
    Attempt prepare(CallSpec<?> call, String token, int attempt, int maxAttempts, CallListener.Observer observer) {
        Attempt p = new Attempt(call.operation().name(), attempt, maxAttempts, observer);
        p.request = request(call, token, p);
        p.http = call.http().newCall(p.request);
        events.request(p, call.body());
        p.startNanos = System.nanoTime();
        return p;
    }

    /**
     * Turns the response to the call's current attempt into its outcome and closes it, whatever happens.
     *
     * @return the attempt, ended
     * @throws UnexpectedResponseException when a successful body cannot be used (never retried)
     */
    Attempt completed(CallLifecycle<?, ?> call, Response response) {
        Attempt p = call.current;
        int status = response.code();
        String requestId = events.listenerOff() ? null : CallEvents.requestId(response, Redaction.tokenOf(p.request));
        try (Response r = response) {
            events.response(p, r);
            handle(call, r, p);
        } catch (IOException e) {
            ioFailure(call, p, e);
        } catch (RuntimeException e) {
            ended(p, status, requestId, e);
            throw e;
        }
        ended(p, status, requestId, p.failure);
        return p;
    }

    /**
     * Turns the I/O failure of the call's current attempt into its outcome.
     *
     * @return the attempt, ended
     */
    Attempt failed(CallLifecycle<?, ?> call, IOException e) {
        Attempt p = call.current;
        events.failure(p, e.toString());
        ioFailure(call, p, e);
        ended(p, 0, null, p.failure);
        return p;
    }

    private void ended(Attempt p, int status, String requestId, Throwable failure) {
        // In nanoseconds: a loopback attempt can take less than a millisecond, and a histogram of 0 s says nothing.
        events.attemptEnd(p, status, requestId, failure, System.nanoTime() - p.startNanos);
    }

    private Request request(CallSpec<?> call, String token, Attempt state) {
        Request.Builder b = new Request.Builder()
                .url(call.url())
                .tag(Attempt.class, state)
                .header("Authorization", authorization(token))
                .header("User-Agent", userAgent)
                .header("Accept", "application/json");
        if (call.region() != null) {
            b.header("X-Region", call.region());
        }
        List<String> extra = call.headers();
        for (int i = 0; i + 1 < extra.size(); i += 2) {
            b.addHeader(extra.get(i), extra.get(i + 1));
        }
        events.attemptStart(state, b);
        // An operation the document gives no request body: a POST or PUT still sends an empty one (HTTP frames a
        // body for them, and OkHttp refuses them without), a GET or DELETE none.
        RequestBody body = call.body() != null
                ? new JsonBody(call.body(), state)
                : call.operation().framesBody() ? EMPTY_BODY : null;
        return b.method(call.operation().method(), body).build();
    }

    private String authorization(String token) {
        Authorization last = lastAuthorization;
        if (last != null && last.token == token) {
            // The same instance: a fixed token, or a provider that hands out its cached one.
            return last.value;
        }
        Authorization now = new Authorization(token, "Bearer " + token);
        lastAuthorization = now;
        return now.value;
    }

    /** A token and its header value, neither of which its {@code toString()} shows, so neither can reach a log. */
    private record Authorization(String token, String value) {
        @Override
        public String toString() {
            return "Authorization[redacted]";
        }
    }

    /** The call's attempts go into every exception made here: the attempt it ended on, and the time it took. */
    private void handle(CallLifecycle<?, ?> call, Response r, Attempt state) throws IOException {
        if (r.isSuccessful()) {
            state.succeeded(read(call, r), r);
        } else if (r.code() >= 300 && r.code() < 400) {
            state.failed(redirected(r, call), false, false);
        } else {
            if (state.retryAfter == null) {
                state.retryAfter = r.header("Retry-After");
            }
            Duration limited = r.code() == 429 ? RetryRules.parseRetryAfter(state.retryAfter, clock) : null;
            state.failed(map(r, call, limited), retryableStatus(r.code()), false);
        }
    }

    private <T> T read(CallLifecycle<T, ?> call, Response r) throws IOException {
        ResponseShape<T> shape = call.spec.shape();
        ResponseBody body = r.body();
        // A plain header check: parsing a MediaType on every response is a regex per call. A body of a call
        // without a result is not parsed, so its type does not matter.
        String type = r.header("Content-Type");
        boolean parsed = shape != ResponseShape.NONE;
        if (parsed && type != null && !type.contains("json")) {
            throw unreadable(r, call, " expected a JSON body but got " + type, readBounded(body, SNIPPET_BYTES), null);
        }
        if (body.contentLength() > maxResponseBytes) {
            throw unreadable(
                    r,
                    call,
                    " response of " + body.contentLength() + " bytes is over the limit of " + maxResponseBytes,
                    new byte[0],
                    null);
        }
        if (events.bodiesEnabled()) {
            events.responseBody(call.spec.operation().name(), r);
        }
        // A short body needs no 512-byte snippet buffer: OkHttp ends the stream at the declared length.
        long length = body.contentLength();
        SnippetInputStream in = new SnippetInputStream(
                body.byteStream(), length < 0 ? SNIPPET_BYTES : (int) Math.min(SNIPPET_BYTES, length));
        try (JsonParser p = json.parser(in)) {
            if (!parsed) {
                drain(body.source(), maxResponseBytes);
                return null;
            }
            T value = shape.read(p, json);
            return shape.wantsRequestId()
                    ? shape.withRequestId(value, CallEvents.requestId(r, Redaction.tokenOf(r.request())))
                    : value;
        } catch (JsonProcessingException | BodyFormatException e) {
            IOException broken = connectionCause(e);
            if (broken != null) {
                // Jackson wraps a socket failure met inside a value; it is a broken connection, not a bad body.
                throw broken;
            }
            String why = e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
            // Only its first line: a parser message may go on over several.
            why = why == null ? "unknown error" : why.split("\n", 2)[0];
            throw unreadable(r, call, " response could not be read: " + why, in.head(), e);
        }
    }

    /**
     * Reads a body that is not parsed to its end, a chunk at a time, so the connection can be reused.
     *
     * @throws BodyFormatException when it holds more than {@code max} bytes (reading stops there)
     */
    private static void drain(BufferedSource source, long max) throws IOException {
        Buffer chunk = new Buffer();
        long total = 0;
        for (long n; (n = source.read(chunk, 8192)) != -1; chunk.clear()) {
            total += n;
            if (total > max) {
                throw new BodyFormatException("the body is longer than the limit of " + max + " bytes");
            }
        }
    }

    private static IOException connectionCause(Throwable e) {
        for (Throwable c = e.getCause(); c != null && c != c.getCause(); c = c.getCause()) {
            if (c instanceof IOException io && !(c instanceof JsonProcessingException)) {
                return io;
            }
        }
        return null;
    }

    private static void ioFailure(CallLifecycle<?, ?> call, Attempt p, IOException e) {
        // The server's Retry-After is for a status; an I/O failure has none.
        p.retryAfter = null;
        String token = Redaction.tokenOf(p.request);
        if (call.calls.inFlight.isClosed()) {
            p.failed(Failures.closed(call, (IOException) Failures.cleaned(e, token)), false, false);
            return;
        }
        boolean deadlineHit = p.http.isCanceled() || call.pastDeadline();
        // Found closed before a byte was written: a repeat at once, unless the deadline ended it.
        boolean stale = e instanceof NetworkInterceptor.StaleConnectionException;
        p.failed(Failures.io(call, e, deadlineHit, token), !deadlineHit, stale && !deadlineHit);
    }

    static boolean retryableStatus(int code) {
        return code == 429 || code == 500 || code == 502 || code == 503 || code == 504;
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
                .requestId(CallEvents.requestId(response, token))
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
            return buffer.snapshot((int) Math.min(buffer.size(), limit)).toByteArray();
        }
    }

    /** Text of the first bytes: the token redacted, control characters escaped, bounded. */
    static String snippet(byte[] bytes, String token) {
        int n = Math.min(bytes.length, SNIPPET_CHARS * 4);
        String text = new String(bytes, 0, n, StandardCharsets.UTF_8);
        return Redaction.cleanPrefix(text, token, SNIPPET_CHARS).trim();
    }

    /** A request body of JSON bytes that records when it has been written in full. */
    static final class JsonBody extends RequestBody {
        static final MediaType JSON = MediaType.get("application/json");

        private final byte[] bytes;
        private final Attempt state;

        JsonBody(byte[] bytes, Attempt state) {
            this.bytes = bytes;
            this.state = state;
        }

        @Override
        public MediaType contentType() {
            return JSON;
        }

        @Override
        public long contentLength() {
            return bytes.length;
        }

        /**
         * One-shot: OkHttp never writes this body twice. Without it OkHttp re-sends a request on its own after a
         * 503 with {@code Retry-After: 0}, through an authenticator on 401/407, or after a 421, whatever the method:
         * a second restore the SDK would never see. With it OkHttp hands those responses to the SDK, whose retry
         * rules decide.
         */
        @Override
        public boolean isOneShot() {
            return true;
        }

        @Override
        public void writeTo(BufferedSink sink) throws IOException {
            // No flush here: OkHttp sends headers and body in one write. Flushing would cost every POST an extra
            // socket write; the price is that a write timeout while OkHttp flushes this (small) body is reported
            // as a read timeout.
            sink.write(bytes);
            state.phase = Attempt.Phase.AWAITING_RESPONSE;
        }
    }
}
