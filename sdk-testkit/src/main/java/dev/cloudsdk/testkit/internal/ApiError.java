package dev.cloudsdk.testkit.internal;

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
}
