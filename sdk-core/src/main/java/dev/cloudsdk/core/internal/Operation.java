package dev.cloudsdk.core.internal;

import java.util.List;
import java.util.Objects;
import java.util.UUID;
import okhttp3.HttpUrl;

/**
 * One API operation: its name, HTTP method, path template and whether it sends {@code X-Region}. Service modules
 * declare each operation once as a constant; the template is split at declaration, so building a URL per call
 * is a loop over segments, with no string formatting.
 */
public final class Operation {
    private final String name;
    private final String method;
    private final String[] segments;
    private final boolean regional;

    private Operation(String name, String method, String template, boolean regional) {
        this.name = Objects.requireNonNull(name, "name == null");
        this.method = method;
        this.segments = template.split("/");
        this.regional = regional;
    }

    /**
     * @param name the operation name used in logs, errors and {@code RetryPolicy}
     * @param template the path under the base URL, {@code {}} for each variable segment
     * @param regional whether the call carries {@code X-Region}
     * @return a GET operation
     */
    public static Operation get(String name, String template, boolean regional) {
        return new Operation(name, "GET", template, regional);
    }

    /**
     * @param name the operation name used in logs, errors and {@code RetryPolicy}
     * @param template the path under the base URL, {@code {}} for each variable segment
     * @param regional whether the call carries {@code X-Region}
     * @return a POST operation
     */
    public static Operation post(String name, String template, boolean regional) {
        return new Operation(name, "POST", template, regional);
    }

    /** @return the operation name */
    public String name() {
        return name;
    }

    /** @return the HTTP method */
    public String method() {
        return method;
    }

    /** @return whether the call carries {@code X-Region} */
    public boolean regional() {
        return regional;
    }

    /** @return whether the HTTP method is safe to repeat */
    public boolean idempotent() {
        return method.equals("GET");
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
            String value = s.equals("{}") ? segmentValue(args, arg++) : s;
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
            Checks.text(query.get(i + 1), name + ": query parameter " + query.get(i));
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
        Checks.text(value, name + ": path value " + (i + 1));
        return value;
    }

    /** @return the template, for logs */
    @Override
    public String toString() {
        return method + ' ' + String.join("/", segments);
    }
}
