package dev.cloudsdk.core.testing;

import static dev.cloudsdk.core.testing.RequestAssert.assertThatRequest;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import mockwebserver3.RecordedRequest;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.junit.jupiter.api.Test;

/** The request assertion passes on what was sent and fails naming what was expected and what was sent. */
class RequestAssertTest extends WireTest {
    private static final String BODY = "{\"name\":\"web\",\"protocol\":\"HTTP\"}";

    private RecordedRequest send(Request.Builder request) throws IOException {
        server.enqueue(json(200, "{}"));
        try (Response ignored = http.newCall(
                        request.url(server.url("/api/v1/pools?limit=3")).build())
                .execute()) {
            return takeRequest();
        }
    }

    private RecordedRequest post() throws IOException {
        return send(new Request.Builder()
                .header("Authorization", "Bearer " + TOKEN)
                .header("X-Region", REGION)
                .post(RequestBody.create(BODY.getBytes(StandardCharsets.UTF_8), MediaType.get("application/json"))));
    }

    @Test
    void aMatchingPostPassesEveryCheck() throws IOException {
        assertThatRequest(post())
                .hasMethod("POST")
                .hasTarget("/api/v1/pools?limit=3")
                .sendsRegion(REGION)
                .hasBearerToken(TOKEN)
                .hasHeader("Content-Type", "application/json")
                .hasJsonBody(BODY);
    }

    @Test
    void aMatchingGetPassesEveryCheck() throws IOException {
        assertThatRequest(send(new Request.Builder().get()))
                .hasMethod("GET")
                .sendsNoRegion()
                .hasNoBody()
                .hasHeader("Authorization", null);
    }

    @Test
    void aWrongMethodOrTargetNamesBothAndShowsTheRequest() throws IOException {
        RecordedRequest r = post();
        assertThatThrownBy(() -> assertThatRequest(r).hasMethod("GET"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("Expected method: <GET>")
                .hasMessageContaining("on the wire it was: <POST>")
                .hasMessageContaining("POST /api/v1/pools?limit=3")
                .hasMessageContaining("X-Region: eu-1")
                .hasMessageContaining(BODY);
        assertThatThrownBy(() -> assertThatRequest(r).hasTarget("/api/v1/pools"))
                .hasMessageContaining("Expected target: </api/v1/pools>")
                .hasMessageContaining("on the wire it was: </api/v1/pools?limit=3>");
    }

    @Test
    void aMissingOrUnexpectedRegionIsNamed() throws IOException {
        RecordedRequest withRegion = post();
        assertThatThrownBy(() -> assertThatRequest(withRegion).sendsNoRegion())
                .hasMessageContaining("Expected X-Region header: (absent)")
                .hasMessageContaining("on the wire it was: <eu-1>");
        assertThatThrownBy(() -> assertThatRequest(withRegion).sendsRegion("us-2"))
                .hasMessageContaining("Expected X-Region header: <us-2>");
        RecordedRequest without = send(new Request.Builder().get());
        assertThatThrownBy(() -> assertThatRequest(without).sendsRegion(REGION))
                .hasMessageContaining("Expected X-Region header: <eu-1>")
                .hasMessageContaining("on the wire it was: (absent)");
    }

    @Test
    void theBodyMustMatchExactlyAndBeJson() throws IOException {
        RecordedRequest r = post();
        assertThatThrownBy(() -> assertThatRequest(r).hasJsonBody("{\"protocol\":\"HTTP\",\"name\":\"web\"}"))
                .hasMessageContaining("Expected body: <{\"protocol\":\"HTTP\",\"name\":\"web\"}>")
                .hasMessageContaining("on the wire it was: <" + BODY + ">");
        assertThatThrownBy(() -> assertThatRequest(r).hasNoBody())
                .hasMessageContaining("Expected Content-Type header: (absent)");
        RecordedRequest text = send(new Request.Builder().post(RequestBody.create(BODY, MediaType.get("text/plain"))));
        assertThatThrownBy(() -> assertThatRequest(text).hasJsonBody(BODY))
                .hasMessageContaining("Expected Content-Type header: <application/json>")
                .hasMessageContaining("on the wire it was: <text/plain; charset=utf-8>");
    }

    @Test
    void aWrongTokenIsNamed() throws IOException {
        RecordedRequest r = post();
        assertThatThrownBy(() -> assertThatRequest(r).hasBearerToken("other"))
                .hasMessageContaining("Expected Authorization header: <Bearer other>");
    }
}
