package dev.cloudsdk.core.internal;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.UnexpectedResponseException;
import java.io.IOException;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeUnit;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * One attempt of a call: build the request, send it, and turn what happened into an {@link Outcome}. The
 * response is closed on every path, including a body that fails to parse.
 */
final class Exchange {
    private static final int SNIPPET_BYTES = 512;
    /** The body of a POST or PUT the document gives none; {@link WireGate} knows it by identity. */
    static final RequestBody EMPTY_BODY = RequestBody.create(new byte[0], null);

    /**
     * What one attempt came to.
     *
     * @param value the result, when the attempt succeeded
     * @param failure the exception, when it did not
     * @param retryable whether this kind of failure is worth another attempt
     * @param mayHaveBeenSent whether the server may have received the request
     * @param retryAfter the server's {@code Retry-After}, or {@code null}
     * @param staleConnection whether a pooled connection was found closed before anything was sent
     * @param response the response of a success (closed; its status and headers stay readable), or {@code null}
     * @param <T> the result type
     */
    record Outcome<T>(T value, RuntimeException failure, boolean retryable, boolean mayHaveBeenSent,
                      String retryAfter, boolean staleConnection, Response response) {
        Outcome(T value, RuntimeException failure, boolean retryable, boolean mayHaveBeenSent, String retryAfter) {
            this(value, failure, retryable, mayHaveBeenSent, retryAfter, false, null);
        }

        Outcome(T value, RuntimeException failure, boolean retryable, boolean mayHaveBeenSent, String retryAfter,
                boolean staleConnection) {
            this(value, failure, retryable, mayHaveBeenSent, retryAfter, staleConnection, null);
        }

        /** A success; the (closed) response is kept for its status and headers, which need no body. */
        static <T> Outcome<T> ok(T value, Response response) {
            return new Outcome<>(value, null, false, true, null, false, response);
        }
    }

    private final Json json;
    private final HttpLog log;
    private final String userAgent;
    private final long maxResponseBytes;
    private final ErrorMapper errors;
    private final Clock clock;
    private final Telemetry telemetry;
    /** The last token's {@code Authorization} value: a fixed token is concatenated once, not per attempt. */
    private volatile Authorization lastAuthorization;

    Exchange(Json json, HttpLog log, String userAgent, long maxResponseBytes, Clock clock,
             Telemetry telemetry) {
        this.clock = clock;
        this.telemetry = telemetry;
        this.json = json;
        this.log = log;
        this.userAgent = userAgent;
        this.maxResponseBytes = maxResponseBytes;
        this.errors = new ErrorMapper(json);
    }

    Json json() {
        return json;
    }

    HttpLog log() {
        return log;
    }

    /**
     * One attempt, ready to run: the OkHttp call, and what it records of its progress. The call deadline is not
     * OkHttp's call timeout: {@link Deadlines} keeps a blocking call's, {@link AsyncExecution} an async one's.
     *
     * @param http the OkHttp call
     * @param request the request
     * @param state how far the attempt got
     * @param startNanos when it was prepared
     */
    record Prepared(okhttp3.Call http, Request request, CallState state, long startNanos) {
    }

    Prepared prepare(Call<?> call, String token, Attempts attempts) {
        CallState state = new CallState(call.operation().name(), attempts.number(), attempts.maxAttempts());
        Request request = request(call, token, state, attempts.observer());
        okhttp3.Call http = call.http().newCall(request);
        log.request(request, call.operation().name(), attempts.number(), call.body());
        return new Prepared(http, request, state, System.nanoTime());
    }

    /** Runs one attempt on the calling thread. */
    <T> Outcome<T> attempt(Call<T> call, Prepared p, Attempts attempts) {
        Response response;
        try {
            response = p.http().execute();
        } catch (IOException e) {
            return failed(call, p, e, attempts);
        }
        return completed(call, p, response, attempts);
    }

    /**
     * Turns a response into an outcome and closes it, whatever happens.
     *
     * @throws UnexpectedResponseException when a successful body cannot be used (never retried)
     */
    <T> Outcome<T> completed(Call<T> call, Prepared p, Response response, Attempts attempts) {
        int status = response.code();
        String requestId = telemetry.off() ? null : ErrorMapper.requestId(response, ServerText.tokenOf(p.request()));
        Outcome<T> outcome;
        try (Response r = response) {
            log.response(p.request(), r, p.state(), elapsed(p.startNanos()));
            outcome = handle(call, r, p.state(), attempts);
        } catch (IOException e) {
            outcome = ioFailure(call, p, e, attempts);
        } catch (RuntimeException e) {
            ended(attempts, p, status, requestId, e);
            throw e;
        }
        ended(attempts, p, status, requestId, outcome.failure());
        return outcome;
    }

    <T> Outcome<T> failed(Call<T> call, Prepared p, IOException e, Attempts attempts) {
        log.failure(p.request(), p.state(), e.toString(), elapsed(p.startNanos()));
        Outcome<T> outcome = ioFailure(call, p, e, attempts);
        ended(attempts, p, 0, null, outcome.failure());
        return outcome;
    }

    private void ended(Attempts attempts, Prepared p, int status, String requestId, Throwable failure) {
        telemetry.attemptEnd(attempts.observer(), p.state(), status, requestId, failure, elapsed(p.startNanos()));
    }

