package dev.cloudsdk.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ClientConfigBuilder;
import dev.cloudsdk.core.ConflictException;
import dev.cloudsdk.core.NotFoundException;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.PageMeta;
import dev.cloudsdk.core.PagedIterable;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The test-only document's emulator, its generated sources compiled by {@link TestApiEmulator}, through the generic
 * behaviour of {@code x-cloudsdk-resource}: the servers' filters, pages and errors, the hand-written reboot rule
 * reading the generic resources, and the snapshots' hand-written create feeding the generic read, list and delete
 * through {@code Resources.put}.
 */
class TestApiGenericBehaviourTest extends TestApiEmulator {
    @Test
    void theGenericBehaviourOfADocumentedResourceFiltersPagesAndAnswersItsErrors() throws Exception {
        Object servers = servers(config);
        Reflect.call(servers, "create", createRequest("web-1", "blue", "red"));
        Reflect.call(servers, "create", createRequest("web-2", "blue"));
        Reflect.call(servers, "create", createRequest("db-1"));
        Object created = Reflect.call(servers, "get", "web-1");
        assertThat(Reflect.call(created, "tags"))
                .as("the body's members are stored")
                .isEqualTo(List.of("blue", "red"));
        assertThat(Reflect.call(created, "id"))
                .as("x-cloudsdk-resources: the schema's id is made")
                .isNotNull();
        assertThat(Reflect.call(created, "createdAt")).as("and its created_at").isNotNull();

        assertThat(names(servers, "name", "web-*"))
                .as("a declared prefix filter")
                .containsExactly("web-1", "web-2");
        assertThat(names(servers, "name", "web-1"))
                .as("without a *, an exact match")
                .containsExactly("web-1");
        assertThat(names(servers, "tag", List.of("blue", "red")))
                .as("every tag sent")
                .containsExactly("web-1");
        assertThat(names(servers, "status", Enum.valueOf(enumType("model.ServerStatus"), "STOPPED")))
                .as("an exact filter")
                .isEmpty();
        assertThat(names(servers, "status", Enum.valueOf(enumType("model.ServerStatus"), "ACTIVE")))
                .as("the initial members of x-cloudsdk-resources")
                .containsExactly("db-1", "web-1", "web-2");

        Object onePerPage = Reflect.call(
                Reflect.call(
                        Reflect.callStatic(loader.loadClass(PKG + "model.ListServersRequest"), "builder"), "limit", 2),
                "build");
        Page<?> first = (Page<?>) Reflect.call(servers, "listPage", onePerPage);
        assertThat(first.items()).hasSize(2);
        assertThat(first.meta())
                .as("meta, as the list's schema has it")
                .isEqualTo(PageMeta.builder()
                        .total(3)
                        .limit(2)
                        .marker("web-1")
                        .hasMore(true)
                        .build());

        try (ClientConfig elsewhere = ((ClientConfigBuilder) Reflect.call(emulator, "configBuilder"))
                .region("elsewhere")
                .build()) {
            assertThat(((PagedIterable<?>) Reflect.call(servers(elsewhere), "list")).stream())
                    .as("kept per region")
                    .isEmpty();
        }
        assertThatThrownBy(() -> Reflect.call(servers, "create", createRequest("web-1")))
                .as("a key taken in its scope")
                .isInstanceOf(ConflictException.class);
        Object update = Reflect.call(
                Reflect.call(
                        Reflect.callStatic(loader.loadClass(PKG + "model.UpdateServerRequest"), "builder"),
                        "name",
                        "web-9"),
                "build");
        for (Function<Object, Object> unknown : List.<Function<Object, Object>>of(
                s -> Reflect.call(s, "get", "nope"),
                s -> Reflect.call(s, "update", "nope", update),
                s -> Reflect.call(s, "delete", "nope"),
                s -> Reflect.call(s, "reboot", "nope"))) {
            assertThatThrownBy(() -> unknown.apply(servers))
                    .isInstanceOf(NotFoundException.class)
                    .hasMessageContaining("server nope not found");
        }
        Object renamed = Reflect.call(
                Reflect.call(
                        Reflect.call(
                                Reflect.callStatic(loader.loadClass(PKG + "model.UpdateServerRequest"), "builder"),
                                "name",
                                "web-2"),
                        "vcpus",
                        4),
                "build");
        assertThatThrownBy(() -> Reflect.call(servers, "update", "web-1", renamed))
                .as("a new key that is taken")
                .isInstanceOf(ConflictException.class);
        Object merged = Reflect.call(
                servers,
                "update",
                "db-1",
                Reflect.call(
                        Reflect.call(
                                Reflect.call(
                                        Reflect.callStatic(
                                                loader.loadClass(PKG + "model.UpdateServerRequest"), "builder"),
                                        "name",
                                        "db-1"),
                                "tags",
                                List.of("green")),
                        "build"));
        assertThat(Reflect.call(merged, "tags"))
                .as("the members sent replace theirs")
                .isEqualTo(List.of("green"));
        assertThat(Reflect.call(merged, "status"))
                .as("the members left out keep their values")
                .hasToString("ACTIVE");

        HttpResponse<String> state = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(Reflect.call(emulator, "baseUrl") + "_emulator/state"))
                                .header("Authorization", "Bearer " + Reflect.call(emulator, "token"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        JsonNode held =
                new ObjectMapper().readTree(state.body()).path("resources").path("server");
        assertThat(held).as("the admin API's state: %s", state.body()).hasSize(3);
        assertThat(held.get(0).path("scope").toString()).isEqualTo("[\"" + Reflect.call(emulator, "region") + "\"]");
        assertThat(held.get(0).path("resource").path("name").asText())
                .as("in key order")
                .isEqualTo("db-1");
    }

    @Test
    void theHandWrittenRuleReadsTheGenericResourcesAStoppedServerCannotReboot() throws Exception {
        Object servers = servers(config);
        Reflect.call(servers, "create", createRequest("web-1"));
        // No operation of the document stops a server: the generic update keeps any member it is sent.
        HttpResponse<String> stopped = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(Reflect.call(emulator, "baseUrl") + "v1/servers/web-1"))
                                .header("Authorization", "Bearer " + Reflect.call(emulator, "token"))
                                .header("X-Region", (String) Reflect.call(emulator, "region"))
                                .header("Content-Type", "application/json")
                                .PUT(HttpRequest.BodyPublishers.ofString("{\"name\":\"web-1\",\"status\":\"STOPPED\"}"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(stopped.statusCode()).isEqualTo(200);
        assertThatThrownBy(() -> Reflect.call(servers, "reboot", "web-1"))
                .isInstanceOf(ConflictException.class)
                .hasMessageContaining("server web-1 is STOPPED and cannot reboot");
    }

    @Test
    void aResourceOfAHandWrittenCreateIsServedByTheGenericReadListAndDelete() throws Exception {
        Object snapshots = snapshotsOfWeb1();
        Object request = Reflect.call(
                Reflect.call(
                        Reflect.callStatic(loader.loadClass(PKG + "model.CreateSnapshotRequest"), "builder"),
                        "name",
                        "nightly"),
                "build");
        Object first = Reflect.call(snapshots, "create", "web-1", request);
        Object second = Reflect.call(snapshots, "create", "web-1", request);
        assertThat(Reflect.call(first, "serverId"))
                .as("a member the hand-written create derives")
                .isEqualTo(Reflect.call(Reflect.call(servers(config), "get", "web-1"), "id"));
        assertThatThrownBy(() -> Reflect.call(snapshots, "create", "web-2", request))
                .as("its rule: the server")
                .isInstanceOf(NotFoundException.class)
                .hasMessageContaining("server web-2 not found");

        UUID id = (UUID) Reflect.call(first, "id");
        assertThat(Reflect.call(snapshots, "get", "web-1", id))
                .as("the generic read serves what Resources.put stored")
                .isEqualTo(first);
        assertThat(((PagedIterable<?>) Reflect.call(snapshots, "list", "web-1"))
                        .stream().map(Object.class::cast).toList())
                .as("the generic list")
                .containsExactlyInAnyOrder(first, second);
        assertThat(Reflect.call(snapshots, "delete", "web-1", id)).isNull();
        assertThatThrownBy(() -> Reflect.call(snapshots, "get", "web-1", id))
                .as("the generic delete forgot it")
                .isInstanceOf(NotFoundException.class)
                .hasMessageContaining("snapshot " + id + " not found");
        assertThat(((PagedIterable<?>) Reflect.call(snapshots, "list", "web-1"))
                        .stream().map(Object.class::cast).toList())
                .containsExactly(second);
    }

    @Test
    void aGenericListComparesItsUuidMarkerAsAUuidInAnyCase() throws Exception {
        Object snapshots = snapshotsOfWeb1();
        Object request = Reflect.call(
                Reflect.call(
                        Reflect.callStatic(loader.loadClass(PKG + "model.CreateSnapshotRequest"), "builder"),
                        "name",
                        "nightly"),
                "build");
        for (int i = 0; i < 4; i++) {
            Reflect.call(snapshots, "create", "web-1", request);
        }
        JsonNode all = snapshotPage("").path("snapshots");
        assertThat(all).hasSize(4);
        for (JsonNode item : all) {
            String id = item.path("id").asText();
            assertThat(snapshotPage("?marker=" + id.toUpperCase(Locale.ROOT)))
                    .as("after %s in upper case", id)
                    .isEqualTo(snapshotPage("?marker=" + id));
        }
        assertThat(snapshotPage("?marker=web-1").path("error").path("field").asText())
                .as("a marker of a format: uuid parameter that is none")
                .isEqualTo("marker");
    }

    @Test
    void aCreateMustNameAResourceOfTheDocumentsCatalogWhichTheGenericReadServes() throws Exception {
        String image = "3F4AA0B2-E74E-3AA1-BE8C-F1F1B48DB670";
        JsonNode read = send("GET", "v1/images/" + image, null);
        assertThat(read.path("name").asText())
                .as("the catalog's image, on a fresh emulator: %s", read)
                .isEqualTo("debian-12");
        JsonNode unknown =
                send("POST", "v1/servers", "{\"name\":\"web-9\",\"image_id\":\"" + UUID.randomUUID() + "\"}");
        assertThat(unknown.path("error").path("field").asText())
                .as("an image_id that names no image: %s", unknown)
                .isEqualTo("image_id");
        JsonNode created = send("POST", "v1/servers", "{\"name\":\"web-9\",\"image_id\":\"" + image + "\"}");
        assertThat(created.path("server").path("name").asText())
                .as("%s", created)
                .isEqualTo("web-9");
    }

    /** @return the answer's JSON to a request with the token, the region and the body, if any */
    private JsonNode send(String method, String path, String json) throws Exception {
        HttpResponse<String> answer = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(Reflect.call(emulator, "baseUrl") + path))
                                .header("Authorization", "Bearer " + Reflect.call(emulator, "token"))
                                .header("X-Region", (String) Reflect.call(emulator, "region"))
                                .header("Content-Type", "application/json")
                                .method(
                                        method,
                                        json == null
                                                ? HttpRequest.BodyPublishers.noBody()
                                                : HttpRequest.BodyPublishers.ofString(json))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        return new ObjectMapper().readTree(answer.body());
    }

    /** @return the snapshots group of the client, once the server web-1 is created */
    private Object snapshotsOfWeb1() throws ClassNotFoundException {
        Reflect.call(servers(config), "create", createRequest("web-1"));
        return Reflect.call(Reflect.callStatic(loader.loadClass(PKG + "ComputeClient"), "create", config), "snapshots");
    }

    private JsonNode snapshotPage(String query) throws Exception {
        return send("GET", "v1/servers/web-1/snapshots" + query, null);
    }

    private List<Object> names(Object servers, String filter, Object value) throws ClassNotFoundException {
        Object request = Reflect.call(
                Reflect.call(
                        Reflect.callStatic(loader.loadClass(PKG + "model.ListServersRequest"), "builder"),
                        filter,
                        value),
                "build");
        return ((PagedIterable<?>) Reflect.call(servers, "list", request))
                .stream().map(s -> Reflect.call(s, "name")).toList();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Class<Enum> enumType(String name) throws ClassNotFoundException {
        return (Class<Enum>) loader.loadClass(PKG + name);
    }
}
