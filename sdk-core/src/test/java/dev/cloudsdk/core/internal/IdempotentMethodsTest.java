package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.Endpoint;
import dev.cloudsdk.core.runtime.Operation;
import dev.cloudsdk.core.runtime.RegionHeader;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.WireTest;
import java.util.function.Function;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * PUT and DELETE are idempotent (RFC 9110 9.2.2), so they are resent on faults like a GET; a POST never is once it
 * may have reached the server.
 */
class IdempotentMethodsTest extends WireTest {
    static final Endpoint<EndpointShapesTest.Server, EndpointShapesTest.Server> POST = Endpoint.post(
            InternalBridge.operationName("CreateServer"), "v1/servers", RegionHeader.NOT_SENT, DatabindOracle.writer(),
            ResponseShape.whole(DatabindOracle.reader(EndpointShapesTest.Server.class)));
    static final EndpointShapesTest.Server BODY = new EndpointShapesTest.Server("n1", 1);

    static Stream<Arguments> faults() {
        return Stream.of(Arguments.of("503", error(503)),
                Arguments.of("reset after the request was read",
                        new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build()));
    }

    static Stream<Arguments> idempotentCalls() {
        Function<ServiceContext, Object> put = ctx -> ctx.call(EndpointShapesTest.PUT_SERVER, BODY, "n1");
        Function<ServiceContext, Object> delete = ctx -> ctx.call(EndpointShapesTest.DELETE_SERVER, null, "n1");
        return faults().flatMap(f -> Stream.of(Arguments.of("PUT", put, f.get()[0], f.get()[1]),
                Arguments.of("DELETE", delete, f.get()[0], f.get()[1])));
    }

    @ParameterizedTest(name = "{0} after {2}")
    @MethodSource("idempotentCalls")
    void putAndDeleteAreResentAfterAFault(String method, Function<ServiceContext, Object> call, String fault,
                                          MockResponse failure) {
        server.enqueue(failure);
        server.enqueue(method.equals("PUT") ? json(200, "{\"name\":\"n1\",\"size\":1}")
                : new MockResponse.Builder().code(204).build());
        Object result = call.apply(ServiceContext.of(config()));
        assertThat(result).isEqualTo(method.equals("PUT") ? BODY : null);
        assertThat(server.getRequestCount()).isEqualTo(2);
        for (int i = 0; i < 2; i++) {
            var r = takeRequest();
            assertThat(r.getMethod()).isEqualTo(method);
            assertThat(bodyOf(r)).isEqualTo(method.equals("PUT") ? "{\"name\":\"n1\",\"size\":1}" : "");
        }
        assertThat(sleeps).hasSize(1);
    }

    @Test
    void aPostIsNotResentAfterA503() {
        server.enqueue(error(503));
        server.enqueue(json(201, "{\"name\":\"n1\"}"));
        assertThatThrownBy(() -> ServiceContext.of(config()).call(POST, BODY))
                .isExactlyInstanceOf(ServerException.class);
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void aPostIsNotResentAfterTheConnectionIsResetOnceItWasSent() {
        server.enqueue(new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
        server.enqueue(json(201, "{\"name\":\"n1\"}"));
        assertThatThrownBy(() -> ServiceContext.of(config()).call(POST, BODY))
                .isInstanceOf(ApiConnectionException.class).hasMessageContaining("CreateServer may have started");
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void theRuleIsGetPutAndDelete() {
        assertThat(Operation.get("Get", "v1/x", RegionHeader.NOT_SENT).idempotent()).isTrue();
        assertThat(Operation.put("Put", "v1/x", RegionHeader.NOT_SENT).idempotent()).isTrue();
        assertThat(Operation.delete("Delete", "v1/x", RegionHeader.NOT_SENT).idempotent()).isTrue();
        assertThat(Operation.post("Post", "v1/x", RegionHeader.NOT_SENT).idempotent()).isFalse();
    }
}
