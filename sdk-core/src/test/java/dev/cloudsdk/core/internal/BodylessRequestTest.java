package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.Endpoint.Operation;
import dev.cloudsdk.core.runtime.RegionHeader;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.Test;

/**
 * An operation whose document gives no request body (a POST action such as a failover) sends a POST with an empty
 * body: {@code Content-Length: 0} and no {@code Content-Type}, where OkHttp would refuse a POST without one.
 */
class BodylessRequestTest extends WireTest {
    static final Operation POST = TestOperations.post("TestAction", "v1/things/{}/act", RegionHeader.NOT_SENT);
    static final Operation GET = TestOperations.get("TestGet", "v1/things/{}", RegionHeader.NOT_SENT);

    @Test
    void aPostWithoutABodySendsAnEmptyOne() throws Exception {
        server.enqueue(json(202, "{\"message\":\"accepted\"}"));
        UUID id = UUID.randomUUID();
        String message = Calls.call(
                ServiceContext.of(config()),
                POST,
                new Object[] {id},
                List.of(),
                null,
                ResponseShape.member("message", DatabindOracle.reader(String.class)));
        assertThat(message).isEqualTo("accepted");
        RecordedRequest r = takeRequest();
        assertThat(r.getMethod()).isEqualTo("POST");
        assertThat(r.getTarget()).isEqualTo("/api/v1/things/" + id + "/act");
        assertThat(r.getHeaders().get("Content-Length")).isEqualTo("0");
        assertThat(r.getHeaders().get("Content-Type")).isNull();
        assertThat(r.getBody() == null ? 0 : r.getBody().size()).isZero();
    }

    @Test
    void noAnswerToAnEmptyPostIsAReadTimeoutNotAWriteTimeout() {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(SocketEffect.Stall.INSTANCE)
                .build());
        ClientConfig config =
                configBuilder().readTimeout(Duration.ofMillis(300)).build();
        assertThatThrownBy(() -> Calls.call(
                        ServiceContext.of(config),
                        POST,
                        new Object[] {"a"},
                        List.of(),
                        null,
                        ResponseShape.member("message", DatabindOracle.reader(String.class))))
                .isExactlyInstanceOf(ApiTimeoutException.class)
                .hasMessageContaining("read timeout")
                .satisfies(
                        e -> assertThat(((ApiTimeoutException) e).limit()).isEqualTo(ApiTimeoutException.Limit.READ));
        assertRequestCount(1);
    }

    @Test
    void aGetSendsNoBodyAtAll() throws Exception {
        server.enqueue(json(200, "{\"message\":\"here\"}"));
        Calls.call(
                ServiceContext.of(config()),
                GET,
                new Object[] {"a"},
                List.of(),
                null,
                ResponseShape.member("message", DatabindOracle.reader(String.class)));
        RecordedRequest r = takeRequest();
        assertThat(r.getMethod()).isEqualTo("GET");
        assertThat(r.getHeaders().get("Content-Length")).isNull();
        assertThat(r.getHeaders().get("Content-Type")).isNull();
    }
}
