package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.testkit.ApiOperation;
import dev.cloudsdk.testkit.Fault;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockResponseBody;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import okio.Buffer;

/**
 * What the emulator does with every request, whatever its operation: route it ({@link Routes}, by the path
 * template of each {@link ApiOperation}), then: injected fault, bearer token (401), {@code X-Region} where
 * the operation lists it (400), then the operation's handler through {@link #answer}: its JSON body, or no body
 * and no {@code Content-Type} for an {@link Answer#empty} (a 204). A path under
 * {@code /_emulator/} goes to the {@link AdminApi} instead, after the token check. Thread-safe: MockWebServer
 * calls it from one thread per connection. Hand-written; the document-derived part is {@link EmulatorDispatcher}.
 *
 * <p>Every answer's status line has the standard reason phrase of its status (RFC 9110 section 15, and 429 and 431 of
 * RFC 6585), not MockWebServer's defaults ({@code 201 OK}, {@code 401 Client Error}); a status without a standard
 * phrase (an injected 499) gets an empty one, which HTTP/1.1 allows. And every answer carries a {@code Date}, as a
 * server with a clock must send one (RFC 9110 section 6.6.1).
 */
public abstract class DispatcherCore extends Dispatcher {
    /** A fault queued for the next {@code remaining[0]} requests of an operation. */
    private record Slot(ApiOperation op, Fault fault, int[] remaining) {}

    /** How many pieces a slow body goes out in. */
    private static final int SLOW_BODY_PIECES = 10;

    /** The credentials of RFC 9110, section 11.4: the scheme in any case, one or more spaces, the token. */
    private static final Pattern BEARER = Pattern.compile("Bearer +(.*)", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    /** RFC 9110's IMF-fixdate: {@code Sun, 06 Nov 1994 08:49:37 GMT}. */
    private static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.US)
            .withZone(ZoneOffset.UTC);

