package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each operation reaches its own handler; a request that matches no operation reaches none. Every case is derived
 * from the generated {@link ApiOperation} (its method and path template), so an operation added to the document is
 * checked here without an edit; a path of no operation holds '~', which no path of the document may hold
 * (CONTRIBUTING.md, "Nothing hand-written lists the operations").
 */
class EmulatorRoutingTest {
    @RegisterExtension
    static final EmulatorExtension cloud = new EmulatorExtension();

    private static final List<String> METHODS = List.of("GET", "PUT", "POST", "DELETE", "PATCH");

    @ParameterizedTest
    @EnumSource(ApiOperation.class)
    void eachOperationRoutesToItsOwnHandler(ApiOperation op, CloudEmulator emulator) {
        UUID id = UUID.randomUUID();
        String path = RawHttp.path(op, id);
        String what = op + " (" + op.method() + " /" + path + ")";

        RawHttp.Reply reply = RawHttp.send(
                RawHttp.request(emulator, op, path, emulator.region(), null).build());

        // The handler, not the router, answered: unknown ids in the path are its 404 naming the id, or its 400
        // naming a field of the empty body it checks first, or, for a list, a 2xx (the generic list of
        // x-cloudsdk-resource, for which an unknown parent is an empty collection); the router's answers are 404
        // "no such path" and 405.
        assertThat(reply.body())
                .as("%s: the router answered, not the operation's handler", what)
                .doesNotContain("no such path")
                .doesNotContain("method_not_allowed");
        if (reply.status() == 404) {
            assertThat(reply.body())
                    .as("%s: a 404 that names the unknown id", what)
                    .contains("\"code\":\"not_found\"")
                    .contains(id + " not found");
        } else if (reply.status() / 100 != 2 || !isList(op)) {
            assertThat(reply.status())
                    .as(
                            "%s: %s\nthe handler answers an unknown id with a 404 naming it"
                                    + " (ApiError.notFound(\"... \" + id + \" not found ...\")), or a "
                                    + "400 naming the field it checks"
                                    + " first (ApiError.invalid)",
                            what, reply.body())
                    .isEqualTo(400);
            assertThat(reply.body())
                    .as("%s: a 400 that names the field (ApiError.invalid)", what)
                    .contains("\"field\":\"");
        }
        for (ApiOperation other : ApiOperation.values()) {
            assertThat(emulator.requestCount(other))
                    .as("after one request of %s, the requests counted for %s", what, other)
                    .isEqualTo(other == op ? 1 : 0);
        }
    }

    /** @return whether the operation is a list: a GET on a path ending in a literal */
    private static boolean isList(ApiOperation op) {
        return op.method().equals("GET") && !op.path().endsWith("}");
    }

    static Stream<String> pathsOfNoOperation() {
        String id = UUID.randomUUID().toString();
        List<String> paths = new ArrayList<>(List.of("v1/~nothing", "~"));
        for (ApiOperation op : ApiOperation.values()) {
            String path = op.path().substring(1).replaceAll("\\{[^}]+}", id);
            paths.add(path + "/~more"); // deeper than this template
            paths.add(path.substring(0, path.lastIndexOf('/') + 1) + "~" + path.substring(path.lastIndexOf('/') + 1));
            paths.add("~" + path); // another version prefix
        }
        // A `~` segment where another template has a parameter fits that template (the GET by id of a collection
        // this list made deeper): it is a path of that operation, whose handler rightly answers it.
        return paths.stream().filter(path -> Stream.of(ApiOperation.values()).noneMatch(op -> fits(op, path)));
    }

    /** @return whether the path (without its leading {@code /}) fits the operation's template */
    private static boolean fits(ApiOperation op, String path) {
        String[] template = op.path().substring(1).split("/", -1);
        String[] segments = path.split("/", -1);
        if (template.length != segments.length) {
            return false;
        }
        for (int i = 0; i < template.length; i++) {
            if (!template[i].startsWith("{") && !template[i].equals(segments[i])) {
                return false;
            }
        }
        return true;
    }

    @ParameterizedTest
    @MethodSource("pathsOfNoOperation")
    void aPathOfNoOperationAnswers404AndReachesNoHandler(String path, CloudEmulator emulator) {
        for (String method : METHODS) {
            boolean body = !method.equals("GET") && !method.equals("DELETE");
            RawHttp.Reply reply = RawHttp.send(RawHttp.request(emulator, path)
                    .header("X-Region", emulator.region())
                    .method(method, body ? RequestBody.create("{}", MediaType.get("application/json")) : null)
                    .build());
            assertThat(reply.status())
                    .as("%s /%s: %s", method, path, reply.body())
                    .isEqualTo(404);
            assertThat(reply.body())
                    .as("%s /%s", method, path)
                    .contains("\"code\":\"not_found\"")
                    .contains("no such path: /" + path);
        }
        for (ApiOperation op : ApiOperation.values()) {
            assertThat(emulator.requestCount(op))
                    .as("requests counted for %s", op)
                    .isZero();
        }
    }

    @ParameterizedTest
    @EnumSource(ApiOperation.class)
    void aWrongMethodAnswers405NamingTheAllowedOnes(ApiOperation op, CloudEmulator emulator) throws Exception {
        List<String> allowed = Stream.of(ApiOperation.values())
                .filter(o -> o.path().equals(op.path()))
                .map(ApiOperation::method)
                .distinct()
                .toList();
        String path = RawHttp.path(op, UUID.randomUUID());
        for (String method : METHODS.stream().filter(m -> !allowed.contains(m)).toList()) {
            boolean body = !method.equals("GET") && !method.equals("DELETE");
            Request wrong = RawHttp.request(emulator, path)
                    .header("X-Region", emulator.region())
                    .method(method, body ? RequestBody.create("{}", MediaType.get("application/json")) : null)
                    .build();
            try (Response r = RawHttp.CLIENT.newCall(wrong).execute()) {
                String what = method + " /" + path + " (the path of " + op + ")";
                assertThat(r.code()).as(what).isEqualTo(405);
                assertThat(r.header("Allow")).as(what).isEqualTo(String.join(", ", allowed));
                assertThat(r.header("Content-Type")).as(what).startsWith("application/json");
                assertThat(r.body().string()).as(what).contains("\"code\":\"method_not_allowed\"");
            }
        }
        for (ApiOperation other : ApiOperation.values()) {
            assertThat(emulator.requestCount(other))
                    .as("requests counted for %s", other)
                    .isZero();
        }
    }
}
