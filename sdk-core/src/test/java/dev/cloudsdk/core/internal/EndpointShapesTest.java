package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.UnreadableResponseException;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.Endpoint;
import dev.cloudsdk.core.runtime.RegionHeader;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.WireTest;
import java.util.List;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

/** The shapes beside GET-with-query and POST: a GET by name, PUT, DELETE, no result, the whole body as result. */
class EndpointShapesTest extends WireTest {
    static final Endpoint<Void, Server> GET_SERVER = Endpoint.get(
            InternalBridge.CORE.operationName("TestGetServer"),
            "v1/servers/{server_name}",
            RegionHeader.SENT,
            ResponseShape.whole(DatabindOracle.reader(Server.class)));
    static final Endpoint<Server, Server> PUT_SERVER = Endpoint.put(
            InternalBridge.CORE.operationName("TestUpdateServer"),
            "v1/servers/{server_name}",
            RegionHeader.NOT_SENT,
            DatabindOracle.writer(),
            ResponseShape.whole(DatabindOracle.reader(Server.class)));
    static final Endpoint<Void, Void> DELETE_SERVER = Endpoint.delete(
            InternalBridge.CORE.operationName("TestDeleteServer"),
            "v1/servers/{server_name}",
            RegionHeader.NOT_SENT,
            ResponseShape.none());
    static final Endpoint<String, Page<Server>> LIST_DISKS = Endpoint.get(
            InternalBridge.CORE.operationName("TestListDisks"),
            "v1/servers/{server_name}/disks",
            RegionHeader.NOT_SENT,
            marker -> marker == null ? List.of() : List.of("after", marker),
            q -> ResponseShape.page("disks", DatabindOracle.reader(Server.class)));
    /** Every character that must not split or end a path segment, and non-ASCII text. */
    static final String NAME = "a/b?c#d%e f-\u00e9\u65e5";

    static final String ENCODED = "a%2Fb%3Fc%23d%25e%20f-%C3%A9%E6%97%A5";

    record Server(String name, Integer size) {}

    @Test
    void aStringPathValueIsSentAsOneEncodedSegmentAndTheWholeBodyIsTheRecord() {
        server.enqueue(json(200, "{\"name\":\"n1\",\"size\":3}"));
        Server s = ServiceContext.of(config()).call(GET_SERVER, null, NAME);
        assertThat(s).isEqualTo(new Server("n1", 3));
        RecordedRequest r = takeRequest();
        assertThat(r.getMethod()).isEqualTo("GET");
        assertThat(r.getTarget()).isEqualTo("/api/v1/servers/" + ENCODED);
        assertThat(r.getUrl().pathSegments()).containsExactly("api", "v1", "servers", NAME);
        assertThat(r.getHeaders().get("X-Region")).isEqualTo(REGION);
        assertThat(r.getBodySize()).isZero();
    }

    @Test
    void everyOverloadTakesStringPathValues() throws Exception {
        ServiceContext ctx = ServiceContext.of(config());
        server.enqueue(json(200, "{\"name\":\"a\"}"));
        assertThat(ctx.callAsync(GET_SERVER, null, NAME).get(5, TimeUnit.SECONDS))
                .isEqualTo(new Server("a", null));
        server.enqueue(json(200, "{\"name\":\"b\"}"));
        Response<Server> sync = ctx.callWithResponse(GET_SERVER, null, NAME);
        assertThat(sync.value()).isEqualTo(new Server("b", null));
        assertThat(sync.statusCode()).isEqualTo(200);
        server.enqueue(json(200, "{\"name\":\"c\"}"));
        assertThat(ctx.callWithResponseAsync(GET_SERVER, null, NAME)
                        .get(5, TimeUnit.SECONDS)
                        .value()
                        .name())
                .isEqualTo("c");
        server.enqueue(json(200, "{\"disks\":[{\"name\":\"d1\"}],\"meta\":{\"has_more\":true}}"));
        server.enqueue(json(200, "{\"disks\":[{\"name\":\"d2\"}],\"meta\":{\"has_more\":false}}"));
        List<Server> disks = ServiceContext.of(configBuilder().prefetchPages(0).build())
                .list(LIST_DISKS, null, marker -> marker, Server::name, NAME)
                .stream()
                .toList();
        assertThat(disks).extracting(Server::name).containsExactly("d1", "d2");
        for (int i = 0; i < 3; i++) {
            assertThat(takeRequest().getTarget()).isEqualTo("/api/v1/servers/" + ENCODED);
        }
        assertThat(takeRequest().getTarget()).isEqualTo("/api/v1/servers/" + ENCODED + "/disks");
        assertThat(takeRequest().getTarget()).isEqualTo("/api/v1/servers/" + ENCODED + "/disks?after=d1");
    }