    private Request request(Call<?> call, String token, CallState state, CallListener.Observer observer) {
        Request.Builder b = new Request.Builder()
                .url(call.url())
                .tag(CallState.class, state)
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
        telemetry.attemptStart(observer, state, b);
        // An operation the document gives no request body: a POST or PUT still sends an empty one (HTTP frames a
        // body for them, and OkHttp refuses them without), a GET or DELETE none.
        RequestBody body = call.body() != null ? new JsonBody(call.body(), state)
                : call.operation().framesBody() ? EMPTY_BODY : null;
        return b.method(call.operation().method(), body).build();
    }

    private String authorization(String token) {
        Authorization last = lastAuthorization;
        if (last != null && last.token == token) {
            // The same instance: a fixed token, or a provider that hands out its cached one.
            return last.value;
        }
        Authorization now = new Authorization(token);
        lastAuthorization = now;
        return now.value;
    }

    /** A token and its header value; no {@code toString()} of its own, so neither can reach a log. */
    private static final class Authorization {
        final String token;
        final String value;

        Authorization(String token) {
            this.token = token;
            this.value = "Bearer " + token;
        }
    }

    /** The attempts go into every exception made here: the attempt the call ended on, and the time it took. */
    private <T> Outcome<T> handle(Call<T> call, Response r, CallState state, Attempts attempts) throws IOException {
        if (r.isSuccessful()) {
            return Outcome.ok(read(call, r, attempts), r);
        }
        // Only an error quotes the path: encodedPath() builds a string.
        String method = call.operation().method();
        String path = call.url().encodedPath();
        if (r.isRedirect() || (r.code() >= 300 && r.code() < 400)) {
            return new Outcome<>(null, errors.redirected(r, method, path, attempts), false, true, null);
        }
        String retryAfter = state.retryAfter() != null ? state.retryAfter() : r.header("Retry-After");
        ApiException e = errors.map(r, method, path,
                r.code() == 429 ? Backoff.parseRetryAfter(retryAfter, clock) : null, attempts);
        return new Outcome<>(null, e, retryableStatus(r.code()), state.mayHaveBeenSent(), retryAfter);
    }

    private <T> T read(Call<T> call, Response r, Attempts attempts) throws IOException {
        String method = call.operation().method();
        ResponseBody body = r.body();
        // A plain header check: parsing a MediaType on every response is a regex per call. A body of a call
        // without a result is not parsed, so its type does not matter.
        String type = r.header("Content-Type");
        boolean parsed = !(call.shape() instanceof NoBody);
        if (parsed && type != null && !type.contains("json")) {
            throw errors.unreadable(r, method, call.url().encodedPath(), call.operation(),
                    call.operation().name() + " expected a JSON body but got "
                    + type, ErrorMapper.readBounded(body, SNIPPET_BYTES), null, attempts);
        }
        if (body.contentLength() > maxResponseBytes) {
            throw errors.unreadable(r, method, call.url().encodedPath(), call.operation(),
                    call.operation().name() + " response of "
                    + body.contentLength() + " bytes is over the limit of " + maxResponseBytes, new byte[0], null,
                    attempts);
        }
        if (log.bodiesEnabled()) {
            log.responseBody(call.operation().name(), r);
        }
        SnippetInputStream in = new SnippetInputStream(body.byteStream(), SNIPPET_BYTES);
        try (JsonParser p = json.parser(in)) {
            if (!parsed) {
                NoBody.drain(body.source(), maxResponseBytes);
                return null;
            }
            T value = call.shape().read(p, json);
            return call.shape().wantsRequestId()
                    ? call.shape().withRequestId(value, ErrorMapper.requestId(r, ServerText.tokenOf(r.request())))
                    : value;
        } catch (JsonProcessingException | BodyFormatException e) {
            IOException broken = connectionCause(e);
            if (broken != null) {
                // Jackson wraps a socket failure met inside a value; it is a broken connection, not a bad body.
                throw broken;
            }
            String why = e instanceof JsonProcessingException ? ((JsonProcessingException) e).getOriginalMessage()
                    : e.getMessage();
            throw errors.unreadable(r, method, call.url().encodedPath(), call.operation(),
                    call.operation().name() + " response could not be read: "
                    + firstLine(why), in.head(), e, attempts);
        }
    }

    private static IOException connectionCause(Throwable e) {
        for (Throwable c = e.getCause(); c != null && c != c.getCause(); c = c.getCause()) {
            if (c instanceof IOException && !(c instanceof JsonProcessingException)) {
                return (IOException) c;
            }
        }
        return null;
    }

    private static <T> Outcome<T> ioFailure(Call<T> call, Prepared p, IOException e, Attempts attempts) {
        CallState state = p.state();
        boolean sent = state.mayHaveBeenSent();
        if (attempts.closed()) {
            return new Outcome<>(null, Failures.closed(call, attempts, sent || attempts.sentBefore(), e), false, sent,
                    null);
        }
        boolean deadlineHit = p.http().isCanceled() || attempts.pastDeadline();
        ApiConnectionException failure = Failures.io(call, attempts, state, e, deadlineHit,
                ServerText.tokenOf(p.request()));
        return new Outcome<>(null, failure, !deadlineHit, sent, null,
                e instanceof WireGate.StaleConnectionException);
    }

    static boolean retryableStatus(int code) {
        return code == 429 || code == 500 || code == 502 || code == 503 || code == 504;
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "unknown error";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    private static long elapsed(long startNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    }
}
