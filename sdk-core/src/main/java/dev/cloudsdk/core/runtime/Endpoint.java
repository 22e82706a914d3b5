package dev.cloudsdk.core.runtime;

import dev.cloudsdk.core.OperationName;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Function;
import okhttp3.HttpUrl;

/**
 * One operation, declared once: its name, method, path template, whether it sends {@code X-Region}, what its
 * request turns into (a JSON body, query parameters, or nothing) and how its result is read. A service module declares
 * each of its operations as one constant; its blocking and async methods both call
 * {@link ServiceContext#call(Endpoint, Object, Object...)} or
 * {@link ServiceContext#callAsync(Endpoint, Object, Object...)} with it, so the two cannot drift. The template is split
 * at declaration, so building a URL per call is a loop over segments, with no string formatting.
 *
 * @param <Q> the request type
 * @param <R> the result type
 */
public final class Endpoint<Q, R> {
    /**
     * The transport's view of an operation, what each call and its messages read of it: its name, HTTP method, path
     * template and whether it sends {@code X-Region}. A value: the engine reads it without calling into the endpoint.
     *
     * @param name the operation's name, as logs, errors, {@code RetryPolicy} and call listeners see it
     * @param method the HTTP method
     * @param template the path under the base URL, {@code {name}} (or {@code {}}) for each variable segment
     * @param region whether the call carries {@code X-Region}
     */
    public record Operation(OperationName name, String method, String template, RegionHeader region) {
        /** Checks what no operation may lack. */
        public Operation {
            Objects.requireNonNull(name, "name == null");
            Objects.requireNonNull(template, "template == null");
            Objects.requireNonNull(region, "region == null");
        }

        /**
         * Whether the HTTP method is idempotent (RFC 9110 9.2.2): sending it twice has the effect of sending it once,
         * so the transport resends it on faults. GET, PUT and DELETE are; POST is not, and is resent only when the
         * user's {@code RetryPolicy} opts its operation in.
         *
         * @return whether the HTTP method is safe to repeat
         */
        public boolean idempotent() {
            return !method.equals("POST");
        }

        /**
         * @return whether a request of this method carries a body even when the operation has none to send (POST and
         *     PUT: an empty one, {@code Content-Length: 0}); GET and DELETE send none
         */
        public boolean framesBody() {
            return method.equals("POST") || method.equals("PUT");
        }
    }

    private final Operation operation;
    private final String[] segments;
    private final Function<Q, List<String>> query;
    private final Function<Q, ResponseShape<R>> result;
    private final Json.Writer<Q> writer;

    private Endpoint(
            OperationName name,
            String method,
            String template,
            RegionHeader region,
            Function<Q, List<String>> query,
            Function<Q, ResponseShape<R>> result,
            Json.Writer<Q> writer) {
        this.operation = new Operation(name, method, template, region);
        this.segments = template.split("/");
        this.query = Objects.requireNonNull(query, "query == null");
        this.result = Objects.requireNonNull(result, "result == null");
        this.writer = writer;
    }

    /** A declaration without query parameters, whose result shape is the same for every request. */
    private static <Q, R> Endpoint<Q, R> fixed(
            OperationName name,
            String method,
            String template,
            RegionHeader region,
            Json.Writer<Q> writer,
            ResponseShape<R> result) {
        Objects.requireNonNull(result, "result == null");
        return new Endpoint<>(name, method, template, region, q -> List.of(), q -> result, writer);
    }

    /**
     * A POST without a request body; its request is {@code Void} (pass {@code null}). It sends an empty body
     * ({@code Content-Length: 0}).
     *
     * @param name the operation's name
     * @param template the path under the base URL, with {@code {name}} for each variable segment
     * @param region whether it sends {@code X-Region}
     * @param result how to read the result
     * @param <R> the result
     * @return the declaration
     */
    public static <R> Endpoint<Void, R> post(
            OperationName name, String template, RegionHeader region, ResponseShape<R> result) {
        return fixed(name, "POST", template, region, null, result);
    }

    /**
     * A GET whose request becomes query parameters.
     *
     * @param name the operation's name
     * @param template the path under the base URL, with {@code {name}} for each variable segment
     * @param region whether it sends {@code X-Region}
     * @param query the request's query parameters, as name/value pairs
     * @param result how to read the result, which may depend on the request (a page's item cap)
     * @param <Q> the request
     * @param <R> the result
     * @return the declaration
     */
    public static <Q, R> Endpoint<Q, R> get(
            OperationName name,
            String template,
            RegionHeader region,
            Function<Q, List<String>> query,
            Function<Q, ResponseShape<R>> result) {
        return new Endpoint<>(name, "GET", template, region, query, result, null);
    }

    /**
     * A GET without query parameters, such as a read by id; its request is {@code Void} (pass {@code null}).
     *
     * @param name the operation's name
     * @param template the path under the base URL, with {@code {name}} for each variable segment
     * @param region whether it sends {@code X-Region}
     * @param result how to read the result
     * @param <R> the result
     * @return the declaration
     */
    public static <R> Endpoint<Void, R> get(
            OperationName name, String template, RegionHeader region, ResponseShape<R> result) {
        return fixed(name, "GET", template, region, null, result);
    }

