package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;
import java.util.regex.Pattern;
import mockwebserver3.RecordedRequest;
import okio.ByteString;

/** JSON in and out, and the checks of request values every handler shares. */
final class Wire {
    static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Pattern UUID_TEXT =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    private Wire() {
    }

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    static String write(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static String now() {
        return Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
    }

    static ObjectNode errorBody(int status, String code, String message, String field, String requestId) {
        ObjectNode error = object().put("code", code).put("message", message);
        if (field != null) {
            error.put("field", field);
        }
        error.put("request_id", requestId);
        ObjectNode root = object();
        root.set("error", error);
        return root;
    }

    /** Parses a UUID the way the API writes them, refusing Java's lenient forms such as {@code 1-2-3-4-5}. */
    static UUID uuid(String text, String field) {
        if (text == null || !UUID_TEXT.matcher(text).matches()) {
            throw ApiError.invalid(field, field + " must be a UUID, was '" + text + "'");
        }
        return UUID.fromString(text);
    }

    /**
     * @return the body as a JSON object; {@code null} when the body is empty and optional
     */
    static ObjectNode body(RecordedRequest request, boolean required) {
        ByteString bytes = request.getBody();
        if (bytes == null || bytes.size() == 0) {
            if (required) {
                throw ApiError.invalid("body", "a JSON object body is required");
            }
            return null;
        }
        JsonNode node;
        try {
            node = MAPPER.readTree(bytes.toByteArray());
        } catch (IOException e) {
            throw ApiError.invalid("body", "the body is not valid JSON");
        }
        if (node == null || !node.isObject()) {
            throw ApiError.invalid("body", "the body must be a JSON object");
        }
        return (ObjectNode) node;
    }

    /** @return the text of an optional string member, or {@code null} when absent */
    static String optionalText(ObjectNode body, String field) {
        JsonNode v = body.get(field);
        if (v == null) {
            return null;
        }
        if (!v.isTextual()) {
            throw ApiError.invalid(field, field + " must be a string");
        }
        return v.asText();
    }

    /** @return an optional UUID member, or {@code null} when absent */
    static UUID optionalUuid(ObjectNode body, String field) {
        JsonNode v = body.get(field);
        if (v == null) {
            return null;
        }
        if (!v.isTextual()) {
            throw ApiError.invalid(field, field + " must be a UUID string");
        }
        return uuid(v.asText(), field);
    }
}
