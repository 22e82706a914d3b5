package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** An error answer, thrown by a handler and turned into {@code {"error": {...}}} by the dispatcher. */
final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    final int status;
    final String code;
    final String field;

    ApiError(int status, String code, String message, String field) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.field = field;
    }

    ApiError(int status, String code, String message) {
        this(status, code, message, null);
    }

    static ApiError invalid(String field, String message) {
        return new ApiError(400, "invalid_parameter", message, field);
    }

    static ApiError notFound(String what) {
        return new ApiError(404, "not_found", what);
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
