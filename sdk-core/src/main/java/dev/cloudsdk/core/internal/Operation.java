package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.OperationName;
import dev.cloudsdk.core.runtime.OperationNames;
import dev.cloudsdk.core.runtime.RegionHeader;
import java.util.Objects;

/**
 * The transport's view of one API operation: its name, HTTP method, path template and whether it sends
 * {@code X-Region}. Service modules declare operations as {@link dev.cloudsdk.core.runtime.Endpoint}s, which hold
 * one of these and turn a request into its URL and body.
 */
public final class Operation {
    private final String name;
    private final OperationName operationName;
    private final String method;
    private final String template;
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

    /** @return the template, for logs */
    @Override
    public String toString() {
        return method + ' ' + template;
    }
}
