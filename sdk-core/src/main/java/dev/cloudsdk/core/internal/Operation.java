package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.OperationName;
import dev.cloudsdk.core.runtime.Checks;
import dev.cloudsdk.core.runtime.OperationNames;
import dev.cloudsdk.core.runtime.RegionHeader;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import okhttp3.HttpUrl;

/**
 * The transport's view of one API operation: its name, HTTP method, path template and whether it sends
 * {@code X-Region}. Service modules declare operations as {@link dev.cloudsdk.core.runtime.Endpoint}s, which hold
 * one of these; the template is split at declaration, so building a URL per call is a loop over segments, with no
 * string formatting.
 */
public final class Operation {
    private final String name;
    private final OperationName operationName;
    private final String method;
    private final String template;
    private final String[] segments;
    private final boolean regional;
    private final boolean idempotent;
    private final boolean framesBody;

    /**
     * @param name the operation name used in logs, errors and {@code RetryPolicy}
     * @param method the HTTP method
     * @param template the path under the base URL, {@code {name}} (or {@code {}}) for each variable segment
     * @param region whether the call carries {@code X-Region}
     */
    public Operation(String name, String method, String template, RegionHeader region) {
        this.name = Objects.requireNonNull(name, "name == null");
        // Checked and typed once, here: retry decisions and telemetry read it per call.
        this.operationName = OperationNames.operationName(name);
        this.method = method;
        this.template = Objects.requireNonNull(template, "template == null");
        this.segments = template.split("/");
        this.regional = Objects.requireNonNull(region, "region == null") == RegionHeader.SENT;
        // Read per call (retry decisions, the request body): decided once from the method.
        this.idempotent = !method.equals("POST");
        this.framesBody = method.equals("POST") || method.equals("PUT");
    }

    /** @return the path template as declared */
    public String template() {
        return template;
    }

    /** @return the operation name */
    public String name() {
        return name;
    }

    /** @return the operation name, typed, as {@code RetryPolicy} and call listeners see it */
    public OperationName operationName() {
        return operationName;
    }

    /** @return the HTTP method */
    public String method() {
        return method;
    }

    /** @return whether the call carries {@code X-Region} */
    public boolean regional() {
        return regional;
    }

    /**
     * Whether the HTTP method is idempotent (RFC 9110 9.2.2): sending it twice has the effect of sending it once,
     * so the transport resends it on faults. GET, PUT and DELETE are; POST is not, and is resent only when the
     * user's {@code RetryPolicy} opts its operation in.
     *
     * @return whether the HTTP method is safe to repeat
     */
    public boolean idempotent() {
        return idempotent;
    }

    /**
     * @return whether a request of this method carries a body even when the operation has none to send (POST and
     *     PUT: an empty one, {@code Content-Length: 0}); GET and DELETE send none
     */
    public boolean framesBody() {
        return framesBody;
    }

    /**
     * Builds the URL: the base URL's path, then each template segment, each variable percent-encoded.
     *
     * @param base the base URL, ending with {@code /}
     * @param args one value per {@code {}}; a {@link UUID} or a string
     * @param query name/value pairs, values already text; may be empty
     * @return the URL
     * @throws IllegalArgumentException when a value is missing, blank, {@code .} or {@code ..}, or holds a lone
     *     surrogate
     */
    public HttpUrl url(HttpUrl base, Object[] args, List<String> query) {
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
            throw new IllegalArgumentException(name + " takes " + arg + " path values, got " + args.length);
        }
        for (int i = 0; i + 1 < query.size(); i += 2) {
            // OkHttp would send a lone surrogate as '?': refuse it, naming the parameter.
            if (!Checks.utf8Safe(query.get(i + 1))) {
                Checks.text(query.get(i + 1), name + ": query parameter " + query.get(i));
            }
            b.addQueryParameter(query.get(i), query.get(i + 1));
        }
        return b.build();
    }

    private String segmentValue(Object[] args, int i) {
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

    /** @return the template, for logs */
    @Override
    public String toString() {
        return method + ' ' + template;
    }
}
