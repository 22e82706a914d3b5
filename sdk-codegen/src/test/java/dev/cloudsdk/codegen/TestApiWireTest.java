package dev.cloudsdk.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.PagedIterable;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.UnreadableResponseException;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Java the test-only document generates compiles with {@code -Xlint:all -Werror} against sdk-core, and its
 * client, loaded from the compiled classes, sends and reads what the document says: a name with a {@code /} as one
 * path segment, a PUT with its JSON body, a DELETE answered 204, a list over two pages with repeated array
 * parameters, an enum parameter and the {@code after} marker.
 */
class TestApiWireTest {
    private static final String PKG = "dev.cloudsdk.compute.";
    private static final String SERVER = "{\"id\":\"6f1c2a7e-9d41-4e8b-a3c5-0b7d9e2f4a18\",\"name\":\"web/1 \u00fc\","
            + "\"status\":\"ACTIVE\",\"flavor\":{\"vcpus\":2,\"ram_mb\":4096},\"image\":null,"
            + "\"addresses\":[{\"address\":\"10.0.0.5\",\"version\":4}],\"created_at\":\"2026-01-02T03:04:05Z\","
            + "\"maintenance_on\":\"2026-05-06\",\"labels\":{\"tier\":\"web\",\"team\":\"a\"},"
            + "\"port_ranges\":[[22,22],[8000,8080]]}";

    static URLClassLoader loader;

    @StartStop
    final MockWebServer server = new MockWebServer();