    /**
     * A PUT without a request body; its request is {@code Void} (pass {@code null}). It sends an empty body
     * ({@code Content-Length: 0}); a PUT is idempotent, so it is resent on faults like a GET.
     *
     * @param name the operation's name
     * @param template the path under the base URL, with {@code {name}} for each variable segment
     * @param region whether it sends {@code X-Region}
     * @param result how to read the result
     * @param <R> the result
     * @return the declaration
     */
    public static <R> Endpoint<Void, R> put(
            OperationName name, String template, RegionHeader region, ResponseShape<R> result) {
        return fixed(name, "PUT", template, region, null, result);
    }

    /**
     * A DELETE, sent without a body; its request is {@code Void} (pass {@code null}). A DELETE is idempotent,
     * so it is resent on faults like a GET.
     *
     * @param name the operation's name
     * @param template the path under the base URL, with {@code {name}} for each variable segment
     * @param region whether it sends {@code X-Region}
     * @param result how to read the result, often {@link ResponseShape#none()}
     * @param <R> the result
     * @return the declaration
     */
    public static <R> Endpoint<Void, R> delete(
            OperationName name, String template, RegionHeader region, ResponseShape<R> result) {
        return fixed(name, "DELETE", template, region, null, result);
    }

    /**
     * A POST whose request record is the JSON body, written by its generated writer.
     *
     * @param name the operation's name
     * @param template the path under the base URL, with {@code {name}} for each variable segment
     * @param region whether it sends {@code X-Region}
     * @param body the request record's writer ({@code <Service>Json.write<Record>})
     * @param result how to read the result
     * @param <Q> the request record
     * @param <R> the result
     * @return the declaration
     */
    public static <Q, R> Endpoint<Q, R> post(
            OperationName name, String template, RegionHeader region, Json.Writer<Q> body, ResponseShape<R> result) {
        return fixed(name, "POST", template, region, Objects.requireNonNull(body, "body == null"), result);
    }

    /**
     * A PUT whose request record is the JSON body, written by its generated writer. A PUT is idempotent, so it is
     * resent on faults like a GET.
     *
     * @param name the operation's name
     * @param template the path under the base URL, with {@code {name}} for each variable segment
     * @param region whether it sends {@code X-Region}
     * @param body the request record's writer
     * @param result how to read the result
     * @param <Q> the request record
     * @param <R> the result
     * @return the declaration
     */
    public static <Q, R> Endpoint<Q, R> put(
            OperationName name, String template, RegionHeader region, Json.Writer<Q> body, ResponseShape<R> result) {
        return fixed(name, "PUT", template, region, Objects.requireNonNull(body, "body == null"), result);
    }

    /**
     * @return what the engine reads of this operation: its name, HTTP method, path template as declared (such as
     *     {@code v1/zones/{zone_id}/recordsets}) and whether it sends {@code X-Region}
     */
    public Operation operation() {
        return operation;
    }

    /**
     * Builds the URL: the base URL's path, then each template segment, each variable percent-encoded, then the
     * request's query parameters.
     *
     * @param base the base URL, ending with {@code /}
     * @param request the request, whose query parameters are added
     * @param args one value per {@code {}}; a {@link UUID} or a string
     * @return the URL
     * @throws IllegalArgumentException when a value is missing, blank, {@code .} or {@code ..}, or holds a lone
     *     surrogate
     */
    HttpUrl url(HttpUrl base, Q request, Object[] args) {
        HttpUrl.Builder b = base.newBuilder();
        // The base ends with an empty segment ("/"); set it to the first segment rather than adding after it.
        int baseSize = base.pathSize();
        int arg = 0;
        for (int i = 0; i < segments.length; i++) {
            String s = segments[i];
            String value = s.startsWith("{") ? segmentValue(args, arg++) : s;
            if (i == 0) {
                b.setPathSegment(baseSize - 1, value);
            } else {
                b.addPathSegment(value);
            }
        }
        if (arg != args.length) {
            throw new IllegalArgumentException(operation.name() + " takes " + arg + " path values, got " + args.length);
        }
        List<String> query = this.query.apply(request);
        for (int i = 0; i + 1 < query.size(); i += 2) {
            // OkHttp would send a lone surrogate as '?': refuse it, naming the parameter.
            if (!Checks.utf8Safe(query.get(i + 1))) {
                Checks.text(query.get(i + 1), operation.name() + ": query parameter " + query.get(i));
            }
            b.addQueryParameter(query.get(i), query.get(i + 1));
        }
        return b.build();
    }

    private String segmentValue(Object[] args, int i) {
        // The name is quoted only in a failure: reading it costs a call nothing.
        OperationName name = operation.name();
        if (i >= args.length || args[i] == null) {
            throw new NullPointerException(name + ": path value " + (i + 1) + " == null");
        }
        String value = args[i].toString();
        if (value.isBlank() || value.equals(".") || value.equals("..")) {
            throw new IllegalArgumentException(name + ": path value '" + value + "' is not a valid path segment");
        }
        if (!Checks.utf8Safe(value)) {
            Checks.text(value, name + ": path value " + (i + 1));
        }
        return value;
    }

    /** @return the request's JSON body, written by its writer; null for an operation without one */
    byte[] body(Q request, Json json) {
        return writer == null || request == null ? null : json.write(request, writer);
    }

    ResponseShape<R> result(Q request) {
        return result.apply(request);
    }

    @Override
    public String toString() {
        return operation.name() + " " + operation.method() + " " + operation.template();
    }
}