    @Test
    void aPutSendsItsRecordAsTheJsonBody() {
        server.enqueue(json(200, "{\"name\":\"n2\",\"size\":4}"));
        Server s = ServiceContext.of(config()).call(PUT_SERVER, new Server("n2", 4), "n1");
        assertThat(s).isEqualTo(new Server("n2", 4));
        RecordedRequest r = takeRequest();
        assertThat(r.getMethod()).isEqualTo("PUT");
        assertThat(r.getTarget()).isEqualTo("/api/v1/servers/n1");
        assertThat(r.getHeaders().get("Content-Type")).isEqualTo("application/json");
        assertThat(r.getHeaders().get("X-Region")).isNull();
        assertThat(bodyOf(r)).isEqualTo("{\"name\":\"n2\",\"size\":4}");
    }

    @Test
    void aDeleteSendsNoBodyAndA204ReturnsNull() {
        server.enqueue(new MockResponse.Builder().code(204).build());
        Response<Void> r = ServiceContext.of(config()).callWithResponse(DELETE_SERVER, null, "n1");
        assertThat(r.value()).isNull();
        assertThat(r.statusCode()).isEqualTo(204);
        RecordedRequest sent = takeRequest();
        assertThat(sent.getMethod()).isEqualTo("DELETE");
        assertThat(sent.getTarget()).isEqualTo("/api/v1/servers/n1");
        assertThat(sent.getBodySize()).isZero();
        assertThat(sent.getHeaders().get("Content-Type")).isNull();
    }

    @Test
    void aBodySentAnywayToACallWithoutResultIsDrainedNotParsedAndTheConnectionReused() {
        ServiceContext ctx = ServiceContext.of(config());
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .setHeader("Content-Type", "text/plain")
                .body("not json {")
                .build());
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .chunkedBody("[1, 2, " + "3, ".repeat(2000) + "]", 64)
                .build());
        server.enqueue(new MockResponse.Builder().code(204).build());
        assertThat(ctx.call(DELETE_SERVER, null, "n1")).isNull();
        assertThat(ctx.call(DELETE_SERVER, null, "n2")).isNull();
        assertThat(ctx.call(DELETE_SERVER, null, "n3")).isNull();
        assertThat(takeRequest().getConnectionIndex()).isZero();
        assertThat(takeRequest().getConnectionIndex()).isZero();
        assertThat(takeRequest().getConnectionIndex())
                .as("one connection for all three")
                .isZero();
    }

    @Test
    void aBodyOverTheBoundIsRefusedEvenWhenItIsNotParsed() {
        ServiceContext ctx =
                ServiceContext.of(configBuilder().maxResponseBytes(1000).build());
        server.enqueue(
                new MockResponse.Builder().code(200).body("x".repeat(5000)).build());
        assertThatThrownBy(() -> ctx.call(DELETE_SERVER, null, "n1"))
                .isExactlyInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("response of 5000 bytes is over the limit of 1000")
                .hasMessageContaining("TestDeleteServer is idempotent");
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .chunkedBody("x".repeat(5000), 100)
                .build());
        assertThatThrownBy(() -> ctx.call(DELETE_SERVER, null, "n1"))
                .isExactlyInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("TestDeleteServer response could not be read:")
                .hasMessageContaining("the body is longer than the limit of 1000 bytes");
        assertThat(server.getRequestCount())
                .as("an unusable success is never resent")
                .isEqualTo(2);
    }

    @Test
    void theWholeBodyMustBeAnObjectAsAMemberMustBe() {
        ServiceContext ctx = ServiceContext.of(config());
        server.enqueue(json(200, "[{\"name\":\"n1\"}]"));
        assertThatThrownBy(() -> ctx.call(GET_SERVER, null, "n1"))
                .isExactlyInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("TestGetServer response could not be read:")
                .hasMessageContaining("the body is START_ARRAY, not a JSON object")
                .hasMessageContaining("TestGetServer only reads");
        server.enqueue(json(200, ""));
        assertThatThrownBy(() -> ctx.call(GET_SERVER, null, "n1"))
                .isExactlyInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("the body is empty");
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .setHeader("Content-Type", "text/html")
                .body("<p>")
                .build());
        assertThatThrownBy(() -> ctx.call(GET_SERVER, null, "n1"))
                .isExactlyInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("expected a JSON body but got text/html");
    }

    @Test
    void pathValuesThatAreNoSegmentAreRefusedBeforeAnyRequest() {
        ServiceContext ctx = ServiceContext.of(config());
        for (String bad : new String[] {"", " ", ".", ".."}) {
            assertThatThrownBy(() -> ctx.call(DELETE_SERVER, null, bad))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("path segment");
        }
        assertThatThrownBy(() -> ctx.call(DELETE_SERVER, null, "a\ud800b"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("TestDeleteServer: path value 1");
        assertThatThrownBy(() -> ctx.call(DELETE_SERVER, null, (Object) null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("TestDeleteServer: path value 1 == null");
        assertThat(server.getRequestCount()).isZero();
    }
}
