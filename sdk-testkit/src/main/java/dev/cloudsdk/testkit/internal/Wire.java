package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigInteger;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.Locale;
import java.util.UUID;
import java.util.regex.Pattern;
import mockwebserver3.RecordedRequest;
import okhttp3.HttpUrl;
import okio.ByteString;

/** JSON in and out, and the checks of request values every handler shares. */
final class Wire {
    /** The deepest nesting of objects and arrays a request body may have. */
    static final int MAX_DEPTH = 32;
    /**
     * Reads JSON with the parser's own bound on nesting at {@link #MAX_DEPTH} (the API's bodies nest three deep),
     * its other bounds Jackson's defaults, a JVM-wide override of them included.
     */
    static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.defaults()
                    .rebuild()
                    .maxNestingDepth(MAX_DEPTH)
                    .build())
            .build());

    private static final Pattern UUID_TEXT =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    private Wire() {}

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /** @return new nodes of JSON text the emulator holds: a kind's initial members or catalog, or a template */
    static JsonNode parse(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the JSON is not valid: " + json, e);
        }
    }

    static String now() {
        return Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
    }

    /**
     * The page size a list asks for. The reference calls {@code limit} the maximum number of items to return and
     * gives no bound, so any integer from 1 up is valid; a page holds at most {@code max} items all the same (the
     * emulator's own bound, README "Where the emulator chooses"), and the answer's {@code meta.limit} says which.
     *
     * @return {@code defaultLimit} when the request sends no {@code limit}, else the limit sent, at most {@code max}
     * @throws ApiError 400 for a limit that is not an integer, or is below 1
     */
    static int limit(HttpUrl url, int defaultLimit, int max) {
        String text = url.queryParameter("limit");
        if (text == null) {
            return defaultLimit;
        }
        if (!text.matches("[+-]?[0-9]+")) {
            throw ApiError.invalid("limit", "limit must be an integer, was '" + printable(text) + "'");
        }
        // Compared as a number of any size: 99999999999 is a valid limit, not "not an integer".
        BigInteger value = new BigInteger(text);
        if (value.signum() < 1) {
            throw ApiError.invalid("limit", "limit must be at least 1, was " + printable(text));
        }
        return value.min(BigInteger.valueOf(max)).intValue();
    }

    /**
     * Parses a UUID the way the API writes them, refusing Java's lenient forms such as {@code 1-2-3-4-5}: the one
     * parser of ids, so that every rule compares them as UUIDs, in any case ({@code Routes.Route#id} for path ids).
     */
    static UUID uuid(String text, String field) {
        if (text == null || !UUID_TEXT.matcher(text).matches()) {
            throw ApiError.invalid(field, field + " must be a UUID, was '" + text + "'");
        }
        return UUID.fromString(text);
    }

    /**
     * @param stored an id as a resource holds it, as it was sent or made
     * @param id an id parsed by {@link #uuid}
     * @return whether they are the same UUID, whatever the case of the letters; false when {@code stored} is none
     */
    static boolean sameId(String stored, UUID id) {
        return UUID_TEXT.matcher(stored).matches() && UUID.fromString(stored).equals(id);
    }

    /**
     * Reads a request body: one that is not empty must be {@code application/json} (parameters such as
     * {@code charset=utf-8} allowed, a charset other than UTF-8 not) or carry no {@code Content-Type} at all, which
     * is read as JSON (RFC 9110, section 8.3, lets a recipient examine the data); anything else answers 415. Its
     * nesting depth is at most {@value #MAX_DEPTH} (the API's bodies nest three deep); its size is bounded before
     * it gets here, by {@link LoopbackServer.ConnectionGuard#MAX_BODY_BYTES}.
     *
     * @return the body as a JSON object; {@code null} when the body is empty and optional
     * @throws ApiError 415 for another content type; 400 naming what is wrong with the JSON
     */
    static ObjectNode body(RecordedRequest request, boolean required) {
        ByteString bytes = request.getBody();
        if (bytes == null || bytes.size() == 0) {
            if (required) {
                throw ApiError.invalid("body", "a JSON object body is required");
            }
            return null;
        }
        contentType(request.getHeaders().get("Content-Type"));
        JsonNode node;
        try (JsonParser parser = MAPPER.createParser(bytes.toByteArray())) {
            node = MAPPER.readTree(parser);
            // What follows the object is ignored, but it must be JSON too: "{} x" is not valid JSON.
            while (parser.nextToken() != null) {
                // Read only to find what is not JSON, or nests too deeply.
            }
        } catch (StreamConstraintsException e) {
            // The nesting bound is named as such, so a body nested too deeply does not read as invalid JSON.
            throw ApiError.invalid(
                    "body",
                    e.getOriginalMessage().startsWith("Document nesting depth")
                            ? "the body is too deeply nested (more than " + MAX_DEPTH + " levels of objects and arrays)"
                            : "the body exceeds a limit of the emulator's JSON parser: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw ApiError.invalid("body", "the body is not valid JSON");
        }
        if (node == null || !node.isObject()) {
            throw ApiError.invalid("body", "the body must be a JSON object");
        }
        return (ObjectNode) node;
    }

    /** @throws ApiError 415 unless the type is {@code application/json} (any case, any parameters but a charset
     *                   other than UTF-8) or absent */
    private static void contentType(String header) {
        if (header == null) {
            return;
        }
        String[] parts = header.split(";");
        boolean json = parts[0].trim().toLowerCase(Locale.ROOT).equals("application/json");
        boolean utf8 = Arrays.stream(parts, 1, parts.length)
                .map(parameter -> parameter.split("=", 2))
                .noneMatch(p -> p.length == 2
                        && p[0].trim().equalsIgnoreCase("charset")
                        && !p[1].trim().replace("\"", "").equalsIgnoreCase("utf-8"));
        if (!json || !utf8) {
            throw new ApiError(
                    415,
                    "unsupported_media_type",
                    "the body's Content-Type is '" + printable(header) + "'; "
                            + (json
                                    ? "JSON bodies must be UTF-8 (charset=utf-8, or no charset)"
                                    : "request bodies must be application/json"),
                    "Content-Type",
                    null);
        }
    }

    /**
     * @return client text fit for a message or a log: printable ASCII as it is, every other character as
     *         {@code \xNN} or {@code \}{@code uNNNN}, cut after 100 characters (with {@code ...})
     */
    static String printable(CharSequence text) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        for (; i < text.length() && i < 100; i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c < 0x7f && c != '\\') {
                out.append(c);
            } else {
                out.append(String.format(Locale.ROOT, c > 0xff ? "\\u%04x" : "\\x%02x", (int) c));
            }
        }
        return i < text.length() ? out + "..." : out.toString();
    }

    /** @return the text of an optional string member, or {@code null} when absent */
    static String optionalText(ObjectNode body, String field) {
        JsonNode v = body.get(field);
        if (v != null && !v.isTextual()) {
            throw ApiError.invalid(field, field + " must be a string");
        }
        return v == null ? null : v.asText();
    }

    /** @return an optional UUID member, or {@code null} when absent */
    static UUID optionalUuid(ObjectNode body, String field) {
        JsonNode v = body.get(field);
        if (v != null && !v.isTextual()) {
            throw ApiError.invalid(field, field + " must be a UUID string");
        }
        return v == null ? null : uuid(v.asText(), field);
    }
}
