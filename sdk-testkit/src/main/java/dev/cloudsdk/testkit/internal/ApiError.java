package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/** An error answer, thrown by a handler and turned into {@code {"error": {...}}} by the dispatcher. */
final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    final int status;
    final String code;
    final String field;
    /**
     * A header field the answer carries after the others, or {@code null}: a 405's {@code Allow}, and a 401's
     * {@code WWW-Authenticate} challenge (RFC 9110 requires one), {@code Bearer} unless given another.
     */
    final Map.Entry<String, String> header;

    ApiError(int status, String code, String message, String field, Map.Entry<String, String> header) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.field = field;
        this.header = header == null && status == 401 ? Map.entry("WWW-Authenticate", "Bearer") : header;
    }

    ApiError(int status, String code, String message) {
        this(status, code, message, null, null);
    }

    static ApiError invalid(String field, String message) {
        return new ApiError(400, "invalid_parameter", message, field, null);
    }

    static ApiError notFound(String what) {
        return new ApiError(404, "not_found", what);
    }

    /** @return a 405 with the {@code Allow} header the status requires (RFC 9110, section 15.5.6) */
    static ApiError notAllowed(String method, String allowed) {
        String message = method + " is not allowed here; use " + allowed;
        return new ApiError(405, "method_not_allowed", message, null, Map.entry("Allow", allowed));
    }

    static ApiError conflict(String message) {
        return new ApiError(409, "conflict", message);
    }

    /** @return the answer's body: {@code {"error": {"code", "message", "field" when named, "request_id"}}} */
    ObjectNode body(String requestId) {
        ObjectNode error = Wire.object().put("code", code).put("message", getMessage());
        if (field != null) {
            error.put("field", field);
        }
        return Wire.object().set("error", error.put("request_id", requestId));
    }
}
