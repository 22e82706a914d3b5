package dev.cloudsdk.core.testing;

import java.util.Objects;
import mockwebserver3.RecordedRequest;
import okhttp3.Headers;
import org.assertj.core.api.AbstractAssert;

/**
 * What a wire test asserts about the request the server received, in one line:
 * {@code assertThatRequest(takeRequest()).hasMethod("POST").hasTarget("/api/v1/...").sendsRegion("eu-1")
 * .hasBearerToken(TOKEN).hasJsonBody("{\"name\":\"web\"}")}. A failure says what was expected, what was on the
 * wire, and shows the whole request (method, target, headers, body).
 */
public final class RequestAssert extends AbstractAssert<RequestAssert, RecordedRequest> {
    private static final String JSON = "application/json";
    private static final int BODY_SHOWN = 2000;

    private RequestAssert(RecordedRequest actual) {
        super(actual, RequestAssert.class);
        isNotNull();
    }

    /**
     * @param request a request the server received, such as {@code takeRequest()}
     * @return assertions on it
     */
    public static RequestAssert assertThatRequest(RecordedRequest request) {
        return new RequestAssert(request);
    }

    /**
     * @param method such as {@code POST}
     * @return this
     */
    public RequestAssert hasMethod(String method) {
        return expect("method", method, actual.getMethod());
    }

    /**
     * @param target the path and query exactly as sent, such as {@code /api/v1/zones/<id>/recordsets?limit=3}
     * @return this
     */
    public RequestAssert hasTarget(String target) {
        return expect("target", target, actual.getTarget());
    }

    /**
     * @param region the value of the {@code X-Region} header
     * @return this
     */
    public RequestAssert sendsRegion(String region) {
        Objects.requireNonNull(region, "region == null; use sendsNoRegion()");
        return expect("X-Region header", region, header("X-Region"));
    }

    /** @return this, after checking the request has no {@code X-Region} header */
    public RequestAssert sendsNoRegion() {
        return expect("X-Region header", null, header("X-Region"));
    }

    /**
     * @param token the token the {@code Authorization} header carries as {@code Bearer <token>}
     * @return this
     */
    public RequestAssert hasBearerToken(String token) {
        return expect("Authorization header", "Bearer " + token, header("Authorization"));
    }

    /**
     * @param name a header name
     * @param value its exact value, or null for "absent"
     * @return this
     */
    public RequestAssert hasHeader(String name, String value) {
        return expect(name + " header", value, header(name));
    }

    /**
     * Checks that the body is exactly this text (field order and spacing included) sent as
     * {@code application/json}.
     *
     * @param json the exact body
     * @return this
     */
    public RequestAssert hasJsonBody(String json) {
        expect("Content-Type header", JSON, header("Content-Type"));
        return expect("body", json, body());
    }

    /** @return this, after checking the request has no body and no {@code Content-Type} */
    public RequestAssert hasNoBody() {
        expect("Content-Type header", null, header("Content-Type"));
        if (actual.getBodySize() != 0) {
            failWithMessage(
                    "%nExpected no body, but %d bytes were sent.%nOn the wire:%n%s", actual.getBodySize(), wire());
        }
        return this;
    }

    private RequestAssert expect(String what, String expected, String onTheWire) {
        if (!Objects.equals(expected, onTheWire)) {
            failWithMessage(
                    "%nExpected %s: %s%nbut on the wire it was: %s%nThe request:%n%s",
                    what, shown(expected), shown(onTheWire), wire());
        }
        return this;
    }

    private String header(String name) {
        return actual.getHeaders().get(name);
    }

    private String body() {
        return actual.getBody() == null ? "" : actual.getBody().utf8();
    }

    private static String shown(String value) {
        return value == null ? "(absent)" : "<" + value + ">";
    }

    /** @return the request as it went over the wire: request line, headers, blank line, body */
    private String wire() {
        StringBuilder s =
                new StringBuilder("  ").append(actual.getMethod()).append(' ').append(actual.getTarget());
        Headers headers = actual.getHeaders();
        for (int i = 0; i < headers.size(); i++) {
            s.append("\n  ").append(headers.name(i)).append(": ").append(headers.value(i));
        }
        String body = body();
        String shownBody = body.length() > BODY_SHOWN
                ? body.substring(0, BODY_SHOWN) + "... (" + body.length() + " characters)"
                : body;
        return s.append("\n\n  ")
                .append(body.isEmpty() ? "(no body)" : shownBody)
                .toString();
    }
}