    private static final Map<Integer, String> REASONS = Map.ofEntries(
            Map.entry(200, "OK"),
            Map.entry(201, "Created"),
            Map.entry(202, "Accepted"),
            Map.entry(204, "No Content"),
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

    /** The challenge of a 401 to a bearer token that is not this emulator's (RFC 6750, section 3.1). */
    private static final Map.Entry<String, String> INVALID_TOKEN =
            Map.entry("WWW-Authenticate", "Bearer error=\"invalid_token\"");

    private static final Routes ROUTES = new Routes();
    private final String token;
    /** The faults queued, in order: an operation's first applies next. Guarded by this dispatcher's lock. */
    private final List<Slot> faults = new ArrayList<>();
    /** The requests of each operation, by its ordinal. */
    private final AtomicIntegerArray counts = new AtomicIntegerArray(ApiOperation.values().length);

    private final AtomicLong requestIds = new AtomicLong();
    private volatile Runnable onRequest = () -> {};
    private volatile AdminApi admin;

    /** @param token the bearer token every request must carry */
    DispatcherCore(String token) {
        this.token = token;
    }

    /** @param hook run at the start of every request (the emulator drains MockWebServer's request log there) */
    public void onRequest(Runnable hook) {
        this.onRequest = hook;
    }

    /** @param admin the admin API to hand {@code /_emulator/} paths to */
    public void admin(AdminApi admin) {
        this.admin = admin;
    }

    /**
     * Queues a fault for the next {@code times} requests of an operation, after those already queued.
     *
     * @throws IllegalArgumentException when times is below 1
     */
    public synchronized void inject(ApiOperation op, int times, Fault fault) {
        if (times < 1) {
            throw new IllegalArgumentException("times must be at least 1, was " + times);
        }
        faults.add(new Slot(op, fault, new int[] {times}));
    }

    /** Removes every queued fault. */
    public synchronized void clearFaults() {
        faults.clear();
    }

    /** Removes every queued fault and sets every request count back to zero; request ids keep counting. */
    public synchronized void reset() {
        clearFaults();
        IntStream.range(0, counts.length()).forEach(i -> counts.set(i, 0));
    }

    /** @return whether a fault is queued for any operation */
    public synchronized boolean hasFaults() {
        return !faults.isEmpty();
    }

    /** @return how many more requests of the operation the queued faults will answer */
    synchronized int queuedFaults(ApiOperation op) {
        return faults.stream()
                .filter(s -> s.op() == op)
                .mapToInt(s -> s.remaining()[0])
                .sum();
    }

    /** @return how many requests of the operation arrived, faults included */
    public int count(ApiOperation op) {
        return counts.get(op.ordinal());
    }

    private synchronized Fault nextFault(ApiOperation op) {
        Slot slot = faults.stream().filter(s -> s.op() == op).findFirst().orElse(null);
        if (slot != null && --slot.remaining[0] <= 0) {
            faults.remove(slot);
        }
        return slot == null ? null : slot.fault();
    }

    /** @return a new request id, {@code req-<n>}; the connection guard takes one for each request it refuses */
    String nextRequestId() {
        return "req-" + requestIds.incrementAndGet();
    }

    /**
     * Every answer carries a {@code Date} ({@link #date}). An answer to a HEAD has no content (RFC 9110,
     * section 9.3.2), nor does a 204 (15.3.5), and neither has a {@code Content-Length} (8.6: a 204 never, a HEAD's
     * only that of the GET's answer): else a client reads those bytes as the start of the next answer.
     */
    @Override
    public MockResponse dispatch(RecordedRequest request) {
        onRequest.run();
        MockResponse answer = route(request);
        MockResponse.Builder sent = new MockResponse.Builder(answer).setHeader("Date", date());
        if (request.getMethod().equals("HEAD") || answer.getCode() == 204) {
            sent.body(new Buffer()).removeHeader("Content-Length");
        }
        return sent.build();
    }

    private MockResponse route(RecordedRequest request) {
        String requestId = nextRequestId();
        AdminApi adminApi = admin;
        if (adminApi != null && request.getUrl().pathSegments().get(0).equals(AdminApi.PREFIX)) {
            return handle(request, requestId, () -> adminApi.answer(request));
        }
        Routes.Match match = ROUTES.match(request.getMethod(), request.getUrl().pathSegments());
        Routes.Route route = match.route();
        if (match.allowed().isEmpty()) {
            return error(ApiError.notFound("no such path: " + request.getUrl().encodedPath()), requestId);
        }
        if (route == null) {
            return error(ApiError.notAllowed(request.getMethod(), String.join(", ", match.allowed())), requestId);
        }
        counts.incrementAndGet(route.op().ordinal());
        Fault fault = nextFault(route.op());
        Supplier<Answer> answer = () -> {
            String region = request.getHeaders().get("X-Region");
            if (route.op().regional() && (region == null || region.isBlank())) {
                throw ApiError.invalid("X-Region", "the X-Region header is required");
            }
            return answer(route, request, region);
        };
        if (fault == null) {
            return handle(request, requestId, answer);
        } else if (fault.dropConnection()) {
            return new MockResponse.Builder()
                    .onResponseStart(new SocketEffect.CloseSocket())
                    .build();
        } else if (fault.status() == 0) {
            return applyFault(fault, handle(request, requestId, answer));
        }
        ApiError injected = new ApiError(fault.status(), "injected_fault", "fault injected by the emulator");
        return applyFault(fault, error(injected, requestId));
    }

    /** Checks the bearer token, then answers; a 401 carries its challenge ({@link ApiError#header}). */
    private MockResponse handle(RecordedRequest request, String requestId, Supplier<Answer> answer) {
        String auth = request.getHeaders().get("Authorization");
        Matcher credentials = BEARER.matcher(auth == null ? "" : auth);
        try {
            if (!credentials.matches()) {
                String why = auth == null
                        ? "the Authorization header is missing"
                        : "the Authorization header is not a Bearer token";
                throw new ApiError(401, "unauthorized", why);
            } else if (!credentials.group(1).equals(token)) {
                throw new ApiError(401, "unauthorized", "the bearer token is invalid", null, INVALID_TOKEN);
            }
            Answer a = answer.get();
            return json(a.status(), a.body(), requestId, null);
        } catch (ApiError e) {
            return error(e, requestId);
        } catch (RuntimeException e) {
            return error(new ApiError(500, "internal_error", "the emulator failed: " + e), requestId);
        }
    }

    /**
     * Hands a routed request to its operation's handler (generated: one case per operation of the document).
     *
     * @param route the operation and its path variables
     * @param request the request
     * @param region the {@code X-Region} header, checked to be present when the operation is regional
     * @return the handler's answer
     * @throws ApiError when the handler refuses the request
     */
    abstract Answer answer(Routes.Route route, RecordedRequest request, String region);

    /**
     * Seeds what makes an operation answer its documented 409 (generated: one case per operation, calling the
     * {@code <operationId>Conflict} hook of its handler, beside the rule that refuses that state).
     *
     * @param op the operation
     * @param region the emulator's default region
     * @return the value of each path parameter by its name in the document, and of any body member the request must
     *     name beside them
     * @throws IllegalArgumentException when the operation documents no 409, or its 409 is the generic behaviour's
     */
    public abstract Map<String, String> conflict(ApiOperation op, String region);

    /** @return the refusal of {@link #conflict} for an operation without a hook, saying why */
    static IllegalArgumentException noConflict(ApiOperation op, boolean generic) {
        return new IllegalArgumentException(AdminApi.operationId(op)
                + (generic
                        ? "'s 409 is the generic behaviour's:"
                                + " a key taken in its scope; make one with the same key first, through the API"
                        : " documents no 409 in api/openapi.yaml"));
    }

    /** @return an error answer in the API's shape, with the error's header field */
    static MockResponse error(ApiError e, String requestId) {
        return json(e.status, e.body(requestId), requestId, e.header);
    }

    /**
     * @param body the JSON body, or {@code null} for none: then the answer has no body and no {@code Content-Type}
     * @param header a header field to add after the others, or {@code null}
     * @return an answer with the status's standard reason phrase ({@code 201 Created})
     */
    private static MockResponse json(int status, JsonNode body, String requestId, Map.Entry<String, String> header) {
        MockResponse.Builder answer = new MockResponse.Builder().status(line(status));
        if (body != null) {
            answer.addHeader("Content-Type", "application/json");
        }
        answer.addHeader("X-Request-Id", requestId);
        if (body != null) {
            answer.body(body.toString());
        }
        if (header != null) {
            answer.addHeader(header.getKey(), header.getValue());
        }
        return answer.build();
    }

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

    /**
     * The parts of a {@link Fault} that change how an answer already made goes out: a status fault's
     * {@code Retry-After}, and late, slow, or cut short. A slow body goes out in {@value #SLOW_BODY_PIECES} pieces.
     *
     * @return the answer with the fault's {@code Retry-After} (on a status fault only), truncation, slow body and
     *     header delay applied, in that order; an answer without a body (a 204) has nothing to cut or slow, so only
     *     the delay changes it
     */
    private static MockResponse applyFault(Fault fault, MockResponse response) {
        MockResponse.Builder out = response.newBuilder();
        if (fault.status() != 0 && fault.retryAfter() != null) {
            out.addHeader("Retry-After", fault.retryAfter());
        }
        MockResponseBody body = response.getBody();
        long size = body == null ? 0 : body.getContentLength();
        if (fault.truncateBody() && body != null) {
            Buffer bytes = new Buffer();
            try {
                body.writeTo(bytes);
            } catch (IOException e) {
                throw new UncheckedIOException("an in-memory body could not be copied", e);
            }
            size /= 2;
            // MockResponse.Builder.body sets Content-Length to the half, so the framing stays sound.
            out.body(new Buffer().write(bytes.snapshot((int) size)));
        }
        if (!fault.slowBody().isZero()) {
            long perPiece = Math.max(1, (size + SLOW_BODY_PIECES - 1) / SLOW_BODY_PIECES);
            Duration pause = fault.slowBody().dividedBy(SLOW_BODY_PIECES);
            out.throttleBody(perPiece, pause.toNanos(), TimeUnit.NANOSECONDS);
        }
        if (!fault.delay().isZero()) {
            out.headersDelay(fault.delay().toMillis(), TimeUnit.MILLISECONDS);
        }
        return out.build();
    }
}
