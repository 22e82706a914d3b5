package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.Endpoint;
import dev.cloudsdk.core.runtime.Endpoint.Operation;
import dev.cloudsdk.core.runtime.RegionHeader;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The API the engine's wire tests call: a POST and a GET of things under one id, a list of things that pages, and
 * the records they send and read.
 */
final class TestApi {
    static final Operation POST = TestOperations.post("TestPost", "v1/things/{}/do", RegionHeader.NOT_SENT);
    static final Operation GET = TestOperations.get("TestGet", "v1/things/{}/items", RegionHeader.SENT);
    static final UUID ID = UUID.fromString("0b8e4c52-8f0c-4c1e-9d53-6a2b1f7e3d10");
    /** A list of things, a page at a time: the marker is the last item's id. */
    static final Endpoint<String, Page<Thing>> LIST = Endpoint.get(
            InternalBridge.CORE.operationName("TestList"),
            "v1/things/{id}/items",
            RegionHeader.SENT,
            m -> m == null ? List.of() : List.of("marker", m),
            m -> ResponseShape.page("items", DatabindOracle.reader(Thing.class)));

    private TestApi() {}

    record Thing(UUID id, String displayName) {}

    record Body(String name, Integer size) {}

    /** A GET of one page of things, the test GET operation's usual call. */
    static Object getItems(ServiceContext ctx) {
        return Calls.call(
                ctx,
                GET,
                new Object[] {ID},
                List.of(),
                null,
                ResponseShape.page("items", DatabindOracle.reader(Thing.class)));
    }

    /** A POST of a body with both fields set, read as a thing. */
    static Thing postThing(ServiceContext ctx) {
        return Calls.call(
                ctx,
                POST,
                new Object[] {ID},
                List.of(),
                new Body("n", 1),
                ResponseShape.member("thing", DatabindOracle.reader(Thing.class)));
    }

    /** A page of {@link #LIST} with things of ids {@link #id}(i). */
    static String page(boolean hasMore, int... items) {
        return "{\"items\":["
                + IntStream.of(items)
                        .mapToObj(i -> "{\"id\":\"" + id(i) + "\"}")
                        .collect(Collectors.joining(",")) + "],\"meta\":{\"has_more\":" + hasMore + "}}";
    }

    /** @return the id 00000000-0000-4000-8000-00000000000i */
    static String id(int i) {
        return String.format("00000000-0000-4000-8000-%012d", i);
    }
}
