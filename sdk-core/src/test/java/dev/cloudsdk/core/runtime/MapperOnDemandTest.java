package dev.cloudsdk.core.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ConflictException;
import dev.cloudsdk.core.NotFoundException;
import dev.cloudsdk.core.internal.InternalBridge;
import dev.cloudsdk.core.testing.WireTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;

/**
 * The databind mapper is built only when something needs it: not by a client's build, not by a parser, not by an
 * error response (its body is read on the streaming parser); and once, however many threads ask first.
 */
class MapperOnDemandTest extends WireTest {
    private static final Operation GET = Operation.get("TestGet", "v1/things/{}/items", RegionHeader.SENT);

    record Thing(String name) {
    }

    private static Object get(ServiceContext ctx) {
        return ctx.call(GET, new Object[] {"t-1"}, List.of(), null, ResponseShape.member("thing", Thing.class));
    }

    @Test
    void aClientsBuildAndItsErrorResponsesBuildNoMapper() {
        ClientConfig config = config();
        ServiceContext ctx = ServiceContext.of(config);
        Json json = InternalBridge.transport(config).json();
        assertThat(json.mapperBuilds()).as("after the build").isZero();

        server.enqueue(new MockResponse.Builder().code(409).setHeader("Content-Type", "application/json")
                .body("{\"error\":{\"code\":\"name_taken\",\"message\":\"the name is taken\",\"n\":[1,2.5]}}").build());
        assertThatThrownBy(() -> get(ctx)).isInstanceOfSatisfying(ConflictException.class, e -> {
            assertThat(e.errorCode()).contains("name_taken");
            assertThat(e.errorMessage()).contains("the name is taken");
            assertThat(e.error()).containsEntry("n", List.of(1, 2.5));
            assertThat(e.getMessage()).contains("the name is taken");
        });
        server.enqueue(new MockResponse.Builder().code(404).setHeader("Content-Type", "text/html")
                .body("<html>not here</html>").build());
        assertThatThrownBy(() -> get(ctx)).isInstanceOfSatisfying(NotFoundException.class,
                e -> assertThat(e.getMessage()).contains("text/html body: <html>not here</html>"));

        assertThat(json.mapperBuilds()).as("after two error responses").isZero();
    }

    @Test
    void aParserAloneBuildsNoMapper() throws Exception {
        Json json = new Json(1024);
        try (JsonParser p = json.parser("{\"a\":1}".getBytes(StandardCharsets.UTF_8))) {
            assertThat(p.nextToken()).isEqualTo(JsonToken.START_OBJECT);
        }
        assertThat(json.mapperBuilds()).isZero();
    }

    @Test
    void theFirstReaderOrWriteBuildsTheMapperOnceEvenForThreadsAtOnce() throws Exception {
        Json json = new Json(1024);
        int threads = 8;
        CyclicBarrier together = new CyclicBarrier(threads);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<ObjectReader>> readers = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                boolean write = i % 2 == 0;
                readers.add(pool.submit(() -> {
                    together.await(10, TimeUnit.SECONDS);
                    if (write) {
                        assertThat(new String(json.write(new Thing("a")), StandardCharsets.UTF_8))
                                .isEqualTo("{\"name\":\"a\"}");
                    }
                    return json.reader(Thing.class);
                }));
            }
            ObjectReader first = readers.get(0).get(10, TimeUnit.SECONDS);
            for (Future<ObjectReader> r : readers) {
                assertThat(r.get(10, TimeUnit.SECONDS)).isSameAs(first);
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(json.mapperBuilds()).isEqualTo(1);
        assertThat((Thing) json.reader(Thing.class).readValue("{\"name\":\"b\"}")).isEqualTo(new Thing("b"));
        assertThat(json.mapperBuilds()).isEqualTo(1);
    }
}