    @BeforeAll
    static void compileTheGeneratedJava(@TempDir Path dir) throws IOException {
        Map<String, String> sources = new TreeMap<>(TestApi.files());
        sources.keySet().removeIf(path -> !path.startsWith(TestApi.MAIN));
        assertThat(sources).hasSizeGreaterThan(10);
        Path classes = TestApiClasses.compile(sources, dir);
        loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, TestApiWireTest.class.getClassLoader());
    }

    @AfterAll
    static void close() throws IOException {
        loader.close();
    }

    @Test
    void getServerSendsANameWithASlashAsOneSegmentAndReadsTheWholeBody() throws Exception {
        server.enqueue(json(200, SERVER));
        Object s = Reflect.call(servers(), "get", "web/1 \u00fc");
        RecordedRequest r = take();
        assertThat(r.getMethod()).isEqualTo("GET");
        assertThat(r.getTarget()).isEqualTo("/api/v1/servers/web%2F1%20%C3%BC");
        assertThat(r.getHeaders().get("X-Region")).isEqualTo("eu-1");
        assertThat(Reflect.call(s, "name")).isEqualTo("web/1 \u00fc");
        assertThat(Reflect.call(s, "status")).hasToString("ACTIVE");
        assertThat(Reflect.call(s, "createdAt")).isEqualTo(Instant.parse("2026-01-02T03:04:05Z"));
        assertThat(Reflect.call(s, "image")).as("nullable, sent as null").isNull();
        assertThat(Reflect.call(s, "maintenanceOn")).isEqualTo(LocalDate.of(2026, 5, 6));
        assertThat(Reflect.call(s, "labels")).as("in the order sent").hasToString("{tier=web, team=a}");
        assertThat(Reflect.call(s, "portRanges")).isEqualTo(List.of(List.of(22, 22), List.of(8000, 8080)));
        assertThat(Reflect.call(Reflect.call(s, "flavor"), "ramMb")).isEqualTo(4096L);
        assertThat((List<?>) Reflect.call(s, "addresses"))
                .singleElement()
                .satisfies(a -> assertThat(Reflect.call(a, "version")).isEqualTo(4));
    }

    @Test
    void updateServerSendsAPutWithTheExactJsonBody() throws Exception {
        server.enqueue(json(200, SERVER));
        Object placement = Reflect.call(Reflect.call(builder("model.Placement"), "zone", "z1"), "build");
        Object b = builder("model.UpdateServerRequest");
        Reflect.call(b, "name", "web-2");
        Reflect.call(b, "vcpus", 4);
        Reflect.call(b, "ramMb", 2048L);
        Reflect.call(b, "autoStopAt", Instant.parse("2026-03-04T05:06:07Z"));
        Reflect.call(b, "maintenanceOn", LocalDate.of(2026, 5, 6));
        Map<String, String> labels = new LinkedHashMap<>(Map.of("tier", "web"));
        labels.put("team", "a");
        Reflect.call(b, "labels", labels);
        Reflect.call(b, "portRanges", List.of(List.of(22, 22), List.of(8000, 8080)));
        Reflect.call(b, "placement", placement);
        Reflect.call(b, "tags", List.of("a", "b"));
        Object updated = Reflect.call(servers(), "update", "web-1", Reflect.call(b, "build"));
        RecordedRequest r = take();
        assertThat(r.getMethod()).isEqualTo("PUT");
        assertThat(r.getTarget()).isEqualTo("/api/v1/servers/web-1");
        assertThat(r.getHeaders().get("Content-Type")).isEqualTo("application/json");
        assertThat(r.getBody().utf8())
                .isEqualTo("{\"name\":\"web-2\",\"vcpus\":4,\"ram_mb\":2048,"
                        + "\"auto_stop_at\":\"2026-03-04T05:06:07Z\",\"maintenance_on\":\"2026-05-06\","
                        + "\"labels\":{\"tier\":\"web\",\"team\":\"a\"},\"port_ranges\":[[22,22],[8000,8080]],"
                        + "\"placement\":{\"zone\":\"z1\"},\"tags\":[\"a\",\"b\"]}");
        assertThat(Reflect.call(updated, "name")).isEqualTo("web/1 \u00fc");
        Reflect.call(b, "vcpus", 65);
        assertThatThrownBy(() -> Reflect.call(b, "build"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("vcpus must be at most 64, was 65");
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void deleteServerReturnsNormallyOn204AndSendsNoBody() throws Exception {
        server.enqueue(new MockResponse.Builder().code(204).build());
        assertThat(Reflect.call(servers(), "delete", "web-1")).isNull();
        RecordedRequest r = take();
        assertThat(r.getMethod()).isEqualTo("DELETE");
        assertThat(r.getTarget()).isEqualTo("/api/v1/servers/web-1");
        assertThat(r.getBodySize()).isZero();
    }

    @Test
    void rebootWithoutARequestSendsThePresetBody() throws Exception {
        server.enqueue(json(202, "{\"message\":\"rebooting\"}"));
        assertThat(Reflect.call(servers(), "reboot", "web-1")).isEqualTo("rebooting");
        RecordedRequest r = take();
        assertThat(r.getMethod()).isEqualTo("POST");
        assertThat(r.getTarget()).isEqualTo("/api/v1/servers/web-1/reboot");
        assertThat(r.getBody().utf8()).isEqualTo("{}");
    }

    @Test
    void listServersWalksTwoPagesWithRepeatedArrayParametersTheEnumAndTheAfterMarker() throws Exception {
        server.enqueue(json(200, "{\"servers\":[{\"name\":\"a1\"},{\"name\":\"a2\"}],\"meta\":{\"has_more\":true}}"));
        server.enqueue(json(200, "{\"servers\":[{\"name\":\"a3\"}],\"meta\":{\"has_more\":false}}"));
        Object b = builder("model.ListServersRequest");
        Reflect.call(b, "limit", 2);
        Reflect.call(
                b, "status", Reflect.callStatic(loader.loadClass(PKG + "model.ServerStatus"), "valueOf", "STOPPED"));
        Reflect.call(b, "tag", (Object) new String[] {"web", "prod"});
        PagedIterable<?> list = (PagedIterable<?>) Reflect.call(servers(), "list", Reflect.call(b, "build"));
        assertThat(server.getRequestCount())
                .as("lazy: nothing sent before the walk")
                .isZero();
        assertThat(list.stream().map(s -> Reflect.call(s, "name")).toList()).containsExactly("a1", "a2", "a3");
        assertThat(take().getTarget()).isEqualTo("/api/v1/servers?limit=2&status=STOPPED&tag=web&tag=prod");
        assertThat(take().getTarget()).isEqualTo("/api/v1/servers?limit=2&after=a2&status=STOPPED&tag=web&tag=prod");
        assertThat(server.getRequestCount()).isEqualTo(2);
    }

    @Test
    void getServerStatusReadsAnEnumResultAndAValueItDoesNotKnowAsUnknown() throws Exception {
        server.enqueue(json(200, "{\"status\":\"STOPPED\"}"));
        server.enqueue(json(200, "{\"status\":\"MIGRATING\"}"));
        assertThat(Reflect.call(servers(), "status", "web-1")).hasToString("STOPPED");
        RecordedRequest r = take();
        assertThat(r.getMethod()).isEqualTo("GET");
        assertThat(r.getTarget()).isEqualTo("/api/v1/servers/web-1/status");
        assertThat(Reflect.call(servers(), "status", "web-1")).hasToString("UNKNOWN_TO_SDK_VERSION");
    }

    @Test
    void anEnumResultThatIsNoTextIsRefused() throws Exception {
        server.enqueue(json(200, "{\"status\":[\"ACTIVE\"]}"));
        assertThatThrownBy(() -> Reflect.call(servers(), "status", "web-1"))
                .isInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("GetServerStatus response could not be read: \"status\" is an array");
    }

    @Test
    void aRequestsMapIsCheckedAndCopiedImmutable() throws Exception {
        Object b = builder("model.UpdateServerRequest");
        Reflect.call(b, "name", "web-2");
        Map<String, String> labels = new LinkedHashMap<>();
        labels.put("tier", "web");
        Reflect.call(b, "labels", labels);
        Object request = Reflect.call(b, "build");
        labels.put("team", "a");
        Map<?, ?> kept = (Map<?, ?>) Reflect.call(request, "labels");
        assertThat(kept).as("a copy").hasToString("{tier=web}");
        assertThatThrownBy(kept::clear).isInstanceOf(UnsupportedOperationException.class);
        labels.put("team", null);
        assertThatThrownBy(() -> Reflect.call(b, "build"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("labels holds a null value");
        labels.remove("team");
        labels.put(null, "x");
        assertThatThrownBy(() -> Reflect.call(b, "build"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("labels holds a null key");
        labels.remove(null);
        labels.put(" ", "x");
        assertThatThrownBy(() -> Reflect.call(b, "build"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("labels key must not be blank");
        labels.remove(" ");
        labels.put("team", "\ud800");
        assertThatThrownBy(() -> Reflect.call(b, "build"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("labels value holds a lone surrogate");
        assertThat(server.getRequestCount()).isZero();
        // A value is data: an empty one (a label without a value) is sent, and the server decides.
        labels.put("team", "");
        assertThat((Map<?, ?>) Reflect.call(Reflect.call(b, "build"), "labels")).hasToString("{tier=web, team=}");
    }

    @Test
    void aRequestsListOfListsIsCheckedAndCopiedImmutableAtBothLevels() throws Exception {
        Object b = builder("model.UpdateServerRequest");
        Reflect.call(b, "name", "web-2");
        List<Integer> inner = new ArrayList<>(List.of(22, 22));
        Reflect.call(b, "portRanges", List.of(inner));
        Object request = Reflect.call(b, "build");
        inner.add(23);
        List<?> kept = (List<?>) Reflect.call(request, "portRanges");
        assertThat(kept).as("a deep copy").isEqualTo(List.of(List.of(22, 22)));
        assertThatThrownBy(() -> ((List<?>) kept.get(0)).clear()).isInstanceOf(UnsupportedOperationException.class);
        inner.set(1, null);
        Reflect.call(b, "portRanges", List.of(List.of(1), inner));
        assertThatThrownBy(() -> Reflect.call(b, "build"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("portRanges[1][1] is null");
        Reflect.call(b, "portRanges", Arrays.asList(List.of(1), null));
        assertThatThrownBy(() -> Reflect.call(b, "build"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("portRanges[1] is null");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            [[1],"x"]   | port_ranges[1]
            [[1],["x"]] | port_ranges[1][0]
            [[null]]    | port_ranges[0][0]
            [[[1]]]     | port_ranges[0][0]
            """)
    void aMalformedListOfListsIsRefusedNamingTheMemberAndThePlace(String ranges, String member) throws Exception {
        server.enqueue(json(200, "{\"name\":\"web-1\",\"port_ranges\":" + ranges + "}"));
        assertThatThrownBy(() -> Reflect.call(servers(), "get", "web-1"))
                .isInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("GetServer response could not be read: cannot read ")
                .hasMessageContaining("(member " + member + ")");
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"a\":null}", "{\"a\":[\"b\"]}", "{\"a\":{}}", "[\"a\"]", "\"a\""})
    void aMalformedMapIsRefusedNamingTheMember(String map) throws Exception {
        server.enqueue(json(200, "{\"name\":\"web-1\",\"labels\":" + map + "}"));
        assertThatThrownBy(() -> Reflect.call(servers(), "get", "web-1"))
                .isInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("GetServer response could not be read: cannot read ")
                .hasMessageContaining(map.startsWith("{") ? "(member labels.a)" : "(member labels)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"May 6\"", "\"2026-02-30\"", "20260506", "[2026,5,6]"})
    void aMalformedDateIsRefusedNamingTheMember(String date) throws Exception {
        server.enqueue(json(200, "{\"name\":\"web-1\",\"maintenance_on\":" + date + "}"));
        assertThatThrownBy(() -> Reflect.call(servers(), "get", "web-1"))
                .isInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("GetServer response could not be read: cannot read ")
                .hasMessageContaining(" as java.time.LocalDate (member maintenance_on)");
    }

    private Object servers() throws Exception {
        ClientConfig config = ClientConfig.builder()
                .baseUrl(server.url("/api").toString())
                .token("t")
                .region("eu-1")
                .prefetchPages(0)
                .retryPolicy(RetryPolicy.builder().sleeper(d -> {}).build())
                .build();
        Object client = Reflect.callStatic(loader.loadClass(PKG + "ComputeClient"), "create", config);
        return Reflect.call(client, "servers");
    }

    private static Object builder(String type) throws ClassNotFoundException {
        return Reflect.callStatic(loader.loadClass(PKG + type), "builder");
    }

    private RecordedRequest take() throws InterruptedException {
        RecordedRequest r = server.takeRequest(5, TimeUnit.SECONDS);
        assertThat(r).as("a request reached the server").isNotNull();
        return r;
    }

    private static MockResponse json(int code, String body) {
        return new MockResponse.Builder()
                .code(code)
                .setHeader("Content-Type", "application/json")
                .body(body)
                .build();
    }
}
